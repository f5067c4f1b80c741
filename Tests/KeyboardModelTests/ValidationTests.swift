// Every input is validated; errors map one-to-one to the contract's and change nothing.

import KeyboardModel
import Testing

@Suite struct ValidationTests {
    @Test func errorsNameWhatWasWrong() throws {
        var b = Bench()
        try b.launch("a")
        let cases: [(Event, String)] = [
            (.registerApp(bundleId: "a"), "AppExists"),
            (.registerApp(bundleId: ""), "InvalidArgs"),
            (.registerApp(bundleId: String(repeating: "x", count: 256)), "InvalidArgs"),
            (.registerApp(bundleId: "bad id"), "InvalidArgs"),
            (.registerApp(bundleId: "b", windowFrame: Rect(x: 0, y: 0, width: .nan, height: 1)), "InvalidArgs"),
            (.registerApp(bundleId: "b", windowFrame: Rect(x: 0, y: 0, width: -5, height: 1)), "InvalidArgs"),
            (.registerApp(bundleId: "b", windowFrame: Rect(x: 0, y: 0, width: 1e12, height: 1)), "InvalidArgs"),
            (.registerApp(bundleId: "b", backgroundModes: ["teleport"]), "InvalidArgs"),
            (.launchApp("ghost"), "UnknownApp"),
            (.becomeFirstResponder(app: "a", responder: "", traits: ResponderTraits()), "InvalidArgs"),
            (.becomeFirstResponder(app: "a", responder: "r", traits: ResponderTraits(inputAccessoryViewHeight: .infinity)), "InvalidArgs"),
            (.becomeFirstResponder(app: "a", responder: "r", traits: ResponderTraits(inputView: .custom)), "InvalidArgs"),
            (.setInputAccessoryViewHeight(app: "a", height: 10), "WrongState"),
            (.setWindowFrame(app: "a", windowId: "nope", frame: Rect(x: 0, y: 0, width: 1, height: 1)), "InvalidArgs"),
            (.setKeyboardMode(.split), "NotSupported"),
            (.rotate(.portraitUpsideDown), "NotSupported"),
            (.setSplitView(primary: "a", secondary: "", fraction: 0.5), "NotSupported"),
            (.setDevice("ipad-pro-11"), "WrongState"),
            (.setDevice("nokia"), "InvalidArgs"),
            (.setProfile("ios4"), "InvalidArgs"),
            (.setQuirk("bouncy", on: true), "InvalidArgs"),
            (.dismissAlert, "WrongState"),
            (.endKeyboardDrag(y: 10), "WrongState"),
            (.endKeyboardDrag(y: .nan), "InvalidArgs"),
            (.report(app: "a", facts: ["h": .double(.nan)]), "InvalidArgs"),
        ]
        for (event, name) in cases {
            let before = (b.world.apps, b.world.keyboardInfo, b.world.traceCount)
            do {
                try b.run(event)
                Issue.record("\(event) did not throw")
            } catch let error as ModelError {
                #expect(error.contractName.hasSuffix(name), "\(event): \(error)")
                #expect(!error.message.isEmpty)
                #expect(before == (b.world.apps, b.world.keyboardInfo, b.world.traceCount), "\(event) changed the world")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func limits() throws {
        var b = Bench { $0.maxApps = 2 }
        try b.launch("a")
        try b.launch("b")
        #expect(throws: ModelError.limitsExceeded("at most 2 apps may be registered")) { try b.run(.registerApp(bundleId: "c")) }
        let many = Dictionary(uniqueKeysWithValues: (0..<65).map { ("k\($0)", ModelValue.int(1)) })
        #expect(throws: ModelError.self) { try b.run(.report(app: "a", facts: many)) }
        #expect(throws: ModelError.invalidArgs("time 0 is before the model's now \(b.now)")) { try b.world.apply(.goHome, at: 0) }
    }

    /// A suspended or terminated app cannot call; a background one is refused focus (false).
    @Test func appStateDecidesWhatAnAppMayDo() throws {
        var b = Bench()
        try b.launch("a")
        try b.launch("b")
        b.advance(b.timings.enterBackground)
        #expect(b.app("a").state == .background)
        let reply = try b.run(.becomeFirstResponder(app: "a", responder: "r", traits: ResponderTraits()))
        #expect(reply.contains(.reply(false)) && b.app("a").firstResponder == "")
        b.settle()
        #expect(throws: ModelError.self) { try b.run(.becomeFirstResponder(app: "a", responder: "r", traits: ResponderTraits())) }
        try b.run(.terminateApp("b"))
        #expect(b.app("b").state == .notRunning)
        #expect(throws: ModelError.wrongState("b is not running")) { try b.run(.terminateApp("b")) }
    }
}
