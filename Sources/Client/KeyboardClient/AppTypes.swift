import Foundation
import Synchronization

/// One entry of the app's window list (`App1.Windows`), bottom first as `UIApplication.windows`.
public struct AppWindow: Sendable, Equatable, CustomStringConvertible {
    /// What a window is: the app's own, the keyboard's (one per keyboard keyboardd shows the
    /// app, K9), UIKit's text-effects window, or the app's snapshot cover (K4).
    public enum Kind: String, Sendable, Equatable {
        case app, keyboard, textEffects, snapshotCover
    }

    public var id: String
    public var kind: Kind
    public var isHidden: Bool
    /// Screen coordinates.
    public var frame: CGRect

    public init(id: String, kind: Kind, isHidden: Bool, frame: CGRect) {
        self.id = id
        self.kind = kind
        self.isHidden = isHidden
        self.frame = frame
    }

    public var description: String {
        "\(id) (\(kind.rawValue)\(isHidden ? ", hidden" : "")) \(frame.minX),\(frame.minY) \(frame.width)x\(frame.height)"
    }
}

/// What a responder asks of the keyboard (`BecomeFirstResponder`'s traits, docs/CONTRACT.md App1).
public struct ResponderTraits: Sendable, Equatable {
    /// What comes up for the responder: the system keyboard, a custom input view of
    /// `customInputViewHeight`, or nothing.
    public enum InputView: String, Sendable, Equatable {
        case keyboard, custom, none
    }

    /// What the responder is (`Kind`): it decides the editing notifications the app receives
    /// (`UITextField.textDidBeginEditingNotification` or `UITextView`'s); `custom` posts none.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case textField, textView, custom
    }

    /// `UITextContentType`'s values keyboardd treats differently: a password field gets the
    /// password AutoFill bar, as a secure one does (N5).
    public enum TextContentType: String, Sendable, Equatable, CaseIterable {
        case username, password, newPassword, oneTimeCode
    }

    /// `UITextAutocorrectionType`: from iOS 8 to iOS 14 a field with `no` has no QuickType bar (N3).
    public enum AutocorrectionType: String, Sendable, Equatable, CaseIterable {
        case `default`, no, yes
    }

    /// Whose `inputAccessoryView` it is: the field's own, or a view controller's (a chat's input
    /// bar); iOS 26 leaves only the latter out of the keyboard's frame (N9).
    public enum AccessoryOwner: String, Sendable, Equatable, CaseIterable {
        case responder
        case viewController = "view-controller"
    }

    public var inputView: InputView
    public var customInputViewHeight: Double?
    /// K15, W6: part of the keyboard frame.
    public var inputAccessoryViewHeight: Double
    /// `default`, `numberPad`, `emailAddress`, ...
    public var keyboardType: String?
    /// W7: the system remembers the input mode per identifier.
    public var textInputContextIdentifier: String?
    public var kind: Kind
    /// `isSecureTextEntry`: the keyboard comes up with the password AutoFill bar (N5).
    public var isSecureTextEntry: Bool
    /// nil: no content type.
    public var textContentType: TextContentType?
    public var autocorrectionType: AutocorrectionType
    public var inputAccessoryOwner: AccessoryOwner
    /// Responders that name the same id show one accessory view object (N2); nil: their own.
    public var inputAccessoryViewId: String?
    /// `textFieldShouldEndEditing`: false refuses to resign (N19).
    public var shouldEndEditing: Bool

    public init(inputView: InputView = .keyboard, customInputViewHeight: Double? = nil,
                inputAccessoryViewHeight: Double = 0, keyboardType: String? = nil,
                textInputContextIdentifier: String? = nil, kind: Kind = .textField,
                isSecureTextEntry: Bool = false, textContentType: TextContentType? = nil,
                autocorrectionType: AutocorrectionType = .default,
                inputAccessoryOwner: AccessoryOwner = .responder, inputAccessoryViewId: String? = nil,
                shouldEndEditing: Bool = true) {
        self.shouldEndEditing = shouldEndEditing
        self.inputView = inputView
        self.customInputViewHeight = customInputViewHeight
        self.inputAccessoryViewHeight = inputAccessoryViewHeight
        self.keyboardType = keyboardType
        self.textInputContextIdentifier = textInputContextIdentifier
        self.kind = kind
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        self.autocorrectionType = autocorrectionType
        self.inputAccessoryOwner = inputAccessoryOwner
        self.inputAccessoryViewId = inputAccessoryViewId
    }
}

/// One fact an app reports about what it believes (`Report`), e.g. `TrackedKeyboardHeight`.
public enum ReportValue: Sendable, Equatable {
    case double(Double)
    case int(Int)
    case bool(Bool)
    case string(String)
}

/// The device's idiom, as `UIDevice.current.userInterfaceIdiom` (K12 checks for `.pad`).
public final class UIDevice: Sendable {
    /// Phone or pad, as `UIUserInterfaceIdiom`.
    public enum UserInterfaceIdiom: Sendable, Equatable {
        case phone, pad
    }

    public static let current = UIDevice()

    private let idiom = Mutex(UserInterfaceIdiom.phone)

    /// KeyboardClient sets it from keyboardd's `Device` when the app registers.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { idiom.withLock { $0 } }
        set { idiom.withLock { $0 = newValue } }
    }
}

/// The keyboard's view as a tracker that searches the app's windows finds it (`App1.KeyboardViews`,
/// N15): the classes are the era's, the frame the live keyboard's at the moment it was read.
public struct KeyboardHostView: Sendable, Equatable {
    public var windowID: String
    /// `UIRemoteKeyboardWindow` up to iOS 15, `UITextEffectsWindow` before iOS 9 and from iOS 16.
    public var windowClass: String
    /// `UIInputSetContainerView`, `UITrackingWindowView` on iOS 26, empty on iOS 5 to 7.
    public var containerClass: String
    /// `UIInputSetHostView`, `UIKeyboardItemContainerView` on iOS 26, `UIPeripheralHostView` on iOS 5 to 7.
    public var hostClass: String
    /// Screen coordinates.
    public var frame: CGRect

    public init(windowID: String, windowClass: String, containerClass: String, hostClass: String, frame: CGRect) {
        (self.windowID, self.windowClass, self.containerClass, self.hostClass, self.frame)
            = (windowID, windowClass, containerClass, hostClass, frame)
    }
}
