import Testing
import TouchServer

/// Hostile or odd script text: every input is a script or a `line N:` error, never a crash.
@Suite("Touch script input robustness")
struct ScriptInputRobustnessTests {
    /// The error message parsing `text` gives, or nil if it parses.
    private func parseError(_ text: String) -> String? {
        do {
            _ = try TouchScript(parsing: text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("A CRLF script parses to the steps its LF twin does, with the same line numbers")
    func crlfScripts() throws {
        let lf = "down 1 10 20 0.5\nwait 16\nmove 1 30 40   # comment\n\nkey a\nup 1\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.count == lf.count)  // "\r\n" is one Character: the trap this guards against
        #expect(try TouchScript(parsing: crlf).steps == TouchScript(parsing: lf).steps)
        #expect(try TouchScript(parsing: crlf).steps.count == 5)
        #expect(parseError("down 1 1 1\r\n\r\nmove 1 x 1\r\nup 1\r\n") == "line 3: X is not a number: 'x': move 1 x 1")
    }

    @Test("A NUL byte inside a number is an error, shown escaped", arguments: [
        ("down 2 1\u{0} 1\nup 2", "line 1: X is not a number: '1\\u{0}': down 2 1\\u{0} 1"),
        ("down 2 1 1\nwait 5\u{0}0\nup 2", "line 2: MS is not a number: '5\\u{0}0': wait 5\\u{0}0"),
        ("up 7\u{0}", "line 1: ID must be an integer 0...4294967295, got '7\\u{0}': up 7\\u{0}"),
    ])
    func nulInNumber(text: String, message: String) {
        #expect(parseError(text) == message)
    }

    @Test("Numbers a script cannot hold are a line error, never a crash", arguments: [
        ("down 1 1e308 1e308\nup 1", "line 1: X must be at most 32767, got 1e308: down 1 1e308 1e308"),
        ("down 1 5 9.3e15\nup 1", "line 1: Y must be at most 32767, got 9.3e15: down 1 5 9.3e15"),
        ("pointer 32767.5 0", "line 1: X must be at most 32767, got 32767.5: pointer 32767.5 0"),
        ("wait 1e20", "line 1: MS must be at most 86400000, got 1e20: wait 1e20"),
        ("at 86400001", "line 1: MS must be at most 86400000, got 86400001: at 86400001"),
        ("wait inf", "line 1: MS is not a number: 'inf': wait inf"),
        ("wait 0x10", "line 1: MS is not a number: '0x10': wait 0x10"),
        ("down 1 1e400 1\nup 1", "line 1: X is not a number: '1e400': down 1 1e400 1"),
    ])
    func hugeNumbers(text: String, message: String) {
        #expect(parseError(text) == message)
    }

    @Test("The largest numbers in range parse and write back unchanged")
    func largestNumbersRoundTrip() throws {
        let text = "down 1 32767 32767 1\nwait 86400000\nat 86400000\nup 1\n"
        #expect(try TouchScript(parsing: text).text == text)
    }

    @Test("A step built in code with a number out of range is refused before playing, and prints without trapping")
    func codeBuiltStepsAreChecked() {
        let steps: [TouchScript.Step] = [.down(id: 1, x: .nan, y: 1e308, pressure: .infinity), .up(id: 1)]
        #expect(steps[0].line == "down 1 nan 1e+308 inf")
        #expect(throws: TouchScriptError(line: 1, text: "down 1 nan 1e+308 inf", reason: "X must be a number 0...32767, got nan")) {
            try TouchScript.validate(steps)
        }
        #expect(throws: TouchScriptError(line: 1, text: "wait -1", reason: "MS must be a number 0...86400000, got -1")) {
            try TouchScript.validate([.wait(milliseconds: -1)])
        }
    }
}
