import Foundation
import KeyboardClient

/// A headless `UIWindow`: a view whose frame is in screen coordinates, with the device's safe
/// area insets. `window.convert(rect, from: nil)` converts from the screen (K13).
// Restated as Swift asks of a subclass (open, so unchecked); its own state is Confined too.
open class Window: View, ConfinedSubclass, @unchecked Sendable {
    /// A window's own values beside a view's.
    public struct OwnState {
        /// The window's traits when set; nil derives them from its size (`traitCollection(idiom:)`).
        public var traitCollectionOverride: TraitCollection?
    }

    public let ownState = Confined(OwnState())
    private let windowSafeAreaInsets: EdgeInsets

    public init(frame: CGRect, safeAreaInsets: EdgeInsets = .zero, name: String = "window") {
        windowSafeAreaInsets = safeAreaInsets
        super.init(frame: frame, name: name)
    }

    /// The insets the device gives a window (status bar, home indicator).
    open override var safeAreaInsets: EdgeInsets { windowSafeAreaInsets }
}
