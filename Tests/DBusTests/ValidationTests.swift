import DBus
import Testing

/// What would make libdbus abort never reaches it: bad values are errors.
@Suite struct ValidationTests {
    func signalWith(_ value: DBusValue) throws -> Message {
        try Message.signal(path: "/t", interface: "org.keyboardd.Test", member: "X", arguments: [value])
    }

    @Test func mismatchedArrayElementsAreRejected() {
        #expect(throws: DBusError.self) { try signalWith(.array(elementSignature: "s", [.int32(1)])) }
        #expect(throws: DBusError.self) {
            try signalWith(.dictionary(keySignature: "s", valueSignature: "v", [.init(.int32(1), .variant(.int32(1)))]))
        }
        #expect(throws: DBusError.self) { try signalWith(.array(elementSignature: "{sv}", [])) }
    }

    @Test func invalidTypesAreRejected() {
        #expect(throws: DBusError.self) { try signalWith(.structure([])) }
        #expect(throws: DBusError.self) { try signalWith(.string("nul\0inside")) }
        #expect(throws: DBusError.self) { try signalWith(.signature("a{vs}")) }
        #expect(throws: DBusError.self) { try signalWith(.dictionary(keySignature: "v", valueSignature: "s", [])) }
        // Deeper than the specification's 32 nested arrays.
        var deep = DBusValue.array(elementSignature: "y", [])
        for _ in 0..<40 { deep = .array(elementSignature: deep.signature, [deep]) }
        #expect(throws: DBusError.self) { try signalWith(deep) }
    }

    @Test func invalidNamesAreRejected() {
        #expect(throws: DBusError.self) { try Message.methodCall(destination: "not a name", path: "/", interface: nil, member: "M") }
        // An invalid path cannot even be made: messages take an `ObjectPath`. (Strings, not
        // literals: a literal is an `ObjectPath` already, checked when it is made.)
        for text: String in ["no/slash", "/a//b", "/a/"] { #expect(ObjectPath(text) == nil, "\(text)") }
        #expect(throws: DBusError.self) { try Message.methodCall(destination: nil, path: "/", interface: "nodots", member: "M") }
        #expect(throws: DBusError.self) { try Message.methodCall(destination: nil, path: "/", interface: nil, member: "1bad") }
        for text: String in ["/", "/org/keyboardd/Server1"] { #expect(ObjectPath(text) != nil, "\(text)") }
    }

    @Test func unsentMessagesCannotBeAnswered() throws {
        // libdbus would abort on a reply to serial 0.
        let call = try Message.methodCall(destination: nil, path: "/", interface: nil, member: "M")
        #expect(call.errorReply(DBusError(name: "not valid", message: "x")) == nil)
        #expect(throws: DBusError.self) { try call.methodReturn([]) }
    }

    @Test func escapingBundleIdsAsSystemdDoes() {
        #expect(ObjectPath.escapeElement("com.example.ike") == "com_2eexample_2eike")
        #expect(ObjectPath.escapeElement("a-b_c") == "a_2db_5fc")
        #expect(ObjectPath.escapeElement("") == "_")
        #expect(ObjectPath.unescapeElement("com_2eexample_2eike") == "com.example.ike")
        #expect(ObjectPath.unescapeElement("bad_zz") == nil)
        for id in ["a", "com.apple.mobilenotes", "x-y.z9", "ü"] {
            #expect(ObjectPath.unescapeElement(ObjectPath.escapeElement(id)) == id)
            #expect(ObjectPath("/apps/" + ObjectPath.escapeElement(id)) != nil)
        }
    }

    @Test func matchRulesQuoteValues() {
        let rule = MatchRule(sender: "org.freedesktop.DBus", member: "NameOwnerChanged", arg0: "it's")
        #expect(rule.description == "type='signal',sender='org.freedesktop.DBus',member='NameOwnerChanged',arg0='it'\\''s'")
    }

    /// arg0 compares string arguments only, as the bus does (the D-Bus specification's match rules).
    @Test func arg0MatchesTheFirstStringArgumentOnly() throws {
        let rule = MatchRule(member: "NameOwnerChanged", arg0: "org.keyboardd")
        func signal(_ arguments: [DBusValue]) throws -> Message {
            try Message.signal(path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                               member: "NameOwnerChanged", arguments: arguments)
        }
        #expect(rule.matches(try signal([.string("org.keyboardd"), .string(""), .string(":1.4")])))
        #expect(!rule.matches(try signal([.string("org.keyboardd.Server1"), .string(""), .string(":1.4")])))
        #expect(!rule.matches(try signal([.string("org.keyboar")])))
        #expect(!rule.matches(try signal([.signature("s"), .string("org.keyboardd")])))
        #expect(!MatchRule(member: "NameOwnerChanged", arg0: "/org/keyboardd").matches(try signal([.objectPath("/org/keyboardd")])))
        #expect(!rule.matches(try signal([])))
        #expect(MatchRule(member: "NameOwnerChanged").matches(try signal([])))
    }

    @Test func signaturesSplitIntoCompleteTypes() {
        #expect(Names.splitSignature("sa{sv}(dd)aas") == ["s", "a{sv}", "(dd)", "aas"])
        #expect(Names.splitSignature("") == [])
        #expect(Names.splitSignature("a{") == nil)
    }
}
