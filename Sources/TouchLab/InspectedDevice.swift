/// One input device as the inspector shows and reports it: what the X
/// server says about it (XI 2 `XIQueryDevice`), with no X types.
///
/// The tool fills these in (`xuitouch inspect` queries the display before the
/// app starts); the inspector only shows them and writes them to the report.
public struct InspectedDevice: Codable, Equatable, Sendable {
    /// What kind of input the device gives an application.
    public enum Kind: String, Codable, Sendable {
        /// A touchscreen: touches at their screen position (XI direct touch).
        case directTouch = "direct touch"
        /// A touchpad: touches relative to the pointer (XI dependent touch).
        case touchpad
        case pointer
        case keyboard
        /// A master device: the virtual pointer or keyboard the others feed.
        case master
    }

    /// One axis (XI valuator).
    public struct Axis: Codable, Equatable, Sendable {
        public var number: Int
        /// The axis label, such as "Abs MT Position X"; "" if the device gives none.
        public var label: String
        public var min: Double
        public var max: Double
        /// Units per metre; 0 if unknown.
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

    /// The X device id.
    public var id: Int
    public var name: String
    public var kind: Kind
    /// The XI use: "master pointer", "slave pointer", "floating slave", ...
    public var use: String
    public var isEnabled: Bool
    /// The most simultaneous touches the device reports; nil for a device
    /// without a touch class, 0 when it does not say.
    public var maxTouches: Int?
    public var axes: [Axis]
    /// The "Coordinate Transformation Matrix" property, nine numbers row-major
    /// (how the server maps the device's normalized position onto the screen);
    /// nil for devices without one.
    public var transformationMatrix: [Double]?
    /// Where the matrix maps an absolute device (`OutputMapping.describe`:
    /// "output eDP-1", or "screen X,Y WxH"); nil for relative devices and keyboards.
    public var mappedTo: String?

    public init(id: Int, name: String, kind: Kind, use: String, isEnabled: Bool, maxTouches: Int?, axes: [Axis],
                transformationMatrix: [Double]? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.use = use
        self.isEnabled = isEnabled
        self.maxTouches = maxTouches
        self.axes = axes
        self.transformationMatrix = transformationMatrix
    }

    /// Whether the panel lists it: not the masters and XTEST devices the server
    /// makes for itself (the report has every device).
    public var isListedInPanel: Bool { kind != .master && !name.contains("XTEST") }

    /// The device as panel lines: a heading, then one line per axis, then its
    /// transformation matrix ("identity", or three rows) if it has axes or a matrix set.
    ///
    ///     6 inputtest touch
    ///       direct touch · 10 touches
    ///       0 Abs MT Position X 0…65535
    public var panelText: String {
        var lines = ["\(id) \(name)"]
        var role = kind.rawValue
        if let maxTouches { role += " · " + (maxTouches == 0 ? "touches: unknown" : "\(maxTouches) touches") }
        if !isEnabled { role += " · disabled" }
        lines.append("  " + role)
        for axis in axes {
            let label = axis.label.isEmpty ? "(no label)" : axis.label
            let resolution = axis.resolution == 0 ? "" : " \(axis.resolution)/m"
            // XI gives relative axes without a range as -1...-1.
            let range = axis.mode == "relative" && axis.min == axis.max ? "relative" : "\(Self.number(axis.min))…\(Self.number(axis.max))"
            lines.append("  \(axis.number) \(label) \(range)\(resolution)")
        }
        let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        // The server gives keyboards a matrix too; only where it can matter (or is set) is it shown.
        if let matrix = transformationMatrix, matrix.count == 9, !axes.isEmpty || matrix != identity {
            lines.append("  matrix " + (matrix == identity ? "identity" : stride(from: 0, to: 9, by: 3).map { row in
                matrix[row..<row + 3].map(Self.number).joined(separator: " ")
            }.joined(separator: " · ")))
        }
        if let mappedTo { lines.append("  mapped to \(mappedTo)") }
        return lines.joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int64(value)) : ContactSummary.fixed(value, 2)
    }
}
