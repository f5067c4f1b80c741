// Argument checks shared by every event: names, sizes, rects. Limits keep one bad call from
// growing the model's memory or putting NaN into a frame.

enum Validate {
    /// Largest size or coordinate the model accepts, in points (far beyond any screen).
    static let maxExtent = 10_000.0
    /// Largest accessory or custom input view height: taller than any screen.
    static let maxViewHeight = 2_000.0
    static let maxNameBytes = 255

    static func height(_ value: Double?, _ what: String) throws(ModelError) -> Double {
        guard let value else { throw .invalidArgs("\(what) must be a number") }
        guard value.isFinite, value >= 0, value <= maxViewHeight else {
            throw .invalidArgs("\(what) must be finite and within 0...\(Int(maxViewHeight)), got \(value)")
        }
        return value
    }

    /// A bundle id: 1 to 255 bytes of `[A-Za-z0-9.-]` (docs/CONTRACT.md RegisterApp).
    static func bundleId(_ id: String) throws(ModelError) -> String {
        let bytes = id.utf8
        guard !bytes.isEmpty, bytes.count <= maxNameBytes else {
            throw .invalidArgs("a bundle id is 1 to 255 bytes, got \(bytes.count)")
        }
        for b in bytes where !(isAlnum(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")) {
            throw .invalidArgs("bundle id \"\(id)\" has a byte outside [A-Za-z0-9.-]")
        }
        return id
    }

    /// A free-form name (responder, window id, context id): non-empty, at most 255 bytes.
    static func name(_ s: String, _ what: String) throws(ModelError) -> String {
        guard !s.isEmpty else { throw .invalidArgs("\(what) must not be empty") }
        guard s.utf8.count <= maxNameBytes else { throw .invalidArgs("\(what) is longer than 255 bytes") }
        return s
    }

    static func rect(_ r: Rect, _ what: String, allowEmpty: Bool = false) throws(ModelError) -> Rect {
        guard r.isFinite else { throw .invalidArgs("\(what) \(r) is not finite") }
        guard r.width >= 0, r.height >= 0 else { throw .invalidArgs("\(what) \(r) has a negative size") }
        guard allowEmpty || (r.width > 0 && r.height > 0) else { throw .invalidArgs("\(what) \(r) is empty") }
        guard abs(r.x) <= maxExtent, abs(r.y) <= maxExtent, r.width <= maxExtent, r.height <= maxExtent else {
            throw .invalidArgs("\(what) \(r) is beyond ±\(Int(maxExtent)) points")
        }
        return r
    }

    private static func isAlnum(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
    }
}
