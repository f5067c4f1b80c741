import BusTestSupport
import DBus
import Foundation
import KeyboardClient
import KeyboardContract
import Testing

extension KeyboardClientTests {
    /// Apps one after another on one connection the process keeps (`KeyboardApp(bundleId:on:)`),
    /// as a sample client does across `register`.
    @Suite struct KeptConnectionTests {
        static let bundleId = "com.example.ike"

        /// The old app's last notifications, sent while it was being closed, all reach the old
        /// app's center, and none the app registered next on the same connection under the same
        /// bundle id (the same object path).
        @Test func theOldAppsLateNotificationsNeverReachTheNextApp() async throws {
            let bench = try await ClientBench()
            let connection = try KeyboardConnection(bus: .address(bench.bus.address))
            defer { connection.close() }
            let oldCenter = NotificationCenter()
            let oldPosted = PostedNotifications(oldCenter)
            let old = try KeyboardApp(bundleId: Self.bundleId, on: connection, notificationCenter: oldCenter,
                                      queue: bench.queue)
            _ = try await bench.control.settle()
            #expect(try old.becomeFirstResponder("tummy"))
            _ = try await bench.control.settle()
            // The predictive bar toggled while the keyboard is up, each a re-layout announced to
            // the old app (N3), sent on the control connection without waiting: nothing on the
            // app's own connection orders them before the close that follows at once, so some
            // are still on their way to it.
            for toggle in 0..<16 {
                let message = try Message.methodCall(
                    destination: Contract.busName, path: Control1.path, interface: Control1.name,
                    member: Control1.MethodName.setSetting.rawValue,
                    arguments: [.string("predictive"), .variant(.boolean(toggle % 2 == 1))])
                message.noReply = true
                try bench.connection.send(message)
            }
            old.close()
            // The control connection's next reply follows every signal of the toggles.
            _ = try await bench.control.settle()
            let sentToOld = bench.delivered(to: Self.bundleId).map(\.description)
            #expect(sentToOld.contains { $0.hasPrefix(UIResponder.keyboardDidShowNotification.rawValue) }, "\(sentToOld)")
            // Already on the old app's queue when close() returned: no round trip since.
            #expect(await onQueue(bench.queue) { oldPosted.keyboard.map(\.description) } == sentToOld)

            let nextCenter = NotificationCenter()
            let nextPosted = PostedNotifications(nextCenter)
            let next = try KeyboardApp(bundleId: Self.bundleId, on: connection, notificationCenter: nextCenter,
                                       queue: bench.queue)
            defer { next.close() }
            _ = try await bench.control.settle()
            try await next.synchronize()
            #expect(nextPosted.keyboard.isEmpty, "the old app's notifications: \(nextPosted.keyboard.map(\.description))")
            #expect(nextPosted.names.first == UIApplication.didFinishLaunchingNotification.rawValue, "\(nextPosted.names)")
            #expect(nextPosted.lifecycle.last?.notification.name == UIApplication.didBecomeActiveNotification)

            // The next app's own notifications reach it, and the old app's center no more.
            #expect(try next.becomeFirstResponder("tummy"))
            _ = try await bench.control.settle()
            try await next.synchronize()
            let sentToNext = Array(bench.delivered(to: Self.bundleId).map(\.description).dropFirst(sentToOld.count))
            #expect(sentToNext.contains { $0.hasPrefix(UIResponder.keyboardDidShowNotification.rawValue) }, "\(sentToNext)")
            #expect(nextPosted.keyboard.map(\.description) == sentToNext)
            #expect(oldPosted.keyboard.map(\.description) == sentToOld)
            #expect(connection.isConnected)
        }

        /// Closing an app unregisters it and leaves the connection open for the next.
        @Test func closeUnregistersAndKeepsTheConnection() async throws {
            let bench = try await ClientBench()
            let connection = try KeyboardConnection(bus: .address(bench.bus.address))
            defer { connection.close() }
            let first = try KeyboardApp(bundleId: Self.bundleId, on: connection, queue: bench.queue)
            #expect(try registered(bench).contains(Self.bundleId))
            first.close()
            #expect(try !registered(bench).contains(Self.bundleId))
            #expect(connection.isConnected)
            let refused = caught { () throws(KeyboardClientError) in try first.state() }
            #expect(refused?.name == KeyboardClientError.closedName)

            let second = try KeyboardApp(bundleId: "com.apple.mobilenotes", on: connection, queue: bench.queue)
            defer { second.close() }
            #expect(try registered(bench) == ["com.apple.mobilenotes"])
        }

        /// A registration refused because this very connection holds the bundle id leaves the
        /// app that holds it registered: a failed app has nothing to unregister.
        @Test func aRefusedRegistrationLeavesTheHolderRegistered() async throws {
            let bench = try await ClientBench()
            let connection = try KeyboardConnection(bus: .address(bench.bus.address))
            defer { connection.close() }
            let holder = try KeyboardApp(bundleId: Self.bundleId, on: connection, queue: bench.queue)
            defer { holder.close() }
            let taken = caught { () throws(KeyboardClientError) in
                try KeyboardApp(bundleId: Self.bundleId, on: connection, queue: bench.queue)
            }
            #expect(taken?.name == KeyboardClientError.appExistsName)
            #expect(try registered(bench).contains(Self.bundleId))
            #expect(try holder.state() != .notRunning, "its calls still work")
        }

        /// The bundle ids of the app objects keyboardd serves now.
        private func registered(_ bench: ClientBench) throws -> Set<String> {
            let paths = try bench.connection.managedObjects(of: Contract.busName, at: Server1.path).keys
            return Set([Self.bundleId, "com.apple.mobilenotes"].filter { paths.contains(App1.path($0)) })
        }
    }
}
