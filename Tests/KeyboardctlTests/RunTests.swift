import BusTestSupport
import Foundation
import Testing

/// `keyboardctl run`: the built binary plays scenario files against the real keyboardd (virtual
/// clock) on a private bus, with the real sample clients built beside it.
@Suite struct RunTests {
    /// Every file with `--embedded`: a bus and keyboardd of keyboardctl's own, new for the file.
    @Test(arguments: ScenarioFixtures.files)
    func everyScenarioFileRunsGreenEmbedded(_ name: String) async throws {
        let run = try await keyboardctl(["run", ScenarioFixtures.path(name), "--embedded", "--no-color"], stderr: true)
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.last?.hasPrefix("passed: ") == true, "\(run)")
        #expect(!run.output.contains("✗"), "\(run)")
        #expect(!run.output.contains("warning"), "\(run)")
    }

    /// Every file again on one keyboardd that is already running, `keyboardctl reset` between
    /// files, as a person plays them: the Reset rewinds the virtual clock, so the times a file
    /// expects (live-keyboard.yaml's `server: {Now: 900}`) count from its start here too.
    @Test func everyScenarioFileRunsGreenOnOneSharedKeyboardd() async throws {
        let bench = try await CtlBench()
        for name in ScenarioFixtures.files {
            let reset = try await bench.ctl("reset")
            #expect(reset.status == 0, "\(name): \(reset)")
            let run = try await bench.ctl(["run", ScenarioFixtures.path(name), "--no-color"], stderr: true)
            #expect(run.status == 0, "\(name): \(run)")
            #expect(run.lines.last?.hasPrefix("passed: ") == true, "\(name): \(run)")
            #expect(!run.output.contains("✗"), "\(name): \(run)")
        }
    }

    @Test func progressIsOneLinePerStep() async throws {
        let bench = try await CtlBench()
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await bench.ctl(["run", file, "--no-color"])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines[0] == "tiny: focus Ike (K1)")
        #expect(run.lines[1] == "  \(file) on keyboardd at \(bench.bus.address): device iphone-x, era ios13")
        #expect(run.lines[2] == "  app ike: ike as com.southpark.ike, naive + no fix")
        // Each step with its line in the file and keyboardd's clock after it.
        #expect(run.lines[3].hasPrefix("     12  Settle") && run.lines[3].hasSuffix("t=400 ms"), "\(run)")
        #expect(run.lines[4].hasPrefix("     13  ike: focus"), "\(run)")
        // Settle waits for the keyboard to rest: its spring runs 0.5 s past the focus at 400 ms (N15).
        #expect(run.lines[5].hasPrefix("     14  Settle") && run.lines[5].hasSuffix("t=900 ms"), "\(run)")
        #expect(run.lines[6] == "     17  ✓ ike's keyboard notifications since the start: WillChangeFrame, WillShow, DidChangeFrame, DidShow")
        #expect(run.lines[7] == "     19  ✓ keyboard.Visible: true")
        #expect(run.lines[8] == "     19  ✓ keyboard.Owner: com.southpark.ike")
        #expect(run.lines[9] == "     20  ✓ check ike's view follows the keyboard: clean")
        #expect(run.lines.last == "passed: 4 expectations held on ios13")
        // The sample clients are gone (stopped by PID), their story stays in keyboardd's trace.
        #expect(try await bench.keyboard("Owner") == .string(""))
        #expect(try await bench.trace().contains { $0.event == "BecomeFirstResponder" && $0.app == "com.southpark.ike" })
    }

    @Test func aFailedExpectationExitsOneWithADiff() async throws {
        let bench = try await CtlBench()
        let yaml = ScenarioFixtures.valid
            .replacingOccurrences(of: "[WillChangeFrame, WillShow, DidChangeFrame, DidShow]",
                                  with: "[WillChangeFrame, WillShow (not local), DidChangeFrame, DidShow, WillHide]")
            .replacingOccurrences(of: "outcome: clean", with: "outcome: lifted too high")
        let file = try ScenarioFixtures.temporary(yaml)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await bench.ctl(["run", file, "--no-color"])
        #expect(run.status == 1, "\(run)")
        // Long lists are counted on the step's line; the diff below has them in full.
        #expect(run.lines.contains("     17  ✗ ike's keyboard notifications since the start: expected 5 items, "
                                   + "found WillChangeFrame, WillShow (local), DidChangeFrame, DidShow"), "\(run)")
        #expect(run.lines.contains("     20  ✗ check ike's view follows the keyboard: expected lifted too high, found clean"))
        // The diff: what only the file expects with -, what only keyboardd did with +.
        let diff = try #require(run.lines.firstIndex(of: "\(file):17: ike's keyboard notifications since the start (- expected, + found)"),
                                "\(run)")
        #expect(Array(run.lines[(diff + 1)...(diff + 6)]) == [
            "      WillChangeFrame", "    - WillShow (not local)", "    + WillShow (local)", "      DidChangeFrame", "      DidShow",
            "    - WillHide",
        ], "\(run)")
        let check = try #require(run.lines.firstIndex(of: "\(file):20: check ike's view follows the keyboard (- expected, + found)"))
        #expect(run.lines[check + 1] == "    - lifted too high")
        #expect(run.lines[check + 2] == "    + clean")
        #expect(run.lines[check + 3].hasPrefix("    check 1: view bottom at 477, belongs at 477"), "\(run)")
        #expect(run.lines.last == "failed: 2 of 4 expectations did not hold on ios13")
    }

    @Test func traceSVGAndHTMLOfTheRun() async throws {
        let bench = try await CtlBench()
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        let trace = file + ".jsonl", svg = file + ".svg", html = file + ".html"
        defer { for path in [file, trace, svg, html] { try? FileManager.default.removeItem(atPath: path) } }
        let run = try await bench.ctl(["run", file, "--trace", trace, "--svg", svg, "--html", html])
        #expect(run.status == 0, "\(run)")

        // The JSON Lines are Control1.Trace's records, one each, up to the end of the story: the
        // sample clients leaving afterwards (Unregister) are not part of it.
        let all = try await bench.trace()
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let records = Array(all.prefix(lines.count))
        #expect(all.dropFirst(lines.count).contains { $0.event == "Unregister" })
        #expect(!records.contains { $0.event == "Unregister" })
        #expect(records.contains { $0.event == "UIKeyboardDidShowNotification" })
        for (line, record) in zip(lines, records) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((object["sequence"] as? NSNumber)?.uint64Value == record.sequence)
            #expect(object["event"] as? String == record.event)
        }
        // Every app reported its belief after each step: the Report records feed the curves.
        #expect(records.contains { $0.event == "Report" && $0.app == "com.southpark.ike" })

        let picture = try SVGInspection(try String(contentsOfFile: svg, encoding: .utf8))
        #expect(try picture.laneApps() == ["com.southpark.ike"])
        let keyboardRecords = records.filter(\.isKeyboardNotification).map(\.sequence)
        #expect(try picture.marks().map(\.record) == keyboardRecords)
        #expect(Set(try picture.curves(of: "com.southpark.ike")) == ["truth", "belief", "live-keyboard"])
        // The live keyboard (N15) between the records: the show's animation passes through heights
        // that no record holds, where the truth and the belief only step.
        let live = try picture.curveHeights(of: "com.southpark.ike", curve: "live-keyboard")
        #expect(Set(live).count > 5, "\(live)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<svg") && page.contains("<h2>Legend</h2>"))
    }

    @Test func severalProfilesPlayOnEachAndNameTheirFiles() async throws {
        let bench = try await CtlBench()
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid.replacingOccurrences(of: "era: ios13",
                                                                                             with: "eras: [ideal, ios13]"))
        let svg = file + ".svg"
        let written = [file + ".ideal.svg", file + ".ios13.svg"]
        defer { for path in [file] + written { try? FileManager.default.removeItem(atPath: path) } }
        let run = try await bench.ctl(["run", file, "--svg", svg])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.filter { $0.hasPrefix("passed: ") } == ["passed: 4 expectations held on ideal",
                                                                   "passed: 4 expectations held on ios13"])
        for path in written { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        #expect(!FileManager.default.fileExists(atPath: svg))
    }

    @Test func embeddedNeedsNothingElse() async throws {
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // No session bus in the environment: keyboardctl starts its own bus and keyboardd.
        let run = try await keyboardctl(["run", file, "--embedded"])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines[1].contains("on keyboardd at unix:"), "\(run)")
        #expect(run.lines.last == "passed: 4 expectations held on ios13")

        let both = try await keyboardctl(["run", file, "--embedded", "--address", "unix:path=/tmp/x"], stderr: true)
        #expect(both.status == 64)
        #expect(both.output.contains("--embedded starts a bus of its own"), "\(both)")
    }

    @Test func validateNeedsNoBus() async throws {
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await keyboardctl(["run", file, "--validate"])
        #expect(run.status == 0)
        #expect(run.output == "\(file): a valid scenario: tiny, 5 steps, 4 expectations, era ios13")

        // The era's old key still plays, with a warning at its line.
        let old = try ScenarioFixtures.temporary(ScenarioFixtures.valid.replacingOccurrences(of: "era: ios13", with: "profile: ios13"))
        defer { try? FileManager.default.removeItem(atPath: old) }
        let warned = try await keyboardctl(["run", old, "--validate"], stderr: true)
        #expect(warned.status == 0)
        #expect(warned.lines == ["keyboardctl: \(old):5:1: warning: 'profile' is the old name of 'era' and goes in a later release: write 'era:'",
                                 "\(old): a valid scenario: tiny, 5 steps, 4 expectations, era ios13"], "\(warned)")
    }
}

/// What `run` says when it cannot play a story, and its exit status.
@Suite struct RunErrorTests {
    /// Small bad files through the binary: every problem with FILE:LINE:COLUMN, exit 64, no bus needed.
    @Test func brokenFilesExit64WithTheirPlace() async throws {
        let cases: [(yaml: String, first: String)] = [
            (ScenarioFixtures.valid.replacingOccurrences(of: "    tracker: naive", with: "    tracer: naive"),
             ":9:5: unknown key 'tracer' in app 'ike' (did you mean 'tracker'?); valid keys: role, example, bundle-id, launch, tracker, fixes"),
            (ScenarioFixtures.valid.replacingOccurrences(of: "  - ike: focus", with: "  - LaunchAp: com.apple.mobilenotes"),
             ":13:5: unknown step 'LaunchAp' (did you mean 'LaunchApp'?)"),
            (ScenarioFixtures.valid.replacingOccurrences(of: "  - settle\n  - ike", with: "  - settle\n - ike"),
             ":13:2: YAML syntax"),
        ]
        for (yaml, first) in cases {
            let file = try ScenarioFixtures.temporary(yaml)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let run = try await keyboardctl(["run", file], stderr: true)
            #expect(run.status == 64, "\(run)")
            #expect(run.lines.first?.hasPrefix("keyboardctl: \(file)\(first)") == true, "\(run)")
        }
        // Several problems: one line each, in the file's order.
        let many = try ScenarioFixtures.temporary(ScenarioFixtures.valid
            .replacingOccurrences(of: "device: iphone-x", with: "device: nokia")
            .replacingOccurrences(of: "outcome: clean", with: "outcome: fine"))
        defer { try? FileManager.default.removeItem(atPath: many) }
        let run = try await keyboardctl(["run", many, "--validate"], stderr: true)
        #expect(run.status == 64)
        #expect(run.lines.count == 2, "\(run)")
        #expect(run.lines[0].hasPrefix("keyboardctl: \(many):4:9: unknown device 'nokia'"))
        #expect(run.lines[1].hasPrefix("keyboardctl: \(many):22:14: unknown outcome 'fine'"))
    }

    @Test func anUnreadableFileExits74() async throws {
        let run = try await keyboardctl(["run", "/nonexistent/story.yaml"], stderr: true)
        #expect(run.status == 74)
        #expect(run.output == "keyboardctl: /nonexistent/story.yaml:1:1: no such file")
    }

    @Test func noKeyboarddOnTheBus() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await keyboardctl(["run", file, "--address", bus.address], stderr: true)
        #expect(run.status == 69)
        #expect(run.output == "keyboardctl: no keyboardd on this bus (\(bus.address)): start one with `keyboardd` or `scripts/run`")
    }

    @Test func theRealClockIsRefused() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let observer = try bus.connect()
        defer { observer.close() }
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "real"], observer: observer)
        defer { daemon.stop() }
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await keyboardctl(["run", file, "--address", bus.address], stderr: true)
        #expect(run.status == 69)
        #expect(run.output == "keyboardctl: keyboardd on \(bus.address) runs the real clock; scenarios need the virtual "
                + "clock: start it with `keyboardd --clock virtual`, or let keyboardctl start its own with --embedded")
    }

    @Test func aSampleClientThatIsNotBuilt() async throws {
        let bench = try await CtlBench()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardctl-empty-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: empty)
        }
        let run = try await bench.ctl(["run", file, "--examples", empty], stderr: true)
        #expect(run.status == 69)
        #expect(run.output == "keyboardctl: no sample client ike in \(empty): build it with `swift build --product ike`")
    }

    @Test func aStepKeyboarddRefusesStopsTheRun() async throws {
        let bench = try await CtlBench()
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid.replacingOccurrences(
            of: "  - ike: focus", with: "  - LaunchApp: com.example.nobody"))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await bench.ctl(["run", file, "--no-color"], stderr: true)
        #expect(run.status == 1, "\(run)")
        #expect(run.lines.last == "keyboardctl: \(file):13: LaunchApp com.example.nobody: "
                + "no app \"com.example.nobody\" is registered [UnknownApp]", "\(run)")
    }
}
