import BusTestSupport
import Foundation
import KeyboardClient
import Testing

extension KeyboardClientTests {
    /// The UIKit-shaped surface: names, userInfo keys and types, order, applicationState.
    @Suite struct UIKitSurfaceTests {
        static let keyboardKeys: Set<String> = [
            UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
            UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
            UIResponder.keyboardIsLocalUserInfoKey, UIResponder.keyboardCenterBeginUserInfoKey,
            UIResponder.keyboardCenterEndUserInfoKey, UIResponder.keyboardBoundsUserInfoKey, "Sequence", "Time", "Owner",
        ]

        /// Focus on iphone-x: WillChangeFrame and WillShow come with the call, DidChangeFrame and
        /// DidShow when the animation has settled; each posted with UIKit's name, the userInfo
        /// in UIKit's types, in the order keyboardd says it delivered them.
        @Test func keyboardNotificationsArriveWithUIKitNamesAndTypesInDeliveryOrder() async throws {
            let bench = try await ClientBench()
            let center = NotificationCenter()
            let posted = PostedNotifications(center)
            let app = try bench.app("com.example.ike", center: center)
            defer { app.close() }
            try await bench.settle(app)
            #expect(posted.keyboard.isEmpty)

            #expect(try app.becomeFirstResponder("tummy"))
            try await app.synchronize()
            #expect(posted.keyboard.map(\.notification.name) == [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            ])
            try await bench.settle(app)
            #expect(posted.keyboard.map(\.notification.name) == [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            ])
            #expect(posted.keyboard.map(\.description) == bench.delivered(to: app.bundleId).map(\.description))

            // N1: one userInfo per animation: the show's four notifications carry the same frames.
            var animation: (begin: CGRect?, end: CGRect?)?
            for post in posted.keyboard {
                let info = post.userInfo
                #expect(Set(info.keys.compactMap { $0.base as? String }) == Self.keyboardKeys, "\(post.name)")
                #expect(info.keys.allSatisfy { type(of: $0.base) == String.self })
                let begin = try #require(info[UIResponder.keyboardFrameBeginUserInfoKey])
                let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey])
                #expect(type(of: begin) == CGRect.self)
                #expect(type(of: end) == CGRect.self)
                #expect(type(of: info[UIResponder.keyboardAnimationDurationUserInfoKey]!) == TimeInterval.self)
                #expect(type(of: info[UIResponder.keyboardAnimationCurveUserInfoKey]!) == Int.self)
                #expect(type(of: info[UIResponder.keyboardIsLocalUserInfoKey]!) == Bool.self)
                #expect(type(of: info["Sequence"]!) == UInt64.self)
                #expect(type(of: info["Time"]!) == UInt64.self)
                #expect(type(of: info["Owner"]!) == String.self)
                #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
                #expect(info["Owner"] as? String == app.bundleId)
                #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
                if let animation {
                    #expect(begin as? CGRect == animation.begin && end as? CGRect == animation.end, "\(post.name)")
                } else {
                    animation = (begin as? CGRect, end as? CGRect)
                }
                #expect(post.notification.object == nil)
            }
            // iphone-x, portrait, en-US: the keyboard rises from below the screen (812) to 477 and is 335 high.
            #expect(animation?.begin?.minY == 812, "\(String(describing: animation))")
            let willShow = try #require(posted.keyboard.first { $0.notification.name == UIResponder.keyboardWillShowNotification })
            #expect(willShow.userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: 477, width: 375, height: 335))
            #expect((willShow.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0) > 0)
            // UIKit's deprecated keys are there too: the end frame's middle and its bounds.
            #expect(willShow.userInfo[UIResponder.keyboardCenterEndUserInfoKey] as? CGPoint == CGPoint(x: 187.5, y: 644.5))
            #expect(willShow.userInfo[UIResponder.keyboardBoundsUserInfoKey] as? CGRect == CGRect(x: 0, y: 0, width: 375, height: 335))
            let event = try #require(KeyboardEvent(willShow.notification))
            #expect(event.kind == .willShow && event.isLocal == true && event.owner == app.bundleId)
        }

        /// UIKit changes `applicationState` before it posts the notification that announces the
        /// change; `UIApplication.shared` follows the app the process registered last.
        @Test func lifecyclePostsFollowTheStateAsInUIKit() async throws {
            let bench = try await ClientBench()
            let notes = try bench.app("com.apple.mobilenotes", options: RegistrationOptions(launch: false))
            defer { notes.close() }
            let center = NotificationCenter()
            let posted = PostedNotifications(center)
            let ike = try bench.app("com.example.ike", center: center)
            defer { ike.close() }
            posted.observe(ike)
            try await bench.settle(ike)
            #expect(posted.names.first == UIApplication.didFinishLaunchingNotification.rawValue)
            #expect(posted.lifecycle.last?.notification.name == UIApplication.didBecomeActiveNotification)
            #expect(ike.applicationState == .active)
            #expect(posted.lifecycle.allSatisfy { $0.notification.object as? UIApplication === UIApplication.shared })

            try await posted.clear(after: ike)
            try await bench.control.launchApp(bundleId: notes.bundleId)
            try await bench.settle(ike)
            try await bench.control.launchApp(bundleId: ike.bundleId)
            try await bench.settle(ike)
            let expected: [(Notification.Name, UIApplication.State)] = [
                (UIApplication.willResignActiveNotification, .inactive),
                (UIApplication.didEnterBackgroundNotification, .background),
                (UIApplication.willEnterForegroundNotification, .inactive),
                (UIApplication.didBecomeActiveNotification, .active),
            ]
            #expect(posted.lifecycle.map(\.notification.name) == expected.map(\.0))
            #expect(posted.lifecycle.map(\.applicationState) == expected.map(\.1))
            #expect(posted.lifecycle.map(\.sharedApplicationState) == expected.map(\.1))
            #expect(ike.applicationState == .active)
            #expect(UIApplication.shared.applicationState == .active)
        }
    }
}
