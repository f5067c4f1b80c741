import Foundation
import KeyboardClient
import KeyboardModel

/// The model's effects as the events an app's KeyboardClient posts: what keyboardd's bus layer
/// sends (App1.KeyboardNotification with the recipient's own userInfo, EditingNotification,
/// LifecycleNotification) and the client decodes, without the bus in between.
enum ClientEvents {
    /// Each recipient's event, in delivery order, for one effect; none for an effect an app is
    /// not sent (properties, replies, the trace).
    static func events(for effect: Effect, into deliver: (String, ClientEvent) -> Void) {
        switch effect {
        case .keyboardNotification(let delivery):
            let kind = keyboardKind(delivery.name)
            for (index, app) in delivery.recipients.enumerated() {
                deliver(app, .keyboard(keyboardEvent(kind, delivery.userInfo(at: index))))
            }
        case .editingNotification(let app, let name, let responder):
            deliver(app, .editing(EditingEvent(kind: editingKind(name), responder: responder)))
        case .lifecycleNotification(let app, let name):
            deliver(app, .lifecycle(lifecycleEvent(name)))
        case .appProperty, .keyboardProperty, .serverProperty, .appAdded, .appRemoved, .inputModeRemembered, .reply, .trace:
            return
        }
    }

    /// The userInfo as the contract carries it (NotificationUserInfo: the curve an Int32, no
    /// IsLocal where the era posts none) and KeyboardClient decodes it.
    static func keyboardEvent(_ kind: KeyboardEvent.Kind, _ info: KeyboardUserInfo) -> KeyboardEvent {
        KeyboardEvent(kind: kind, frameBegin: CGRect(info.frameBegin), frameEnd: CGRect(info.frameEnd),
                      animationDuration: info.duration, animationCurve: Int(Int32(clamping: info.curve)),
                      isLocal: info.keys.isLocal ? info.isLocal : nil, sequence: info.sequence, time: info.time,
                      owner: info.owner)
    }

    static func keyboardKind(_ name: KeyboardNotificationName) -> KeyboardEvent.Kind {
        switch name {
        case .willShow: .willShow
        case .didShow: .didShow
        case .willHide: .willHide
        case .didHide: .didHide
        case .willChangeFrame: .willChangeFrame
        case .didChangeFrame: .didChangeFrame
        }
    }

    static func editingKind(_ name: EditingNotificationName) -> EditingEvent.Kind {
        switch name {
        case .textFieldDidBeginEditing: .textFieldDidBeginEditing
        case .textFieldDidEndEditing: .textFieldDidEndEditing
        case .textViewDidBeginEditing: .textViewDidBeginEditing
        case .textViewDidEndEditing: .textViewDidEndEditing
        }
    }

    static func lifecycleEvent(_ name: KeyboardModel.LifecycleNotificationName) -> LifecycleEvent {
        switch name {
        case .didFinishLaunching: .didFinishLaunching
        case .willResignActive: .willResignActive
        case .didEnterBackground: .didEnterBackground
        case .willEnterForeground: .willEnterForeground
        case .didBecomeActive: .didBecomeActive
        case .willTerminate: .willTerminate
        }
    }
}
