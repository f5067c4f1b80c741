import CallEvents
import DBus
import KeyboardContract
import KeyboardModel
import Testing

/// CallEvents, the one mapping of the contract's decoded calls onto the model that keyboardd's
/// server and the in-process runner share: every method reaches the model as its own event (or
/// the shell's clock and journal), with its arguments typed all the way.
@Suite struct CallMappingTests {
    @Test func everyControl1CallIsItsEventOrTheShells() throws {
        let shells: [Control1.MethodName: ControlRequest] = [.advance: .advance(ms: 7), .settle: .settle, .trace: .trace(afterSequence: 7)]
        for method in Control1.MethodName.allCases {
            let call = try Control1.Call(method: method, arguments: ContractCallTests.samples(Control1.Call.description(of: method)))
            switch try call.request() {
            case .event(let event): #expect(event.name == method.rawValue, "\(method)")
            case let shell: #expect(shells[method] == shell, "\(method): \(shell)")
            }
        }
    }

    @Test func everyApp1CallIsItsEventAndReply() throws {
        for method in App1.MethodName.allCases {
            let call = try App1.Call(method: method, arguments: ContractCallTests.samples(App1.Call.description(of: method)))
            let event = try call.event(app: "com.example.a")
            #expect(event.appName == "com.example.a")
            // ResignFirstResponderWithOptions without Animated false is the plain resign.
            #expect(event.name == method.rawValue || (method == .resignFirstResponderWithOptions && event.name == "ResignFirstResponder"))
            #expect(try call.reply(to: [.reply(true)]).values(answering: method) == (method.rawValue.hasSuffix("FirstResponder")
                || method == .resignFirstResponderWithOptions ? [.boolean(true)] : []), "\(method)")
        }
        let registration = Server1.Call.registerApp(bundleId: "a", options: .init(launch: false, backgroundModes: [.audio]))
        #expect(registration.event == .registerApp(bundleId: "a", launch: false, backgroundModes: ["audio"]))
    }

    @Test func traitsArriveTyped() throws {
        let call = try App1.Call(method: "BecomeFirstResponder", arguments: [.string("r"), [
            "InputView": DBusValue.string("custom"), "CustomInputViewHeight": .int32(200), "InputAccessoryViewHeight": .double(44),
            "KeyboardType": .string("numberPad"), "TextInputContextIdentifier": .string("chat-1"), "Kind": .string("textView"),
            "SecureTextEntry": .boolean(true), "TextContentType": .string("newPassword"), "AutocorrectionType": .string("no"),
            "InputAccessoryOwner": .string("view-controller"), "InputAccessoryViewId": .string("bar"), "ShouldEndEditing": .boolean(false),
        ].dbusValue])
        guard case .becomeFirstResponder(_, _, let traits) = try call.event(app: "a") else { Issue.record("not a focus"); return }
        #expect(traits == ResponderTraits(inputView: .custom, customInputViewHeight: 200, inputAccessoryViewHeight: 44,
                                          keyboardType: .numberPad, textInputContextIdentifier: "chat-1", kind: .textView,
                                          secureTextEntry: true, textContentType: .newPassword, autocorrectionType: .no,
                                          inputAccessoryOwner: .viewController, inputAccessoryViewId: "bar", shouldEndEditing: false))
        guard case .becomeFirstResponder(_, _, let plain) = try App1.Call.becomeFirstResponder(responder: "r", traits: .init()).event(app: "a")
        else { Issue.record("not a focus"); return }
        #expect(plain == ResponderTraits(), "keys left out keep the model's defaults")
    }

    @Test func configureArrivesTyped() throws {
        let call = Control1.Call.configure(options: .init(device: "iphone-6", profile: "ios8", orientation: .landscapeLeft,
                                                          predictive: false, reduceMotion: true))
        #expect(try call.request() == .event(.configure(ConfigureOptions(device: "iphone-6", profile: "ios8", orientation: .landscapeLeft,
                                                                          settings: [.predictive: false, .reduceMotion: true]))))
        #expect(try Control1.Call.configure(options: .init()).request() == .event(.configure(ConfigureOptions())))
    }

    /// SetSetting's value is a variant: only a boolean means something, else InvalidArgs naming every setting.
    @Test func aSettingTakesABoolean() throws {
        #expect(try Control1.Call.setSetting(name: .stageManager, value: .boolean(true)).request() == .event(.setSetting(.stageManager, on: true)))
        for bad: DBusValue in [.string("no"), .variant(.boolean(false)), [UInt8(0)].dbusValue] {
            #expect(throws: DBusError.invalidArgs("SetSetting: setting predictive takes a boolean (b), not '\(bad.signature)'; settings: "
                + "predictive b, reduce-motion b, prefer-cross-fade b, stage-manager b, simulator b")) {
                try Control1.Call.setSetting(name: .predictive, value: bad).request()
            }
        }
    }
}
