import Foundation
import KeyboardClient
import Testing
@testable import CompatibilityTable

/// What an app of the in-process runner hears is what KeyboardClient posts over the bus: UIKit's
/// names and userInfo types, in delivery order, UIApplication's state set before each lifecycle
/// notification, the editing notifications among the keyboard's; and the trackers' timers run on
/// the model's clock.
@Suite struct SimulatedDeviceTests {
    /// Everything one app's center receives, with the state UIKit reports as it is posted.
    final class Recorder: ConfinedObject {
        struct State {
            var posts: [(name: String, info: [AnyHashable: Any], state: UIApplication.State)] = []
            fileprivate var tokens: [any NSObjectProtocol] = []
        }

        let state = Confined(State())

        init(_ app: SimulatedApp) {
            let names = KeyboardEvent.Kind.allCases.map(\.notificationName) + LifecycleEvent.allCases.map(\.notificationName)
                + EditingEvent.Kind.allCases.map(\.notificationName)
            for name in names {
                state.tokens.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [unowned self, unowned app] note in
                    state.posts.append((note.name.rawValue, note.userInfo ?? [:], app.applicationState))
                })
            }
        }

        var names: [String] { state.posts.map(\.name) }
    }

    @Test func notificationsAreUIKitShapedInDeliveryOrder() throws {
        let device = try SimulatedDevice(device: "iphone-11", profile: "ios16")
        let app = try device.register("com.example.a", launch: true)
        let recorder = Recorder(app)
        device.deliver()
        try device.settle()
        #expect(recorder.names == ["UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification"])
        #expect(recorder.posts.last?.state == .active, "the state is set before DidBecomeActive is posted")

        recorder.posts.removeAll()
        #expect(try app.becomeFirstResponder("field", traits: ResponderTraits()))
        device.deliver()
        try device.settle()
        #expect(recorder.names == [
            "UITextFieldTextDidBeginEditingNotification",
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
        ])
        #expect(recorder.posts[0].info[EditingEvent.responderKey] as? String == "field")
        let willShow = recorder.posts[2].info
        let end = try #require(willShow[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)
        #expect(end.maxY == 896 && end.height > 0)
        #expect(willShow[UIResponder.keyboardFrameBeginUserInfoKey] is CGRect)
        #expect((willShow[UIResponder.keyboardCenterEndUserInfoKey] as? CGPoint)?.y == end.midY)
        #expect((willShow[UIResponder.keyboardBoundsUserInfoKey] as? CGRect)?.size == end.size)
        #expect(willShow[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval == 0.25)
        #expect(willShow[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(willShow[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        #expect(willShow[KeyboardEvent.ownerKey] as? String == "com.example.a")
        #expect(KeyboardEvent(Notification(name: UIResponder.keyboardWillShowNotification, userInfo: willShow)) != nil,
                "KeyboardClient's own decoder reads it")
    }

    /// iOS 8 posts no IsLocal key (C14): the app gets none, as over the bus.
    @Test func anEraWithoutIsLocalPostsNone() throws {
        let device = try SimulatedDevice(device: "iphone-6", profile: "ios8")
        let app = try device.register("com.example.a", launch: true)
        let recorder = Recorder(app)
        try device.settle()
        _ = try app.becomeFirstResponder("field", traits: ResponderTraits())
        device.deliver()
        let keyboard = recorder.posts.filter { $0.name.hasPrefix("UIKeyboard") }
        #expect(!keyboard.isEmpty)
        #expect(keyboard.allSatisfy { $0.info[UIResponder.keyboardIsLocalUserInfoKey] == nil })
    }

    /// A tracker's timer falls due on the model's clock, after the model's own events of the same
    /// instant, and a Settle runs it.
    @Test func trackerTimersRunOnTheModelClock() throws {
        let device = try SimulatedDevice(device: "iphone-11", profile: "ios16")
        let app = try device.register("com.example.a", launch: true)
        try device.settle()
        let start = device.now
        let log = Log()
        let recorder = Recorder(app)
        device.timer.now = device.now
        device.timer.schedule(after: 0.25) { log.add("timer at \(device.now - start)") }
        _ = try app.becomeFirstResponder("field", traits: ResponderTraits())
        device.deliver()
        device.advance(to: start + 249)
        #expect(log.lines.isEmpty)
        device.advance(to: start + 250)
        #expect(log.lines == ["timer at 250"])
        #expect(recorder.names.last == "UIKeyboardDidShowNotification", "the model's Did of the same instant came first")

        device.timer.schedule(after: 1) { log.add("settled at \(device.now - start)") }
        try device.settle()
        #expect(log.lines.last == "settled at 1250")
    }

    final class Log: Sendable {
        private let log = Confined<[String]>([])
        var lines: [String] { log.value }
        func add(_ line: String) { log.value.append(line) }
    }
}
