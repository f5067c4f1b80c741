import BusTestSupport
import DBus
import Foundation
import KeyboardClient
import KeyboardContract
import LogRecording
import Testing

extension KeyboardClientTests {
    /// keyboardd restarts: the client says so, registers again, and the app works as before.
    @Suite struct ReconnectTests {
        @Test func reregistersWhenANewKeyboarddTakesTheName() async throws {
            let bench = try await ClientBench()
            let log = LogRecorder()
            let center = NotificationCenter()
            let posted = PostedNotifications(center)
            let app = try bench.app("com.example.ike", options: RegistrationOptions(windowFrame: CGRect(x: 0, y: 0, width: 375, height: 700)),
                                    center: center, logger: log.logger("keyboard.client"))
            defer { app.close() }
            let events = app.events
            _ = try await bench.control.settle()
            #expect(try app.becomeFirstResponder("tummy"))
            try await bench.settle(app)
            #expect(await onQueue(bench.queue) { app.status.keyboardVisible })

            bench.daemon.stop()
            _ = try await first(in: events, "the client to see keyboardd leave") { $0 == .disconnected }
            #expect(await onQueue(bench.queue) { app.status.keyboardVisible } == false)
            #expect(await onQueue(bench.queue) { app.status.appState } == .notRunning)
            let away = caught { () throws(KeyboardClientError) in try app.becomeFirstResponder("tummy") }
            #expect(away?.name == KeyboardClientError.keyboarddAwayName)
            #expect(away?.message.contains("scripts/run") == true)
            #expect(log.messages.contains { $0.hasPrefix("keyboardd left the bus") }, "\(log.messages)")

            let second = try await bench.startAnotherDaemon()
            defer { second.stop() }
            _ = try await first(in: events, "the client to register again") { $0 == .reregistered }
            // The new registration's own notifications follow.
            #expect(try await take(1, from: events) == [.lifecycle(.didFinishLaunching)])
            let owner = try #require(try bench.connection.nameOwner(Contract.busName))
            #expect(log.messages.contains("keyboardd is back (\(owner)); re-registered as com.example.ike at \(app.objectPath)"),
                    "\(log.messages)")
            #expect(log.labels == ["keyboard.client"])
            // The App object exists again, with the same options.
            #expect(try await App1.Proxy(bench.connection, bundleId: app.bundleId).bundleId() == app.bundleId)
            #expect(try app.windowFrame() == CGRect(x: 0, y: 0, width: 375, height: 700))

            // And the new keyboardd's notifications reach the app.
            _ = try await bench.control.settle()
            try await posted.clear(after: app)
            #expect(try app.becomeFirstResponder("tummy"))
            try await bench.settle(app)
            #expect(posted.keyboard.map(\.notification.name).contains(UIResponder.keyboardDidShowNotification))
            #expect(app.applicationState == .active)
            #expect(try app.state() == .active)
            // The new keyboardd's PropertiesChanged reach the status too.
            #expect(await onQueue(bench.queue) { app.status.appState } == .active)
            #expect(await onQueue(bench.queue) { app.status.keyboardVisible })
        }
    }

    /// `synchronize`: after it, everything keyboardd sent before has been posted.
    @Suite struct SynchronizeTests {
        @Test func afterSettleAndSynchronizeEveryNotificationWasPosted() async throws {
            let bench = try await ClientBench()
            let center = NotificationCenter()
            let posted = PostedNotifications(center)
            let ike = try bench.app("com.example.ike", center: center)
            defer { ike.close() }
            let notes = try bench.app("com.apple.mobilenotes", options: RegistrationOptions(launch: false))
            defer { notes.close() }
            _ = try await bench.control.settle()
            #expect(try ike.becomeFirstResponder("tummy"))
            _ = try await bench.control.settle()
            // K3's switch: Ike's hide and, on ios13, Notes' show reach Ike too.
            try await bench.control.launchApp(bundleId: notes.bundleId)
            try await bench.control.advance(ms: 400)
            #expect(try notes.becomeFirstResponder("body"))
            _ = try await bench.control.settle()

            let seen = try await withDeadline(60, "the synchronize body") {
                await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
                    do {
                        try ike.synchronize { continuation.resume(returning: posted.keyboard.map(\.description)) }
                    } catch {
                        Issue.record("synchronize failed: \(error)")
                        continuation.resume(returning: [])
                    }
                }
            }
            let delivered = bench.delivered(to: ike.bundleId).map(\.description)
            #expect(seen == delivered)
            #expect(delivered.count >= 8, "\(delivered)")
            #expect(posted.keyboard.contains { $0.userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == false })
        }
    }
}
