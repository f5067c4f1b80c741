import BusTestSupport
import Foundation
import Yams
import Testing

/// scripts/install, which action.yml runs on CI runners, into a temporary prefix from the build
/// the tests run from (--bin-path: no release build here, and no apt-get: --no-packages). The
/// installed keyboardctl then plays a story with the installed keyboardd and sample clients, and
/// the man pages render. (scripts/test-action runs action.yml itself, release build and all.)
@Suite struct InstallScriptTests {
    static var script: String { ScenarioFixtures.repository.appendingPathComponent("scripts/install").path }
    static var built: String { URL(fileURLWithPath: KeyboardctlBinary.path).deletingLastPathComponent().path }

    /// A program run to its end (stderr with stdout), stopped by PID past its deadline.
    static func run(_ executable: String, _ arguments: [String]) async throws -> CtlRun {
        try await CtlProcess(arguments, executable: executable, stderr: true).finish(within: HangGuard.seconds)
    }

    @Test func installsIntoAPrefixAndTheInstalledToolsWork() async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let arguments = ["--prefix", prefix.path, "--no-packages", "--tools", "--bin-path", Self.built]
        let installed = try await Self.run(Self.script, arguments)
        #expect(installed.status == 0, "\(installed)")
        #expect(installed.lines.last == "KEYBOARDD_BINARY=\(prefix.path)/bin/keyboardd", "\(installed)")

        let libexec = prefix.appendingPathComponent("libexec/keyboardd")
        for program in ["keyboardd", "keyboardctl", "ike", "notes", "form", "chat", "ipad", "keyboardd-playground"] {
            #expect(FileManager.default.isExecutableFile(atPath: libexec.appendingPathComponent(program).path), "\(program)")
        }
        // keyboardctl playground's server and the page it serves, beside it (where Bundle.module looks).
        for page in ["index.html", "playground.js", "drawing.js", "playground.css"] {
            #expect(FileManager.default.fileExists(atPath: libexec.path + "/keyboardd_Playground.resources/Page/" + page), "\(page)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.path + "/bin/keyboardd")
                == "../libexec/keyboardd/keyboardd")
        let service = try String(contentsOfFile: prefix.path + "/share/dbus-1/services/org.keyboardd.Server1.service", encoding: .utf8)
        #expect(service.contains("\nExec=\(libexec.path)/keyboardd --bus session\n"), "\(service)")
        #expect(service.contains("Name=org.keyboardd.Server1"))

        let help = try await Self.run(prefix.path + "/bin/keyboardd", ["--help"])
        #expect(help.status == 0 && help.output.contains("--era"), "\(help)")
        // keyboardctl through its link: it finds keyboardd and the sample clients beside its real path.
        let story = try await Self.run(prefix.path + "/bin/keyboardctl",
                                       ["run", ScenarioFixtures.path("switch-with-keyboard.yaml"), "--embedded", "--no-color"])
        #expect(story.status == 0 && story.lines.last?.hasPrefix("passed: ") == true, "\(story)")

        // Again over the installed files: nothing to do differently.
        let again = try await Self.run(Self.script, arguments)
        #expect(again.status == 0 && again.lines.last == installed.lines.last, "\(again)")
    }

    /// swift-argument-parser's generate-manual, in the build the tests run from: scripts/test builds
    /// it (a dependency's program: `swift build --build-tests` does not); the sanitizer's build has none.
    static var generator: String { built + "/generate-manual" }

    /// keyboardd.1 and keyboardctl.1, made by generate-manual from the installed programs' help,
    /// render with man(1): the name line, and an option of each.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: generator),
                   "generate-manual is built (scripts/test: swift build --product generate-manual)"))
    func installsManPagesThatRender() async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let installed = try await Self.run(Self.script, ["--prefix", prefix.path, "--no-packages", "--tools", "--bin-path", Self.built])
        #expect(installed.status == 0 && !installed.output.contains("no man pages"), "\(installed)")
        for (program, option) in [("keyboardd", "--era"), ("keyboardctl", "--embedded")] {
            let page = prefix.path + "/share/man/man1/\(program).1"
            let roff = try String(contentsOfFile: page, encoding: .utf8)
            #expect(roff.contains(".Dt \(program.uppercased()) 1\n") && roff.contains(".Sh NAME\n.Nm \(program)\n"), "\(page)")
            let rendered = try await Self.run("/usr/bin/man", ["-P", "cat", "-l", page])
            #expect(rendered.status == 0, "\(rendered)")
            #expect(rendered.output.contains("\(program.uppercased())(1)"), "\(rendered)")
            #expect(rendered.output.contains("NAME") && rendered.output.contains(option), "\(rendered)")
        }
    }

    @Test func helpPrintsTheUsageAndExits0() async throws {
        let help = try await CtlProcess(["--help"], executable: Self.script, stderr: false).finish(within: HangGuard.seconds)
        #expect(help.status == 0, "\(help)")
        #expect(help.lines.first?.hasPrefix("Installs keyboardd into a prefix") == true, "\(help)")
        #expect(help.output.contains("--bin-path DIR") && help.output.contains("share/man/man1"), "\(help)")
    }

    @Test func badUsageExits64WithTheUsage() async throws {
        let unknown = try await Self.run(Self.script, ["--frobnicate"])
        #expect(unknown.status == 64 && unknown.lines.first == "install: unknown option --frobnicate", "\(unknown)")
        #expect(unknown.output.contains("--prefix"))
        let configuration = try await Self.run(Self.script, ["--configuration", "fast", "--no-packages"])
        #expect(configuration.status == 64, "\(configuration)")
        let missing = try await Self.run(Self.script, ["--prefix", "/nonexistent-\(UUID().uuidString)", "--no-packages",
                                                       "--bin-path", "/nonexistent"])
        #expect(missing.status == 66 && missing.output.contains("no keyboardd in /nonexistent"), "\(missing)")
    }
}

/// action.yml's shape, at the cost of a read: a composite action whose steps are valid bash (with
/// the workflow's expressions filled in), that runs scripts/install and exports what the tests
/// read. scripts/test-action runs its steps as a runner does, in a fresh clone (minutes: a
/// release build), after the suite.
@Suite struct ActionTests {
    static func action() throws -> [String: Any] {
        let text = try String(contentsOf: ScenarioFixtures.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    @Test func isACompositeActionThatInstallsAndExports() throws {
        let action = try Self.action()
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        let scripts = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(scripts.contains("scripts/install --prefix"))
        #expect(scripts.contains("KEYBOARDD_BINARY=$binary\" >> \"$GITHUB_ENV\""))
        #expect(scripts.contains("/bin\" >> \"$GITHUB_PATH\""))
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        // Every output comes from a step that exists.
        let ids = Set(steps.compactMap { $0["id"] as? String })
        let outputs = try #require(action["outputs"] as? [String: [String: Any]])
        for (name, output) in outputs {
            let value = try #require(output["value"] as? String)
            let step = value.split(separator: ".").dropFirst().first.map(String.init) ?? ""
            #expect(ids.contains(step), "output \(name): \(value)")
        }
    }

    @Test func everyStepIsValidBash() async throws {
        let steps = try #require((try Self.action()["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        for script in steps.compactMap({ $0["run"] as? String }) {
            let filled = script.replacingOccurrences(of: "\\$\\{\\{[^}]*\\}\\}", with: "x", options: .regularExpression)
            let check = try await InstallScriptTests.run("/bin/bash", ["-n", "-c", filled])
            #expect(check.status == 0, "\(check)\n\(script)")
        }
    }
}
