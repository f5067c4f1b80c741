// K8, K9: the pan moves the keyboard window; after the home indicator's touch the list holds
// two keyboard windows, the lower one hidden: `.first` moves that one, `.reversed` the visible one.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct InteractiveDismissalTests {
    let app = FakeKeyboardApp()
    let main = AppWindow(id: "main", kind: .app, isHidden: false, frame: IPhoneX.screen)
    let effects = AppWindow(id: "text-effects", kind: .textEffects, isHidden: false, frame: IPhoneX.screen)
    let keyboard = AppWindow(id: "keyboard-1", kind: .keyboard, isHidden: false, frame: IPhoneX.keyboard)

    /// K8: one keyboard window; both searches find it and move its top to the finger.
    @Test(arguments: InteractiveDismissal.WindowSearch.allCases)
    func k8PanMovesTheKeyboardWindow(search: InteractiveDismissal.WindowSearch) throws {
        app.windowList = [main, effects, keyboard]
        let pan = InteractiveDismissal(app: app, search: search, logger: .quiet("keyboard.fix"))
        let moved = try #require(pan.pan(toY: 519))
        #expect(moved.id == "keyboard-1")
        #expect(app.actions == [.setWindowFrame("keyboard-1", CGRect(x: 0, y: 519, width: 375, height: 333))])
        #expect(app.reports.last == ["KeyboardWindow": .string("keyboard-1"), "KeyboardWindowY": .double(519)])
    }

    /// K9: the duplicated list, bottom first.
    @Test func k9FirstMovesTheHiddenWindowReversedTheVisibleOne() throws {
        var old = keyboard
        old.isHidden = true
        let new = AppWindow(id: "keyboard-2", kind: .keyboard, isHidden: false, frame: IPhoneX.keyboard)
        app.windowList = [main, effects, old, new]

        let first = InteractiveDismissal(app: app, search: .first, logger: .quiet("keyboard.fix"))
        #expect(try first.keyboardWindow() == old)
        #expect(first.pan(toY: 600)?.id == "keyboard-1")                  // the pan stops working
        let reversed = InteractiveDismissal(app: app, search: .reversed, logger: .quiet("keyboard.fix"))
        #expect(try reversed.keyboardWindow() == new)
        #expect(reversed.pan(toY: 600)?.id == "keyboard-2")
        #expect(app.actions == [.setWindowFrame("keyboard-1", CGRect(x: 0, y: 600, width: 375, height: 333)),
                                .setWindowFrame("keyboard-2", CGRect(x: 0, y: 600, width: 375, height: 333))])
    }

    @Test func noKeyboardWindowNoPan() {
        app.windowList = [main]
        let pan = InteractiveDismissal(app: app, search: .reversed, logger: .quiet("keyboard.fix"))
        #expect(pan.pan(toY: 600) == nil && app.calls.isEmpty)
    }
}
