import TouchLab
import TouchServerX11

extension XDisplay {
    /// The outputs that show part of the screen (XRandR 1.2+: an output with a
    /// CRTC), in XRandR's order; empty without XRandR 1.2.
    func activeOutputs() -> [InspectedOutput] {
        let (outputs, primary) = screenOutputs()
        return outputs.map {
            InspectedOutput(name: $0.name, x: $0.x, y: $0.y, width: $0.size.width, height: $0.size.height, isPrimary: $0.name == primary)
        }
    }
}
