/// The prose under the table: what its cells cannot say by themselves. Verdicts never appear here;
/// they are all in the grids.
enum TableNotes {
    static let markdown = """
    ## Notes

    ### Timers on the model's clock: cells only the in-process runner can compute

    Two trackers wait for time themselves: react-native-keyboard-controller sends its own `onEnd`
    after the notification's duration (PR 1161), and the Flutter engine knows its inset animation runs
    until the duration has passed. In a sample client process they wait on wall time, so what they did by
    the next step of a story over the bus depends on how busy the machine is. In process they wait on
    keyboardd's virtual clock (`VirtualTimer`): their work falls due between the model's own scheduled
    events, in time order, and a Settle runs it. No curated cell of MATRIX.md uses them; their cells
    here have no bus counterpart.

    ### Contested: Flutter's inset in Slide Over (flutter/engine PR 37719)

    keyboardd's `slide-over-frame-shift` (ios11 to ios18) announces the keyboard of an app in Slide
    Over moved up by the space below the app's window, while the keyboard stays at the screen's
    bottom: the truth over the window is the keyboard less that space (309 of 333 pt on an 11-inch
    iPad Pro, where the window ends 24 pt above the bottom).

    The sources agree that the frame is shifted. The Flutter engine says so
    (`calculateMultitaskingAdjustment` in FlutterViewController.mm and KeyboardInsetManager.swift: "In
    Slide Over mode, the keyboard's frame does not include the space below the app, even though the
    keyboard may be at the bottom of the screen"), and its own guard relies on it: it skips the
    adjustment when the frame ends at the screen's bottom (Stage Manager), so in Slide Over it must not.
    freshOS/KeyboardLayoutGuide PR 14 ("Fix keyboard height for slide-over mode on iPad", 2018) moved
    from the screen's height to the key window's for the same reason.

    They do not agree on what the shifted frame covers. The engine moves the frame down only to tell
    docked from floating; its inset (`calculateKeyboardInset`) intersects the frame as announced with
    the view, which gives the keyboard's whole height (333), 24 pt more than keyboardd's truth: the
    `flutter` rows of `slide-over` and `slide-over-ideal.yaml` on those eras show it. PR 37719 was tested
    by hand on devices but names no Slide Over figure, and its own description leaves multitasking
    cases open ("does not fix all issues related to Stage Manager"; flutter/flutter #117324 reports a
    wrong inset in a Stage Manager window afterwards). Either the engine over-lifts by the space below
    the window, or the keyboard of an app in Slide Over is drawn where its shifted frame says and
    keyboardd's truth is 24 pt short. A device settles it; until then the table keeps keyboardd's truth
    and marks the contest here (the model's owner models it).

    ### Stories the libraries ask for, and what keyboardd can tell of them

    - **Coming back to an app while another app's keyboard is up** (react-native-keyboard-controller
      PR 1512, open: "if you open an application into a screen that uses a KeyboardAvoidingView while a
      keyboard is open ... the area will be reserved"): the story `return-while-other-keyboard`. Ike has
      left long enough to be suspended; Notes brings its keyboard up; the person comes back to Ike. In
      keyboardd the keyboard of the app that leaves hides as Ike comes in, with a Hide group Ike hears
      (IsLocal false); a tracker that keeps the other app's keyboard would need a Show it never gets. If
      the grids show it clean for a library the PR says fails, keyboardd lacks the announcement the PR
      saw (Spotlight's keyboard is not an app's in keyboardd).
    - **The dropped shortcuts bar's zero-rect WillShow** (P2; FlutterViewController.mm "Minimized/Expanded
      Shortcuts Bar ... dropped after dragging"): the story `dropped-shortcuts-bar`, and
      `zero-rects-ideal.yaml` with Split View before it.
    - **The password manager's WillShow, then an instant WillHide** (`password-prompt-flash`, N5;
      flutter/flutter PR 164884): the story `password-prompt`, the save-password sheet presented over a
      visible keyboard and dismissed.
    - **The keychain sheet's negative-origin frames** (IQKeyboardManager #1823, iOS 14.4 and later:
      frames such as (0, −115, 414, 115) when the keychain or AutoFill sheet returns): the story
      `keychain-sheet` (Control1.PresentSheet `passwords`, then DismissSheet). From `ios14` the keyboard
      comes back announced at (0, −115, 414, 115), then (0, −346, 414, 346); IQKeyboardManager's
      `getKeyboardFrame` turns them into the screen's height and more (its cells from `ios14`).

    ### How the libraries are judged

    - **The device they learn.** Each app's tracker is told what its device would tell it: the screen's
      bounds (`Server1.Screen`), the iOS version of the era (for each library's `#available(iOS 26.0, *)`
      branches: IQKeyboardManager's hide fix, react-native-keyboard-controller's `keyboardLayoutGuide`
      tracking) and, for the trackers that follow the keyboard itself (UIKit's layout guide), where the
      keyboard's motion under way ends, its mode and its hardware keyboard. `ideal` takes the newest
      iOS's branches (an estimate: the documented behaviour of today's system).
    - **A view library** (Flutter, React Native's KeyboardAvoidingView, the layout guides, freshOS,
      SwiftUI, react-native-keyboard-controller) belongs with its view's bottom on the keyboard's top,
      as its own layout puts it for the keyboard keyboardd says covers its window, and no higher. A mark
      is how far the view is from that place at the failing check; a cell's words add the step from
      which it stayed out of its place, with no direction (a view that first fell below its place may
      end above it).
    - **IQKeyboardManager** belongs with its focused field `keyboardDistance` (10 pt) above the
      keyboard's top when the keyboard grown by that distance would cover it, at rest otherwise; a field
      between that place and the keyboard's top is clean (its root view never moves above the keyboard's
      height, so near the top it keeps less than the distance), one under the keyboard's top is `field`
      covered, one higher than its place lifted too high. With no field focused, its root view belongs
      where it began.
    - **UIKit's guide with `followsUndockedKeyboard`** belongs on a floating, undocked or split
      keyboard's top too; the default guide rests at the safe area then.
    - **Not applicable** cells say why, under each grid: an era that ends before the library's
      minimum iOS; a story that checks what the library leaves to something else (scrolling a focused
      field, F1: the Dart framework's, a ScrollView's, `KeyboardAwareScrollView`'s) or what no keyboard
      library touches (the App Switcher's snapshot, K4; the app's own pan of the keyboard's window, K9);
      a story its port does not model (IQKeyboardManager's orientation changes); a view left under
      another app's keyboard by a library that ignores other apps on purpose (the Flutter engine,
      flutter/engine PR 17981 for flutter/flutter #55624).

    ### Run your own tracker

    The table's stories can judge a tracker of your own, the way they judge today's libraries.

    **In Swift**, depend on keyboardd's package and its `CompatibilityTable` product (it brings the
    tracker protocol, `KeyboardTracker`, and the headless view model your tracker moves), conform a type
    to the protocol, and hand it to `ForeignTracker`: one call plays every story on every era in process
    and gives the same grid, with each wrong cell's words.

    ```swift
    // Package.swift: .package(url: "https://github.com/OWNER/keyboardd", branch: "main"), and in the
    // target's dependencies .product(name: "CompatibilityTable", package: "keyboardd").
    import CompatibilityTable
    import Foundation

    \(RunYourOwn.swift)```

    `ForeignTracker(name:promise:minimumIOS:make:)` takes a promise (`.viewAtKeyboardTop`, or
    `.fieldAboveKeyboard(distance:)` for a field tracker) and a minimum iOS; `run(root:stories:jobs:)`
    takes keyboardd's checkout (for examples/scenarios) and, to start small, some of the stories.

    **In another language**, take every story on every era as your app would receive it:

    ```sh
    keyboardd-compat --export-cells cells    # from keyboardd's checkout, after swift build
    ```

    writes `cells/STORY/ERA.DEVICE/APP.json` for each story and era it can be told on, in the fixtures
    corpus's replay format (docs/REPLAY.md: the notifications with their userInfo, keyboardd's clock,
    the screen and the window), with one member more, `table`: after every step and at every check the
    height of the window the keyboard covers at the end of its motion, each check with its time, kind
    and the number of notifications received before it. `cells/index.json` lists the files. A test replays the notifications up to each check into
    its tracker and compares where its view is with the window's height less `covers`; in JavaScript:

    ```js
    \(RunYourOwn.javascript)```

    """
}
