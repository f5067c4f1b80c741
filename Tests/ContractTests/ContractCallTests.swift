import DBus
import Foundation
import KeyboardContract
import Testing

/// The generated calls (`Control1.Call`, `App1.Call`...): built from untyped values with the errors
/// keyboardd answers (the served table decodes with the same initialiser), back to the values the
/// bus carries, and to and from their JSON message, for every method of every interface.
@Suite struct ContractCallTests {
    /// A value of `argument`'s type the call accepts: its value list's first value, or a sample.
    static func sample(_ argument: ArgumentDescription) -> DBusValue {
        if let list = argument.values.flatMap(Contract.enumeration(named:)) {
            return argument.signature == "as" ? [list.values[0]].dbusValue : .string(list.values[0])
        }
        switch argument.signature {
        case "s": return .string("com.example.a")
        case "b": return .boolean(true)
        case "d": return .double(0.5)
        case "t": return .uint64(7)
        case "v": return .variant(.boolean(true))
        case "(dddd)": return Rect(x: 1, y: 2, width: 30, height: 40).dbusValue
        case "a{sv}": return [String: DBusValue]().dbusValue
        default: preconditionFailure("no sample of '\(argument.signature)'")
        }
    }

    static func samples(_ method: MethodDescription) -> [DBusValue] { method.inArguments.map(sample) }

    /// Every method: decoded from its values, the call gives the same values back, and its JSON
    /// message decodes to the same call.
    @Test func everyCallRoundTripsThroughItsValuesAndJSON() throws {
        try Self.roundTrips(Control1.Call.self)
        try Self.roundTrips(App1.Call.self)
        try Self.roundTrips(Server1.Call.self)
        try Self.roundTrips(Keyboard1.Call.self)
    }

    static func roundTrips<Call: ContractCall>(_ type: Call.Type) throws {
        for method in Call.Method.allCases {
            let values = samples(Call.description(of: method))
            let call = try Call(method: method, arguments: values)
            #expect(call.method == method)
            #expect(call.arguments == values, "\(method.rawValue)")
            let json = try JSONEncoder().encode(call)
            #expect(try JSONDecoder().decode(Call.self, from: json) == call, "\(String(decoding: json, as: UTF8.self))")
        }
    }

    @Test func theJSONMessageNamesTheMethodAndEachArgument() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = { (call: Control1.Call) in String(decoding: try encoder.encode(call), as: UTF8.self) }
        #expect(try json(.showAlert(kind: .microphonePermission)) == #"{"arguments":{"kind":"microphone-permission"},"method":"ShowAlert"}"#)
        #expect(try json(.goHome) == #"{"arguments":{},"method":"GoHome"}"#)
        #expect(try json(.moveAppWindow(bundleId: "com.example.a", frame: Rect(x: 1, y: 2, width: 3, height: 4)))
            == #"{"arguments":{"bundle_id":"com.example.a","frame":[1,2,3,4]},"method":"MoveAppWindow"}"#)
        #expect(try json(.configure(options: .init(profile: "ios13", reduceMotion: true)))
            == #"{"arguments":{"options":{"Profile":"ios13","reduce-motion":true}},"method":"Configure"}"#)
        let decoded = try JSONDecoder().decode(Control1.Call.self, from: Data(#"{"method": "SetSetting", "arguments": {"name": "predictive", "value": false}}"#.utf8))
        #expect(decoded == .setSetting(name: .predictive, value: .boolean(false)))
        let advance = try JSONDecoder().decode(Control1.Call.self, from: Data(#"{"method": "Advance", "arguments": {"ms": 250}}"#.utf8))
        #expect(advance == .advance(ms: 250))
    }

    /// What keyboardd would answer, from untyped values: the same name and message whoever builds the call.
    @Test func badValuesAreKeyboarddsErrors() {
        func refusal(_ method: String, _ arguments: [DBusValue]) -> DBusError? {
            do { _ = try Control1.Call(method: method, arguments: arguments); return nil } catch { return error }
        }
        #expect(refusal("Frobnicate", []) == .unknownMethod("org.keyboardd.Control1 has no method Frobnicate (methods: "
            + Control1.MethodName.allCases.map(\.rawValue).joined(separator: ", ") + ")"))
        #expect(refusal("ShowAlert", []) == .invalidArgs("ShowAlert takes 1 argument(s) (kind s), got 0"))
        #expect(refusal("ShowAlert", [.boolean(true)]) == .invalidArgs("ShowAlert: kind must be of type 's', not 'b'"))
        #expect(refusal("ShowAlert", [.string("nope")]) == .invalidArgs("ShowAlert: kind \"nope\" is not one of generic, "
            + "microphone-permission, camera-permission, contacts-permission, location-permission, notifications-permission, photos-permission"))
        #expect(refusal("DismissSheetBy", [.string("swipe")]) == .invalidArgs("DismissSheetBy: how \"swipe\" is not one of button, pull-down"))
        #expect(refusal("Configure", [["Devise": DBusValue.string("x")].dbusValue])
            == .invalidArgs("Configure: unknown option 'Devise' (options: " + Control1.ConfigureOptions.keys.map { "\($0.name) \($0.signature)" }
                .joined(separator: ", ") + ")"))
        #expect(refusal("Configure", [["Orientation": DBusValue.string("diagonal")].dbusValue])
            == .invalidArgs("Configure: option 'Orientation': \"diagonal\" is not one of portrait, landscapeLeft, landscapeRight, portraitUpsideDown"))
        #expect(refusal("SetSetting", [.string("dark-mode"), .variant(.boolean(true))])?.message.contains("reduce-motion") == true)
        func trait(_ traits: [String: DBusValue]) -> String? {
            do { _ = try App1.Call(method: "BecomeFirstResponder", arguments: [.string("r"), traits.dbusValue]); return nil } catch {
                return error.name == DBusError.invalidArgsName ? error.message : "\(error)"
            }
        }
        #expect(trait(["KeyboardType": .string("morse")])?.hasPrefix("BecomeFirstResponder: trait 'KeyboardType': \"morse\" is not one of default, ") == true)
        #expect(trait(["Colour": .string("red")])?.hasPrefix("BecomeFirstResponder: unknown trait 'Colour' (traits: InputView s, ") == true)
        for (key, bad) in [("InputView", DBusValue.string("hologram")), ("Kind", .string("label")), ("SecureTextEntry", .string("no")),
                           ("TextContentType", .string("creditCard")), ("AutocorrectionType", .string("off")),
                           ("AutocorrectionType", .string("No")), ("AutocorrectionType", .boolean(false)), ("AutocorrectionType", .string(""))] {
            #expect(trait([key: bad])?.contains("trait '\(key)'") == true, "\(key) \(bad)")
        }
        #expect(trait(["AutocorrectionType": .string("no"), "TextContentType": .string("")]) == nil)
    }

    /// The JSON form refuses what the values would, with the same errors, and names what is missing or unknown.
    @Test func badJSONIsKeyboarddsErrors() {
        func refusal(_ json: String) -> DBusError? {
            do { _ = try JSONDecoder().decode(Control1.Call.self, from: Data(json.utf8)); return nil } catch {
                return error as? DBusError
            }
        }
        #expect(refusal(#"{"method": "ShowAlert", "arguments": {"kind": "nope"}}"#)?.message.hasPrefix("ShowAlert: kind \"nope\" is not one of") == true)
        #expect(refusal(#"{"method": "ShowAlert", "arguments": {}}"#) == .invalidArgs("ShowAlert is missing its argument 'kind' (arguments: kind s)"))
        #expect(refusal(#"{"method": "Rotate", "arguments": {"orientation": "portrait", "speed": 2}}"#)
            == .invalidArgs("Rotate has no argument 'speed' (arguments: orientation s)"))
        #expect(refusal(#"{"method": "Advance", "arguments": {"ms": -5}}"#)?.message.hasPrefix("Advance: ms: expected a value of type 't'") == true)
        #expect(refusal(#"{"method": "Frobnicate"}"#)?.name == DBusError.unknownMethodName)
    }

    /// A signal's JSON message: its name and arguments by name, read back to the same payload.
    @Test func signalsRoundTripThroughJSON() throws {
        let info = NotificationUserInfo(frameBegin: Rect(y: 812, width: 375, height: 336), frameEnd: Rect(y: 476, width: 375, height: 336),
                                        animationDuration: 0.25, animationCurve: 7, isLocal: true, sequence: 4, time: 1200,
                                        owner: "com.example.a")
        let keyboard = App1.KeyboardNotification(name: "UIKeyboardWillShowNotification", userInfo: info)
        let json = try JSONEncoder().encode(keyboard)
        #expect(try JSONDecoder().decode(App1.KeyboardNotification.self, from: json) == keyboard)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""signal":"KeyboardNotification""#) && text.contains(#""UIKeyboardIsLocalUserInfoKey":true"#), "\(text)")
        let broadcast = Keyboard1.Notification(name: "UIKeyboardDidShowNotification", userInfo: info, recipients: ["com.example.a"])
        #expect(try JSONDecoder().decode(Keyboard1.Notification.self, from: JSONEncoder().encode(broadcast)) == broadcast)
        let lifecycle = App1.LifecycleNotification(name: "UIApplicationDidBecomeActiveNotification")
        #expect(try JSONDecoder().decode(App1.LifecycleNotification.self, from: JSONEncoder().encode(lifecycle)) == lifecycle)
        #expect(throws: DBusError.self) {
            try JSONDecoder().decode(App1.LifecycleNotification.self, from: JSONEncoder().encode(keyboard))
        }
    }

    /// A reply answers its own method only.
    @Test func repliesAnswerTheirMethod() throws {
        #expect(try Control1.Reply.settle(now: 5).values(answering: .settle) == [.uint64(5)])
        #expect(try Control1.Reply.done.values(answering: .goHome) == [])
        #expect(throws: DBusError.self) { try Control1.Reply.done.values(answering: .settle) }
        #expect(throws: DBusError.self) { try Control1.Reply.settle(now: 5).values(answering: .goHome) }
        #expect(try Control1.Reply(method: .settle, values: [.uint64(9)]) == .settle(now: 9))
        #expect(throws: DBusError.self) { try Control1.Reply(method: .goHome, values: [.uint64(9)]) }
    }
}
