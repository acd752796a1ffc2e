import CX11
import TouchLab
import TouchServerX11

extension XDisplay {
    /// The outputs that show part of the screen (XRandR 1.2+: an output with a
    /// CRTC), in XRandR's order; empty without XRandR 1.2.
    func activeOutputs() -> [InspectedOutput] {
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryVersion(handle, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 2),
              let resources = XRRGetScreenResourcesCurrent(handle, rootWindow) else { return [] }
        defer { XRRFreeScreenResources(resources) }
        let primary = XRRGetOutputPrimary(handle, rootWindow)
        var outputs: [InspectedOutput] = []
        for index in 0..<Int(resources.pointee.noutput) {
            let id = resources.pointee.outputs[index]
            guard let output = XRRGetOutputInfo(handle, resources, id) else { continue }
            defer { XRRFreeOutputInfo(output) }
            guard output.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(handle, resources, output.pointee.crtc) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let name = String(cString: output.pointee.name)
            outputs.append(InspectedOutput(name: name, x: Int(crtc.pointee.x), y: Int(crtc.pointee.y), width: Int(crtc.pointee.width),
                                           height: Int(crtc.pointee.height), isPrimary: id == primary))
        }
        return outputs
    }
}
