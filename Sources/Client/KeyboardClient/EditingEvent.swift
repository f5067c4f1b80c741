import Foundation

/// One editing notification (`App1.EditingNotification`): a text field or text view of the app
/// began or ended editing. It comes among the keyboard notifications in the order the era posts
/// them (N13: on some eras DidBeginEditing comes before WillShow, on others after).
public struct EditingEvent: Sendable, Equatable, CustomStringConvertible {
    /// The four notifications, each with UIKit's name.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case textFieldDidBeginEditing, textFieldDidEndEditing, textViewDidBeginEditing, textViewDidEndEditing

        /// UIKit's name, e.g. `UITextFieldTextDidBeginEditingNotification`.
        public var notificationName: Notification.Name {
            switch self {
            case .textFieldDidBeginEditing: UITextField.textDidBeginEditingNotification
            case .textFieldDidEndEditing: UITextField.textDidEndEditingNotification
            case .textViewDidBeginEditing: UITextView.textDidBeginEditingNotification
            case .textViewDidEndEditing: UITextView.textDidEndEditingNotification
            }
        }

        /// True for the two DidBeginEditing notifications.
        public var began: Bool { self == .textFieldDidBeginEditing || self == .textViewDidBeginEditing }

        public init?(notificationName: Notification.Name) {
            guard let kind = Kind.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
            self = kind
        }
    }

    public var kind: Kind
    /// The responder's name, as given to `becomeFirstResponder`.
    public var responder: String

    public init(kind: Kind, responder: String) {
        self.kind = kind
        self.responder = responder
    }

    /// The userInfo key of the responder's name (`String`). UIKit posts the text field itself as
    /// the notification's object; a responder here is a name, so it goes in the userInfo and the
    /// object is nil.
    public static let responderKey = "Responder"

    public var userInfo: [AnyHashable: Any] { [Self.responderKey: responder] }

    /// The typed value of a posted notification (nil for any other notification).
    public init?(_ notification: Notification) {
        guard let kind = Kind(notificationName: notification.name),
              let responder = notification.userInfo?[Self.responderKey] as? String else { return nil }
        self.init(kind: kind, responder: responder)
    }

    public var description: String { "\(kind.notificationName.rawValue) \(responder)" }
}
