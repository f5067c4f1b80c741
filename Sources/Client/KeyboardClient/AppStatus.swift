import Foundation
import Observation

/// keyboardd's state of an app (`App1.State`): finer than `UIApplication.State`, it tells a
/// suspended app (which hears nothing, docs/CONTRACT.md delivery) from one running in background.
public enum AppState: String, Sendable, Equatable, CaseIterable {
    case notRunning, inactive, active, background, suspended
}

/// The app's current keyboard and state as observable values (Observation), for SwiftUI-style
/// code and tests. Changed only on the app's queue, in delivery order, each change before the
/// notification that causes it is posted; read it on that queue.
///
/// - `keyboardFrame`: the last notification's `FrameEnd` (screen coordinates).
/// - `keyboardVisible`: true after WillShow or DidShow, false after WillHide or DidHide
///   (WillChangeFrame alone changes only the frame). This is what the notifications say, which
///   is what the articles' trackers believe; `KeyboardApp.keyboardOverlap()` is the truth.
/// - `appState`: keyboardd's `App1.State`, from its PropertiesChanged (suspended included).
/// - `windowFrame`: the app's main window (`App1.WindowFrame`), screen coordinates.
@Observable
public final class AppStatus: @unchecked Sendable {
    public internal(set) var keyboardFrame: CGRect = .zero
    public internal(set) var keyboardVisible = false
    public internal(set) var appState: AppState = .notRunning
    public internal(set) var windowFrame: CGRect = .zero

    /// The keyboard frame in the window's own coordinates (as Qt's `QInputMethod` and Android's
    /// insets give it).
    public var keyboardFrameInWindow: CGRect {
        keyboardFrame.offsetBy(dx: -windowFrame.origin.x, dy: -windowFrame.origin.y)
    }

    /// The part of the window the keyboard covers by the notifications, in window coordinates;
    /// zero when hidden or beside the window. The belief to compare with `App1.KeyboardOverlap`.
    public var keyboardOverlapInWindow: CGRect {
        guard keyboardVisible else { return .zero }
        let overlap = keyboardFrame.intersection(windowFrame)
        guard !overlap.isNull, !overlap.isEmpty else { return .zero }
        return overlap.offsetBy(dx: -windowFrame.origin.x, dy: -windowFrame.origin.y)
    }

    // Which values have come from keyboardd's signals: a value read once after registering
    // must not overwrite a newer one that a signal already brought.
    @ObservationIgnored var appStateFromSignal = false
    @ObservationIgnored var windowFrameFromSignal = false

    init() {}

    func apply(_ event: KeyboardEvent) {
        keyboardFrame = event.frameEnd
        switch event.kind {
        case .willShow, .didShow: keyboardVisible = true
        case .willHide, .didHide: keyboardVisible = false
        case .willChangeFrame, .didChangeFrame: break
        }
    }

    /// keyboardd left: no app, no keyboard.
    func reset() {
        keyboardFrame = .zero
        keyboardVisible = false
        appState = .notRunning
        appStateFromSignal = false
        windowFrameFromSignal = false
    }
}
