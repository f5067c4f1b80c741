// What a tracker learns from its device besides the notifications (TrackerEnvironment): the
// screen, the iOS version for a library's `#available` branches, the keyboard as UIKit's views
// know it; and what UIKit's layout does when the window moves (viewDidLayoutSubviews). Each test
// is a fault the compatibility table had (issue 38) and fails on the code before it.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing
import TrackerOptions

@Suite struct TrackerEnvironmentTests {
    let app = FakeKeyboardApp()
    let keyboard = KeyboardBox()
    let timer = ManualTrackerTimer()

    func scene(_ frame: CGRect = IPhoneX.screen) -> KeyboardScene {
        KeyboardScene.standard(app: app, windowFrame: frame, fieldCount: 0)
    }

    func wire(_ kind: TrackerKind, _ scene: KeyboardScene, environment: TrackerEnvironment = TrackerEnvironment(),
              truth: (() -> Double?)? = nil) throws -> TrackerSetup {
        try TrackerFactory.wire(kind, app: app, scene: scene, truth: truth, makeLogger: { .quiet($0) }, idiom: .pad,
                                timer: timer, environment: environment)
    }

    /// The layout guide follows the keyboard's view (KVO), not only the notifications: from iOS 17
    /// the keyboard ends its motion after the last notification, and a finger drags it with none
    /// (N7). keyboardd tells of a move as `keyboardViewDidMove`.
    @Test func theGuideFollowsTheKeyboardViewBetweenNotifications() {
        let view = WindowKeeper().view(in: IPhoneX.screen, safeArea: IPhoneX.safeArea)
        let guide = AppleKeyboardLayoutGuideTracker(app: app, view: view, keyboard: keyboard.source, logger: .quiet())
        guide.enable()
        keyboard.current = SystemKeyboardState(frame: IPhoneX.keyboard.offsetBy(dx: 0, dy: 20), isVisible: true)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(guide.viewBottom == 499, "laid out at the notification, where the keyboard was then")
        keyboard.current = SystemKeyboardState(frame: IPhoneX.keyboard, isVisible: true)
        app.postKeyboardViewDidMove()
        #expect(guide.viewBottom == 479, "the keyboard's view moved on: the guide with it")
    }

    /// A window that moves or changes size (Stage Manager, P4) lays the screen out again; the guide
    /// is laid out in the view's new bounds (UIKit's layout pass), not left where it was.
    @Test func theGuideFollowsTheWindow() throws {
        let scene = scene(IPad.screen)
        keyboard.current = SystemKeyboardState(frame: IPad.docked, isVisible: true)
        let setup = try wire(.keyboardLayoutGuide, scene, environment: TrackerEnvironment(keyboard: keyboard.source))
        #expect(setup.tracker.viewBottom == 861)
        scene.resize(toWindowFrame: StageManager.window)
        #expect(setup.tracker.viewBottom == 711, "the keyboard's 89 pt over the window's 800")
    }

    /// `followsUndockedKeyboard` follows a floating keyboard where the environment says one is
    /// (Keyboard1.Mode and Frame); the default guide rests.
    @Test func theUndockedGuideFollowsAFloatingKeyboard() throws {
        let floating = CGRect(x: 20, y: 300, width: 320, height: 253)
        keyboard.current = SystemKeyboardState(frame: floating, isVisible: true, mode: .floating)
        let environment = TrackerEnvironment(keyboard: keyboard.source)
        let follows = try wire(.keyboardLayoutGuideUndocked, scene(IPad.screen), environment: environment, truth: { 0 })
        let rests = try wire(.keyboardLayoutGuide, scene(IPad.screen), environment: environment, truth: { 0 })
        #expect(follows.tracker.viewBottom == 300)
        #expect(rests.tracker.viewBottom == 1194)
        let guide = try #require(follows.tracker as? AppleKeyboardLayoutGuideTracker)
        #expect(guide.expectedViewBottom(for: keyboard.current) == 300)
    }

    /// KeyboardAvoidingView pads inside its current layout: after the window moved, where it
    /// belongs is measured in the new frame, and `_onLayout` recomputes the padding.
    @Test func keyboardAvoidingViewIsJudgedOnItsCurrentLayout() throws {
        let scene = scene(IPad.screen)
        let setup = try wire(.rnKeyboardAvoidingView, scene)
        scene.resize(toWindowFrame: StageManager.window)
        #expect(setup.tracker.expectedViewBottom(forKeyboardHeight: 0) == 800, "the new window's bottom, not the first layout's 1194")
        #expect(setup.tracker.viewBottom == setup.tracker.expectedViewBottom(forKeyboardHeight: 0))
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: IPad.docked)
        #expect(setup.tracker.viewBottom == 711)
        scene.resize(toWindowFrame: CGRect(x: 100, y: 150, width: 600, height: 700))
        #expect(setup.tracker.viewBottom == 700, "onLayout: a window ending above the keyboard needs no padding")
    }

    /// IQKeyboardNotification's hide fix is `#available(iOS 26.0, *)`: off on an older system.
    @Test func iqKeyboardManagersHideFixByIOSVersion() throws {
        let older = try wire(.iqKeyboardManager, scene(), environment: TrackerEnvironment(systemVersion: 17))
        let newer = try wire(.iqKeyboardManager, scene(), environment: TrackerEnvironment(systemVersion: 26))
        #expect((older.tracker as? IQKeyboardManagerTracker)?.hideFrameFix == false)
        #expect((newer.tracker as? IQKeyboardManagerTracker)?.hideFrameFix == true)
    }

    /// react-native-keyboard-controller on iOS 26 tracks `keyboardLayoutGuide`: its display link
    /// reads the guide, the keyboard's part of the app's window (239 of a Stage Manager window
    /// ending 94 pt above the screen's bottom), where the legacy path reads the keyboard's view (333).
    @Test func keyboardControllerTracksTheLayoutGuideOnIOS26() throws {
        let window = CGRect(x: 100, y: 200, width: 500, height: 900)
        keyboard.current = SystemKeyboardState(frame: IPad.docked, isVisible: true)
        app.clock = { 0 }
        app.liveKeyboard = { _ in IPad.docked }
        func moves(_ version: Int) throws -> [Double] {
            let setup = try wire(.rnKeyboardController, scene(window),
                                 environment: TrackerEnvironment(systemVersion: version, keyboard: keyboard.source))
            let tracker = try #require(setup.tracker as? KeyboardControllerTracker)
            #expect(tracker.usesKeyboardLayoutGuideTracking == (version >= 26))
            app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: IPad.docked)
            timer.advance(by: 0.1)
            defer { setup.tracker.disable() }
            return tracker.events.filter { $0.name == .onKeyboardMove }.map { Double($0.height) }
        }
        #expect(try moves(26).first == 239)
        #expect(try moves(18).first == 333)
    }

    /// The screen is the device's (Server1.Screen), not the window's frame: in a Stage Manager
    /// window the Flutter engine compares the keyboard with the screen.
    @Test func trackersTakeTheScreenFromTheEnvironment() throws {
        let environment = TrackerEnvironment(screenBounds: IPad.screen)
        let flutter = try wire(.flutter, scene(StageManager.window), environment: environment)
        let iq = try wire(.iqKeyboardManager, scene(StageManager.window), environment: environment)
        #expect((flutter.tracker as? FlutterKeyboardInsetTracker)?.screenBounds == IPad.screen)
        #expect((iq.tracker as? IQKeyboardManagerTracker)?.screenBounds == IPad.screen)
        #expect(flutter.scene.screenBounds == IPad.screen)
    }

    /// A tracker of one's own stands in for the kind's (the compatibility table's ForeignTracker).
    @Test func aTrackerOfOnesOwn() throws {
        let setup = try wire(.flutter, scene(), environment: TrackerEnvironment(makeTracker: { app, scene in
            NaiveTracker(app: app, view: scene.tummy)
        }))
        #expect(setup.tracker is NaiveTracker)
    }
}
