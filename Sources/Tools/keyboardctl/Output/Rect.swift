import DBus

/// A `(dddd)` rect of the contract: x, y, width, height in points.
struct Rect: Equatable, Sendable, CustomStringConvertible {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init?(_ value: DBusValue) {
        guard case .structure(let f) = value.unwrappedVariant, f.count == 4,
              case .double(let x) = f[0], case .double(let y) = f[1],
              case .double(let w) = f[2], case .double(let h) = f[3] else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }

    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `(0, 479, 375, 333)`, whole points without a fraction.
    var description: String {
        "(" + [x, y, width, height].map(Self.points).joined(separator: ", ") + ")"
    }

    static func points(_ d: Double) -> String {
        d.rounded() == d && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    }
}
