import ProcessSupport

extension JSONValue {
    /// The values a sample client prints (strings, booleans, integers, finite doubles, arrays and
    /// dictionaries of them, keys sorted), for JSONValue's writer: a fraction of JSONSerialization's
    /// cost, which bridges every value to NSObject first, and a client prints a line per
    /// notification and per round trip. nil for any other value: EventPrinter then leaves the
    /// line to JSONSerialization.
    init?(printing value: Any) {
        switch value {
        case let string as String:
            self = .string(string)
        case let bool as Bool where type(of: value) == Bool.self:
            self = .bool(bool)
        case let int as Int where type(of: value) == Int.self:
            self = .int(Int64(int))
        case let double as Double where type(of: value) == Double.self:
            guard double.isFinite else { return nil }
            self = .double(double)
        case let dictionary as [String: Any]:
            var members: [Member] = []
            for key in dictionary.keys.sorted() {
                guard let member = JSONValue(printing: dictionary[key]!) else { return nil }
                members.append(Member(key, member))
            }
            self = .object(members)
        case let array as [Any]:
            var items: [JSONValue] = []
            for element in array {
                guard let item = JSONValue(printing: element) else { return nil }
                items.append(item)
            }
            self = .array(items)
        default:
            return nil
        }
    }
}
