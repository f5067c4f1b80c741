import KeyboardModel

/// Events with extreme or malformed arguments, beside the well-formed ones of `RandomEvents`:
/// NaN and infinite sizes, huge and negative values, empty and overlong names, unknown apps,
/// windows, input modes and quirks, too many facts (a name from one of the contract's value lists
/// comes typed: the bus's decoder refuses a wild one before the model, ContractCallTests). The model must refuse each with a message and
/// change nothing, or accept it and keep every invariant.
enum WildEvents {
    static let doubles: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308, -1e308, .ulpOfOne, 10_000, 10_000.5,
                                    -10_000, 2_000, 2_000.5, .leastNonzeroMagnitude, -0.0, 333]
    static let names: [String] = ["", "x", String(repeating: "n", count: 255), String(repeating: "n", count: 256),
                                  String(repeating: "é", count: 128), "a\u{0}b", "💥", String(repeating: "z", count: 65_536)]
    static let bundleIds: [String] = ["", "a", "b", "w1", "w2", "w3", "w4", "w5", "w6", "w7", "bad id", "a/b",
                                      String(repeating: "a", count: 255), String(repeating: "a", count: 256), "ü.app", "a..b"]
    static let modes: [String] = ["", "en-US", "third-party:X:NaN", "third-party:X:1e308", "third-party:X:-5",
                                  "third-party::180", "third-party:X:", "third-party:X:180:extra", "klingon",
                                  String(repeating: "m", count: 65_536)]
    static let count = 16

    static func event(code: Int, a: Int, b: Int, world: KeyboardWorld) -> Event {
        let app = RandomEvents.apps[a % RandomEvents.apps.count]
        let d = doubles[b % doubles.count]
        let d2 = doubles[(a + b) % doubles.count]
        let name = names[b % names.count]
        switch code % count {
        case 0:
            return .registerApp(bundleId: bundleIds[b % bundleIds.count], launch: a % 2 == 0,
                                windowFrame: a % 3 == 0 ? nil : Rect(x: d2, y: 0, width: d, height: 500),
                                backgroundModes: [[], ["audio"], ["voip", "audio"], ["teleport"], Array(repeating: "audio", count: 40)][a % 5])
        case 1:
            return .becomeFirstResponder(app: app, responder: name, traits: ResponderTraits(
                inputView: InputViewKind.allCases[a % 3], customInputViewHeight: d, inputAccessoryViewHeight: d2,
                keyboardType: .default, textInputContextIdentifier: a % 2 == 0 ? nil : names[a % names.count]))
        case 2: return .setInputAccessoryViewHeight(app: app, height: d)
        case 3:
            let windows = world.app(app)?.windows.map(\.id) ?? []
            let id = windows.isEmpty || a % 4 == 0 ? name : windows[b % windows.count]
            return .setWindowFrame(app: app, windowId: id, frame: Rect(x: d2, y: d, width: doubles[(b + 3) % doubles.count],
                                                                       height: doubles[(a + 5) % doubles.count]))
        case 4: return .endKeyboardDrag(y: d)
        case 5: return .setSplitView(primary: app, secondary: [RandomEvents.apps[b % 4], "", "ghost", app][a % 4], fraction: d)
        case 6: return .setInputMode(modes[b % modes.count])
        case 7: return .rotate(Orientation.allCases[a % Orientation.allCases.count])
        case 8: return .setDevice(["", "iphone-se", "nokia-3310", name][a % 4])
        case 9: return .setProfile(["", "ideal", "ios6", name][a % 4])
        case 10: return .setQuirk([name, "", "leaky-transition", "no-such-quirk"][a % 4], on: b % 2 == 0)
        case 11:
            var facts: [String: ModelValue] = [:]
            let size = [0, 1, 64, 65, 300][a % 5]
            for i in 0..<size { facts["f\(i)"] = i % 2 == 0 ? .double(d) : .strings(Array(repeating: "s", count: b % 8)) }
            if a % 7 == 0 { facts[name] = .dictionary(["inner": .rect(Rect(x: d, y: d2, width: 1, height: 1))]) }
            return .report(app: app, facts: facts)
        case 12: return .showAlert(kind: AlertKind.allCases[a % AlertKind.allCases.count])
        case 13: return [.launchApp(name), .terminateApp(name), .unregister(app: name), .processDied(app: name)][a % 4]
        case 14: return .setKeyboardMode(KeyboardMode.allCases[a % KeyboardMode.allCases.count])
        default: return .reset
        }
    }
}
