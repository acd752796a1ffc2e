import Foundation

// One file, symlinked into every fuzz target (Fuzz/*/FuzzDriver.swift): the
// entry point each target's `main` calls, for libFuzzer and for replay.

/// Runs `target`: under libFuzzer (built with `-DFUZZING`, `make fuzz`) as
/// its test function, otherwise replaying the files named on the command
/// line (`make test` on the checked-in corpus).
enum FuzzDriver {
    static func main(_ target: @escaping (UnsafePointer<UInt8>, Int) -> Int32) -> Never {
        #if FUZZING
        fuzzTarget = target
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            guard let data else { return 0 }
            return fuzzTarget(data, size)
        })
        #else
        FuzzReplay.run(target)
        exit(0)
        #endif
    }
}

#if FUZZING
/// The target libFuzzer's C callback calls (a C function pointer cannot capture it).
nonisolated(unsafe) private var fuzzTarget: (UnsafePointer<UInt8>, Int) -> Int32 = { _, _ in 0 }

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
