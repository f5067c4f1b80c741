import DBus

/// A point as the contract carries it, `(dd)`: x, y in points, screen coordinates (UIKit's
/// `UIKeyboardCenterBeginUserInfoKey` and `UIKeyboardCenterEndUserInfoKey` values).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        (self.x, self.y) = (x, y)
    }

    public var description: String { "(\(Rect.format(x)), \(Rect.format(y)))" }
}

extension Point: DBusCodable {
    public static var dbusSignature: String { "(dd)" }

    public var dbusValue: DBusValue { .structure([.double(x), .double(y)]) }

    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .structure(let f) = dbusValue, f.count == 2, case .double(let x) = f[0], case .double(let y) = f[1] else {
            throw .invalidArgs("expected a point '(dd)', got '\(dbusValue.signature)'")
        }
        self.init(x: x, y: y)
    }
}

extension Rect {
    /// The middle, as UIKit's center keys give it.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// The same size at the origin, as UIKit's bounds key gives it.
    public var bounds: Rect { Rect(width: width, height: height) }
}
