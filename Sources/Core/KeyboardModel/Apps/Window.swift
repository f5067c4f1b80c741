// An app's windows as UIApplication.windows lists them, bottom first (K8, K9, K4).

public enum WindowKind: String, CaseIterable, Hashable, Sendable {
    case app, textEffects, keyboard, snapshotCover
}

public struct WindowInfo: Hashable, Sendable {
    public var id: String
    public var kind: WindowKind
    public var hidden: Bool
    /// Screen coordinates.
    public var frame: Rect

    public init(id: String, kind: WindowKind, hidden: Bool, frame: Rect) {
        self.id = id
        self.kind = kind
        self.hidden = hidden
        self.frame = frame
    }

    static let appWindowId = "app"
    static let textEffectsWindowId = "textEffects"
    static let snapshotCoverWindowId = "snapshotCover"
    static func keyboardWindowId(_ n: Int) -> String { "keyboard-\(n)" }
}

/// What the App Switcher shows for an app, recorded when it goes to background (K4).
public enum Snapshot: String, CaseIterable, Hashable, Sendable {
    /// No keyboard was involved.
    case plain
    /// The app's own keyboard, taken while the app still had it.
    case keyboard
    /// A hole where the keyboard was: taken after the app lost it (late-snapshot).
    case hole
    /// The app's own cover image (the K4 fix).
    case cover
}
