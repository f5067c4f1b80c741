import DBus

/// Starting inputs for the message targets: every shape of message keyboardd exchanges.
enum MessageSeeds {
    static func wholeMessages() -> [[UInt8]] {
        var seeds = BodyTemplates.all.map(\.message)
        let signals: [Message?] = [
            try? Message.signal(path: "/org/keyboardd/Server1/apps/com_2eexample_2eike", interface: "org.keyboardd.App1",
                                member: "LifecycleNotification", arguments: [.string("UIApplicationDidBecomeActiveNotification")],
                                destination: ":1.42"),
            try? Message.signal(path: "/org/keyboardd/Server1", interface: StandardInterfaces.properties,
                                member: "PropertiesChanged",
                                arguments: [.string("org.keyboardd.Server1"), .vardict([("Frontmost", .string("com.example.ike"))]),
                                            .array(elementSignature: "s", [])]),
            try? Message.methodCall(destination: "org.keyboardd.Server1", path: "/org/keyboardd/Server1",
                                    interface: "org.keyboardd.Control1", member: "Settle"),
        ]
        for case let message? in signals { if let bytes = try? message.marshalled() { seeds.append(bytes) } }
        // Replies need a received call (one with a serial): the first template, read back.
        if let call = try? Message.demarshal(BodyTemplates.all[0].message) {
            if let bytes = try? call.methodReturn([.objectPath(ObjectPath(validated: "/org/keyboardd/Server1/apps/x"))]).marshalled() {
                seeds.append(bytes)
            }
            if let bytes = try? call.errorReply(DBusError(name: "org.keyboardd.Server1.Error.AppExists", message: "x is already registered"))?.marshalled() {
                seeds.append(bytes)
            }
        }
        return seeds
    }

    /// Template index, then that template's own valid body.
    static func bodies() -> [[UInt8]] {
        BodyTemplates.all.enumerated().map { [UInt8($0.offset)] + $0.element.sampleBody }
    }
}
