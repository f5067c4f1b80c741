// A read-only view of one app, everything App1 exposes.

public struct AppInfo: Hashable, Sendable {
    public let bundleId: String
    public let state: AppState
    /// Empty when none.
    public let firstResponder: String
    public let responderTraits: ResponderTraits?
    public let windowFrame: Rect
    /// UIApplication.windows, bottom first.
    public let windows: [WindowInfo]
    /// The truth (K13, W3, P4): the docked keyboard over this app's window, in window coordinates,
    /// for every app on screen (zero for the others).
    public let keyboardOverlap: Rect
    public let backgroundModes: [String]
    /// The App Switcher snapshot taken the last time the app went to background (K4).
    public let snapshot: Snapshot?
    /// On screen now (active, or inactive while coming in or under an alert): the apps the
    /// keyboard can cover (P4).
    public let onScreen: Bool
    /// Where the keyboard's view is in this app's windows (N15), empty while it shows no keyboard.
    public let keyboardViews: [KeyboardView]
}

/// The keyboard's view as a tracker that searches the app's windows finds it (App1.KeyboardViews).
public struct KeyboardView: Hashable, Sendable {
    public let windowId: String
    public let windowClass: String
    /// Empty where the host view is a direct subview of the window (iOS 5 to 7).
    public let containerClass: String
    public let hostClass: String
    /// The host view's frame at the time asked, screen coordinates: the live keyboard.
    public let frame: Rect
}
