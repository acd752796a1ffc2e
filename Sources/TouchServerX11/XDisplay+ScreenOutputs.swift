import CX11
import TouchServer

extension XDisplay {
    /// The XRandR outputs that show part of the screen (an output with a
    /// CRTC), in XRandR's order, with the primary one's name; empty without
    /// XRandR 1.2.
    public func screenOutputs() -> (outputs: [ServerOutput], primary: String?) {
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryVersion(handle, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 2),
              let resources = XRRGetScreenResourcesCurrent(handle, rootWindow) else { return ([], nil) }
        defer { XRRFreeScreenResources(resources) }
        let primaryID = XRRGetOutputPrimary(handle, rootWindow)
        var outputs: [ServerOutput] = []
        var primary: String?
        for index in 0..<Int(resources.pointee.noutput) {
            let id = resources.pointee.outputs[index]
            guard let output = XRRGetOutputInfo(handle, resources, id) else { continue }
            defer { XRRFreeOutputInfo(output) }
            guard output.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(handle, resources, output.pointee.crtc) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let name = String(cString: output.pointee.name)
            if id == primaryID { primary = name }
            outputs.append(ServerOutput(name: name, x: Int(crtc.pointee.x), y: Int(crtc.pointee.y),
                                        size: ScreenSize(width: Int(crtc.pointee.width), height: Int(crtc.pointee.height))))
        }
        return (outputs, primary)
    }
}
