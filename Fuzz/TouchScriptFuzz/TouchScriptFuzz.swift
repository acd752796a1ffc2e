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
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            guard let data else { return 0 }
            return touchScriptFuzz(data, size)
        })
        #else
        FuzzReplay.run(touchScriptFuzz)
        #endif
    }
}

#if FUZZING
/// libFuzzer's driver, called from `main` (SwiftPM links an executable's
/// `main` to its module's entry point, so libFuzzer's own `main` is not used).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

#if !FUZZING
/// Replays each file named on the command line (a file or a directory of
/// them) through `target`; prints the count. What `make test` runs on the
/// checked-in corpus, without libFuzzer.
enum FuzzReplay {
    static func run(_ target: (UnsafePointer<UInt8>, Int) -> Int32) {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("no such file: \(argument)\n".utf8))
                exit(1)
            }
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { "\(argument)/\($0)" }
                : [argument]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                var bytes = [UInt8](data)
                bytes.append(0)  // a valid pointer even for an empty file
                _ = bytes.withUnsafeBufferPointer { target($0.baseAddress!, data.count) }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }
}
#endif
