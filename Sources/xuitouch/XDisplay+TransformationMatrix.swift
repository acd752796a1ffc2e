import CX11
import TouchServerX11

extension XDisplay {
    /// Device `id`'s "Coordinate Transformation Matrix" property (nine floats,
    /// row-major, as `xinput list-props` prints them); nil when the device
    /// has none (keyboards, masters) or it cannot be read.
    func coordinateTransformationMatrix(deviceID id: Int) -> [Double]? {
        let property = XInternAtom(handle, "Coordinate Transformation Matrix", 1)  // only if it exists
        guard property != 0 else { return nil }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XIGetProperty(handle, Int32(id), property, 0, 9, 0, Atom(AnyPropertyType), &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, format == 32, count == 9, type == XInternAtom(handle, "FLOAT", 1) else { return nil }
        // XI properties come packed: format 32 is 4 bytes an item (not a C long as XGetWindowProperty gives).
        return (0..<9).map { Double(UnsafeRawPointer(data).loadUnaligned(fromByteOffset: 4 * $0, as: Float.self)) }
    }
}

extension XDisplay {
    /// Sets device `id`'s "Coordinate Transformation Matrix" (as `xinput
    /// set-prop` does) and waits for the server; whether the server took it.
    func setCoordinateTransformationMatrix(deviceID id: Int, to matrix: [Double]) -> Bool {
        let property = XInternAtom(handle, "Coordinate Transformation Matrix", 1)
        let float = XInternAtom(handle, "FLOAT", 1)
        guard property != 0, float != 0, matrix.count == 9 else { return false }
        var values = matrix.map { Float($0) }  // packed 32-bit items, as XI properties are
        values.withUnsafeMutableBytes { bytes in
            XIChangeProperty(handle, Int32(id), property, float, 32, PropModeReplace, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 9)
        }
        XSync(handle, 0)
        return coordinateTransformationMatrix(deviceID: id).map { zip($0, matrix).allSatisfy { abs($0 - $1) < 1e-6 } } ?? false
    }
}
