import KeyboardContract

/// What `run --html`'s storyboard shows: one picture of the device per step, computed from the
/// step snapshots (keyboardd's properties after the step) and the trace's Report records (what
/// each app believed then). No bus, no drawing: StoryboardSVG draws it.
struct Storyboard: Equatable, Sendable {
    /// Where an app's tracker keeps its view, and where the truth says it belongs.
    struct Belief: Equatable, Sendable {
        /// The bottom of the tracked view (Report's `ViewBottom`), window coordinates.
        var viewBottom: Double
        /// The keyboard height the tracker acted on (Report's `TrackedKeyboardHeight`).
        var trackedKeyboardHeight: Double
        /// Above the docked keyboard's part of the window (`KeyboardOverlap`), else the
        /// window's bottom: the rule the runner's checks use (K12: an undocked keyboard floats).
        var belongsAt: Double

        /// The legs are off: the view is not where it belongs.
        var isOff: Bool { abs(viewBottom - belongsAt) >= 0.5 }
    }

    /// One app on screen (active or inactive).
    struct App: Equatable, Sendable {
        var bundleId: String
        var state: String
        /// Screen coordinates.
        var window: Rect
        var belief: Belief?
    }

    struct Frame: Equatable, Sendable {
        /// The step's line in the scenario file; 0 for the start.
        var line: Int
        var step: String
        var time: UInt64
        var screen: Rect
        /// The keyboard's real frame (Keyboard1.Frame, the live keyboard: a hiding keyboard until it
        /// is gone), screen coordinates; nil when it is off screen.
        var keyboard: Rect?
        /// Bottom to top: the frontmost app last.
        var apps: [App]
    }

    var frames: [Frame]

    /// The tracked view is drawn this tall: the sample clients' view (Ike's tummy) is 100 pt.
    static let viewHeight = 100.0

    init(frames: [Frame]) {
        self.frames = frames
    }

    init(snapshots: [StepSnapshot], entries: [TraceEntry]) {
        let reports = entries.filter { $0.event == App1.MethodName.report.rawValue }.sorted { $0.sequence < $1.sequence }
        frames = snapshots.map { snapshot in
            let status = snapshot.status
            let screen = status.screen ?? Self.bounds(status.apps.map(\.windowFrame) + [status.keyboard.frame])
            let docked = status.keyboard.mode == Keyboard1.KeyboardMode.docked.rawValue
            let visible = status.apps.filter { [App1.AppState.active.rawValue, App1.AppState.inactive.rawValue].contains($0.state) }
                .sorted { ($0.bundleId == status.frontmost ? 1 : 0, $0.bundleId) < ($1.bundleId == status.frontmost ? 1 : 0, $1.bundleId) }
            let apps = visible.map { app -> App in
                let report = reports.last { $0.app == app.bundleId && $0.sequence <= snapshot.lastRecord }
                let facts = report?.data["Facts"]
                let belief = facts?["ViewBottom"]?.doubleValue.map { bottom in
                    Belief(viewBottom: bottom, trackedKeyboardHeight: facts?["TrackedKeyboardHeight"]?.doubleValue ?? 0,
                           belongsAt: Self.belongsAt(window: app.windowFrame, overlap: app.keyboardOverlap, docked: docked))
                }
                return App(bundleId: app.bundleId, state: app.state, window: app.windowFrame, belief: belief)
            }
            return Frame(line: snapshot.line, step: snapshot.step, time: snapshot.time, screen: screen,
                         keyboard: Self.onScreen(status.keyboard.frame, screen) ? status.keyboard.frame : nil, apps: apps)
        }
    }

    /// Window coordinates: above the docked keyboard's overlap when it reaches the window's
    /// bottom, the window's bottom otherwise.
    static func belongsAt(window: Rect, overlap: Rect, docked: Bool) -> Double {
        guard docked, !overlap.isEmpty, abs(overlap.y + overlap.height - window.height) < 0.5 else { return window.height }
        return window.height - overlap.height
    }

    /// The smallest rect holding `rects` (a device keyboardd's table does not name).
    static func bounds(_ rects: [Rect]) -> Rect {
        let shown = rects.filter { !$0.isEmpty }
        guard !shown.isEmpty else { return Rect(x: 0, y: 0, width: 375, height: 812) }
        let minX = shown.map(\.x).min()!, minY = shown.map(\.y).min()!
        let maxX = shown.map { $0.x + $0.width }.max()!, maxY = shown.map { $0.y + $0.height }.max()!
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Frames where some app's view is not where it belongs.
    var offFrameCount: Int { frames.filter { $0.apps.contains { $0.belief?.isOff == true } }.count }

    /// Whether any of the keyboard is on the screen.
    static func onScreen(_ keyboard: Rect, _ screen: Rect) -> Bool {
        keyboard.width > 0 && keyboard.height > 0 && keyboard.y < screen.y + screen.height && keyboard.y + keyboard.height > screen.y
            && keyboard.x < screen.x + screen.width && keyboard.x + keyboard.width > screen.x
    }
}
