import Foundation
import Testing

/// The fuzz targets' corpora (seeds and every crash found, Fuzz/Corpus)
/// replayed through the targets built without libFuzzer: the bounded,
/// deterministic part of fuzzing that `make test` runs (`make fuzz` runs
/// libFuzzer itself).
@Suite("Fuzz corpus replay")
struct FuzzCorpusReplayTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every corpus input passes its fuzz target's checks", arguments: ["touch-script", "control-request", "xi2-translator", "selection-reply"])
    func replay(target: String) throws {
        let corpus = Self.packageRoot.appendingPathComponent("Fuzz/Corpus/\(target)").path
        let count = try FileManager.default.contentsOfDirectory(atPath: corpus).count
        #expect(count >= 5)
        let process = Process()
        process.executableURL = toolURL.deletingLastPathComponent().appendingPathComponent("fuzz-\(target)")
        process.arguments = [corpus]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "replayed \(count) inputs\n")
    }
}
