import DBus
import Foundation
import KeyboardContract
import ProcessSupport
@testable import Playground
import ScenarioFiles
import StrategyMatrix
import Testing

/// The pieces behind the page, without a browser: the calls read from the page's JSON with the
/// contract's errors, an app's calls as its sample client's commands, the export as a scenario
/// file the reader takes, the token and the Origin.
@Suite struct PlaygroundProtocolTests {
    func call(_ json: String) throws -> PageCall {
        try JSONDecoder().decode(PageCall.self, from: Data(json.utf8))
    }

    func control(_ json: String) throws -> Control1.Call? {
        if case .control(let call) = try self.call(json) { call } else { nil }
    }

    func refusal(_ json: String) -> DBusError? {
        do { _ = try call(json); return nil } catch let error as DBusError { return error } catch { return nil }
    }

    /// The page's JSON decoded once into the generated calls, each argument typed as the XML says.
    @Test func aCallIsTheGeneratedCall() throws {
        #expect(try control(#"{"interface": "Control1", "method": "Configure", "arguments": {"options": {"Device": "iphone-6", "reduce-motion": true}}}"#)
                == .configure(options: Control1.ConfigureOptions(device: "iphone-6", reduceMotion: true)))
        #expect(try control(#"{"interface": "Control1", "method": "MoveAppWindow", "arguments": {"bundle_id": "a.b", "frame": [1, 2, 300, 400.5]}}"#)
                == .moveAppWindow(bundleId: "a.b", frame: Rect(x: 1, y: 2, width: 300, height: 400.5)))
        #expect(try control(#"{"interface": "Control1", "method": "Advance", "arguments": {"ms": 250}}"#) == .advance(ms: 250))
        #expect(try control(#"{"interface": "Control1", "method": "SetKeyboardMode", "arguments": {"mode": "floating"}}"#)
                == .setKeyboardMode(mode: .floating))
        let setting = try control(#"{"interface": "Control1", "method": "SetSetting", "arguments": {"name": "predictive", "value": false}}"#)
        #expect(setting?.arguments == [.string("predictive"), .variant(.boolean(false))])
        guard case .app(.reloadInputViews, let bundleId) = try call(#"{"interface": "App1", "method": "ReloadInputViews", "app": "a.b"}"#) else {
            Issue.record("an App1 call is App1.Call with its app")
            return
        }
        #expect(bundleId == "a.b")
        // A call written by the generated encoder is read back as the same call.
        let configure = Control1.Call.configure(options: Control1.ConfigureOptions(device: "ipad-pro-11", orientation: .landscapeLeft))
        let written = String(decoding: try JSONEncoder().encode(configure), as: UTF8.self)
        #expect(try control(#"{"interface": "Control1", "# + written.dropFirst()) == configure)
    }

    @Test func whatTheContractRefusesIsRefusedWithWhatIsValid() throws {
        #expect(refusal(#"{"interface": "Control9", "method": "GoHome"}"#)?.message == "a call names its interface: Control1 or App1")
        #expect(refusal(#"{"interface": "App1", "method": "ReloadInputViews"}"#)?.message == "an App1 call names its app: \"app\": BUNDLE_ID")
        let unknown = refusal(#"{"interface": "Control1", "method": "Fly"}"#)
        #expect(unknown?.name == DBusError.unknownMethodName)
        #expect(unknown?.message.hasPrefix("org.keyboardd.Control1 has no method Fly (methods: LaunchApp, GoHome,") == true)
        #expect(refusal(#"{"interface": "Control1", "method": "Advance", "arguments": {}}"#)?.message
                == "Advance is missing its argument 'ms' (arguments: ms t)")
        #expect(refusal(#"{"interface": "Control1", "method": "Advance", "arguments": {"ms": 1, "later": 2}}"#)?.message
                == "Advance has no argument 'later' (arguments: ms t)")
        #expect(refusal(#"{"interface": "Control1", "method": "Advance", "arguments": {"ms": -5}}"#)?.message
                == "Advance: ms: expected a value of type 't', got a number")
        #expect(refusal(#"{"interface": "Control1", "method": "SetHardwareKeyboard", "arguments": {"attached": 1}}"#)?.message
                == "SetHardwareKeyboard: attached: expected a value of type 'b', got a number")
        #expect(refusal(#"{"interface": "Control1", "method": "MoveAppWindow", "arguments": {"bundle_id": "a", "frame": [1, 2]}}"#)?.message
                == "MoveAppWindow: frame: expected a value of type '(dddd)', got an array")
        // A value outside its list is refused with the list, as keyboardd refuses it.
        let mode = refusal(#"{"interface": "Control1", "method": "SetKeyboardMode", "arguments": {"mode": "sideways"}}"#)
        #expect(mode?.name == DBusError.invalidArgsName)
        #expect(mode?.message.contains("floating") == true, "\(mode?.message ?? "")")
        let option = refusal(#"{"interface": "Control1", "method": "Configure", "arguments": {"options": {"Colour": "red"}}}"#)
        #expect(option?.message.hasPrefix("Configure: unknown option 'Colour' (options: Device s,") == true, "\(option?.message ?? "")")
    }

    /// A message whose call cannot be read keeps its id, for the error frame that answers it.
    @Test func aMessageKeepsItsIdWhenItsCallIsRefused() throws {
        let message = try PageMessage.parse(#"{"id": 7, "call": {"interface": "Control1", "method": "Advance", "arguments": "soon"}}"#)
        #expect(message.id == 7)
        guard case .failure(let error)? = message.call else { Issue.record("the call is refused"); return }
        #expect(error.name == DBusError.invalidArgsName)
        #expect(throws: DBusError.self) { try PageMessage.parse("[1, 2]") }
        #expect(throws: DBusError.self) { try PageMessage.parse("{\"id\": ") }
    }

    func commands(_ json: String, example: String = "ike") throws -> [String] {
        guard case .app(let call, _) = try call(json) else { throw DBusError.invalidArgs("not an App1 call") }
        return try AppCommands.commands(for: call, example: example)
    }

    @Test func anAppsCallIsItsSampleClientsCommands() throws {
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "BecomeFirstResponder", "arguments": {"responder": "default", "traits": {}}}"#)
                == ["focus"])
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "BecomeFirstResponder", "arguments": {"responder": "tummy", "traits": {"SecureTextEntry": true, "AutocorrectionType": "no"}}}"#)
                == ["secure tummy", "nocorrect tummy", "focus tummy"])
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "BecomeFirstResponder", "arguments": {"responder": "default", "traits": {"InputView": "custom", "CustomInputViewHeight": 300}}}"#)
                == ["focus", "inputview 300"])
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "BecomeFirstResponder", "arguments": {"responder": "default", "traits": {"Kind": "textView", "ShouldEndEditing": false, "InputAccessoryViewHeight": 44}}}"#)
                == ["toolbar", "textview", "stubborn", "focus"])
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "ResignFirstResponderWithOptions", "arguments": {"options": {"Animated": false}}}"#)
                == ["resign-now"])
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "PushViewController", "arguments": {"options": {"SearchField": true}}}"#)
                == ["push search"])
        #expect(try commands(#"{"interface": "App1", "app": "a", "method": "SetInputAccessoryViewHeight", "arguments": {"height": 88}}"#, example: "chat")
                == ["grow 88"])
        // What no command makes is refused, naming what there is.
        #expect(throws: DBusError.self) {
            try commands(#"{"interface": "App1", "app": "a", "method": "BecomeFirstResponder", "arguments": {"responder": "a", "traits": {"KeyboardType": "numberPad"}}}"#)
        }
        #expect(throws: DBusError.self) {
            try commands(#"{"interface": "App1", "app": "a", "method": "BecomeFirstResponder", "arguments": {"responder": "a", "traits": {"InputAccessoryViewHeight": 30}}}"#)
        }
        #expect(throws: DBusError.self) { try commands(#"{"interface": "App1", "app": "a", "method": "SetInputAccessoryViewHeight", "arguments": {"height": 88}}"#) }
        #expect(throws: DBusError.self) { try commands(#"{"interface": "App1", "app": "a", "method": "SetSnapshotCover", "arguments": {"covered": true}}"#) }
    }

    /// A reply's results under their names in the XML, in their JSON form.
    @Test func aReplyIsItsResultsByName() {
        #expect(App1.Call.becomeFirstResponder(responder: "f", traits: .init()).replyJSON([.boolean(true)]) == .object(["accepted": .bool(true)]))
        #expect(Control1.Call.goHome.replyJSON([]) == .object([]))
    }

    /// The export is a file the scenario reader takes: the device and era of the moment the first
    /// app came, its steps, and the notifications every app received as the last expectation.
    @Test func theExportIsAScenarioFileTheReaderTakes() throws {
        var log = SessionLog(start: .init(device: "iphone-x", era: "ios13", orientation: "portrait", settings: [:], traceAfter: 0))
        log.record(.control(.configure(options: Control1.ConfigureOptions(device: "iphone-6", profile: "ios9"))))
        log.record(.added("com.southpark.ike", .init(device: "iphone-6", era: "ios9", orientation: "landscapeLeft",
                                                     settings: ["reduce-motion": true], traceAfter: 0)))
        log.record(.control(.settle))
        log.record(.app("com.southpark.ike", "focus"))
        log.record(.control(.advance(ms: 16)))
        log.record(.control(.advance(ms: 16)))
        log.record(.control(.setKeyboardMode(mode: .floating)))
        let willShow = Control1.TraceRecord(sequence: 9, time: 400, app: "com.southpark.ike", event: "UIKeyboardWillShowNotification",
                                            data: ["UIKeyboardIsLocalUserInfoKey": .boolean(true),
                                                   "UIKeyboardFrameEndUserInfoKey": .structure([.double(0), .double(409), .double(375), .double(258)])])
        let active = Control1.TraceRecord(sequence: 5, time: 300, app: "com.southpark.ike", event: "UIApplicationDidBecomeActiveNotification", data: [:])
        let export = ScenarioExport(name: "tried", title: "Tried: it", behaviours: ["K1"], log: log,
                                    apps: [ScriptApp(spec: AppSpec(role: "ike", example: "ike", bundleId: "com.southpark.ike", launch: true, judged: false),
                                                     tracker: "naive")],
                                    records: [active, willShow])
        let yaml = export.yaml
        #expect(yaml.contains("device: iphone-6\nera: ios9\n"), "\(yaml)")
        #expect(yaml.contains("  - Configure: {Orientation: landscapeLeft, reduce-motion: true}\n  - settle\n  - ike: focus\n  - advance: 32\n  - SetKeyboardMode: floating\n"), "\(yaml)")
        #expect(yaml.contains("      ike: [DidBecomeActive, {name: WillShow, local: true, end: [0, 409, 375, 258]}]"), "\(yaml)")
        let script = try ScenarioFile.parse(yaml, source: "tried.yaml")
        #expect(script.device == "iphone-6")
        #expect(script.steps.count == 6)
    }

    @Test func theTokenIsTheQueryOrTheCookie() {
        let token = AccessToken("abc123")
        #expect(AccessToken().value.count == 64)
        #expect(AccessToken().value != AccessToken().value)
        #expect(token.admits(query: "abc123", cookieHeader: nil))
        #expect(token.admits(query: nil, cookieHeader: "a=b; keyboardd-playground=abc123"))
        #expect(!token.admits(query: "abc12", cookieHeader: nil))
        #expect(!token.admits(query: nil, cookieHeader: "keyboardd-playground=abc1234"))
        #expect(!token.admits(query: nil, cookieHeader: nil))
        let loopback = OriginCheck(host: "127.0.0.1", port: 8080)
        #expect(loopback.admits("http://127.0.0.1:8080") && loopback.admits("http://localhost:8080") && loopback.admits(nil))
        #expect(!loopback.admits("http://127.0.0.1:8081") && !loopback.admits("https://evil.example") && !loopback.admits("null"))
    }
}
