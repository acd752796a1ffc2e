import Foundation
import XUIKitCore

/// A laptop's accelerometer through Linux's IIO sysfs interface (the
/// `in_accel_{x,y,z}_raw` and `in_accel_scale` files that 2-in-1 laptops'
/// sensor hubs expose under /sys/bus/iio/devices), read into shakes.
///
/// Reading polls the files, so it is opt-in: the backend starts it only with
/// `XUIKIT_ACCELEROMETER=1` (an idle app otherwise wakes for nothing), every
/// 20 ms, and `ShakeDetector` turns the samples into `InputEvent.motion`.
/// `XUIKIT_IIO_ROOT` names another directory laid out like /sys/bus/iio/devices (tests).
struct IIOAccelerometer {
    /// The device directory read.
    let device: URL
    private let scale: Double

    /// The first IIO device under `root` with the three acceleration axes, or nil.
    init?(root: URL = URL(fileURLWithPath: "/sys/bus/iio/devices")) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
        for name in names {
            let candidate = root.appendingPathComponent(name)
            guard ["x", "y", "z"].allSatisfy({ FileManager.default.fileExists(atPath: candidate.appendingPathComponent("in_accel_\($0)_raw").path) })
            else { continue }
            device = candidate
            scale = Self.number(candidate.appendingPathComponent("in_accel_scale")) ?? 1
            return
        }
        return nil
    }

    /// The acceleration now, in g (the files give m/s² once scaled), or nil when a file cannot be read.
    func read() -> (x: Double, y: Double, z: Double)? {
        let axes = ["x", "y", "z"].map { Self.number(device.appendingPathComponent("in_accel_\($0)_raw")) }
        guard let x = axes[0], let y = axes[1], let z = axes[2] else { return nil }
        let g = 9.80665
        return (x * scale / g, y * scale / g, z * scale / g)
    }

    private static func number(_ file: URL) -> Double? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Polls an accelerometer on the application's clock and feeds shakes to the key window.
@MainActor
final class ShakeSource {
    private let accelerometer: IIOAccelerometer
    private var detector = ShakeDetector()
    private var timer: InputClock.Timer?
    private let application: UIApplication
    static let interval: TimeInterval = 0.02

    init(accelerometer: IIOAccelerometer, application: UIApplication) {
        self.accelerometer = accelerometer
        self.application = application
    }

    /// The source the environment asks for (`XUIKIT_ACCELEROMETER=1`), or nil.
    static func fromEnvironment(_ environment: [String: String], application: UIApplication) -> ShakeSource? {
        guard environment["XUIKIT_ACCELEROMETER"] == "1" else { return nil }
        let root = environment["XUIKIT_IIO_ROOT"].map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: "/sys/bus/iio/devices")
        guard let accelerometer = IIOAccelerometer(root: root) else {
            FileHandle.standardError.write(Data("xuikit: XUIKIT_ACCELEROMETER=1 but no IIO accelerometer under \(root.path)\n".utf8))
            return nil
        }
        return ShakeSource(accelerometer: accelerometer, application: application)
    }

    func start() {
        timer = application.inputClock.schedule(after: Self.interval) { [weak self] in self?.poll() }
    }

    func stop() {
        if let timer { application.inputClock.cancel(timer) }
        timer = nil
    }

    private func poll() {
        let now = application.inputClock.now
        if let a = accelerometer.read(), let phase = detector.add(x: a.x, y: a.y, z: a.z, at: now),
           let window = application.keyWindow {
            application.handle(.motion(MotionInput(phase: phase), timestamp: now), in: window)
        }
        start()
    }
}
