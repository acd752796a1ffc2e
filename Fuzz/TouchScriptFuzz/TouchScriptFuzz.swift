import Foundation
import TouchServer

/// Fuzz target: the touch-script parser. Any bytes are a script or a
/// `TouchScriptError`; a script writes back (`text`) to text that parses to
/// the same steps once the 3-decimal rounding is applied, and validates.
/// A crash or a broken invariant is a bug (libFuzzer keeps the input).
@_cdecl("LLVMFuzzerTestOneInput")
public func touchScriptFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = ScreenPoint(parsing: text)
    _ = ScreenSize(parsing: text)
    guard let script = try? TouchScript(parsing: text) else { return 0 }
    let written = script.text
    guard let reparsed = try? TouchScript(parsing: written) else {
        fatalError("a parsed script's text does not parse: \(written.debugDescription)")
    }
    guard reparsed.steps.count == script.steps.count, reparsed.text == written else {
        fatalError("text round trip changed the script: \(written.debugDescription)")
    }
    do { try TouchScript.validate(script.steps) } catch { fatalError("a parsed script fails validation: \(error)") }
    _ = TouchScriptPlayer.actions(for: script.steps)
    _ = script.duration
    return 0
}

@main
struct TouchScriptFuzzMain {
    static func main() { FuzzDriver.main(touchScriptFuzz) }
}
