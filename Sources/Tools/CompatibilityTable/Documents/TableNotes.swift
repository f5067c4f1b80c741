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
      frames such as (0, −115, 414, 115) when the keychain or AutoFill sheet returns): keyboardd cannot
      tell it. Its frames are laid out from the device, the keyboard and the era's rules, and no sheet
      kind (Control1.PresentSheet: share, photo-picker, password-save) nor any quirk announces a frame
      above the screen. It needs a sheet kind for the keychain with a quirk that announces such frames
      (the model's, issue 27).

    """
}
