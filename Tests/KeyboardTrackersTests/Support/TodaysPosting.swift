import Foundation
import KeyboardClient
import KeyboardTrackers

// Posting for the trackers of today's libraries: editing notifications (IQKeyboardManager reads
// the field from them), and userInfo with keys left out (IsLocal, the duration), which the
// libraries default differently.

extension FakeKeyboardApp {
    /// DidBeginEditing of `field`, as keyboardd's EditingNotification posts it.
    func beginEditing(_ field: TextField) {
        let kind: EditingEvent.Kind = field.traits.kind == .textView ? .textViewDidBeginEditing : .textFieldDidBeginEditing
        notificationCenter.post(name: kind.notificationName, object: nil,
                                userInfo: EditingEvent(kind: kind, responder: field.name).userInfo)
    }

    /// DidEndEditing of `field`.
    func endEditing(_ field: TextField) {
        let kind: EditingEvent.Kind = field.traits.kind == .textView ? .textViewDidEndEditing : .textFieldDidEndEditing
        notificationCenter.post(name: kind.notificationName, object: nil,
                                userInfo: EditingEvent(kind: kind, responder: field.name).userInfo)
    }

    /// The field becomes first responder and says so (DidBeginEditing), as UIKit's text fields do.
    func focus(_ field: TextField) {
        field.becomeFirstResponder()
        beginEditing(field)
    }

    /// A keyboard notification with exactly these keys: nil leaves a key out.
    func post(_ name: Notification.Name, begin: CGRect? = nil, end: CGRect?, duration: TimeInterval? = 0.25,
              curve: Int? = 7, isLocal: Bool? = true) {
        var info: [AnyHashable: Any] = [:]
        if let begin { info[UIResponder.keyboardFrameBeginUserInfoKey] = begin }
        if let end { info[UIResponder.keyboardFrameEndUserInfoKey] = end }
        if let duration { info[UIResponder.keyboardAnimationDurationUserInfoKey] = duration }
        if let curve { info[UIResponder.keyboardAnimationCurveUserInfoKey] = curve }
        if let isLocal { info[UIResponder.keyboardIsLocalUserInfoKey] = isLocal }
        notificationCenter.postKeyboardNotification(name: name, userInfo: info)
    }
}

/// A keyboard state a test changes, read by a keyboard layout guide.
final class KeyboardBox: ConfinedObject {
    struct State { var current = SystemKeyboardState.hidden }
    let state = Confined(State())
    var source: @Sendable () -> SystemKeyboardState { { [unowned self] in self.current } }
}

/// The iPad's Stage Manager window of the tests: it ends 244 pt above the screen's bottom.
enum StageManager {
    static let window = CGRect(x: 100, y: 150, width: 600, height: 800)
}

/// Keeps the windows a test makes in helpers alive (a view holds its superview weakly, as UIKit's
/// do, so a window nobody holds is gone, and its views are in no window).
final class WindowKeeper: Sendable {
    private let windows = Confined<[Window]>([])

    /// A window of `frame` with a view filling it; the window is kept.
    func view(in frame: CGRect, safeArea: EdgeInsets = .zero, name: String = "view") -> View {
        let window = Window(frame: frame, safeAreaInsets: safeArea)
        windows.value.append(window)
        let view = View(frame: window.bounds, name: name)
        window.addSubview(view)
        return view
    }

    func keep(_ window: Window) { windows.value.append(window) }
}
