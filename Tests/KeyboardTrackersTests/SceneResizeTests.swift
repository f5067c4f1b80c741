// P4: a window moved and resized in Stage Manager. The scene lays itself out in the new window
// (KeyboardScene.resize), the lifted view stays pinned to the window's bottom, and the trackers
// work in the new window's coordinates from then on.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing
import TrackerOptions

@Suite struct SceneResizeTests {
    static let screen = CGRect(x: 0, y: 0, width: 834, height: 1194)
    static let keyboard = CGRect(x: 0, y: 861, width: 834, height: 333)
    static let hidden = keyboard.offsetBy(dx: 0, dy: 333)
    /// Ends 94 pt above the screen's bottom: the keyboard covers 239 of it.
    static let window = CGRect(x: 100, y: 200, width: 500, height: 900)

    @Test func resizeKeepsTheLiftAndPinsTheViewToTheBottom() throws {
        let app = FakeKeyboardApp()
        let scene = KeyboardScene.standard(app: app, windowFrame: Self.screen, fieldCount: 0)
        let setup = try TrackerFactory.wire(.naive, app: app, scene: scene, makeLogger: { Logger.quiet($0) }, idiom: .pad)
        app.showGroup(from: Self.hidden, to: Self.keyboard)
        scene.resize(toWindowFrame: Self.window)
        #expect(scene.window.frame == Self.window && scene.view.frame == CGRect(x: 0, y: 0, width: 500, height: 900))
        #expect(scene.scrollView.frame == scene.view.bounds)
        #expect(scene.tummy.frame == CGRect(x: 0, y: 900 - 100 - 333, width: 500, height: 100))
        #expect(setup.tracker.believedKeyboardHeight == 333)
        #expect(setup.tracker.viewBottom == setup.tracker.expectedViewBottom(forKeyboardHeight: 333))
        app.hideGroup(from: Self.keyboard, to: Self.hidden)
        #expect(setup.tracker.viewBottom == 900)
    }

    /// K13 in the resized window: the Mail.ru tracker converts the frame to it and lifts by what
    /// the keyboard covers; the hidden keyboard's frame lies below the window's bottom, and
    /// windowHeight - minY is negative there (the strategy matrix's stage-manager-window story).
    @Test func mailRuWorksInTheNewWindow() throws {
        let app = FakeKeyboardApp()
        let scene = KeyboardScene.standard(app: app, windowFrame: Self.screen, fieldCount: 0)
        let setup = try TrackerFactory.wire(.mailru, app: app, scene: scene, makeLogger: { Logger.quiet($0) }, idiom: .pad)
        scene.resize(toWindowFrame: Self.window)
        app.showGroup(from: Self.hidden, to: Self.keyboard)
        #expect(setup.tracker.believedKeyboardHeight == 239)
        #expect(setup.tracker.viewBottom == 900 - 239)
        app.hideGroup(from: Self.keyboard, to: Self.hidden)
        #expect(setup.tracker.believedKeyboardHeight == -94)
    }
}
