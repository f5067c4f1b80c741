import Foundation
import KeyboardClient
import Testing

extension KeyboardClientTests {
    /// KVO of the keyboard's view, keyboardd's way: each change of the app's KeyboardOverlap is
    /// posted as `KeyboardViewObservation.keyboardViewDidMove`, in order with the keyboard
    /// notifications, and `keyboardFrame()` says where the keyboard is then (N15).
    @Suite struct KeyboardViewObservationTests {
        @Test func aDraggedKeyboardIsPostedAsAMove() async throws {
            let bench = try await ClientBench()
            let (app, posted) = try await bench.recordedApp()
            defer { app.close() }
            #expect(try app.becomeFirstResponder("field"))
            try await bench.settle(app)
            let shown = try app.keyboardFrame()
            #expect(shown == CGRect(x: 0, y: 812 - 335, width: 375, height: 335))
            // The show ends where it was sent: its last move says so, after its notifications.
            let moves = posted.all.filter { $0.notification.name == KeyboardViewObservation.keyboardViewDidMove }
            #expect(moves.last?.userInfo[KeyboardViewObservation.overlapKey] as? CGRect == shown)
            #expect(posted.names.last == KeyboardViewObservation.keyboardViewDidMove.rawValue)

            try await posted.clear(after: app)
            try await bench.control.beginInteractiveDismiss()
            try await bench.control.moveInteractiveDismiss(y: 700)
            try await bench.settle(app)
            let dragged = CGRect(x: 0, y: 700, width: 375, height: 112)
            let drag = posted.all.filter { $0.notification.name == KeyboardViewObservation.keyboardViewDidMove }
            #expect(drag.last?.userInfo[KeyboardViewObservation.overlapKey] as? CGRect == dragged)
            #expect(try app.keyboardFrame() == CGRect(x: 0, y: 700, width: 375, height: 335))
            let now = try app.now()
            #expect(try app.keyboardFrame(at: now) == app.keyboardFrame())
        }
    }
}
