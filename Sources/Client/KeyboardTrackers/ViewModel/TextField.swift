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
open class TextField: View, ConfinedSubclass, @unchecked Sendable {
    /// A field's own values beside a view's; `traits` reads as the field's.
    public struct OwnState {
        public var traits: ResponderTraits
        fileprivate var focused = false
        /// The traits keyboardd last had from this field.
        fileprivate var announcedTraits: ResponderTraits?
    }

    public let app: any KeyboardAppActions
    public let ownState: Confined<OwnState>

    public init(app: any KeyboardAppActions, name: String, frame: CGRect = .zero, traits: ResponderTraits = ResponderTraits()) {
        self.app = app
        ownState = Confined(OwnState(traits: traits))
        super.init(frame: frame, name: name)
    }

    open override var canBecomeFirstResponder: Bool { true }
    open override var isFirstResponder: Bool { ownState.focused }

    /// Asks keyboardd; true when it accepted. A failed call (no bus) counts as refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let traits = ownState.traits
        let accepted = (try? app.becomeFirstResponder(state.name, traits: traits)) ?? false
        if accepted {
            ownState.announcedTraits = traits
            for case let other as TextField in rootView.allDescendants where other !== self {
                other.ownState.focused = false
            }
            ownState.focused = true
        }
        return accepted
    }

    /// keyboardd's `ReloadInputViews` while this field is the first responder (N8); after its
    /// traits changed (a new `inputView`, C12), `BecomeFirstResponder` with the new traits, which
    /// keyboardd takes as the same responder's reload. A failed call (no bus) changes nothing, as
    /// UIKit's returns nothing.
    open override func reloadInputViews() {
        guard ownState.focused else { return }
        let traits = ownState.traits
        if traits != ownState.announcedTraits {
            if (try? app.becomeFirstResponder(state.name, traits: traits)) == true { ownState.announcedTraits = traits }
        } else {
            try? app.reloadInputViews()
        }
    }

    /// The field is no longer first responder by a call made without it (an unanimated resign,
    /// N12): keyboardd has already been told.
    public func resignedElsewhere() { ownState.focused = false }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard ownState.focused else { return true }
        let resigned = (try? app.resignFirstResponder()) ?? false
        if resigned { ownState.focused = false }
        return resigned
    }
}
