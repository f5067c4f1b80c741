import KeyboardClient
import TrackerOptions

/// A tracker and its fixes wired to one app and scene by `TrackerFactory.wire`; holding it keeps
/// them all alive (each unsubscribes when released).
public final class TrackerSetup: Sendable {
    public let kind: TrackerKind
    public let fixes: Fix
    public let scene: KeyboardScene
    public let tracker: any KeyboardTracker
    /// K6, with `.responderGuard`, over `scene.allFields`.
    public let responderGuard: ResponderGuard?
    /// K4, with `.snapshotCover`.
    public let snapshotCover: SnapshotCover?
    /// K5 (the wrong fix), with `.unsubscribeWhileInactive`.
    public let unsubscribeWhileInactive: UnsubscribeWhileInactive?
    /// K8/K9: always there (it is the app's pan feature); `.reversed` with `.reversedWindowSearch`.
    public let interactiveDismissal: InteractiveDismissal
    /// K14, with `.watchdog`: call `check()` from the app's one-second timer.
    public let watchdog: Watchdog?

    init(kind: TrackerKind, fixes: Fix, scene: KeyboardScene, tracker: any KeyboardTracker,
         responderGuard: ResponderGuard?, snapshotCover: SnapshotCover?,
         unsubscribeWhileInactive: UnsubscribeWhileInactive?, interactiveDismissal: InteractiveDismissal,
         watchdog: Watchdog?) {
        self.kind = kind
        self.fixes = fixes
        self.scene = scene
        self.tracker = tracker
        self.responderGuard = responderGuard
        self.snapshotCover = snapshotCover
        self.unsubscribeWhileInactive = unsubscribeWhileInactive
        self.interactiveDismissal = interactiveDismissal
        self.watchdog = watchdog
    }

    /// What the tracker believes now, as it reports it.
    public var beliefFacts: [String: ReportValue] { tracker.beliefFacts }
}
