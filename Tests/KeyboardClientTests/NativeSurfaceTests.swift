import BusTestSupport
import Foundation
import KeyboardClient
import Observation
import Testing

extension KeyboardClientTests {
    /// The Swift-native surface: `events` streams and the observable `status`.
    @Suite struct NativeSurfaceTests {
        /// Each `events` call is a stream of its own; both get every notification, typed, in
        /// the order the UIKit-shaped ones were posted; they end when the client closes.
        @Test func everyEventsStreamGetsEveryEventInDeliveryOrder() async throws {
            let bench = try await ClientBench()
            let (app, posted) = try await bench.recordedApp()
            let first = app.events
            let second = app.events

            #expect(try app.becomeFirstResponder("tummy"))
            _ = try await bench.control.settle()
            try await bench.control.goHome()
            try await bench.settle(app)
            let expected = clientEvents(posted.all)
            // Every UIKit-shaped post is an event; the keyboard's moves (KVO's stand-in) are not.
            let uikit = posted.all.filter { $0.notification.name != KeyboardViewObservation.keyboardViewDidMove }
            #expect(expected.count == uikit.count && uikit.count < posted.all.count)
            #expect(expected.contains(.lifecycle(.didEnterBackground)))
            #expect(expected.contains { if case .keyboard(let k) = $0 { k.kind == .didShow } else { false } })
            #expect(try await take(expected.count, from: first) == expected)
            #expect(try await take(expected.count, from: second) == expected)

            app.close()
            let rest = try await withDeadline(60, "the stream's end") {
                var left: [ClientEvent] = []
                for await event in first { left.append(event) }
                return left
            }
            #expect(rest.isEmpty)
            let late = try await withDeadline(60, "a stream made after close to end") {
                var count = 0
                for await _ in app.events { count += 1 }
                return count
            }
            #expect(late == 0)
        }

        /// The status follows the notifications on the app's queue (visible after WillShow,
        /// hidden after WillHide, frame = the last FrameEnd), the app state follows App1.State
        /// (suspended included), and changes are observable with Observation.
        @Test func statusFollowsTheNotifications() async throws {
            let bench = try await ClientBench()
            let window = CGRect(x: 0, y: 100, width: 375, height: 712)
            let app = try bench.app("com.example.ike", options: RegistrationOptions(windowFrame: window))
            defer { app.close() }
            try await bench.settle(app)
            let status = app.status
            #expect(await onQueue(bench.queue) { status.appState } == .active)
            #expect(await onQueue(bench.queue) { status.windowFrame } == window)
            #expect(await onQueue(bench.queue) { status.keyboardVisible } == false)

            let changed = Flag()
            await onQueue(bench.queue) {
                withObservationTracking { _ = status.keyboardVisible } onChange: { changed.set() }
            }
            #expect(try app.becomeFirstResponder("tummy"))
            try await app.synchronize()
            // WillShow is enough: the animation has not ended.
            #expect(await onQueue(bench.queue) { status.keyboardVisible })
            #expect(changed.isSet)
            try await bench.settle(app)
            let shown = CGRect(x: 0, y: 477, width: 375, height: 335)
            #expect(await onQueue(bench.queue) { status.keyboardFrame } == shown)
            #expect(await onQueue(bench.queue) { status.keyboardFrameInWindow } == shown.offsetBy(dx: 0, dy: -100))
            // Belief from the notifications, truth from keyboardd: the same on a clean show.
            let believed = await onQueue(bench.queue) { status.keyboardOverlapInWindow }
            #expect(believed == CGRect(x: 0, y: 377, width: 375, height: 335))
            #expect(try app.keyboardOverlap() == believed)

            #expect(try app.resignFirstResponder())
            try await app.synchronize()
            #expect(await onQueue(bench.queue) { status.keyboardVisible } == false)
            #expect(await onQueue(bench.queue) { status.keyboardOverlapInWindow } == .zero)
            try await bench.settle(app)
            #expect(await onQueue(bench.queue) { status.keyboardFrame.minY } == 812)

            try await bench.control.goHome()
            try await bench.settle(app)
            #expect(await onQueue(bench.queue) { status.appState } == .suspended)
            #expect(app.applicationState == .background)
            #expect(try app.state() == .suspended)
        }
    }
}
