import Foundation

/// Prints one line of the demo's trace, written at once (unbuffered), so a
/// pipe reading the demo sees each responder call as it happens.
func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
