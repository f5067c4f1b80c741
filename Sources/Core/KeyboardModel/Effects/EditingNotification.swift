// UITextField / UITextView editing notifications (docs/CONTRACT.md App1.EditingNotification):
// posted around the keyboard's, in the order the era posts them (N13).

public enum EditingNotificationName: String, CaseIterable, Hashable, Sendable {
    case textFieldDidBeginEditing = "UITextFieldTextDidBeginEditingNotification"
    case textFieldDidEndEditing = "UITextFieldTextDidEndEditingNotification"
    case textViewDidBeginEditing = "UITextViewTextDidBeginEditingNotification"
    case textViewDidEndEditing = "UITextViewTextDidEndEditingNotification"

    /// The name a responder of `kind` posts; nil for responders that post none (custom).
    public static func didBegin(_ kind: ResponderKind) -> EditingNotificationName? {
        switch kind {
        case .textField: .textFieldDidBeginEditing
        case .textView: .textViewDidBeginEditing
        case .custom: nil
        }
    }

    public static func didEnd(_ kind: ResponderKind) -> EditingNotificationName? {
        switch kind {
        case .textField: .textFieldDidEndEditing
        case .textView: .textViewDidEndEditing
        case .custom: nil
        }
    }
}
