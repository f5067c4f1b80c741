import DBus

/// A rect as the contract carries it, `(dddd)`: x, y, width, height in points, screen
/// coordinates (origin top left) unless a name says otherwise. The one bus-side rect.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public static let zero = Rect()

    public var maxY: Double { y + height }
    public var maxX: Double { x + width }

    /// `(x, y, width, height)`, figures without a trailing ".0".
    public var description: String { "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height)))" }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension Rect: DBusCodable {
    public static var dbusSignature: String { "(dddd)" }

    public var dbusValue: DBusValue { .structure([.double(x), .double(y), .double(width), .double(height)]) }

    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .structure(let f) = dbusValue, f.count == 4,
              case .double(let x) = f[0], case .double(let y) = f[1],
              case .double(let w) = f[2], case .double(let h) = f[3] else {
            throw .invalidArgs("expected a rect '(dddd)', got '\(dbusValue.signature)'")
        }
        self.init(x: x, y: y, width: w, height: h)
    }
}
