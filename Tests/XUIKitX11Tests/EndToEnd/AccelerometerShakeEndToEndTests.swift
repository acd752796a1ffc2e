import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// A shake read from an IIO accelerometer's sysfs files (a stand-in directory
/// laid out as /sys/bus/iio/devices) reaches the first responder on a real Xorg.
@MainActor
@Suite("End to end: an IIO accelerometer's shake")
struct AccelerometerShakeEndToEndTests {
    final class Listener: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("began \(motion)") }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("ended \(motion)") }
    }

    /// Writes an acceleration in raw units (scale 0.01 m/s² per unit: 981 is 1 g).
    func write(_ directory: URL, x: Int, y: Int, z: Int) throws {
        for (axis, value) in [("x", x), ("y", y), ("z", z)] {
            try "\(value)\n".write(to: directory.appendingPathComponent("in_accel_\(axis)_raw"), atomically: true, encoding: .utf8)
        }
    }

    @Test("The device is found and read in g; shaking its values makes motionBegan then motionEnded with .motionShake")
    func shakeFromSysfs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("iio-\(UUID().uuidString)")
        let device = root.appendingPathComponent("iio:device0")
        try FileManager.default.createDirectory(at: device, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "0.01\n".write(to: device.appendingPathComponent("in_accel_scale"), atomically: true, encoding: .utf8)
        try write(device, x: 0, y: 0, z: 981)
        let accelerometer = try #require(IIOAccelerometer(root: root))
        let g = try #require(accelerometer.read())
        #expect(abs(g.z - 1) < 0.01 && g.x == 0)
        #expect(IIOAccelerometer(root: root.appendingPathComponent("none")) == nil)

        setenv("XUIKIT_ACCELEROMETER", "1", 1)
        setenv("XUIKIT_IIO_ROOT", root.path, 1)
        defer { unsetenv("XUIKIT_ACCELEROMETER"); unsetenv("XUIKIT_IIO_ROOT") }
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let listener = Listener(frame: window.bounds)
        window.addSubview(listener)
        try harness.show(window)
        #expect(listener.becomeFirstResponder())
        harness.pump(timeout: 0.1) { false }
        for step in 0..<10 {
            try write(device, x: step.isMultiple(of: 2) ? 2000 : -2000, y: 0, z: 981)
            harness.pump(timeout: 0.03) { false }
        }
        #expect(harness.pump(timeout: 1) { listener.log.contains("began motionShake") }, "\(listener.log)")
        try write(device, x: 0, y: 0, z: 981)
        #expect(harness.pump(timeout: 2) { listener.log.contains("ended motionShake") }, "\(listener.log)")
        #expect(listener.log == ["began motionShake", "ended motionShake"])
    }
}
