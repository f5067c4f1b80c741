import Foundation
import KeyboardClient
import Testing

extension KeyboardClientTests {
    /// N21 on the bus: KeyboardClient posts each Will inside the keyboard's animation, with the
    /// userInfo's duration and curve, and each Did outside any.
    @Suite struct HandlersInsideTheAnimationTests {
        @Test func willsRunInsideTheKeyboardsAnimationAndDidsOutside() async throws {
            let bench = try await ClientBench()
            let (app, posted) = try await bench.recordedApp()
            defer { app.close() }
            #expect(try app.becomeFirstResponder("field"))
            try await bench.settle(app)
            #expect(try app.resignFirstResponder())
            try await bench.settle(app)
            let keyboard = posted.keyboard
            #expect(keyboard.map(\.name) == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            ])
            for post in keyboard {
                let duration = post.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
                let curve = post.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                if post.name.contains("Will") {
                    #expect(post.animation == KeyboardAnimationContext(duration: 0.25, curve: 7), "\(post.name)")
                    #expect(post.animation?.duration == duration && post.animation?.curve == curve)
                } else {
                    #expect(post.animation == nil, "\(post.name)")
                }
            }
            // Nothing else KeyboardClient posts (editing, the keyboard view's moves) is inside it.
            #expect(posted.all.filter { !$0.name.hasPrefix("UIKeyboard") }.allSatisfy { $0.animation == nil })
        }
    }
}
