import DBus
import KeyboardContract
import Testing

/// The contract's wire types: each encodes and decodes the signature the XML gives it.
@Suite struct WireTypeTests {
    /// `org.keyboardd.Type` names a Swift type whose signature is the XML's (or its element's).
    @Test func namedTypesHaveTheXMLSignatures() {
        var checked = 0
        for interface in Contract.interfaces {
            let typed = interface.methods.flatMap { $0.inArguments + $0.outArguments }
                .map { ($0.name, $0.signature, $0.type) }
                + interface.properties.map { ($0.name, $0.signature, $0.type) }
                + interface.signals.flatMap(\.arguments).map { ($0.name, $0.signature, $0.type) }
            for case let (name, signature, type?) in typed {
                let swift = Contract.namedTypes[type]?.dbusSignature
                #expect(swift == signature || swift.map { "a" + $0 } == signature, "\(interface.name) \(name): \(type)")
                checked += 1
            }
        }
        #expect(checked >= 8)
    }

    @Test func rectRoundTrips() throws {
        let rect = Rect(x: 0, y: 479, width: 375, height: 333)
        #expect(try Rect(dbusValue: rect.dbusValue) == rect)
        #expect(rect.dbusValue.signature == "(dddd)")
        #expect(throws: DBusError.self) { try Rect(dbusValue: .structure([.double(1), .double(2), .double(3)])) }
    }

    @Test func windowEntryRoundTrips() throws {
        let window = WindowEntry(id: "keyboard-1", kind: .keyboard, hidden: true, frame: Rect(y: 479, width: 375, height: 333))
        #expect(try WindowEntry(dbusValue: window.dbusValue) == window)
        #expect([window].dbusValue.signature == "a(ssb(dddd))")
    }

    @Test func traceRecordRoundTrips() throws {
        let record = Control1.TraceRecord(sequence: 3, time: 400, app: "com.example.ike", event: "StateChanged",
                                          data: ["State": .string("active"), "Sequence": .uint64(2)])
        #expect(try Control1.TraceRecord(dbusValue: record.dbusValue) == record)
        #expect(record.dbusValue.signature == "(ttssa{sv})")
    }

    @Test func appStateIsItsName() throws {
        #expect(App1.AppState.notRunning.dbusValue == .string("notRunning"))
        #expect(throws: DBusError.self) { try App1.AppState(dbusValue: .string("asleep")) }
    }

    /// The userInfo is written straight into the message and read back from its value.
    @Test func notificationRoundTripsThroughAMessage() throws {
        let info = NotificationUserInfo(frameBegin: Rect(y: 812, width: 375, height: 333), frameEnd: Rect(y: 479, width: 375, height: 333),
                                        animationDuration: 0.25, animationCurve: 7, isLocal: true, sequence: 9, time: 1200,
                                        owner: "com.example.ike")
        let notification = App1.KeyboardNotification(name: "UIKeyboardWillShowNotification", userInfo: info)
        let body = try notification.body()
        let unicast = try App1.KeyboardNotification.signal(body: body).message(path: App1.path("com.example.ike"), destination: ":1.7")
        #expect(unicast.member == "KeyboardNotification" && unicast.interface == App1.name)
        #expect(try App1.KeyboardNotification(unicast) == notification)
        let broadcast = try Keyboard1.Notification.signal(extending: body, recipients: ["com.example.ike"]).message(path: Keyboard1.path)
        #expect(broadcast.signature == "sa{sv}as" && broadcast.member == "Notification")
        #expect(try Keyboard1.Notification(broadcast) == Keyboard1.Notification(name: notification.name, userInfo: info, recipients: ["com.example.ike"]))
    }

    /// UIKit's deprecated keys travel with every notification; IsLocal and iOS 5-7's
    /// FrameChangedByUserInteraction only where the era has them.
    @Test func theWholeUserInfoTravels() throws {
        let ios8 = NotificationUserInfo(frameBegin: Rect(y: 667, width: 375, height: 258), frameEnd: Rect(y: 409, width: 375, height: 258),
                                        animationDuration: 0.25, animationCurve: 7, isLocal: nil, sequence: 1, time: 0, owner: "a")
        #expect(ios8.centerBegin == Point(x: 187.5, y: 796) && ios8.centerEnd == Point(x: 187.5, y: 538))
        #expect(ios8.bounds == Rect(width: 375, height: 258))
        let body = try App1.KeyboardNotification(name: "UIKeyboardWillShowNotification", userInfo: ios8).body()
        let message = try App1.KeyboardNotification.signal(body: body).message(path: App1.path("a"), destination: ":1.7")
        let back = try App1.KeyboardNotification(message).userInfo
        #expect(back == ios8 && back.isLocal == nil)
        let keys = try [String: DBusValue](dbusValue: try message.arguments()[1])
        #expect(Set(keys.keys) == Set(NotificationUserInfo.Key.all)
            .subtracting([NotificationUserInfo.Key.isLocal, NotificationUserInfo.Key.frameChangedByUserInteraction]))
        #expect(keys[NotificationUserInfo.Key.centerEnd] == .structure([.double(187.5), .double(538)]))
    }

    @Test func errorNamesConvertBothWays() {
        let error = DBusError(.unknownApp, "com.example.ike is not registered")
        #expect(error.name == "org.keyboardd.Server1.Error.UnknownApp")
        #expect(error.contractName == .unknownApp && KeyboarddErrorName(error) == .unknownApp)
        #expect(KeyboarddErrorName(shortName: "InvalidArgs")?.rawValue == DBusError.invalidArgsName)
        #expect(DBusError.failed("x").contractName == nil)
        #expect(KeyboarddErrorName.wrongState.rawValue == KeyboarddErrorName.wrongState.rawValue)
    }

    @Test func pathsAndNames() {
        #expect(Contract.busName == "org.keyboardd.Server1")
        #expect(App1.path("com.example.ike").rawValue == "/org/keyboardd/Server1/apps/com_2eexample_2eike")
        #expect(Control1.path == Server1.path && Keyboard1.path.rawValue == "/org/keyboardd/Server1/keyboard")
        #expect(Control1.description.method("Trace")?.outSignature == "a(ttssa{sv})")
        #expect(App1.description.methods.allSatisfy { $0.access == .owner })
        #expect(Control1.MethodName.allCases.count == Control1.description.methods.count)
    }
}
