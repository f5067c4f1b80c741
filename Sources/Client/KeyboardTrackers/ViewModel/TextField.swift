import Foundation
import KeyboardClient

/// A headless `UITextField` (or any responder view that asks for the keyboard): becoming first
/// responder is the app's `BecomeFirstResponder(name, traits)` call to keyboardd.
///
/// `isFirstResponder` is the app's own view of it: true from a successful
/// `becomeFirstResponder()` until `resignFirstResponder()` or until another field of the same
/// hierarchy takes over. When the system resets the responder on an app switch (K2), the app
/// learns it only from the keyboard notifications, which is what K6's guard relies on.
// Restated as Swift asks of a subclass (open, so unchecked); its own state is Confined too.
open class TextField: View, @unchecked Sendable {
    public let app: any KeyboardAppActions
    public var traits: ResponderTraits { _read { yield _traits.value } _modify { yield &_traits.value } }
    private let _traits: Confined<ResponderTraits>
    private var focused: Bool { _read { yield _focused.value } _modify { yield &_focused.value } }
    private let _focused = Confined<Bool>(false, "TextField.focused")
    /// The traits keyboardd last had from this field.
    private var announcedTraits: ResponderTraits? { _read { yield _announcedTraits.value } _modify { yield &_announcedTraits.value } }
    private let _announcedTraits = Confined<ResponderTraits?>(nil, "TextField.announcedTraits")

    public init(app: any KeyboardAppActions, name: String, frame: CGRect = .zero, traits: ResponderTraits = ResponderTraits()) {
        self.app = app
        _traits = Confined(traits, "TextField.traits")
        super.init(frame: frame, name: name)
    }

    open override var canBecomeFirstResponder: Bool { true }
    open override var isFirstResponder: Bool { focused }

    /// Asks keyboardd; true when it accepted. A failed call (no bus) counts as refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let accepted = (try? app.becomeFirstResponder(name, traits: traits)) ?? false
        if accepted {
            announcedTraits = traits
            for case let other as TextField in rootView.allDescendants where other !== self {
                other.focused = false
            }
            focused = true
        }
        return accepted
    }

    /// keyboardd's `ReloadInputViews` while this field is the first responder (N8); after its
    /// traits changed (a new `inputView`, C12), `BecomeFirstResponder` with the new traits, which
    /// keyboardd takes as the same responder's reload. A failed call (no bus) changes nothing, as
    /// UIKit's returns nothing.
    open override func reloadInputViews() {
        guard focused else { return }
        if traits != announcedTraits {
            if (try? app.becomeFirstResponder(name, traits: traits)) == true { announcedTraits = traits }
        } else {
            try? app.reloadInputViews()
        }
    }

    /// The field is no longer first responder by a call made without it (an unanimated resign,
    /// N12): keyboardd has already been told.
    public func resignedElsewhere() { focused = false }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard focused else { return true }
        let resigned = (try? app.resignFirstResponder()) ?? false
        if resigned { focused = false }
        return resigned
    }
}
