import CX11
import CXShim
import TouchServer

/// One X input device as `XIQueryDevice` reports it, reduced to what matters
/// for touch: its role, touch class and valuators.
public struct InputDeviceInfo: Equatable, Sendable {
    public var id: Int
    public var name: String
    /// "master pointer", "master keyboard", "slave pointer", "slave keyboard" or "floating slave".
    public var use: String
    /// The master a slave is attached to (for a master: its paired master).
    public var attachment: Int
    public var isEnabled: Bool
    /// The touch class, if the device has one.
    public var touch: Touch?
    public var valuators: [Valuator]

    public init(id: Int, name: String, use: String, attachment: Int, isEnabled: Bool, touch: Touch?, valuators: [Valuator]) {
        self.id = id
        self.name = name
        self.use = use
        self.attachment = attachment
        self.isEnabled = isEnabled
        self.touch = touch
        self.valuators = valuators
    }

    public struct Touch: Equatable, Sendable {
        /// "direct" (touchscreen: touches at their screen position) or
        /// "dependent" (touchpad: touches relative to the pointer).
        public var mode: String
        /// Maximum simultaneous touches; 0 means unknown.
        public var maxTouches: Int

        public init(mode: String, maxTouches: Int) {
            self.mode = mode
            self.maxTouches = maxTouches
        }
    }

    public struct Valuator: Equatable, Sendable {
        public var number: Int
        /// The axis label atom's name, such as "Abs MT Position X"; "" if none.
        public var label: String
        public var min: Double
        public var max: Double
        /// Units per meter; 0 if unknown.
        public var resolution: Int
        /// "absolute" or "relative".
        public var mode: String

        public init(number: Int, label: String, min: Double, max: Double, resolution: Int, mode: String) {
            self.number = number
            self.label = label
            self.min = min
            self.max = max
            self.resolution = resolution
            self.mode = mode
        }
    }

    /// The valuator with one of `labels`, in that order of preference.
    public func valuator(labeled labels: [String]) -> Valuator? {
        for label in labels {
            if let v = valuators.first(where: { $0.label == label }) { return v }
        }
        return nil
    }
}

extension XDisplay {
    /// Every input device (`XIQueryDevice(XIAllDevices)`), by id.
    public func inputDevices() -> [InputDeviceInfo] {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(handle, XIAllDevices, &count) else { return [] }
        defer { XIFreeDeviceInfo(infos) }
        return (0..<Int(count)).map { deviceInfo(infos[$0]) }.sorted { $0.id < $1.id }
    }

    private func deviceInfo(_ info: XIDeviceInfo) -> InputDeviceInfo {
        let uses = [XIMasterPointer: "master pointer", XIMasterKeyboard: "master keyboard",
                    XISlavePointer: "slave pointer", XISlaveKeyboard: "slave keyboard", XIFloatingSlave: "floating slave"]
        var device = InputDeviceInfo(id: Int(info.deviceid), name: String(cString: info.name),
                                     use: uses[info.use] ?? "use \(info.use)", attachment: Int(info.attachment),
                                     isEnabled: info.enabled != 0, touch: nil, valuators: [])
        for i in 0..<Int(info.num_classes) {
            guard let anyClass = info.classes[i] else { continue }
            switch anyClass.pointee.type {
            case XITouchClass:
                let touch = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                device.touch = .init(mode: touch.mode == XIDirectTouch ? "direct" : "dependent", maxTouches: Int(touch.num_touches))
            case XIValuatorClass:
                let v = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                device.valuators.append(.init(number: Int(v.number), label: atomName(v.label), min: v.min, max: v.max,
                                              resolution: Int(v.resolution), mode: v.mode == XIModeAbsolute ? "absolute" : "relative"))
            default:
                break
            }
        }
        device.valuators.sort { $0.number < $1.number }
        return device
    }

    /// The name of `atom`, or "" for None.
    public func atomName(_ atom: Atom) -> String {
        guard atom != 0, let name = XGetAtomName(handle, atom) else { return "" }
        defer { XFree(name) }
        return String(cString: name)
    }
}
