// W8, O4: a hardware keyboard on an iPhone, what most developers meet as the Simulator's "Connect
// Hardware Keyboard": what a focus and a resign post when no on-screen keys come.

import KeyboardModel
import Testing

@Suite struct IPhoneHardwareKeyboardTests {
    /// W8 on a device: a plain field takes and gives up the focus and nothing is posted ("UIKit will
    /// post the UIKeyboardWillShowNotification notification only if an external keyboard is not
    /// present", matmartinez/MMNumberKeyboard #14); an accessory view alone comes and goes with a
    /// Show and a Hide group of its own height (the Simulator's screenshots in
    /// tjvantoll/nativescript-IQKeyboardManager #13: only the toolbar at the bottom); a custom input
    /// view stays (openradar 17690744, MMNumberKeyboard #14: "The same is true when connecting a
    /// bluetooth keyboard to a physical iPhone"). O4: the Simulator posts a Hide group for the focus
    /// and the resign of the plain field.
    @Test(arguments: [Profile.ios13, .ios17, .ios26])
    func aFocusWithAHardwareKeyboard(profile: Profile) throws {
        for simulator in [false, true] {
            var b = Bench(profile) { $0.settings.simulator = simulator }
            try b.run(.setHardwareKeyboard(true))
            try b.launch("a")
            var m = b.mark
            try b.focus("a")
            try b.run(.resignFirstResponder(app: "a"))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == (simulator ? hideGroup + hideGroup : []), "\(profile.name) \(simulator)")
            #expect(!b.keyboard.visible)
            m = b.mark
            try b.focus("a", "toolbar", ResponderTraits(inputAccessoryViewHeight: 44))
            let shown = b.infos("a", from: m)
            #expect(shown.map(\.name) == showGroup, "\(profile.name) \(simulator)")
            #expect(shown.last?.info.frameEnd == Rect(x: 0, y: b.screen.height - 44, width: b.screen.width, height: 44))
            m = b.mark
            try b.run(.resignFirstResponder(app: "a"))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == hideGroup)
            m = b.mark
            try b.focus("a", "picker", ResponderTraits(inputView: .custom, customInputViewHeight: 216))
            #expect(b.keyboardNames("a", from: m) == showGroup && b.keyboard.frame.height == 216)
        }
    }
}
