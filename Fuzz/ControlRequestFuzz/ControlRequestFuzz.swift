import Foundation
@testable import TouchServer

/// Fuzz target: the control-socket request decoder (`TouchControlRequest`),
/// fed any bytes as a client could send them. A request decodes or is an
/// error message; a decoded request encodes (`text`) to one that decodes
/// to the same request.
@_cdecl("LLVMFuzzerTestOneInput")
public func controlRequestFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let request = try? TouchControlRequest(parsing: text) else { return 0 }
    guard let again = try? TouchControlRequest(parsing: request.text) else {
        fatalError("a decoded request's encoding does not decode: \(request.text.debugDescription)")
    }
    if case .play(let a, let timing) = request, case .play(let b, let timingAgain) = again {
        guard a.text == b.text, timing == timingAgain else { fatalError("play request changed in a round trip") }
    } else if request != again {
        fatalError("request changed in a round trip: \(request) vs \(again)")
    }
    return 0
}

@main
struct ControlRequestFuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            guard let data else { return 0 }
            return controlRequestFuzz(data, size)
        })
        #else
        FuzzReplay.run(controlRequestFuzz)
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
