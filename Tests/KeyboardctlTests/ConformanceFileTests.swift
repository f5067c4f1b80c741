@testable import Conformance
import DBus
import Foundation
import KeyboardContract
import ScenarioFiles
import Testing

/// Conformance files read in-process: every file of the corpus, what a valid file becomes, and
/// each kind of mistake with its line and the field it is about.
@Suite struct ConformanceFileTests {
    typealias F = ConformanceFixtures

    @Test func theCorpusIsThere() {
        #expect(F.files.count >= 33, "conformance/ has \(F.files.count) files")
    }

    @Test(arguments: ConformanceFixtures.files)
    func everyCorpusFileReads(_ path: String) throws {
        let log = try ConformanceFile.load(path: path)
        #expect(path.hasSuffix("/\(log.id).yaml"))
    }

    @Test func aValidFileBecomesALog() throws {
        let log = try F.parse()
        #expect(log.id == "tiny-willshow")
        #expect(log.source.date == "2016-12-28", "an unquoted date is read as written")
        #expect(log.evidence == .uikitUserInfo)
        #expect(log.reported.ios == "10")
        #expect(log.keyboardd == .init(device: "iphone-6", profile: "ios9", why: "iOS 10 is the ios9 era"))
        #expect(log.settings.map(\.name) == ["predictive"] && log.settings.map(\.value) == [true])
        #expect(log.orientation == "portrait")
        #expect(log.apps == [.init(role: "app", bundleId: "com.example.app", line: F.line(of: "- role: app"))])
        #expect(try log.responders["field"]?.traits() == App1.BecomeFirstResponderTraits(kind: .textField))
        #expect(log.story.map(\.action) == [.settle, .record, .app(role: "app", .focus("field")), .settle])
        let story = F.line(of: "story:")
        #expect(log.story.map(\.line) == [story + 1, story + 2, story + 3, story + 4])
        #expect(log.recordIndex == 1)
        #expect(log.observed == ["WillShow", "DidShow"])
        let logged = try #require(log.logged.first)
        #expect(logged.role == "app")
        #expect(logged.notifications.map(\.name) == ["WillShow", "DidShow"])
        #expect(logged.notifications[0].end == [0, 409, 375, 258])
        #expect(logged.notifications[0].duration == 0.25)
        #expect(logged.notifications[0].line == F.line(of: "- name: WillShow"))
        #expect(logged.notifications[1].at == 0.25)
    }

    @Test func storyStepsOfEveryKind() throws {
        let log = try F.parse(F.replacing("  - app: focus field\n", with: """
              - LaunchApp: com.example.app
              - Rotate: landscapeLeft
              - SetSetting: [predictive, false]
              - SetInputMode: third-party:Swype:256
              - advance: 400
              - app: accessory 44
              - app: input-view 260
              - app: reload
              - app: resign
              - GoHome
              - unsupported: "the person shakes the phone"

            """))
        #expect(log.story.map(\.description) == [
            "settle", "record", "LaunchApp com.example.app", "Rotate landscapeLeft", "SetSetting predictive false",
            "SetInputMode third-party:Swype:256", "advance 400 ms", "app: accessory 44", "app: input-view 260", "app: reload", "app: resign",
            "GoHome", "unsupported: the person shakes the phone", "settle",
        ])
        #expect(log.storyCalls(["Rotate"]) && log.storySets(setting: "predictive") && !log.storySets(setting: "hardware-keyboard"))
    }

    @Test func theDefaultsTheRunnerDerives() throws {
        let log = try F.parse(F.replacing("observes: [WillShow, DidShow]\n", with: "")
            .replacingOccurrences(of: "  - role: app\n", with: "  - role: app\n    bundle-id: com.example.Other\n"))
        #expect(log.observes == nil)
        #expect(log.observed == ["WillShow", "DidShow"], "without observes, the names the log shows")
        #expect(log.apps[0].bundleId == "com.example.Other")
        let empty = try F.parse(F.replacing("observes: [WillShow, DidShow]\n", with: "")
            .replacingOccurrences(of: "\n    - name: WillShow\n      end: [0, 409, 375, 258]\n      duration: 0.25\n    - name: DidShow\n      at: 0.25", with: " []"))
        #expect(empty.observed == ConformanceLog.notificationNames, "an empty log of an unknown observer: all six")
    }

    // MARK: Mistakes, each with its line and field

    /// The one problem of `text`, which must start with `LINE:` and contain each of `fragments`.
    func expectProblem(_ text: String, line: Int, _ fragments: String..., expectedId: String? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = F.problems(text, expectedId: expectedId)
        #expect(problems.count == 1, "\(problems)", sourceLocation: sourceLocation)
        guard let problem = problems.first else { return }
        #expect(problem.hasPrefix("\(line):"), "\(problem)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(problem.contains(fragment), "'\(fragment)' not in \(problem)", sourceLocation: sourceLocation)
        }
    }

    @Test func unknownAndMissingKeys() {
        expectProblem(F.replacing("notes:", with: "note:"), line: F.line(of: "notes:"),
                      "unknown key 'note' in the log", "did you mean 'notes'?", "valid keys: log, title")
        expectProblem(F.replacing("title: A show on a 375x667 iPhone\n", with: ""), line: 1, "the log is missing 'title'")
        expectProblem(F.replacing("  quote: \"the keyboard came up\"\n", with: ""), line: F.line(of: "url:"), "source is missing 'quote'")
        expectProblem(F.replacing("      duration: 0.25", with: "      durations: 0.25"), line: F.line(of: "duration:"),
                      "unknown key 'durations' in logged.app[0]", "did you mean 'duration'?")
        expectProblem(F.replacing("  field: {kind: textField}", with: "  field: {knd: textField}"), line: F.line(of: "field: {"),
                      "unknown key 'knd' in responders.field")
    }

    @Test func theLogIsTheFilesName() {
        expectProblem(F.valid, line: 1, "log 'tiny-willshow' must be the file's name without .yaml, 'other'", expectedId: "other")
        expectProblem(F.replacing("log: tiny-willshow", with: "log: Tiny Show"), line: 1, "log must be a short name")
    }

    @Test func sourceReportedAndKeyboardd() {
        expectProblem(F.replacing("https://example.com/tiny", with: "example.com/tiny"), line: F.line(of: "url:"),
                      "source.url must be an http:// or https:// address")
        expectProblem(F.replacing("date: 2016-12-28", with: "date: December 2016"), line: F.line(of: "date:"),
                      "source.date must be a date written YYYY-MM-DD")
        expectProblem(F.replacing("ios: \"10\"", with: "ios: 10"), line: F.line(of: "ios:"),
                      "reported.ios must be a string", "quote a version")
        expectProblem(F.replacing("era: ios9", with: "era: iOS 9"), line: F.line(of: "era:"),
                      "keyboardd.era must be a keyboardd name")
        expectProblem(F.replacing("evidence: uikit-userinfo", with: "evidence: userinfo"), line: F.line(of: "evidence:"),
                      "unknown evidence 'userinfo'", "valid: uikit-userinfo, uikit-names, library-event")
    }

    /// `profile`, the era's old name, reads for a release with a warning at its line; both at once
    /// is a problem.
    @Test func theErasOldNameReadsWithAWarning() throws {
        var warnings: [ScenarioFileProblem] = []
        let log = try ConformanceFile.parse(F.replacing("era: ios9", with: "profile: ios9"), source: "old.yaml", warnings: &warnings)
        #expect(log.keyboardd.profile == "ios9")
        #expect(warnings.map(\.line) == [F.line(of: "era:")])
        #expect(warnings.first?.message == "'profile' is the old name of 'era' and goes in a later release: write 'era:'")
        expectProblem(F.replacing("era: ios9", with: "era: ios9\n  profile: ios9"), line: F.line(of: "era:") + 1,
                      "give 'era', not both 'era' and 'profile'")
    }

    @Test func libraryEventGoesWithItsEvidence() {
        expectProblem(F.replacing("evidence: uikit-userinfo", with: "evidence: library-event"), line: 1,
                      "the log is missing 'library-event'")
        expectProblem(F.replacing("evidence: uikit-userinfo", with: "evidence: uikit-userinfo\nlibrary-event: onStart"),
                      line: F.line(of: "evidence:") + 1, "library-event is only for evidence: library-event")
    }

    @Test func settingsAndStates() {
        expectProblem(F.replacing("{predictive: true}", with: "{predictve: true}"), line: F.line(of: "settings:"),
                      "unknown key 'predictve' in settings", "did you mean 'predictive'?")
        expectProblem(F.replacing("{predictive: true}", with: "{predictive: yes please}"), line: F.line(of: "settings:"),
                      "settings.predictive must be true or false")
        expectProblem(F.replacing("orientation: portrait", with: "orientation: upsideDown"), line: F.line(of: "orientation:"),
                      "unknown orientation 'upsideDown'", "portraitUpsideDown")
        expectProblem(F.replacing("orientation: portrait", with: "orientation: portrait\nkeyboard-mode: floaty"),
                      line: F.line(of: "orientation:") + 1, "unknown keyboard-mode 'floaty'")
    }

    @Test func appsAndResponders() {
        expectProblem(F.replacing("  - role: app\n", with: "  - role: app\n  - role: app\n"), line: F.line(of: "- role: app") + 1,
                      "apps[1]: two apps have the role 'app'")
        expectProblem(F.replacing("  - role: app\n", with: "  - role: settle\n"), line: F.line(of: "- role: app"),
                      "apps[0].role 'settle' is a step's keyword")
        expectProblem(F.replacing("{kind: textField}", with: "{kind: button}"), line: F.line(of: "field: {"),
                      "unknown responders.field.kind 'button'", "valid: textField, textView, custom")
        expectProblem(F.replacing("{kind: textField}", with: "{accessory-height: -4}"), line: F.line(of: "field: {"),
                      "responders.field.accessory-height must be 0 or more points")
    }

    @Test func storyMistakes() {
        let focus = F.line(of: "- app: focus field")
        expectProblem(F.replacing("  - app: focus field", with: "  - setle"), line: focus,
                      "story[2]: unknown step 'setle'", "did you mean 'settle'?")
        expectProblem(F.replacing("  - app: focus field", with: "  - app: focus"), line: focus,
                      "story[2]: 'focus' is not an app command", "focus FIELD, resign, reload, accessory HEIGHT, input-view HEIGHT")
        expectProblem(F.replacing("  - app: focus field", with: "  - app: input-view 0"), line: focus,
                      "story[2]: 'input-view 0' is not an app command")
        expectProblem(F.replacing("  - app: focus field", with: "  - record"), line: focus,
                      "story[2]: `record` may appear once")
        expectProblem(F.replacing("  - app: focus field", with: "  - advance: 0"), line: focus, "story[2]: advance must be at least 1 ms")
        expectProblem(F.replacing("  - app: focus field", with: "  - LaunchApp: com.example.notes"), line: focus,
                      "LaunchApp names no app of the log, 'com.example.notes'", "the apps are com.example.app")
        expectProblem(F.replacing("  - app: focus field", with: "  - Rotate: sideways"), line: focus,
                      "unknown Rotate's orientation 'sideways'")
        expectProblem(F.replacing("  - app: focus field", with: "  - unsupported:"), line: focus,
                      "story[2]: unsupported must be a string")
        expectProblem(F.replacing("  - app: focus field", with: "  - {advance: 1, settle: null}"), line: focus,
                      "story[2]: a step is one `key: value`")
    }

    @Test func loggedMistakes() {
        let willShow = F.line(of: "- name: WillShow")
        expectProblem(F.replacing("    - name: WillShow", with: "    - name: WillShw"), line: willShow,
                      "unknown logged.app[0].name 'WillShw'", "did you mean 'WillShow'?")
        expectProblem(F.replacing("    - name: DidShow", with: "    - name: DidHide"), line: F.line(of: "- name: DidShow"),
                      "logged.app[1].name: DidHide is not among observes (WillShow, DidShow)")
        expectProblem(F.replacing("end: [0, 409, 375, 258]", with: "end: [0, 409, 375]"), line: F.line(of: "end:"),
                      "logged.app[0].end is a rect: [x, y, width, height]")
        expectProblem(F.replacing("      duration: 0.25", with: "      center-end: [1, 2, 3]"), line: F.line(of: "duration:"),
                      "logged.app[0].center-end is a point: [x, y]")
        expectProblem(F.replacing("      at: 0.25", with: "      height: -1"), line: F.line(of: "at: 0.25"),
                      "logged.app[1].height must be 0 or more points")
        expectProblem(F.replacing("      at: 0.25", with: "      keys: [Sequence]"), line: F.line(of: "at: 0.25"),
                      "logged.app[1].keys: 'Sequence' is not a UIKit userInfo key")
        expectProblem(F.replacing("      at: 0.25", with: "      curve: seven"), line: F.line(of: "at: 0.25"),
                      "logged.app[1].curve must be a whole number")
        expectProblem(F.replacing("logged:\n  app:", with: "logged:\n  ap:"), line: F.line(of: "logged:") + 1,
                      "logged names no app 'ap'", "did you mean 'app'?")
    }

    @Test func everyProblemAtOnce() {
        let problems = F.problems(F.replacing("evidence: uikit-userinfo", with: "evidence: guess")
            .replacingOccurrences(of: "    - name: WillShow", with: "    - name: WillShw"))
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.map { $0.split(separator: ":")[0] } == ["\(F.line(of: "evidence:"))", "\(F.line(of: "- name: WillShow"))"])
    }

    @Test func notYAMLEmptyOrMissing() throws {
        let syntax = F.problems("log: [unclosed\n")
        #expect(syntax.count == 1 && syntax[0].contains("YAML syntax"), "\(syntax)")
        #expect(F.problems("").first?.contains("the file is empty") == true)
        #expect(F.problems("- a list").first?.contains("a conformance log must be a mapping") == true)
        do {
            _ = try ConformanceFile.load(path: "/nonexistent/log.yaml")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.lines == ["/nonexistent/log.yaml:1:1: no such file"])
        }
    }
}
