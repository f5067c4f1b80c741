import Foundation

/// What app-side code (a tracker, a fix, a sample app) can do with its app: the App1 calls, typed,
/// plus where its notifications are posted. `KeyboardApp` is the real one over the bus; tests of
/// trackers use their own.
public protocol KeyboardAppActions: AnyObject, Sendable {
    var bundleId: String { get }
    /// Where the UIKit-shaped notifications of this app are posted (on the app's queue).
    var notificationCenter: NotificationCenter { get }
    /// The app's lifecycle state as UIKit reports it, current on the app's queue.
    var applicationState: UIApplication.State { get }

    @discardableResult
    func becomeFirstResponder(_ responder: String, traits: ResponderTraits) throws -> Bool
    @discardableResult
    func resignFirstResponder() throws -> Bool
    /// Resigns inside `UIView.performWithoutAnimation` when `animated` is false (N12).
    @discardableResult
    func resignFirstResponder(animated: Bool) throws -> Bool
    /// The app's navigation controller pushes a screen, or pops its top one (N19); `searchField`:
    /// the screen that comes has a search field (N16).
    func pushViewController(searchField: Bool) throws
    func popViewController(searchField: Bool) throws
    /// `reloadInputViews()` on the first responder: the keyboard is laid out again (N8).
    func reloadInputViews() throws
    func setInputAccessoryViewHeight(_ height: Double) throws
    /// Moves one of the app's windows, e.g. the keyboard window during interactive dismissal (K8).
    func setWindowFrame(_ windowID: String, _ frame: CGRect) throws
    /// K4: the app's own snapshot image over its window.
    func setSnapshotCover(_ covered: Bool) throws
    /// What the app believes, recorded in keyboardd's trace beside the truth.
    func report(_ facts: [String: ReportValue]) throws
    /// The window list now, bottom first (`UIApplication.windows`).
    func windows() throws -> [AppWindow]
    /// The app's main window, screen coordinates.
    func windowFrame() throws -> CGRect
    /// Where the keyboard is now along its animation, screen coordinates (`Keyboard1.Frame`, N15):
    /// what a display link or KVO on the keyboard's view reads.
    func keyboardFrame() throws -> CGRect
    /// Where the keyboard is at keyboardd's time `time` (ms, `now()`'s clock), without moving the
    /// clock (`Keyboard1.FrameAt`): a display link's look one or two frames ahead.
    func keyboardFrame(at time: UInt64) throws -> CGRect
    /// keyboardd's clock now, ms (`Server1.Now`).
    func now() throws -> UInt64
}

/// What an app that does not implement one of the later actions throws: conformers written
/// before them keep compiling, and a story that needs the action says which one is missing.
public struct UnsupportedAppAction: Error, Equatable, Sendable, CustomStringConvertible {
    public let action: String
    public let app: String

    public init(action: String, app: String) {
        self.action = action
        self.app = app
    }

    public var description: String { "\(app) does not implement \(action)" }
}

extension KeyboardAppActions {
    public func resignFirstResponder(animated: Bool) throws -> Bool {
        if animated { return try resignFirstResponder() }
        throw UnsupportedAppAction(action: "resignFirstResponder(animated: false)", app: bundleId)
    }

    public func pushViewController(searchField: Bool) throws {
        throw UnsupportedAppAction(action: "pushViewController", app: bundleId)
    }

    public func popViewController(searchField: Bool) throws {
        throw UnsupportedAppAction(action: "popViewController", app: bundleId)
    }

    public func keyboardFrame() throws -> CGRect {
        throw UnsupportedAppAction(action: "keyboardFrame", app: bundleId)
    }

    public func keyboardFrame(at time: UInt64) throws -> CGRect {
        throw UnsupportedAppAction(action: "keyboardFrame(at:)", app: bundleId)
    }

    public func now() throws -> UInt64 {
        throw UnsupportedAppAction(action: "now", app: bundleId)
    }
}
