import ArgumentParser
import TouchServerX11

/// `xuitouch screenshot`: the X screen (or part of it) as a PNG, with XGetImage.
struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Save the X screen (or a rectangle of it) as a PNG file."
    )

    @Option(help: "The X display (default: $DISPLAY).") var display: String?
    @Option(help: "Only this rectangle: X,Y,WIDTH,HEIGHT in pixels.") var rect: String?
    @Argument(help: "The PNG file to write.") var output: String

    func run() throws {
        let x: XDisplay
        do { x = try XDisplay(name: display) } catch { throw fail(error) }
        defer { x.close() }
        var area: [Int]?
        if let rect {
            area = rect.split(separator: ",").compactMap { Int($0) }
            guard area?.count == 4 else { throw ValidationError("--rect must be X,Y,WIDTH,HEIGHT, got '\(rect)'") }
        }
        do {
            let capture = try ScreenCapture(display: x, x: area?[0] ?? 0, y: area?[1] ?? 0, width: area?[2], height: area?[3])
            try capture.writePNG(to: output)
        } catch { throw fail(error) }
        print(output)
    }
}
