import XUIKit

extension InspectorReport {
    /// Writes `report.json` and `trails.png` into `directory` (created if
    /// missing); returns the two files' URLs. `trails.png` is `log` drawn by
    /// `TrailDrawing` on the inspector's background, `size` points at `scale`.
    @MainActor
    @discardableResult
    public func write(to directory: URL, log: ContactLog, size: CGSize, scale: CGFloat) throws -> (json: URL, trails: URL) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let json = directory.appendingPathComponent("report.json")
        try jsonData().write(to: json, options: .atomic)
        let trails = directory.appendingPathComponent("trails.png")
        try Self.trailsPNG(of: log, size: size, scale: scale).write(to: trails, options: .atomic)
        return (json, trails)
    }

    /// The trails of `log` as a PNG, drawn with `UIGraphicsImageRenderer`.
    @MainActor
    public static func trailsPNG(of log: ContactLog, size: CGSize, scale: CGFloat) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.pngData { context in
            UIColor(red: 0.09, green: 0.1, blue: 0.12, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            TrailDrawing.draw(log)
        }
    }
}
