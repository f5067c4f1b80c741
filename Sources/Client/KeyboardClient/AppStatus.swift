import Foundation
import Observation

/// keyboardd's state of an app (`App1.State`): finer than `UIApplication.State`, it tells a
/// suspended app (which hears nothing, docs/CONTRACT.md delivery) from one running in background.
public enum AppState: String, Sendable, Equatable, CaseIterable {
    case notRunning, inactive, active, background, suspended
}

/// The app's current keyboard and state as observable values (Observation), for SwiftUI-style
/// code and tests. Changed only on the app's queue, in delivery order, each change before the
/// notification that causes it is posted; read it on that queue (checked: a read from another
/// queue stops the process).
///
/// - `keyboardFrame`: the last notification's `FrameEnd` (screen coordinates).
/// - `keyboardVisible`: true after WillShow or DidShow, false after WillHide or DidHide
///   (WillChangeFrame alone changes only the frame). This is what the notifications say, which
///   is what the articles' trackers believe; `KeyboardApp.keyboardOverlap()` is the truth.
/// - `appState`: keyboardd's `App1.State`, from its PropertiesChanged (suspended included).
/// - `windowFrame`: the app's main window (`App1.WindowFrame`), screen coordinates.
public final class AppStatus: Observable, Sendable {
    /// The values, with Observation's access and mutation calls made by hand (the macro's
    /// stored properties could not be confined).
    private struct Values {
        var keyboardFrame: CGRect = .zero
        var keyboardVisible = false
        var appState: AppState = .notRunning
        var windowFrame: CGRect = .zero
        // Which values have come from keyboardd's signals: a value read once after registering
        // must not overwrite a newer one that a signal already brought.
        var appStateFromSignal = false
        var windowFrameFromSignal = false
    }

    private let values: Confined<Values>
    private let registrar = ObservationRegistrar()

    public internal(set) var keyboardFrame: CGRect {
        get { read(\.keyboardFrame, \.keyboardFrame) }
        set { write(\.keyboardFrame, \.keyboardFrame, newValue) }
    }

    public internal(set) var keyboardVisible: Bool {
        get { read(\.keyboardVisible, \.keyboardVisible) }
        set { write(\.keyboardVisible, \.keyboardVisible, newValue) }
    }

    public internal(set) var appState: AppState {
        get { read(\.appState, \.appState) }
        set { write(\.appState, \.appState, newValue) }
    }

    public internal(set) var windowFrame: CGRect {
        get { read(\.windowFrame, \.windowFrame) }
        set { write(\.windowFrame, \.windowFrame, newValue) }
    }

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

    var appStateFromSignal: Bool {
        get { values.appStateFromSignal }
        set { values.appStateFromSignal = newValue }
    }

    var windowFrameFromSignal: Bool {
        get { values.windowFrameFromSignal }
        set { values.windowFrameFromSignal = newValue }
    }

    init(queue: DispatchQueue) {
        values = Confined(Values(), "AppStatus", on: queue)
    }

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

    private func read<Member>(_ property: KeyPath<AppStatus, Member>, _ value: KeyPath<Values, Member>) -> Member {
        registrar.access(self, keyPath: property)
        return values.value[keyPath: value]
    }

    private func write<Member>(
        _ property: KeyPath<AppStatus, Member>, _ value: WritableKeyPath<Values, Member>, _ newValue: Member
    ) {
        registrar.withMutation(of: self, keyPath: property) { values.value[keyPath: value] = newValue }
    }
}
