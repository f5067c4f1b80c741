import CompatibilityTable
import Foundation
import ProcessSupport
import Testing

// The copy-paste starts of docs/COMPATIBILITY.md ("Run your own tracker"), run as they are: the
// Swift one compiles here (between the markers; the test below holds the page to it), the
// JavaScript one runs under node over cells exported by keyboardd-compat --export-cells.

// BEGIN SWIFT EXAMPLE
/// Lifts a view by what the keyboard announces over its window, on WillShow and WillHide.
final class MyTracker: KeyboardTracker {
    let kind = TrackerKind.naive                                  // a label in its reports
    let view: View
    private let center: NotificationCenter
    private let restingY: CGFloat
    private struct State {                                        // what changes, on the app's queue only:
        var observers: [any NSObjectProtocol] = []
        var believedKeyboardHeight = 0.0
    }
    private let state = Confined(State())                         // checked there on every touch
    var believedKeyboardHeight: Double { state.believedKeyboardHeight }

    init(app: any KeyboardAppActions, view: View) {
        self.view = view
        center = app.notificationCenter
        restingY = view.frame.minY
    }

    var viewBottom: Double { Double(view.convert(view.bounds, to: nil).maxY) }
    func expectedViewBottom(forKeyboardHeight height: Double) -> Double {
        Double(restingY + view.frame.height) - height
    }
    func fixPosition(forKeyboardHeight height: Double) { lift(height) }
    var beliefFacts: [String: ReportValue] { ["TrackedKeyboardHeight": .double(believedKeyboardHeight)] }

    var isEnabled: Bool { !state.observers.isEmpty }
    func enable() {
        state.observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                guard let self, let window = self.view.window,
                      let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                self.lift(max(0, Double(window.bounds.maxY - window.convert(end, from: nil).minY)))
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                self?.lift(0)
            },
        ]
    }
    func disable() {
        for observer in state.observers { center.removeObserver(observer) }
        state.observers = []
    }

    private func lift(_ height: Double) {
        state.believedKeyboardHeight = height
        view.frame.origin.y = restingY - CGFloat(height)
    }
}

func checkMyTracker(root: String) throws -> ForeignGrid {
    let mine = ForeignTracker(name: "my-tracker") { app, scene in MyTracker(app: app, view: scene.tummy) }
    let grid = try mine.run(root: root)                  // every story on every era
    print(grid.markdown)                                 // the grid, and every wrong cell's words
    return grid
}
// END SWIFT EXAMPLE

@Suite struct RunYourOwnTests {
    static let root = CompatibilityDocumentsTests.root

    /// The page shows the code this file compiles, word for word.
    @Test func thePageShowsTheSwiftThatCompiles() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "// BEGIN SWIFT EXAMPLE\n")), end = try #require(source.range(of: "// END SWIFT EXAMPLE"))
        #expect(RunYourOwn.swift == String(source[start.upperBound..<end.lowerBound]))
        let page = try String(contentsOfFile: Self.root + "/docs/COMPATIBILITY.md", encoding: .utf8)
        #expect(page.contains(RunYourOwn.swift))
    }

    /// The Swift start on one story: the naive tracker's own verdicts (K3 on iOS 13).
    @Test func theSwiftStartRuns() throws {
        let mine = ForeignTracker(name: "my-tracker") { app, scene in MyTracker(app: app, view: scene.tummy) }
        let grid = try mine.run(root: Self.root, stories: ["switch-with-keyboard", "third-party-keyboard"], jobs: 2)
        #expect(grid.result("switch-with-keyboard", "ios13")?.mark == "▲335")
        #expect(grid.result("switch-with-keyboard", "ideal")?.mark == "✓")
        #expect(grid.result("third-party-keyboard", "ios26")?.mark == "✓", "it takes every WillShow, the last one too")
    }

    /// The JavaScript start under node, over exported cells: it reads every file, replays the
    /// notifications up to each check into its tracker and prints a line per cell.
    @Test(.enabled(if: Self.node != nil, "node is not installed")) func theJavaScriptStartRuns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stories = try TableStories.load(root: Self.root).stories.filter { $0.id == "switch-with-keyboard" }
        try CellExport.write(CompatibilityGrid(libraries: [], stories: stories, eras: ["ideal", "ios13"]), to: directory, jobs: 2)
        let script = directory.appendingPathComponent("check.mjs")
        try RunYourOwn.javascript.write(to: script, atomically: true, encoding: .utf8)
        let child = try ChildProcess(try #require(Self.node), [script.path, directory.path], stdout: .pipe, stderr: .pipeToStdout)
        defer { if child.exitCode == nil { child.stop() } }
        let lines = child.readLines { _ in false }
        #expect(ChildProcess.code(child.wait()) == 0, "\(lines)")
        #expect(lines.contains("switch-with-keyboard/ideal.iphone-x: clean"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("switch-with-keyboard/ios13.iphone-x: check at step 12: 335 pt above its place") }, "\(lines)")
    }

    static var node: String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        return (directories + ["/usr/bin", "/usr/local/bin"]).map { $0 + "/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
