import BusTestSupport
import DBus
import Foundation
import KeyboardClient
import KeyboardContract
import Testing

extension KeyboardClientTests {
    /// The typed App1 calls and the errors they surface.
    @Suite struct AppCallsTests {
        /// A call the app's state does not allow surfaces the contract's error name and message.
        @Test func wrongStateCallsSurfaceTheContractsErrorName() async throws {
            let bench = try await ClientBench()
            let app = try bench.app("com.example.ike")
            defer { app.close() }
            _ = try await bench.control.settle()
            let accessory = caught { () throws(KeyboardClientError) in try app.setInputAccessoryViewHeight(44) }
            #expect(accessory?.name == KeyboardClientError.wrongStateName)
            #expect(accessory?.message.contains("first responder") == true, "\(String(describing: accessory))")
            try await bench.control.goHome()
            _ = try await bench.control.settle()
            let focus = caught { () throws(KeyboardClientError) in try app.becomeFirstResponder("tummy") }
            #expect(focus?.name == KeyboardClientError.wrongStateName)
            #expect(focus?.message.contains("suspended") == true, "\(String(describing: focus))")
        }

        /// Registration errors: the id a live app holds, an id that is not one, no keyboardd,
        /// no bus. keyboardd's come with its names; the client's say how to start keyboardd.
        @Test func registrationErrorsAreClear() async throws {
            let bench = try await ClientBench()
            let app = try bench.app("com.example.ike")
            defer { app.close() }
            let taken = caught { () throws(KeyboardClientError) in try bench.app("com.example.ike") }
            #expect(taken?.name == KeyboardClientError.appExistsName)
            #expect(taken?.message.contains("com.example.ike") == true)
            let invalid = caught { () throws(KeyboardClientError) in try bench.app("not a bundle id!") }
            #expect(invalid?.name == KeyboardClientError.invalidArgsName)

            let empty = try PrivateBus()
            defer { empty.stop() }
            let missing = caught { () throws(KeyboardClientError) in
                try KeyboardApp(bundleId: "com.example.ike", bus: .address(empty.address), queue: bench.queue)
            }
            #expect(missing?.name == KeyboardClientError.notRunningName)
            #expect(missing?.message.contains("keyboardd --bus embedded") == true, "\(String(describing: missing))")
            #expect(missing?.message.contains("scripts/run") == true)

            let nowhere = caught { () throws(KeyboardClientError) in
                try KeyboardApp(bundleId: "com.example.ike", bus: .address("unix:path=/nonexistent/keyboardd-bus"), queue: bench.queue)
            }
            #expect(nowhere?.name == KeyboardClientError.noBusName)
            #expect(nowhere?.message.contains("scripts/run") == true)
        }

        /// Traits, accessory height, window list, window moves, snapshot cover, state and the
        /// truth, read back through the typed calls.
        @Test func typedCallsReachKeyboardd() async throws {
            let bench = try await ClientBench()
            let (app, posted) = try await bench.recordedApp()
            defer { app.close() }
            #expect(try app.state() == .active)
            #expect(try app.windowFrame() == CGRect(x: 0, y: 0, width: 375, height: 812))
            #expect(UIDevice.current.userInterfaceIdiom == .phone)

            #expect(try app.becomeFirstResponder("field", traits: ResponderTraits(inputAccessoryViewHeight: 44)))
            try await bench.settle(app)
            let withAccessory = CGRect(x: 0, y: 812 - 335 - 44, width: 375, height: 335 + 44)
            #expect(KeyboardEvent(try #require(posted.keyboard.last).notification)?.frameEnd == withAccessory)
            #expect(try app.keyboardOverlap() == withAccessory)

            try app.setInputAccessoryViewHeight(88)
            try await bench.settle(app)
            #expect(KeyboardEvent(try #require(posted.keyboard.last).notification)?.frameEnd.height == 335 + 88)

            let windows = try app.windows()
            #expect(windows.map(\.kind) == [.app, .textEffects, .keyboard])
            let keyboardWindow = try #require(windows.last)
            let moved = keyboardWindow.frame.offsetBy(dx: 0, dy: 100)
            try app.setWindowFrame(keyboardWindow.id, moved)
            #expect(try app.windows().last?.frame == moved)

            try app.setSnapshotCover(true)
            #expect(try app.windows().contains { $0.kind == .snapshotCover })
            try app.setSnapshotCover(false)
            #expect(try !app.windows().contains { $0.kind == .snapshotCover })

            #expect(try app.resignFirstResponder())
            #expect(try app.resignFirstResponder() == false)
        }

        /// What the app reports lands in keyboardd's trace, beside the truth, with its types.
        @Test func reportLandsInTheTrace() async throws {
            let bench = try await ClientBench()
            let app = try bench.app("com.example.ike")
            defer { app.close() }
            _ = try await bench.control.settle()
            try app.report(["TrackedKeyboardHeight": .double(437.9), "ViewBottom": .int(812),
                            "LegsVisible": .bool(false), "Tracker": .string("naive")])
            let records = try await bench.control.trace(afterSequence: 0)
            let reports = records.compactMap { record -> [String: DBusValue]? in
                guard record.app == app.bundleId, record.event == "Report",
                      let facts = record.data["Facts"].flatMap({ try? [String: DBusValue](dbusValue: $0.unwrappedVariant) }) else { return nil }
                return facts
            }
            let facts = try #require(reports.last)
            #expect(facts["TrackedKeyboardHeight"]?.unwrappedVariant == .double(437.9))
            #expect(facts["ViewBottom"]?.unwrappedVariant == .int64(812))
            #expect(facts["LegsVisible"]?.unwrappedVariant == .boolean(false))
            #expect(facts["Tracker"]?.unwrappedVariant == .string("naive"))
        }

        /// After Unregister the app is gone from keyboardd and calls on it fail at once.
        @Test func unregisterEndsTheApp() async throws {
            let bench = try await ClientBench()
            let app = try bench.app("com.example.ike")
            defer { app.close() }
            _ = try await bench.control.settle()
            let before = try await bench.connection.keyboarddObjectPaths()
            #expect(before.contains(app.objectPath.rawValue))
            try app.unregister()
            let gone = try await bench.connection.keyboarddObjectPaths()
            #expect(!gone.contains(app.objectPath.rawValue))
            let error = caught { () throws(KeyboardClientError) in try app.state() }
            #expect(error?.name == KeyboardClientError.closedName)
        }

        /// On an iPad keyboardd's Device makes `UIDevice.current` a pad (K12's check).
        @Test func deviceIdiomFollowsKeyboardd() async throws {
            let bench = try await ClientBench(device: "ipad-pro-11")
            let app = try bench.app("com.example.ike")
            defer { app.close() }
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            let phone = try await ClientBench(device: "iphone-8")
            let other = try phone.app("com.example.ike")
            defer { other.close() }
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
        }
    }
}
