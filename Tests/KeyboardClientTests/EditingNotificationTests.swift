import BusTestSupport
import DBus
import Foundation
import KeyboardClient
import KeyboardContract
import Testing

extension KeyboardClientTests {
    /// App1's second-wave members through the client: the editing notifications posted with
    /// UIKit's names among the keyboard ones, in keyboardd's order (N13); `reloadInputViews()`
    /// (N8); the responder traits that pick the names and the password AutoFill bar (N5).
    @Suite struct EditingNotificationTests {
        /// ios13: a text field posts UITextField.textDidBeginEditingNotification before the show's
        /// Wills, a text view posts UITextView's after them; each ends after the hide's Wills. The
        /// typed `events` follow the same order, and the responder's name is in the userInfo.
        @Test func editingNotificationsArePostedInKeyboarddsOrder() async throws {
            let bench = try await ClientBench(profile: "ios13")
            let (app, posted) = try await bench.recordedApp()
            defer { app.close() }
            let events = app.events

            #expect(try app.becomeFirstResponder("name"))
            try await bench.settle(app)
            #expect(posted.names.first == UITextField.textDidBeginEditingNotification.rawValue, "\(posted.names)")
            #expect(posted.keyboard.contains { $0.notification.name == UIResponder.keyboardWillShowNotification }, "\(posted.names)")
            #expect(posted.editing.map { $0.userInfo[EditingEvent.responderKey] as? String } == ["name"])
            #expect(posted.editing.allSatisfy { $0.notification.object == nil })
            let began = try #require(posted.editing.first)
            #expect(EditingEvent(began.notification) == EditingEvent(kind: .textFieldDidBeginEditing, responder: "name"))

            #expect(try app.resignFirstResponder())
            _ = try await bench.control.settle()
            try await posted.clear(after: app)
            #expect(try app.becomeFirstResponder("notes", traits: ResponderTraits(kind: .textView)))
            try await bench.settle(app)
            let names = posted.names
            let begin = try #require(names.firstIndex(of: UITextView.textDidBeginEditingNotification.rawValue), "\(names)")
            let willShow = try #require(names.firstIndex(of: UIResponder.keyboardWillShowNotification.rawValue))
            let didShow = try #require(names.firstIndex(of: UIResponder.keyboardDidShowNotification.rawValue))
            #expect(willShow < begin && begin < didShow, "\(names)")

            try await posted.clear(after: app)
            #expect(try app.resignFirstResponder())
            try await bench.settle(app)
            let hiding = posted.names
            let end = try #require(hiding.firstIndex(of: UITextView.textDidEndEditingNotification.rawValue), "\(hiding)")
            let willHide = try #require(hiding.firstIndex(of: UIResponder.keyboardWillHideNotification.rawValue))
            let didHide = try #require(hiding.firstIndex(of: UIResponder.keyboardDidHideNotification.rawValue))
            #expect(willHide < end && end < didHide, "\(hiding)")

            // The stream saw everything since it was made: the field's two, then the view's two,
            // in the order they were posted.
            let editing = try await withDeadline(60, "four editing events") {
                var seen: [EditingEvent] = []
                for await case .editing(let event) in events {
                    seen.append(event)
                    if seen.count == 4 { break }
                }
                return seen
            }
            #expect(editing == [
                EditingEvent(kind: .textFieldDidBeginEditing, responder: "name"),
                EditingEvent(kind: .textFieldDidEndEditing, responder: "name"),
                EditingEvent(kind: .textViewDidBeginEditing, responder: "notes"),
                EditingEvent(kind: .textViewDidEndEditing, responder: "notes"),
            ])
        }

        /// ios15: every responder begins editing after the show's Wills; a custom responder posts nothing.
        @Test func ios15BeginsAfterTheWillsAndCustomRespondersPostNothing() async throws {
            let bench = try await ClientBench(profile: "ios15")
            let (app, posted) = try await bench.recordedApp()
            defer { app.close() }

            #expect(try app.becomeFirstResponder("name"))
            try await bench.settle(app)
            let names = posted.names
            let begin = try #require(names.firstIndex(of: UITextField.textDidBeginEditingNotification.rawValue), "\(names)")
            let willShow = try #require(names.firstIndex(of: UIResponder.keyboardWillShowNotification.rawValue))
            #expect(willShow < begin, "\(names)")

            #expect(try app.resignFirstResponder())
            _ = try await bench.control.settle()
            try await posted.clear(after: app)
            #expect(try app.becomeFirstResponder("composer", traits: ResponderTraits(inputAccessoryViewHeight: 44, kind: .custom)))
            _ = try await bench.control.settle()
            #expect(try app.resignFirstResponder())
            try await bench.settle(app)
            #expect(posted.keyboard.contains { $0.notification.name == UIResponder.keyboardWillShowNotification })
            #expect(posted.editing.isEmpty, "\(posted.names)")
        }

        /// `reloadInputViews()` with the keyboard up: WillShow and DidShow again, no Hide (N8 on
        /// ios13); without a first responder it is keyboardd's WrongState.
        @Test func reloadInputViewsReannouncesTheKeyboard() async throws {
            let bench = try await ClientBench(profile: "ios13")
            let (app, posted) = try await bench.recordedApp()
            defer { app.close() }
            let idle = caught { () throws(KeyboardClientError) in try app.reloadInputViews() }
            #expect(idle?.name == KeyboardClientError.wrongStateName)

            #expect(try app.becomeFirstResponder("name"))
            _ = try await bench.control.settle()
            try await posted.clear(after: app)
            try app.reloadInputViews()
            try await bench.settle(app)
            let names = posted.keyboard.map(\.notification.name)
            #expect(names.contains(UIResponder.keyboardWillShowNotification) && names.contains(UIResponder.keyboardDidShowNotification),
                    "\(posted.names)")
            #expect(!names.contains(UIResponder.keyboardWillHideNotification), "\(posted.names)")
            #expect(posted.editing.isEmpty)
        }

        /// The traits reach keyboardd as the contract spells them (its trace records them).
        @Test func traitsReachKeyboardd() async throws {
            let bench = try await ClientBench(profile: "ios26")
            let app = try bench.app("com.example.ike")
            defer { app.close() }
            _ = try await bench.control.settle()
            #expect(try app.becomeFirstResponder("password", traits: ResponderTraits(
                kind: .textField, isSecureTextEntry: true, textContentType: .newPassword)))
            #expect(try app.becomeFirstResponder("notes", traits: ResponderTraits(kind: .textView)))
            let focuses = try await bench.control.trace(afterSequence: 0).filter {
                $0.app == app.bundleId && $0.event == "BecomeFirstResponder"
            }
            #expect(focuses.map { $0.data["Kind"]?.unwrappedVariant } == [.string("textField"), .string("textView")])
            #expect(focuses.map { $0.data["SecureTextEntry"]?.unwrappedVariant } == [.boolean(true), .boolean(false)])
            #expect(focuses.map { $0.data["TextContentType"]?.unwrappedVariant } == [.string("newPassword"), .string("")])
        }
    }
}
