import DBus
import KeyboardContract

/// keyboardctl's rect is the contract's `(dddd)` rect.
typealias Rect = KeyboardContract.Rect

extension KeyboardContract.Rect {
    /// A rect from a value read by name (GetAll, a signal's userInfo); nil when it is not `(dddd)`.
    init?(_ value: DBusValue) {
        guard let rect = try? Rect(dbusValue: value.unwrappedVariant) else { return nil }
        self = rect
    }

    var isEmpty: Bool { width <= 0 || height <= 0 }
}
