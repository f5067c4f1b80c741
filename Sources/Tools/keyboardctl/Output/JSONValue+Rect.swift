import KeyboardContract
import ProcessSupport

/// The contract's rects in keyboardctl's JSON.
extension JSONValue {
    /// A rect as `[x, y, width, height]`.
    static func rect(_ r: Rect) -> JSONValue {
        .array([.double(r.x), .double(r.y), .double(r.width), .double(r.height)])
    }

    /// `[x, y]`, two numbers: a point.
    var isPoint: Bool {
        guard let items = arrayValue, items.count == 2 else { return false }
        return items.allSatisfy { $0.doubleValue != nil }
    }

    /// `[x, y, width, height]` as a rect.
    var rectValue: Rect? {
        guard let items = arrayValue, items.count == 4 else { return nil }
        let numbers = items.compactMap(\.doubleValue)
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
