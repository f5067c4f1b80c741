import Foundation
import ProcessSupport
import Testing

/// keyboardd-compat as a person runs it: a cell, a library or a story it does not have is refused
/// with exit status 64 and the valid values.
@Suite struct CommandLineTests {
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("keyboardd-compat").path
    }

    /// Runs keyboardd-compat from the repository's root; stdout and stderr together.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let child = try ChildProcess(Self.binary, arguments + ["--root", CompatibilityDocumentsTests.root, "--no-progress-bar"],
                                     stdout: .pipe, stderr: .pipeToStdout)
        defer { if child.exitCode == nil { child.stop() } }
        let lines = child.readLines { _ in false }
        return (ChildProcess.code(child.wait()), lines.joined(separator: "\n"))
    }

    @Test func anUnknownCellIsRefusedWithTheValidValues() throws {
        let story = try run(["--explain", "no-such-story · naive · ios13"])
        #expect(story.status == 64 && story.output.contains("no story 'no-such-story'; stories: switch-with-keyboard,"), "\(story)")
        let setup = try run(["--explain", "switch-with-keyboard · fluter · ios13"])
        #expect(setup.status == 64 && setup.output.contains("no set-up 'fluter'; set-ups: naive,"), "\(setup)")
        let era = try run(["--explain", "switch-with-keyboard · flutter · ios99"])
        #expect(era.status == 64 && era.output.contains("no era 'ios99'; eras: ideal, ios6,"), "\(era)")
    }

    @Test func anUnknownLibraryIsRefusedWithTheValidValues() throws {
        let result = try run(["--library", "fluter"])
        #expect(result.status == 64 && result.output.contains("no library 'fluter'; libraries: naive, naive-incremental,"), "\(result)")
    }

    @Test func aCellIsExplainedWithItsEvidence() throws {
        let result = try run(["--explain", "stage-manager-window · rn-keyboard-controller · ios16"])
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("library: react-native-keyboard-controller 1.22.4"))
        #expect(result.output.contains("→ lifted too high: 94 pt above its place at the check"))
        #expect(result.output.contains("UIKeyboardWillShow"))
    }
}
