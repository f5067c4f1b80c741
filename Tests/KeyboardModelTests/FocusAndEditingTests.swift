// N2 (re-announcement on focus change) and N13 (DidBeginEditing against WillShow).

import KeyboardModel
import Testing

@Suite struct FocusAndEditingTests {
    /// N2 (`focus-change-reannounce`, iOS 8 to 10): moving the focus to another field with the
    /// keyboard up posts the Show group again with FrameBegin == FrameEnd; iOS 11 posts nothing.
    @Test func n2FocusChangeReannouncesUpToIOS10() throws {
        for (profile, reannounced) in [(Profile.ios9, true), (.ios8, true), (.ios11, false), (.ios26, false), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "name")
            let m = b.mark
            try b.focus("a", "email")
            #expect(b.keyboardNames("a", from: m) == (reannounced ? showGroup : []), "\(profile.name)")
            for (_, info) in b.infos("a", from: m) { #expect(info.frameBegin == info.frameEnd && info.frameEnd == b.keyboard.frame) }
        }
    }

    /// N2, C10: fields that show one accessory view object (the same `InputAccessoryViewId`) are
    /// announced once; fields with toolbars of their own re-post even when the toolbars are as tall
    /// (the Stack Overflow answer's own case: "using the same View for inputAccessoryView will cause
    /// UIKeyboardWillShowNotification only called once").
    @Test func n2SharedAccessoryViewIsAnnouncedOnce() throws {
        var b = Bench(.ios9)
        try b.launch("a")
        let shared = ResponderTraits(inputAccessoryViewHeight: 44, inputAccessoryViewId: "toolbar")
        try b.focus("a", "name", shared)
        let m = b.mark
        try b.focus("a", "email", shared)
        #expect(b.keyboardNames("a", from: m).isEmpty)
        try b.focus("a", "phone", ResponderTraits(inputAccessoryViewHeight: 44))   // its own toolbar, as tall
        #expect(b.keyboardNames("a", from: m) == showGroup)
        let n = b.mark
        try b.focus("a", "notes", ResponderTraits(inputAccessoryViewHeight: 44))   // another one
        #expect(b.keyboardNames("a", from: n) == showGroup)
    }

    /// N8: the first responder asked again with new traits (a new accessory view, then
    /// reloadInputViews()) is a reload; asked again with the same traits, nothing.
    @Test func sameResponderWithNewTraitsIsAReload() throws {
        for (profile, reannounced) in [(Profile.ios9, true), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "name", ResponderTraits(inputAccessoryViewHeight: 44))
            b.settle()
            let m = b.mark
            try b.focus("a", "name", ResponderTraits(inputAccessoryViewHeight: 44))
            b.settle()
            #expect(b.keyboardNames("a", from: m).isEmpty, "\(profile.name)")
            try b.focus("a", "name", ResponderTraits(inputAccessoryViewHeight: 44, inputAccessoryViewId: "toolbar"))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == (reannounced ? showGroup : []), "\(profile.name)")
        }
    }

    /// N13: iOS 8 to 10 (and kept to iOS 13): a text field begins editing before the keyboard's
    /// Wills, a text view after them; iOS 15: every responder after them; iOS 17: before again.
    @Test func n13EditingOrderPerKindAndEra() throws {
        let fieldFirst = ["UITextFieldTextDidBeginEditing", "WillChangeFrame", "WillShow"]
        let fieldAfter = ["WillChangeFrame", "WillShow", "UITextFieldTextDidBeginEditing"]
        let viewFirst = ["UITextViewTextDidBeginEditing", "WillChangeFrame", "WillShow"]
        let viewAfter = ["WillChangeFrame", "WillShow", "UITextViewTextDidBeginEditing"]
        let cases: [(Profile, [String], [String])] = [
            (.ios9, fieldFirst, viewAfter), (.ios13, fieldFirst, viewAfter), (.ios15, fieldAfter, viewAfter),
            (.ios17, fieldFirst, viewFirst), (.ios26, fieldFirst, viewFirst), (.ideal, fieldFirst, viewFirst),
        ]
        for (profile, field, view) in cases {
            for (kind, expected) in [(ResponderKind.textField, field), (.textView, view)] {
                var b = Bench(profile)
                try b.launch("a")
                let m = b.mark
                try b.run(.becomeFirstResponder(app: "a", responder: "r", traits: ResponderTraits(kind: kind)))
                #expect(b.keyboardAndEditing("a", from: m) == expected, "\(profile.name) \(kind)")
            }
        }
    }

    /// N13: DidEndEditing comes after the hide's Wills, in every era.
    @Test(arguments: [Profile.ios9, .ios15, .ios26, .ideal])
    func n13EndEditingAfterTheHidesWills(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("a")
        try b.focus("a", "notes", ResponderTraits(kind: .textView))
        let m = b.mark
        try b.run(.resignFirstResponder(app: "a"))
        #expect(b.keyboardAndEditing("a", from: m) == ["WillChangeFrame", "WillHide", "UITextViewTextDidEndEditing"])
    }

    /// N13: a custom responder (a view controller with an accessory view) posts no editing notifications.
    @Test func n13CustomRespondersPostNoEditingNotifications() throws {
        var b = Bench(.ios26)
        try b.launch("a")
        let m = b.mark
        try b.focus("a", "vc", ResponderTraits(inputView: .none, inputAccessoryViewHeight: 50, kind: .custom))
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        #expect(b.keyboardAndEditing("a", from: m) == showGroup + hideGroup)
    }
}
