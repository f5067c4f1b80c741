import Foundation
import FoundationXML
import Testing
@testable import keyboardctl

/// The storyboard from hand-made snapshots and Report records, and its pictures as XML: no bus,
/// no browser (StoryboardBrowserTests loads a real run's page in chromium).
@Suite struct StoryboardTests {
    static let ike = "com.southpark.ike", notes = "com.apple.mobilenotes"
    static let screen = Rect(x: 0, y: 0, width: 375, height: 812)
    static let keyboard = Rect(x: 0, y: 479, width: 375, height: 333)

    /// keyboardd's properties after a step: the keyboard, and each app's state and overlap.
    static func snapshot(line: Int, lastRecord: UInt64, keyboard visible: Bool, frontmost: String,
                         apps: [(String, String, overlap: Double)]) -> StepSnapshot {
        var status = DaemonStatus(address: "unix:path=/tmp/x", server: [:], objects: [:])
        status.device = "iphone-x"
        status.orientation = "portrait"
        status.screen = screen
        status.frontmost = frontmost
        status.keyboard = .init(visible: visible, frame: visible ? keyboard : Rect(x: 0, y: 812, width: 375, height: 333),
                                mode: "docked")
        status.apps = apps.map { id, state, overlap in
            DaemonStatus.App(bundleId: id, path: "/", state: state, windowFrame: screen,
                             keyboardOverlap: overlap > 0 ? Rect(x: 0, y: 812 - overlap, width: 375, height: overlap) : .zero)
        }
        return StepSnapshot(line: line, step: "step \(line)", time: UInt64(line) * 100, lastRecord: lastRecord, status: status)
    }

    static func report(_ record: UInt64, _ app: String, viewBottom: Double, tracked: Double) -> TraceEntry {
        TraceEntry(sequence: record, time: 0, app: app, event: "Report", data: .object([
            "Facts": .object(["TrackedKeyboardHeight": .double(tracked), "ViewBottom": .double(viewBottom)]),
        ]))
    }

    /// K3's three moments: Ike lifted for its own keyboard (in place); Ike leaving, lifted for
    /// Notes' (behind Notes, out of place); Ike back without a keyboard, still lifted.
    static let storyboard = Storyboard(snapshots: [
        snapshot(line: 10, lastRecord: 2, keyboard: true, frontmost: ike, apps: [(ike, "active", 333)]),
        snapshot(line: 20, lastRecord: 4, keyboard: true, frontmost: notes,
                 apps: [(ike, "inactive", 0), (notes, "active", 333)]),
        snapshot(line: 30, lastRecord: 6, keyboard: false, frontmost: ike,
                 apps: [(ike, "active", 0), (notes, "suspended", 0)]),
    ], entries: [
        report(1, ike, viewBottom: 479, tracked: 333),
        report(3, ike, viewBottom: 479, tracked: 333), report(4, notes, viewBottom: 479, tracked: 333),
        report(5, ike, viewBottom: 479, tracked: 333),
        report(7, ike, viewBottom: 812, tracked: 0),   // after the snapshot: not part of it
    ])

    @Test func eachStepHasTheVisibleAppsAndWhereTheirViewsAre() throws {
        let frames = Self.storyboard.frames
        #expect(frames.map(\.line) == [10, 20, 30])
        #expect(frames.map(\.screen) == [Self.screen, Self.screen, Self.screen])
        #expect(frames.map(\.keyboard) == [Self.keyboard, Self.keyboard, nil])
        // On screen only, the frontmost last; a suspended app is not drawn.
        #expect(frames.map { $0.apps.map(\.bundleId) } == [[Self.ike], [Self.ike, Self.notes], [Self.ike]])
        let ike = frames.map { $0.apps.first { $0.bundleId == Self.ike }?.belief }
        #expect(ike[0] == .init(viewBottom: 479, trackedKeyboardHeight: 333, belongsAt: 479))
        #expect(ike[1] == .init(viewBottom: 479, trackedKeyboardHeight: 333, belongsAt: 812))
        // The last Report up to the snapshot's record, not the one after it.
        #expect(ike[2] == .init(viewBottom: 479, trackedKeyboardHeight: 333, belongsAt: 812))
        #expect(ike.map { $0?.isOff } == [false, true, true])
        #expect(frames[1].apps[1].belief?.isOff == false)
        #expect(Self.storyboard.offFrameCount == 2)
    }

    @Test func anUndockedKeyboardLiftsNothing() {
        let window = Self.screen
        #expect(Storyboard.belongsAt(window: window, overlap: Rect(x: 0, y: 479, width: 375, height: 333), docked: true) == 479)
        #expect(Storyboard.belongsAt(window: window, overlap: Rect(x: 0, y: 479, width: 375, height: 333), docked: false) == 812)
        // A keyboard that floats above the window's bottom (K12) covers no bottom.
        #expect(Storyboard.belongsAt(window: window, overlap: Rect(x: 0, y: 300, width: 375, height: 200), docked: true) == 812)
    }

    @Test func picturesAreSVGWithTheKeyboardTheViewsAndTheirGhosts() throws {
        let apps = [Self.ike, Self.notes]
        var ids: Set<String> = []
        for (index, frame) in Self.storyboard.frames.enumerated() {
            let document = try XMLDocument(xmlString: StoryboardSVG.render(frame, index: index, apps: apps), options: [])
            let root = try #require(document.rootElement())
            #expect(root.name == "svg" && Self.attribute(root, "class") == "storyboard-step")
            #expect(Self.attribute(root, "viewBox") != nil)
            func elements(_ className: String) throws -> [XMLElement] {
                try document.nodes(forXPath: "//*[@class='\(className)']").compactMap { $0 as? XMLElement }
            }
            #expect(try elements("keyboard").count == (frame.keyboard == nil ? 0 : 1))
            #expect(try elements("window").compactMap { Self.attribute($0, "data-app") } == frame.apps.map(\.bundleId))
            let views = try elements("tracked-view")
            #expect(views.count == frame.apps.count)
            // A view out of place has its ghost where it belongs.
            let off = views.filter { Self.attribute($0, "data-off") == "true" }.compactMap { Self.attribute($0, "data-app") }
            #expect(try elements("belongs").compactMap { Self.attribute($0, "data-app") } == off)
            let clip = try #require(try document.nodes(forXPath: "//*[local-name()='clipPath']").first as? XMLElement)
            ids.insert(Self.attribute(clip, "id") ?? "")
        }
        #expect(ids.count == Self.storyboard.frames.count, "each picture's clip path has its own id on the page")
        // Ike back without a keyboard: its view drawn filled, red, 100 pt above 479.
        let last = try XMLDocument(xmlString: StoryboardSVG.render(Self.storyboard.frames[2], index: 2, apps: apps), options: [])
        let view = try #require(try last.nodes(forXPath: "//*[@class='tracked-view']").first as? XMLElement)
        #expect(Self.attribute(view, "y") == "379" && Self.attribute(view, "fill") == StoryboardSVG.offColor)
        #expect(StoryboardSVG.summary(Self.storyboard.frames[2]) == "line 30: step 30; t=3000 ms; no keyboard; ike's view at 479, belongs at 812")
    }

    @Test func thePageHasOnePicturePerFrameAndItsScript() {
        let page = TimelineHTML.page(Timeline(entries: []), storyboard: Self.storyboard)
        #expect(page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"storyboard-step\"").count - 1 == 3)
        #expect(page.contains("<span id=\"storyboard-count\">3 pictures</span>, 2 with a view out of place."))
        #expect(page.contains("<span class=\"off\">ike: view at 479, belongs at 812</span>"))
        #expect(page.contains("<script>"))
        // The trace's page has no storyboard: it has no steps.
        #expect(!TimelineHTML.page(Timeline(entries: [])).contains("storyboard-step"))
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
}
