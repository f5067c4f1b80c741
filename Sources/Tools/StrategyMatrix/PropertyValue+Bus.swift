import DBus

/// The values of keyboardd's properties, as read from the bus, in a scenario file's terms and compared
/// as its `expect: property` compares them.
extension PropertyValue {
    /// A property as read from the bus, in the file's terms; nil for a type files cannot name.
    init?(_ value: DBusValue) {
        switch value.unwrappedVariant {
        case .string(let s): self = .string(s)
        case .boolean(let b): self = .bool(b)
        case .double(let d): self = .number(d)
        case .uint64(let t): self = .number(Double(t))
        case .uint32(let u): self = .number(Double(u))
        case .int32(let i): self = .number(Double(i))
        case .int64(let i): self = .number(Double(i))
        case .structure(let fields) where fields.count == 4:
            let numbers = fields.compactMap { field -> Double? in if case .double(let d) = field { d } else { nil } }
            guard numbers.count == 4 else { return nil }
            self = .rect(numbers)
        case .array(_, let items):
            let strings = items.compactMap { item -> String? in if case .string(let s) = item.unwrappedVariant { s } else { nil } }
            guard strings.count == items.count else { return nil }
            self = .strings(strings)
        default: return nil
        }
    }

    /// App1.Windows `a(ssb(dddd))` as the file writes it: `ID KIND`, plus ` hidden`.
    init?(windows value: DBusValue) {
        guard case .array(_, let items) = value.unwrappedVariant else { return nil }
        let windows = items.compactMap { item -> String? in
            guard case .structure(let f) = item, f.count == 4, case .string(let id) = f[0], case .string(let kind) = f[1],
                  case .boolean(let hidden) = f[2] else { return nil }
            return "\(id) \(kind)" + (hidden ? " hidden" : "")
        }
        guard windows.count == items.count else { return nil }
        self = .strings(windows)
    }

    /// One line per item of a list (for the diff), the value itself otherwise.
    var items: [String] {
        if case .strings(let list) = self { return list }
        return [description]
    }

    /// Rects and numbers within half a point, as the checks compare them.
    func matches(_ found: PropertyValue) -> Bool {
        switch (self, found) {
        case (.number(let a), .number(let b)): abs(a - b) < 0.5
        case (.rect(let a), .rect(let b)): a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.5 }
        default: self == found
        }
    }
}
