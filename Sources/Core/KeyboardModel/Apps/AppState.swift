// Lifecycle states (docs/BEHAVIOURS.md vocabulary) and the model's finer phases inside them.

public enum AppState: String, CaseIterable, Hashable, Sendable {
    case notRunning, inactive, active, background, suspended

    /// Running apps can receive keyboard notifications (K1); suspended and terminated ones cannot.
    public var isRunning: Bool { self == .inactive || self == .active || self == .background }
}

/// Why an app is where it is: `inactive` alone cannot tell an app coming to the foreground from
/// one leaving it, and the delivery and ownership rules need to know (K3, K5, M5).
enum AppPhase: UInt8, Hashable, Sendable {
    case none
    /// Cold launch: DidFinishLaunching sent, DidBecomeActive due.
    case launching
    /// From background: WillEnterForeground sent, DidBecomeActive due.
    case entering
    /// WillResignActive sent (or about to be), DidEnterBackground due.
    case leaving
    /// A system alert covers the app (K5).
    case alert
    /// The alert was dismissed, DidBecomeActive due.
    case alertDismissing
}
