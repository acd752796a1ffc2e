/// What a headless server has beyond its touchscreen, keyboard and pointer:
/// the touchscreen's number of touch slots, an optional touchpad and pen,
/// and more outputs (monitors) than the first.
///
/// The touchscreen is an XI *direct* touch device. By default it is Debian's
/// inputtest driver's (`man 4 inputtestdrv`), with position and pressure axes
/// only; `hasContactAxes` makes it XUIKit's own driver's (`ContactTouchDriver`),
/// which adds touch major, touch minor and orientation. The rest is what
/// Debian's drivers can give (inputtest, the dummy video driver), so
/// - the touchpad is what X shows of a laptop touchpad under libinput: a
///   relative pointer with smooth-scrolling valuators and the XI 2.4
///   gesture class (inputtest `PointerGesture`), not a dependent touch device;
/// - the pen is an absolute pointer with proximity and an "Abs Pressure"
///   axis 0...1000 (inputtest `PointerAbsoluteProximity` with pressure): no
///   tilt, no eraser;
/// - outputs are the dummy driver's `DUMMY0`...`DUMMY15`, the first at the
///   top left, each next one to the right of the one before, tops aligned;
///   the X screen is their bounding box, and the touchscreen covers all of it
///   (map it to one output with its transformation matrix, as on a desktop).
public struct VirtualDeviceOptions: Equatable, Sendable {
    /// The touchscreen's touch slots (XI `num_touches`): the most fingers
    /// down at once. 1...255 (XI sends the count in a byte); default 10.
    public var touchSlots: Int
    /// Adds the touchpad (`HeadlessTouchServer.touchpad`).
    public var hasTouchpad: Bool
    /// Adds the pen (`HeadlessTouchServer.pen`).
    public var hasPen: Bool
    /// The sizes of the outputs after the first (at most 15).
    public var extraOutputs: [ScreenSize]
    /// The touchscreen has contact size and orientation axes ("Abs MT Touch
    /// Major/Minor", "Abs MT Orientation"): it is XUIKit's own input driver
    /// (`ContactTouchDriver`, built by `make xorg-driver`) instead of inputtest's.
    public var hasContactAxes: Bool

    public static let maxTouchSlots = 255
    public static let maxExtraOutputs = 15
    /// The dummy driver's frame buffer (its `VideoRam`, kB): the screen of all outputs must fit in it at 4 bytes a pixel.
    static let videoRamKB = 256_000

    public init(touchSlots: Int = 10, hasTouchpad: Bool = false, hasPen: Bool = false, extraOutputs: [ScreenSize] = [],
                hasContactAxes: Bool = false) {
        self.touchSlots = touchSlots
        self.hasContactAxes = hasContactAxes
        self.hasTouchpad = hasTouchpad
        self.hasPen = hasPen
        self.extraOutputs = extraOutputs
    }

    /// Every output for a first output of size `first`, in order.
    public func outputs(first: ScreenSize) -> [ServerOutput] {
        var x = 0
        return ([first] + extraOutputs).enumerated().map { index, size in
            defer { x += size.width }
            return ServerOutput(name: "DUMMY\(index)", x: x, y: 0, size: size)
        }
    }

    /// The X screen: the bounding box of `outputs(first:)`.
    public func screen(first: ScreenSize) -> ScreenSize {
        let outputs = outputs(first: first)
        return ScreenSize(width: outputs.map { $0.x + $0.size.width }.max() ?? first.width,
                          height: outputs.map(\.size.height).max() ?? first.height)
    }

    /// Why these options cannot be served with a first output of `first`; nil when they can.
    public func problem(first: ScreenSize) -> String? {
        guard (1...Self.maxTouchSlots).contains(touchSlots) else {
            return "the touchscreen's touch slots must be 1...\(Self.maxTouchSlots) (XI reports the count in a byte), got \(touchSlots)"
        }
        guard extraOutputs.count <= Self.maxExtraOutputs else {
            return "at most \(Self.maxExtraOutputs + 1) outputs (the dummy video driver has DUMMY0...DUMMY15), got \(extraOutputs.count + 1)"
        }
        if let bad = extraOutputs.first(where: { !(128...16384).contains($0.width) || !(128...16384).contains($0.height) }) {
            return "output size \(bad): width and height must be between 128 and 16384"
        }
        let screen = screen(first: first)
        guard screen.width <= 32767, screen.width * screen.height * 4 <= Self.videoRamKB * 1024 else {
            return "the screen of all outputs, \(screen), is larger than the dummy video driver holds "
                + "(at most 32767 wide and \(Self.videoRamKB) kB at 4 bytes a pixel)"
        }
        return nil
    }
}

/// One output (monitor) of a headless server: where it shows the screen.
public struct ServerOutput: Equatable, Sendable, CustomStringConvertible {
    /// The XRandR output name: `DUMMY0`, `DUMMY1`...
    public var name: String
    public var x: Int
    public var y: Int
    public var size: ScreenSize

    public init(name: String, x: Int, y: Int, size: ScreenSize) {
        self.name = name
        self.x = x
        self.y = y
        self.size = size
    }

    /// `DUMMY1 800x600+1024+0`, as `xrandr` writes a geometry.
    public var description: String { "\(name) \(size)+\(x)+\(y)" }
}
