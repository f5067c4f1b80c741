import DBus
import Testing

/// PropertiesChangedCache hands out copies of signals marshalled before: a key found or not, the
/// signal carries that key's values, and a key asked for again after the cache was emptied at its
/// limit is marshalled again, not lost or mixed up with another.
@Suite struct PropertiesChangedCacheTests {
    static let interface = "org.keyboardd.Cache1"

    /// The `Height` the signal carries.
    func height(_ message: Message) throws -> Double? {
        let arguments = try message.arguments()
        guard arguments.count == 3, case .dictionary(_, _, let entries) = arguments[1],
              let entry = entries.first, case .variant(.double(let value)) = entry.value else { return nil }
        return value
    }

    @Test func eachKeyKeepsItsOwnValues() throws {
        var cache = PropertiesChangedCache<Int>(limit: 16)
        var marshalled: [Int] = []
        func signal(_ key: Int) throws -> Message {
            try cache.signal(for: key, path: ObjectPath(validated: "/k"), interface: Self.interface) {
                marshalled.append(key)
                return [("Height", .double(Double(key)))]
            }
        }
        // Two keys in turn (show, hide): marshalled once each, then found.
        for _ in 0..<3 {
            #expect(try height(signal(1)) == 1)
            #expect(try height(signal(2)) == 2)
        }
        #expect(marshalled == [1, 2])
        // Ten more keys: 1 and 2 are still there, with their own values.
        for key in 10..<20 { #expect(try height(signal(key)) == Double(key)) }
        #expect(try height(signal(1)) == 1)
        #expect(try height(signal(2)) == 2)
        #expect(marshalled == [1, 2] + Array(10..<20))
        // Past the table's limit it starts again: a key is marshalled anew, with its own value.
        for key in 100..<140 { #expect(try height(signal(key)) == Double(key)) }
        marshalled.removeAll()
        #expect(try height(signal(1)) == 1)
        #expect(marshalled == [1])
        // Every signal is a copy of its own: sending one does not change the next.
        let first = try signal(1), second = try signal(1)
        #expect(first !== second)
    }
}
