import ArgumentParser
import TouchServer

/// `xuitouch gesture KIND ...`: generated gestures.
struct GestureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture",
        abstract: "Play a generated gesture into a headless touch server (or print it with --print).",
        subcommands: [Tap.self, DoubleTap.self, LongPress.self, Drag.self, Swipe.self, Pinch.self, Rotate.self]
    )

    struct Tap: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Tap with one or more fingers.")
        @Option(help: "Where, as X,Y in pixels.") var at: Point
        @Option(help: "Number of fingers, side by side.") var fingers = 1
        @Option(help: "How long the fingers stay down, ms.") var hold = 50.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            try GestureArgumentChecks.point(at, "at"); try GestureArgumentChecks.fingers(fingers); try GestureArgumentChecks.milliseconds(hold, "hold"); try common.check()
        }
        func run() throws {
            try common.emit(.tap(at: at.point, fingers: fingers, spacing: common.spacing, hold: hold, pressure: common.pressure))
        }
    }

    struct DoubleTap: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "double-tap", abstract: "Tap twice.")
        @Option(help: "Where, as X,Y in pixels.") var at: Point
        @Option(help: "Number of fingers.") var fingers = 1
        @Option(help: "Time between the first lift and the second touch, ms.") var gap = 100.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            try GestureArgumentChecks.point(at, "at"); try GestureArgumentChecks.fingers(fingers); try GestureArgumentChecks.milliseconds(gap, "gap"); try common.check()
        }
        func run() throws {
            try common.emit(.doubleTap(at: at.point, fingers: fingers, gap: gap, pressure: common.pressure))
        }
    }

    struct LongPress: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "long-press", abstract: "Hold one finger still.")
        @Option(help: "Where, as X,Y in pixels.") var at: Point
        @Option(help: "How long, ms.") var duration = 800.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            try GestureArgumentChecks.point(at, "at"); try GestureArgumentChecks.milliseconds(duration, "duration"); try common.check()
        }
        func run() throws {
            try common.emit(.longPress(at: at.point, duration: duration, pressure: common.pressure))
        }
    }

    struct Drag: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Drag one finger from one point to another.")
        @Option(help: "Start, X,Y.") var from: Point
        @Option(help: "End, X,Y.") var to: Point
        @Option(help: "Duration, ms.") var duration = 300.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            try GestureArgumentChecks.point(from, "from"); try GestureArgumentChecks.point(to, "to")
            try GestureArgumentChecks.movement(duration: duration, rate: common.rate); try common.check()
        }
        func run() throws {
            try common.emit(.drag(from: from.point, to: to.point, duration: duration, rate: common.rate, pressure: common.pressure))
        }
    }

    struct Swipe: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Swipe one or more fingers in a direction.")
        @Option(help: "left, right, up or down.") var direction: TouchScript.Direction
        @Option(help: "Start (centre of the fingers), X,Y.") var from: Point
        @Option(help: "Distance, pixels.") var distance = 200.0
        @Option(help: "Number of fingers.") var fingers = 1
        @Option(help: "Duration, ms.") var duration = 200.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            try GestureArgumentChecks.point(from, "from"); try GestureArgumentChecks.number(distance, "distance", 0...TouchScript.maxCoordinate, unit: " pixels")
            try GestureArgumentChecks.fingers(fingers); try GestureArgumentChecks.movement(duration: duration, rate: common.rate); try common.check()
        }
        func run() throws {
            try common.emit(.swipe(direction, from: from.point, distance: distance, fingers: fingers, spacing: common.spacing,
                                   duration: duration, rate: common.rate, pressure: common.pressure))
        }
    }

    struct Pinch: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Two fingers moving apart or together about a centre.")
        @Option(help: "Centre, X,Y.") var center: Point
        @Option(help: "Start distance between the fingers, pixels.") var from: Double
        @Option(help: "End distance between the fingers, pixels.") var to: Double
        @Option(help: "Angle of the line through the fingers, degrees (0 = horizontal).") var angle = 0.0
        @Option(help: "Duration, ms.") var duration = 400.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            let span = 0...TouchScript.maxCoordinate, turn = -GestureArgumentChecks.maxDegrees...GestureArgumentChecks.maxDegrees
            try GestureArgumentChecks.point(center, "center")
            try GestureArgumentChecks.number(from, "from", span, unit: " pixels"); try GestureArgumentChecks.number(to, "to", span, unit: " pixels")
            try GestureArgumentChecks.number(angle, "angle", turn, unit: " degrees")
            try GestureArgumentChecks.movement(duration: duration, rate: common.rate); try common.check()
        }
        func run() throws {
            try common.emit(.pinch(center: center.point, from: from, to: to, degrees: angle, duration: duration,
                                   rate: common.rate, pressure: common.pressure))
        }
    }

    struct Rotate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Two fingers turning about a centre.")
        @Option(help: "Centre, X,Y.") var center: Point
        @Option(help: "Distance of each finger from the centre, pixels.") var radius = 100.0
        @Option(help: "Start angle, degrees (0 = fingers horizontal).") var from = 0.0
        @Option(help: "Turn, degrees (positive = clockwise on screen).") var by: Double
        @Option(help: "Duration, ms.") var duration = 400.0
        @OptionGroup var common: GestureOptions
        func validate() throws {
            let turn = -GestureArgumentChecks.maxDegrees...GestureArgumentChecks.maxDegrees
            try GestureArgumentChecks.point(center, "center"); try GestureArgumentChecks.number(radius, "radius", 0...TouchScript.maxCoordinate, unit: " pixels")
            try GestureArgumentChecks.number(from, "from", turn, unit: " degrees"); try GestureArgumentChecks.number(by, "by", turn, unit: " degrees")
            try GestureArgumentChecks.movement(duration: duration, rate: common.rate); try common.check()
        }
        func run() throws {
            try common.emit(.rotate(center: center.point, radius: radius, from: from, by: by, duration: duration,
                                    rate: common.rate, pressure: common.pressure))
        }
    }
}

/// Options every gesture takes.
struct GestureOptions: ParsableArguments {
    @Option(help: "Moves per second for interpolated movements.") var rate = TouchScript.defaultRate
    @Option(help: "Finger pressure 0...1 (default: none sent).") var pressure: Double?
    @Option(help: "Distance between side-by-side fingers, pixels.") var spacing = 40.0
    @Flag(help: "Print the script instead of playing it.") var print = false
    @OptionGroup var playback: PlaybackOptions

    func emit(_ script: TouchScript) throws {
        if print {
            Swift.print(script.text, terminator: "")
        } else {
            try playback.play { target in
                do {
                    try TouchScript.validate(script.steps, for: target)
                } catch let error as TouchScriptError {
                    throw ToolError(description: "the gesture does not fit the server (\(target.screen.map(String.init(describing:)) ?? "?"), "
                        + "\(target.touchSlots) touch slots): step \(error.line) (`\(error.text)`): \(error.reason); --print shows its steps")
                }
                return script
            }
        }
    }
}

/// An `X,Y` command-line value (ranges are checked by `GestureArgumentChecks.point`).
struct Point: ExpressibleByArgument {
    var point: ScreenPoint
    /// The argument as given, for error messages.
    var text: String
    init?(argument: String) {
        guard let point = ScreenPoint(parsing: argument) else { return nil }
        self.point = point
        text = argument
    }
}

extension TouchScript.Direction: ExpressibleByArgument {}
