import Foundation
import ScenarioFiles
import StrategyMatrix
import Testing

/// Scenario files read in-process: what a valid file becomes, every kind of mistake with its
/// line, the repository's files against the stories and the matrix, and the published schema
/// against what the reader accepts.
@Suite struct ScenarioFileTests {
    static func problems(_ yaml: String) -> [ScenarioFileProblem] {
        do {
            _ = try ScenarioFile.parse(yaml, source: "test.yaml")
            return []
        } catch {
            return error.problems
        }
    }

    static func replacing(_ old: String, with new: String) -> String {
        precondition(ScenarioFixtures.valid.contains(old), "the fixture has no '\(old)'")
        return ScenarioFixtures.valid.replacingOccurrences(of: old, with: new)
    }

    @Test func aValidFileBecomesAScript() throws {
        let script = try ScenarioFile.parse(ScenarioFixtures.valid, source: "tiny.yaml")
        #expect(script.id == "tiny")
        #expect(script.device == "iphone-x")
        #expect(script.profiles == ["ios13"])
        #expect(script.apps.count == 1)
        #expect(script.apps[0].spec.bundleId == "com.southpark.ike", "the example's own bundle id by default")
        #expect(script.apps[0].spec.launch)
        #expect(script.apps[0].arguments == ["--tracker", "naive", "--fix", "none"])
        #expect(script.steps.map(\.line) == [12, 13, 14, 15, 20])
        guard case .step(.app("ike", "focus")) = script.steps[1].action else {
            Issue.record("step 2 is \(script.steps[1].action)")
            return
        }
        guard case .expect(let expectations) = script.steps[3].action else {
            Issue.record("step 4 is \(script.steps[3].action)")
            return
        }
        #expect(expectations.map(\.line) == [17, 19, 19])
        #expect(expectations.map(\.kind) == [
            .keyboardNotifications(role: "ike", ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"].map { NotificationPattern($0) }),
            .property(.keyboard, name: "Visible", .bool(true)),
            .property(.keyboard, name: "Owner", .string("com.southpark.ike")),
        ])
        guard case .check(.viewFollowsKeyboard("ike"), expected: .clean) = script.steps[4].action else {
            Issue.record("step 5 is \(script.steps[4].action)")
            return
        }
    }

    @Test func controlVerbsTakeTypedArguments() throws {
        let yaml = Self.replacing("  - ike: focus\n", with: """
              - LaunchApp: com.apple.mobilenotes
              - SetSplitView: [com.example.ipad, com.apple.mobilenotes, 0.5]
              - SetQuirk: [leaky-transition, false]
              - EndKeyboardDrag: 400
              - GoHome
              - advance: 250
              - advance-until-active: ike
              - expect:
                  notifications:
                    ike: [WillShow (not local), {name: WillChangeFrame, local: true, end: [0, 0, 0, 0]}]
                  events:
                    ike: [WillResignActive, DidHide]
                  properties:
                    ike: {State: suspended, KeyboardOverlap: [0, 0, 0, 0], Windows: [app app, keyboard-1 keyboard hidden]}
                  belief:
                    ike: {lift: 333, tracked-height: 333, truth: 0}

            """)
        let script = try ScenarioFile.parse(yaml, source: "verbs.yaml")
        let actions = script.steps.compactMap { step -> Step? in if case .step(let s) = step.action { s } else { nil } }
        #expect(actions.contains(.control("LaunchApp", [.string("com.apple.mobilenotes")])))
        #expect(actions.contains(.control("SetSplitView", [.string("com.example.ipad"), .string("com.apple.mobilenotes"), .double(0.5)])))
        #expect(actions.contains(.control("SetQuirk", [.string("leaky-transition"), .boolean(false)])))
        #expect(actions.contains(.control("EndKeyboardDrag", [.double(400)])))
        #expect(actions.contains(.control("GoHome", [])))
        #expect(actions.contains(.advance(250)))
        #expect(actions.contains(.advanceUntilActive("ike")))
        let expectations = script.steps.flatMap { step -> [ScriptExpectation.Kind] in
            if case .expect(let list) = step.action { list.map(\.kind) } else { [] }
        }
        #expect(expectations.contains(.keyboardNotifications(role: "ike", [
            NotificationPattern("WillShow", isLocal: false), NotificationPattern("WillChangeFrame", isLocal: true, frameEnd: [0, 0, 0, 0]),
        ])))
        #expect(expectations.contains(.events(role: "ike", [NotificationPattern("WillResignActive"), NotificationPattern("DidHide")])))
        #expect(expectations.contains(.property(.app("ike"), name: "Windows", .strings(["app app", "keyboard-1 keyboard hidden"]))))
        #expect(expectations.contains(.belief(role: "ike", .trackedHeight, 333)))
    }

    /// Configure takes a mapping of its options, typed by name; a pattern may state UIKit's whole
    /// userInfo (C14) and say that IsLocal is absent (iOS 8).
    @Test func configureTakesOptionsAndPatternsTheWholeUserInfo() throws {
        let yaml = Self.replacing("  - ike: focus\n", with: """
              - Configure: {Device: iphone-6, Profile: ios8, reduce-motion: true}
              - expect:
                  notifications:
                    ike:
                      - {name: WillShow, local: absent, center-begin: [187.5, 797], center-end: [187.5, 541], bounds: [0, 0, 375, 258]}

            """)
        let script = try ScenarioFile.parse(yaml, source: "configure.yaml")
        let actions = script.steps.compactMap { step -> Step? in if case .step(let s) = step.action { s } else { nil } }
        #expect(actions.contains(.control("Configure", [.vardict([
            ("Device", .string("iphone-6")), ("Profile", .string("ios8")), ("reduce-motion", .boolean(true)),
        ])])))
        let expectations = script.steps.flatMap { step -> [ScriptExpectation.Kind] in
            if case .expect(let list) = step.action { list.map(\.kind) } else { [] }
        }
        #expect(expectations.contains(.keyboardNotifications(role: "ike", [
            NotificationPattern("WillShow", hasIsLocalKey: false, centerBegin: [187.5, 797], centerEnd: [187.5, 541], bounds: [0, 0, 375, 258]),
        ])))
    }

    /// `refused: ERROR` beside a Control1 verb: a call keyboardd must refuse; an empty string
    /// where the contract gives it a meaning (SetSplitView's secondary ends Split View).
    @Test func refusedStepsAndMeaningfulEmptyStrings() throws {
        let yaml = Self.replacing("  - ike: focus\n", with: """
              - Configure: {Profile: ios26}
                refused: NotSupported
              - SetSplitView: [com.example.ipad, "", 0.5]

            """)
        let script = try ScenarioFile.parse(yaml, source: "refused.yaml")
        guard case .refused(.control("Configure", let arguments), let error) = script.steps[1].action else {
            Issue.record("step 2 is \(script.steps[1].action)")
            return
        }
        #expect(error == "NotSupported" && arguments == [.vardict([("Profile", .string("ios26"))])])
        guard case .step(.control("SetSplitView", let split)) = script.steps[2].action else {
            Issue.record("step 3 is \(script.steps[2].action)")
            return
        }
        #expect(split == [.string("com.example.ipad"), .string(""), .double(0.5)])
    }

    /// Configure's options in the reader are the ones its DocString in the contract lists.
    @Test func configureOptionsAreTheContracts() throws {
        let method = try #require(ControlVerb.named("Configure"))
        let listed = method.argumentDocs[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0] }
        #expect(Set(listed.map(String.init)) == Set(Vocabulary.options["Configure.options"]?.keys ?? [:].keys))
    }

    /// A variant argument takes the scalar's own YAML type; a rect is `[x, y, width, height]`.
    @Test func controlVerbsTakeVariantsAndRects() throws {
        let yaml = Self.replacing("  - ike: focus\n", with: """
              - SetSetting: [predictive, false]
              - SetSetting: [reduce-motion, "on"]
              - MoveAppWindow: [com.example.ipad, [100, 80, 500, 700.5]]
              - PresentSheet: photo-picker
              - DismissSheet

            """)
        let script = try ScenarioFile.parse(yaml, source: "second-wave.yaml")
        let actions = script.steps.compactMap { step -> Step? in if case .step(let s) = step.action { s } else { nil } }
        #expect(actions.contains(.control("SetSetting", [.string("predictive"), .variant(.boolean(false))])))
        #expect(actions.contains(.control("SetSetting", [.string("reduce-motion"), .variant(.string("on"))])), "keyboardd refuses it, not the reader")
        #expect(actions.contains(.control("MoveAppWindow", [.string("com.example.ipad"),
                                                            .structure([.double(100), .double(80), .double(500), .double(700.5)])])))
        #expect(actions.contains(.control("PresentSheet", [.string("photo-picker")])))
        #expect(actions.contains(.control("DismissSheet", [])))
    }

    /// A mistake, the line it must be reported on, and words the message must hold.
    struct Broken: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        let line: Int
        let message: String
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(name: "unknown key", yaml: replacing("    tracker: naive", with: "    tracer: naive"), line: 9,
               message: "unknown key 'tracer' in app 'ike' (did you mean 'tracker'?); valid keys: role, example, bundle-id"),
        Broken(name: "unknown top-level key", yaml: replacing("device: iphone-x", with: "device: iphone-x\nclock: virtual"), line: 5,
               message: "unknown key 'clock' in the scenario"),
        Broken(name: "wrong type", yaml: replacing("era: ios13", with: "era: 13"), line: 5,
               message: "era must be a string, found a number"),
        Broken(name: "the era and its old name", yaml: replacing("era: ios13", with: "era: ios13\nprofile: ios13"), line: 6,
               message: "give 'era', not both 'era' and 'profile' (its old name)"),
        Broken(name: "missing field", yaml: replacing("device: iphone-x\n", with: ""), line: 1,
               message: "the scenario is missing 'device'"),
        Broken(name: "unknown device", yaml: replacing("device: iphone-x", with: "device: iphone-xs"), line: 4,
               message: "unknown device 'iphone-xs' (did you mean 'iphone-x'?); valid: iphone-se, iphone-8, iphone-x, ipad-pro-11, iphone-se-3, iphone-11, iphone-15, iphone-16-pro, iphone-16-pro-max, ipad-9.7, ipad-10, ipad-mini-6, ipad-pro-13"),
        Broken(name: "unknown verb", yaml: replacing("  - ike: focus", with: "  - LaunchAp: com.apple.mobilenotes"), line: 13,
               message: "unknown step 'LaunchAp' (did you mean 'LaunchApp'?)"),
        Broken(name: "unknown bare step", yaml: replacing("  - settle\n  - ike", with: "  - setle\n  - ike"), line: 12,
               message: "unknown step 'setle' (did you mean 'settle'?)"),
        Broken(name: "unknown app in a step", yaml: replacing("  - ike: focus", with: "  - notes: focus"), line: 13,
               message: "an app's role (ike) with its command"),
        Broken(name: "unknown command", yaml: replacing("  - ike: focus", with: "  - ike: fokus"), line: 13,
               message: "ike has no command 'fokus' (did you mean 'focus'?); its commands: focus [FIELD], resign, pan NUMBER"),
        Broken(name: "a chat command in ike", yaml: replacing("  - ike: focus", with: "  - ike: grow 88"), line: 13,
               message: "ike has no command 'grow'"),
        Broken(name: "command argument", yaml: replacing("  - ike: focus", with: "  - ike: pan down"), line: 13,
               message: "'pan down' does not fit `pan NUMBER`"),
        Broken(name: "verb arguments", yaml: replacing("  - ike: focus", with: "  - SetSplitView: com.example.ipad"), line: 13,
               message: "SetSplitView takes 3 argument(s), found 1 argument: `- SetSplitView: primary (string), secondary (string), fraction (number)`"),
        Broken(name: "verb argument type", yaml: replacing("  - ike: focus", with: "  - SetHardwareKeyboard: attached"), line: 13,
               message: "SetHardwareKeyboard's attached must be true or false, found a string"),
        Broken(name: "rect of three numbers", yaml: replacing("  - ike: focus", with: "  - MoveAppWindow: [com.example.ipad, [0, 0, 500]]"),
               line: 13, message: "MoveAppWindow's frame is a rect: [x, y, width, height]"),
        Broken(name: "variant that is a list", yaml: replacing("  - ike: focus", with: "  - SetSetting: [predictive, [true]]"), line: 13,
               message: "SetSetting's value must be true/false, a number or a string, found a list"),
        Broken(name: "unknown setting", yaml: replacing("  - ike: focus", with: "  - SetSetting: [predictve, true]"), line: 13,
               message: "unknown SetSetting's name 'predictve' (did you mean 'predictive'?)"),
        Broken(name: "verb without its argument", yaml: replacing("  - ike: focus", with: "  - LaunchApp"), line: 13,
               message: "LaunchApp needs its arguments: `- LaunchApp: bundle_id (string)`"),
        Broken(name: "advance", yaml: replacing("  - ike: focus", with: "  - advance: 0.5"), line: 13,
               message: "advance must be a whole number of milliseconds, found a number"),
        Broken(name: "unknown check", yaml: replacing("view-follows-keyboard", with: "view-follows-keybaord"), line: 20,
               message: "unknown check 'view-follows-keybaord' (did you mean 'view-follows-keyboard'?)"),
        Broken(name: "unknown outcome", yaml: replacing("outcome: clean", with: "outcome: fine"), line: 22,
               message: "unknown outcome 'fine'; valid: clean, lifted too high, covered by keyboard"),
        Broken(name: "check without outcome", yaml: replacing("    outcome: clean\n", with: ""), line: 20,
               message: "a check is missing 'outcome'"),
        Broken(name: "pan check without y", yaml: replacing("view-follows-keyboard", with: "keyboard-window-follows-pan"), line: 20,
               message: "keyboard-window-follows-pan needs `y:`"),
        Broken(name: "unknown notification", yaml: replacing("WillShow, DidChangeFrame", with: "WillShw, DidChangeFrame"), line: 17,
               message: "unknown keyboard notification 'WillShw' (did you mean 'WillShow'?)"),
        Broken(name: "unknown app in an expectation", yaml: replacing("        ike: [Will", with: "        notes: [Will"), line: 17,
               message: "notifications names no app 'notes'; the apps are ike"),
        Broken(name: "unknown property", yaml: replacing("Owner: com", with: "Ownr: com"), line: 19,
               message: "keyboard has no property 'Ownr' (did you mean 'Owner'?)"),
        Broken(name: "property type", yaml: replacing("Visible: true", with: "Visible: yes please"), line: 19,
               message: "keyboard.Visible must be true or false, found a string"),
        Broken(name: "property value", yaml: replacing("keyboard: {Visible: true, Owner: com.southpark.ike}", with: "ike: {State: asleep}"),
               line: 19, message: "unknown ike.State 'asleep'; valid: notRunning, inactive, active, background, suspended"),
        Broken(name: "unknown tracker", yaml: replacing("tracker: naive", with: "tracker: naiv"), line: 9,
               message: "unknown tracker 'naiv' (did you mean 'naive'?)"),
        Broken(name: "unknown fix", yaml: replacing("fixes: []", with: "fixes: [guard]"), line: 10, message: "unknown fix 'guard'"),
        Broken(name: "unknown behaviour", yaml: replacing("behaviours: [K1]", with: "behaviours: [K16]"), line: 3,
               message: "unknown behaviour id (docs/BEHAVIOURS.md) 'K16'"),
        Broken(name: "YAML syntax", yaml: replacing("  - settle\n  - ike", with: "  - settle\n - ike"), line: 13, message: "YAML syntax"),
        // libyaml points at the key's first place.
        Broken(name: "duplicated key", yaml: replacing("device: iphone-x", with: "device: iphone-x\ndevice: iphone-8"), line: 4,
               message: "the key 'device' appears twice in one mapping"),
        Broken(name: "steps not a list", yaml: replacing("steps:\n  - settle\n", with: "steps: settle\nmore:\n  - settle\n"), line: 11,
               message: "steps must be a list, found a string"),
        Broken(name: "empty file", yaml: "", line: 1, message: "the file is empty"),
        Broken(name: "device that never ran the era", yaml: replacing("device: iphone-x", with: "device: iphone-se-3"), line: 4,
               message: "iphone-se-3 ran iOS 15 to 26, never ios13 (iOS 13)"),
        Broken(name: "unknown Configure option", yaml: replacing("  - ike: focus", with: "  - Configure: {Devise: iphone-8}"), line: 13,
               message: "unknown key 'Devise' in Configure's options (did you mean 'Device'?)"),
        Broken(name: "Configure option of the wrong type", yaml: replacing("  - ike: focus", with: "  - Configure: {predictive: 1}"),
               line: 13, message: "Configure's options predictive must be true or false"),
        Broken(name: "Configure device unknown", yaml: replacing("  - ike: focus", with: "  - Configure: {Device: iphone-99}"),
               line: 13, message: "unknown Configure's options Device 'iphone-99'"),
        Broken(name: "center of three numbers", yaml: replacing("ike: [WillChangeFrame, WillShow", with: "ike: [{name: WillChangeFrame, center-end: [1, 2, 3]}, WillShow"),
               line: 17, message: "center-end is a point: [x, y]"),
        Broken(name: "refused with an unknown error", yaml: replacing("  - ike: focus", with: "  - GoHome: null\n    refused: Nope"), line: 14,
               message: "unknown refused error 'Nope'"),
        Broken(name: "refused beside an app's command", yaml: replacing("  - ike: focus", with: "  - ike: focus\n    refused: WrongState"), line: 13,
               message: "refused goes with one Control1 verb"),
        Broken(name: "empty string where it means nothing", yaml: replacing("  - ike: focus", with: "  - LaunchApp: \"\""), line: 13,
               message: "LaunchApp's bundle_id must not be empty"),
        Broken(name: "local neither boolean nor absent", yaml: replacing("ike: [WillChangeFrame, WillShow", with: "ike: [{name: WillChangeFrame, local: maybe}, WillShow"),
               line: 17, message: "local (true, false or absent) must be true or false"),
    ]

    @Test(arguments: broken)
    func mistakesAreReportedWithTheirLine(_ case: Broken) {
        let problems = Self.problems(`case`.yaml)
        #expect(!problems.isEmpty, "accepted")
        let match = problems.first { $0.message.contains(`case`.message) }
        #expect(match != nil, "no problem says \"\(`case`.message)\"; got \(problems)")
        #expect(match?.line == `case`.line, "\(problems)")
    }

    /// The ids a scenario file may name are the catalog's headings, no more and no fewer.
    @Test func behaviourIdsAreTheCatalogs() throws {
        let catalog = try String(contentsOf: ScenarioFixtures.repository.appendingPathComponent("docs/BEHAVIOURS.md"), encoding: .utf8)
        let headed = catalog.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### "), let id = line.dropFirst(4).split(separator: " ").first,
                  id.first?.isUppercase == true, id.dropFirst().allSatisfy(\.isNumber), id.count > 1 else { return nil }
            return String(id)
        }
        #expect(headed == Vocabulary.behaviours)
    }

    @Test func everyProblemIsReportedAtOnce() {
        let yaml = Self.replacing("device: iphone-x", with: "device: nokia")
            .replacingOccurrences(of: "  - ike: focus", with: "  - ike: dance")
            .replacingOccurrences(of: "outcome: clean", with: "outcome: perfect")
        let problems = Self.problems(yaml)
        #expect(problems.map(\.line) == [4, 13, 22], "\(problems)")
    }

    /// `profile` and `profiles`, the era's old keys, read for a release, each with a warning at its
    /// line naming the new key; the story is the same.
    @Test func theErasOldKeysReadWithAWarning() throws {
        for (old, new) in [("profile: ios13", "era: ios13"), ("profiles: [ideal, ios13]", "eras: [ideal, ios13]")] {
            var oldWarnings: [ScenarioFileProblem] = [], newWarnings: [ScenarioFileProblem] = []
            let script = try ScenarioFile.parse(Self.replacing("era: ios13", with: old), source: "old.yaml", warnings: &oldWarnings)
            let current = try ScenarioFile.parse(Self.replacing("era: ios13", with: new), source: "new.yaml", warnings: &newWarnings)
            #expect(script.profiles == current.profiles)
            #expect(newWarnings.isEmpty)
            let key = String(old.prefix { $0 != ":" }), renamed = String(new.prefix { $0 != ":" })
            #expect(oldWarnings == [ScenarioFileProblem(line: 5, column: 1, message:
                "'\(key)' is the old name of '\(renamed)' and goes in a later release: write '\(renamed):'")])
        }
    }

    @Test func theErrorReadsAsFileLineColumn() {
        do {
            _ = try ScenarioFile.parse(Self.replacing("era: ios13", with: "era: ios10"), source: "dir/story.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .invalid)
            #expect(error.description.hasPrefix("dir/story.yaml:5:6: unknown era 'ios10'"), "\(error)")
        }
        do {
            _ = try ScenarioFile.load(path: "/nonexistent/story.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description == "/nonexistent/story.yaml:1:1: no such file")
        }
    }

    // MARK: The repository's files

    @Test func everyStoryOfTheArticlesHasAFile() throws {
        for scenario in Scenario.all {
            let path = ScenarioFixtures.path("\(scenario.id).yaml")
            let script = try ScenarioFile.load(path: path)
            #expect(script.id == scenario.id)
            #expect(script.device == scenario.device, "\(scenario.id)")
            #expect(Set(script.profiles).isSubset(of: scenario.profiles), "\(scenario.id): \(script.profiles)")
            #expect(!Set(script.behaviours).isDisjoint(with: scenario.behaviours), "\(scenario.id): \(script.behaviours)")
        }
    }

    /// A file whose subject runs the set-up of a matrix cell on that cell's profile expects the
    /// cell's outcome at its first check that is not clean, as the matrix judges a run.
    @Test func filesAgreeWithTheMatrix() throws {
        var compared = 0
        for name in ScenarioFixtures.files {
            let script = try ScenarioFile.load(path: ScenarioFixtures.path(name))
            let subject = script.apps[0]
            let outcomes = script.steps.compactMap { step -> Outcome? in
                if case .check(_, let expected) = step.action { expected } else { nil }
            }
            let verdict = outcomes.first { $0 != .clean } ?? .clean
            for profile in script.profiles {
                guard let cell = StrategyMatrix.cells.first(where: {
                    $0.scenario.id == script.id && $0.profile == profile && $0.setup.tracker == subject.tracker
                        && $0.setup.fixes == (subject.fixes ?? [])
                }) else { continue }
                #expect(verdict == cell.expected, "\(name) expects \(verdict.rawValue), the matrix \(cell)")
                compared += 1
            }
        }
        #expect(compared >= 8, "most story files play a matrix cell")
    }

    @Test(arguments: ScenarioFixtures.files)
    func everyFileIsValidAndExpectsSomething(_ name: String) throws {
        let script = try ScenarioFile.load(path: ScenarioFixtures.path(name))
        #expect(name == "\(script.id).yaml", "the file is named after its scenario")
        let judged = script.steps.filter { step in
            if case .step = step.action { false } else { true }
        }
        #expect(judged.count >= 2, "\(name) checks something")
    }
}
