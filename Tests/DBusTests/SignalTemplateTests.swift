import BusTestSupport
import DBus
import Foundation
import Testing

/// One body marshalled once and sent as many signals (SignalTemplate, Message.copy): each copy
/// arrives with its own path, destination, interface and member and the same arguments.
@Suite struct SignalTemplateTests {
    static let interface = "org.keyboardd.Templates1"
    static let body: [DBusValue] = [.string("UIKeyboardWillShowNotification"),
                                    .vardict([("Sequence", .uint64(7)), ("Frame", .structure([.double(0), .double(479), .double(375), .double(333)]))])]

    @Test func copiesReachEachDestinationAtItsOwnPath() async throws {
        try await withBus(connections: 3) { _, connections in
            let (sender, first, second) = (connections[0], connections[1], connections[2])
            let firstStream = try first.signals(matching: MatchRule(interface: Self.interface), addToBus: false)
            let secondStream = try second.signals(matching: MatchRule(interface: Self.interface), addToBus: false)
            let template = try SignalTemplate(interface: Self.interface, member: "Note", arguments: Self.body)
            try sender.send(template.message(path: ObjectPath(validated: "/apps/first"), destination: first.uniqueName))
            try sender.send(template.message(path: ObjectPath(validated: "/apps/second"), destination: second.uniqueName))

            let a = try #require(try await firstStream.take(1).first)
            let b = try #require(try await secondStream.take(1).first)
            #expect(a.path == "/apps/first")
            #expect(b.path == "/apps/second")
            #expect(a.destination == first.uniqueName)
            #expect(b.destination == second.uniqueName)
            for message in [a, b] {
                #expect(message.interface == Self.interface)
                #expect(message.member == "Note")
                #expect(message.signature == "sa{sv}")
                #expect(try message.arguments() == Self.body)
            }
        }
    }

    @Test func oneBodyBecomesTwoKindsOfSignal() async throws {
        try await withBus(connections: 2) { _, connections in
            let (sender, receiver) = (connections[0], connections[1])
            let stream = try receiver.signals(matching: MatchRule(sender: sender.uniqueName, interface: Self.interface))
            let body = try SignalTemplate(arguments: Self.body)
            let unicast = try body.signal(interface: Self.interface, member: "Note")
            let broadcast = try body.signal(interface: Self.interface, member: "Announce",
                                            appending: [.array(elementSignature: "s", [.string("a"), .string("b")])])
            try sender.send(unicast.message(path: ObjectPath(validated: "/apps/a"), destination: receiver.uniqueName))
            try sender.send(broadcast.message(path: ObjectPath(validated: "/keyboard")))

            let received = try await stream.take(2)
            #expect(received.map(\.member) == ["Note", "Announce"])
            #expect(try received[0].arguments() == Self.body)
            #expect(received[1].destination == nil)
            #expect(received[1].signature == "sa{sv}as")
            #expect(try received[1].arguments() == Self.body + [.array(elementSignature: "s", [.string("a"), .string("b")])])
        }
    }

    @Test func templatesAreCheckedBeforeLibdbusSeesThem() throws {
        #expect(throws: DBusError.self) { try SignalTemplate(interface: "nodots", member: "M") }
        #expect(throws: DBusError.self) { try SignalTemplate(interface: "a.b", member: "1bad") }
        #expect(throws: DBusError.self) { try SignalTemplate(arguments: [.string("nul\0inside")]) }
        let body = try SignalTemplate(arguments: [])
        // A body without a kind is never sent: a signal needs an interface and member.
        #expect(throws: DBusError.self) { try body.message(path: .root) }
        let kind = try body.signal(interface: "a.b", member: "M")
        #expect(throws: DBusError.self) { try kind.signal(interface: "a.b", member: "N") }
        #expect(throws: DBusError.self) { try kind.message(path: .root, destination: "not a name") }
    }

    @Test func onlyUnsentMessagesChange() async throws {
        try await withBus(connections: 2) { _, connections in
            let message = try Message.signal(path: "/a", interface: "a.b", member: "M", destination: connections[1].uniqueName)
            let copy = try message.copy()
            try copy.setPath(ObjectPath(validated: "/b"))
            try copy.setDestination(nil)
            #expect(copy.path == "/b")
            #expect(copy.destination == nil)
            #expect(message.path == "/a")
            try connections[0].send(message)
            // libdbus locks a sent message: changing it now would abort the process.
            #expect(throws: DBusError.self) { try message.setPath(ObjectPath(validated: "/c")) }
            #expect(throws: DBusError.self) { try message.setDestination(nil) }
            // A copy of a sent message is a new, unsent one.
            let again = try message.copy()
            try again.setDestination(connections[0].uniqueName)
            #expect(again.destination == connections[0].uniqueName)
        }
    }

    /// The one-copy path (arguments appended first, then the header fields) puts the same bytes on
    /// the wire as a template and its copy: same fields in the same order, same body.
    @Test func oneCopyMessageHasTheTemplatesBytes() throws {
        let body = try SignalTemplate(arguments: Self.body)
        let path = try ObjectPath(validated: "/apps/a")
        let recipients: (inout BodyWriter) -> Void = { $0.strings(["com.example.a", "com.example.b"]) }
        let unicastTwoSteps = try body.signal(interface: Self.interface, member: "Note").message(path: path, destination: ":1.42")
        let unicastOneCopy = try body.message(interface: Self.interface, member: "Note", path: path, destination: ":1.42")
        #expect(try unicastOneCopy.marshalled() == unicastTwoSteps.marshalled())
        let broadcastTwoSteps = try body.signal(interface: Self.interface, member: "Announce", appending: recipients).message(path: ObjectPath.root)
        let broadcastOneCopy = try body.message(interface: Self.interface, member: "Announce", path: ObjectPath.root, appending: recipients)
        #expect(try broadcastOneCopy.marshalled() == broadcastTwoSteps.marshalled())
        #expect(broadcastOneCopy.signature == "sa{sv}as")
        #expect(broadcastOneCopy.destination == nil)
        // The body itself is untouched: the next message from it has its own arguments only.
        #expect(try body.message(interface: Self.interface, member: "Note", path: path).signature == "sa{sv}")
        #expect(throws: DBusError.self) {
            try body.signal(interface: Self.interface, member: "Note").message(interface: Self.interface, member: "Again", path: path)
        }
        #expect(throws: DBusError.self) { try body.message(interface: "nodots", member: "Note", path: path) }
    }

    /// A `SignalMember` is checked once, when it is made; a signal made with it has the same bytes
    /// as one made with the names spelled out, which are checked on every call.
    @Test func aCheckedMemberMakesTheSameSignal() throws {
        #expect(throws: DBusError.self) { try SignalMember(interface: "nodots", member: "Note") }
        #expect(throws: DBusError.self) { try SignalMember(interface: Self.interface, member: "1bad") }
        #expect(throws: DBusError.self) { try SignalMember(interface: Self.interface, member: "No.te") }
        let note = try SignalMember(interface: Self.interface, member: "Note")
        let body = try SignalTemplate(arguments: Self.body)
        let path = ObjectPath(validated: "/apps/a")
        let recipients: (inout BodyWriter) -> Void = { $0.strings(["com.example.a"]) }
        #expect(try body.signal(note, appending: recipients).message(path: path).marshalled()
                == body.signal(interface: Self.interface, member: "Note", appending: recipients).message(path: path).marshalled())
        #expect(try body.message(note, path: path, destination: ":1.42").marshalled()
                == body.message(interface: Self.interface, member: "Note", path: path, destination: ":1.42").marshalled())
        #expect(throws: DBusError.self) { try body.message(interface: Self.interface, member: "No te", path: path) }
        #expect(throws: DBusError.self) { try body.signal(interface: Self.interface, member: "") { _ in } }
    }
}

/// BodyWriter: a notification-shaped body written straight into libdbus arrives as the same
/// values a DBusValue tree would have made.
@Suite struct BodyWriterTests {
    @Test func writtenBodyEqualsTheValueTree() async throws {
        try await withBus(connections: 2) { _, connections in
            let (sender, receiver) = (connections[0], connections[1])
            let stream = try receiver.signals(matching: MatchRule(interface: "org.keyboardd.Writer1"), addToBus: false)
            let body = try SignalTemplate { body in
                body.string("UIKeyboardWillShowNotification")
                body.vardict { d in
                    d.entry("Frame", doubles: 0, 479, 375, 333)
                    d.entry("Duration", double: 0.25)
                    d.entry("Curve", int32: 7)
                    d.entry("IsLocal", bool: true)
                    d.entry("Sequence", uint64: 42)
                    d.entry("Owner", string: "com.example.ike")
                }
            }
            let signal = try body.signal(interface: "org.keyboardd.Writer1", member: "Note") { $0.strings(["a", "b"]) }
            try sender.send(signal.message(path: ObjectPath(validated: "/w"), destination: receiver.uniqueName))

            let message = try #require(try await stream.take(1).first)
            #expect(message.signature == "sa{sv}as")
            #expect(try message.arguments() == [
                .string("UIKeyboardWillShowNotification"),
                .vardict([("Frame", .structure([.double(0), .double(479), .double(375), .double(333)])),
                          ("Duration", .double(0.25)), ("Curve", .int32(7)), ("IsLocal", .boolean(true)),
                          ("Sequence", .uint64(42)), ("Owner", .string("com.example.ike"))]),
                .array(elementSignature: "s", [.string("a"), .string("b")]),
            ])
        }
    }

    @Test func aStringWithNULFailsTheWholeBody() {
        #expect(throws: DBusError.self) { try SignalTemplate { $0.string("nul\0inside") } }
        #expect(throws: DBusError.self) { try SignalTemplate { $0.vardict { d in d.entry("Owner", string: "a\0b") } } }
        #expect(throws: DBusError.self) { try SignalTemplate { $0.vardict { d in d.entry("k\0ey", double: 1) } } }
        #expect(throws: DBusError.self) { try SignalTemplate { $0.strings(["ok", "n\0o"]) } }
    }
}
