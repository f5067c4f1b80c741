// Every quirk's declaration (QuirkDeclaration): the one place that says which eras a quirk is on
// in and why. `Profile` reads the eras from here; docs/PROFILES.md's table and notes and the
// contract side's list of quirks are generated from it (scripts/generate). To add a quirk: its case
// in Quirk.swift, its declaration here, its mechanism, its tests.

extension Quirk {
    public var declaration: QuirkDeclaration {
        switch self {
        case .leakyTransition:
            QuirkDeclaration(
                ids: ["K1", "K3", "K7"],
                summary: "Apps leaving the foreground keep receiving keyboard notifications until suspended.",
                mechanism: "collectRecipients",
                needs: [.appSwitch],
                eras: [.ios6: .assumed, .ios7: .assumed, .ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced, .ios11: .kept, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios6: "assumed for iOS 5 to 7: delivery to every running app is a lifecycle fact since iOS 4's multitasking; KeyboardMan (iOS 8/9) and Mail.ru (iOS 12/13) report it",
                ],
                detail: "Delivery goes to every *running* app (active, inactive, background not yet suspended) instead of apps on screen plus background-mode apps. A lifecycle fact of every iOS version (the Mail.ru article for iOS 12/13; nixzhu's KeyboardMan article for iOS 8/9); later eras keep it.")
        case .responderResetOnSwitch:
            QuirkDeclaration(
                ids: ["K2", "K3"],
                summary: "Switching to another app resigns the leaving app's first responder for good.",
                mechanism: "switchApps",
                needs: [.appSwitch],
                eras: [.ios11: .assumed, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios11: "assumed for the iPhone X's first iOS, before the Mail.ru article's iOS 12/13 report",
                ],
                detail: "An app switch (LaunchApp of another app, not GoHome) clears the leaving app's responder for good. Mail.ru article (AppsConf 2019, iOS 12/13); assumed for iOS 11 (the first iOS of the iPhone X the article works on), kept after.")
        case .foregroundResend:
            QuirkDeclaration(
                ids: ["M5", "K6", "C5"],
                summary: "A responder that survived background gets its keyboard back at WillEnterForeground, while the app is still inactive.",
                mechanism: "desiredOwnerSlot",
                needs: [.appSwitch],
                eras: [.ios6: .assumed, .ios7: .assumed, .ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced, .ios11: .kept, .ios12: .sourced],
                boundaries: [
                    .ios6: "assumed for iOS 5 to 7, before KeyboardMan's iOS 8/9 report: the keyboard comes back with a responder that survived background",
                    .ios13: "Flutter's engine ignored such notifications only \"if OS version is less than 13\" (FlutterViewController.mm): the re-post ends with iOS 12",
                ],
                detail: "A responder that survived background owns the keyboard again at WillEnterForeground, while the app is inactive, and apps hear keyboard notifications while they come back from background. KeyboardMan (iOS 8/9); hackiftekhar/IQKeyboardManager #556 and ionic-team/ionic-plugin-keyboard #175 (2016, iOS 9: keyboard events fired while switching back); the Mail.ru article (iOS 12/13) sees the keyboard come back on the way to the foreground; Flutter's engine (FlutterViewController.mm, before 2023) ignored keyboard notifications received in or coming back from background \"if OS version is less than 13\", as the cure for exactly this, so the era ios12 has it and ios13 (iOS 13) does not: the keyboard comes back once the app is active. Before the era was split, ios13 stood for iOS 12 and 13 and kept it.")
        case .alertRestoresBeforeActive:
            QuirkDeclaration(
                ids: ["K5"],
                summary: "Dismissing an alert restores the responder and shows the keyboard before DidBecomeActive.",
                mechanism: "dismissAlert",
                needs: [.alert],
                eras: [.ios11: .assumed, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios11: "assumed for iOS 11, before the Mail.ru article's iOS 12/13 report",
                ],
                detail: "DismissAlert restores the responder and the keyboard at once; DidBecomeActive follows after the alert's fade. Mail.ru article; assumed for iOS 11, kept.")
        case .lateSnapshot:
            QuirkDeclaration(
                ids: ["K4"],
                summary: "The App Switcher snapshot is taken at DidEnterBackground, after the keyboard left.",
                mechanism: "takeSnapshot",
                needs: [.appSwitch],
                eras: [.ios6: .sourced, .ios7: .kept, .ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced, .ios11: .kept, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios6: "UIKit has taken the snapshot after applicationDidEnterBackground returns since iOS 4 (the App Programming Guide)",
                ],
                detail: "The App Switcher snapshot is taken at DidEnterBackground instead of when the app starts leaving (Apple's App Programming Guide: after `applicationDidEnterBackground` returns). Every era.")
        case .repeatedWillShow:
            QuirkDeclaration(
                ids: ["M1"],
                summary: "Candidate-bar input modes announce an appearance with two or three growing WillShows.",
                mechanism: "AnnouncementRules",
                needs: [.candidateBarInputMode],
                eras: [.ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced],
                boundaries: [
                    .ios8: "KeyboardMan: \"since iOS 8\" candidate-bar keyboards repeat WillShow",
                    .ios11: "no report after iOS 9; whether Pinyin still repeats is not known (chosen off)",
                ],
                detail: "An appearance of a candidate-bar input mode is announced in steps (the height table's intermediate heights, 40 ms apart), one Show group each, only the last with Dids. KeyboardMan: \"since iOS 8\". Whether Pinyin still repeats WillShow after iOS 9 is not known: off from iOS 11.")
        case .missingWillShow:
            QuirkDeclaration(
                ids: ["M2"],
                summary: "The last WillShow of a candidate-bar appearance is dropped (WillChangeFrame still comes).",
                mechanism: "AnnouncementRules",
                needs: [.candidateBarInputMode],
                eras: [.ios9Beta4: .sourced],
                boundaries: [
                    .ios9Beta4: "KeyboardMan calls it a bug of iOS 9 beta 4",
                    .ios9: "the release of iOS 9 fixed the beta's bug (KeyboardMan)",
                ],
                detail: "The last WillShow of a candidate-bar appearance is dropped; WillChangeFrame and the Dids still come. KeyboardMan calls it a bug of iOS 9 beta 4.")
        case .splitSendsHide:
            QuirkDeclaration(
                ids: ["K10", "M6", "W2"],
                summary: "An undocked or split keyboard is announced with Hide groups, never Show; undocking or splitting runs in two stages. (The floating keyboard of iPadOS 13 has its own quirks, P1: these articles predate it.)",
                mechanism: "PadAnnouncements.detachedKind",
                needs: [.iPad, .undockingKeyboard],
                eras: [.ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced, .ios11: .kept, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios8: "KeyboardMan (iOS 8/9) sees an undocked or split keyboard announced with Hide",
                ],
                detail: "An undocked or split keyboard is announced with Hide groups, never Show; docked → split/undocked runs in two stages. KeyboardMan (iOS 8/9), Mail.ru (iOS 12/13); kept. It does not touch the floating keyboard (iPadOS 13), which postdates these articles and has its own quirks (P1); a floating keyboard's moves are frame changes in every era.")
        case .undockedZeroFrame:
            QuirkDeclaration(
                ids: ["K11"],
                summary: "Dragging the undocked keyboard announces a zero rect.",
                mechanism: "beginKeyboardDrag",
                needs: [.iPad],
                eras: [.ios11: .assumed, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios11: "assumed for iOS 11, before the Mail.ru article's iOS 12/13 report",
                ],
                detail: "Dragging the undocked keyboard announces a zero rect. Mail.ru article; assumed for iOS 11 (undocking is iOS 5-era, the article's observation is the first), kept.")
        case .keyboardWindowDuplication:
            QuirkDeclaration(
                ids: ["K9"],
                summary: "A home-indicator touch puts a new keyboard window above the old one, left hidden.",
                mechanism: "swipeHomeIndicator",
                needs: [.homeIndicator],
                eras: [.ios11: .assumed, .ios12: .sourced, .ios13: .sourced, .ios14: .kept, .ios15: .kept],
                boundaries: [
                    .ios11: "assumed for the iPhone X's first iOS, before the Mail.ru article's report",
                    .ios16: "from iOS 16 the keyboard's windows are no longer in UIApplication.windows (QMUI/LookinServer PR 116, Tencent/QMUI_iOS PR 1446): there is no list for the duplicate to appear in",
                ],
                detail: "A home-indicator touch puts a new keyboard window above the old one, left hidden. Mail.ru article (iPhone X and later); assumed for iOS 11, the iPhone X's first iOS; kept to iOS 15. From iOS 16 UIKit no longer lists the keyboard's windows among the app's (N15: the keyboard's view lives in the UITextEffectsWindow), so the list a tracker searched, and the hidden duplicate in it, are gone; whether the duplicate window still exists out of the app's sight no source says.")
        case .focusChangeReannounce:
            QuirkDeclaration(
                ids: ["N2"],
                summary: "Moving the focus to another field with the keyboard up re-announces the Show group with FrameBegin == FrameEnd (fields sharing one accessory view are announced once).",
                mechanism: "reconcileKeyboard, cause focusChange",
                eras: [.ios6: .sourced, .ios7: .sourced, .ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced],
                boundaries: [
                    .ios6: "rdar 34432484 (openradar-mirror #18382): \"iOS 10 (and previous versions)\" re-announce",
                    .ios11: "the same radar: iOS 11 no longer does",
                ],
                detail: "Moving the focus to another field with the keyboard up posts the Show group again with FrameBegin == FrameEnd; two fields that show one accessory view object (the same trait InputAccessoryViewId) are announced once, two fields with toolbars of their own re-post even when the toolbars are as tall (C10). openradar-mirror #18382 (rdar 34432484: iOS 10 and earlier send it, iOS 11 no longer does); Stack Overflow \"Why is UIKeyboardWillShowNotification called every time another TextField is selected?\" (the asker set an inputAccessoryView per field; the answer: \"using the same View for inputAccessoryView will cause UIKeyboardWillShowNotification only called once\"); openradar 22383652 (iOS 8.4: notifications between a field with and one without an accessory, or with accessories of different heights).")
        case .predictiveToggleInstant:
            QuirkDeclaration(
                ids: ["N3", "N20"],
                summary: "Showing or hiding the predictive bar with the keyboard up is announced without animation: duration 0, Dids at once.",
                mechanism: "AnnouncementRules, cause predictiveToggle",
                eras: [.ios8: .sourced, .ios9Beta4: .kept, .ios9: .kept, .ios11: .kept, .ios12: .kept, .ios13: .kept],
                boundaries: [
                    .ios8: "Stack Overflow 25946121 (iOS 8.4): the bar's toggle is a Show group whose userInfo has no duration key at all (`predictive-toggle-without-animation-keys`): a reader gets 0",
                    .ios14: "from iOS 14 instant-resize covers every height change, the predictive bar's among them (ionic-team/capacitor-plugins #287, 2021)",
                ],
                detail: "Turning the predictive bar on or off with the keyboard up (the Predictive setting, or iOS 8's bar collapsed to its handle from the keyboard, N20) is a Show group with duration 0 and its Dids at once. Stack Overflow 25946121 (iOS 8.4, \"all 4 UIKeyboard__Notification are fired when the predictive accessory view is changed\") prints the toggle's userInfo with no UIKeyboardAnimationDurationUserInfoKey at all, so what a handler reads there is 0 by absence (`predictive-toggle-without-animation-keys` leaves the keys out on iOS 8); ionic-team/capacitor-plugins #287 (2021, iOS 14: \"the duration always seems to be 0s\" when the autocomplete bar shows or hides). iOS 9 to 13 are kept between them (no dump; estimate). From iOS 14 `instant-resize` covers it. A focus change to or from a field without autocorrection (trait AutocorrectionType no, `autocorrection-off-hides-bar`) changes the height as a focus change, not as this toggle: on the iOS 9 beta it posts nothing (openradar 22505056, `field-switch-silent`).")
        case .instantResize:
            QuirkDeclaration(
                ids: ["N3"],
                summary: "Every height change of a visible docked keyboard is instant (duration 0, Dids at once).",
                mechanism: "AnnouncementRules",
                eras: [.ios14: .sourced, .ios15: .kept, .ios16: .kept, .ios17: .sourced, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios14: "ionic-team/capacitor-plugins #287 (March 2021, iOS 14: the autocomplete bar's change has duration 0), then react-native PR 37658 and react-native-keyboard-controller PR 557: resizes are instant",
                ],
                detail: "Every height change of a visible docked keyboard (input mode, accessory view, predictive bar) is instant. react-native-keyboard-controller PR 557 (2024: \"when keyboard changes its size it changes it immediately\"), react-native PR 37658, and #376 of the same library (resize transitions are instant on iOS). An appearance or a hide still animates.")
        case .globeMenuSilent:
            QuirkDeclaration(
                ids: ["N4"],
                summary: "Emoji picked from the globe key's menu changes the keyboard and posts nothing.",
                mechanism: "reconcileKeyboard, cause globeMenu",
                eras: [.ios11: .sourced],
                boundaries: [
                    .ios11: "rdar 33990607 (openradar-mirror #18220), iOS 11 beta 6",
                    .ios12: "every report is of iOS 11; none later (chosen off)",
                ],
                detail: "Emoji picked from the globe key's long-press menu (`SetInputModeFromMenu`) changes the keyboard and posts nothing; the next animation begins where the last announced one ended. Tapping the globe key (`SetInputMode`), and picking another mode from the menu, announce as usual. openradar-mirror #18220 (rdar 33990607, iOS 11 beta 6: no notification choosing Emoji from the picker, notifications when switching back) and #18973 (rdar 35735170, iOS 11 with Predictive off, where emoji is taller than the letters), ionic-team/ionic-plugin-keyboard #298. All iOS 11; no later report: off from iOS 13 (chosen).")
        case .passwordTwoStepShow:
            QuirkDeclaration(
                ids: ["N5"],
                summary: "A password field's keyboard comes in two steps: the keys alone at once, then with the password AutoFill bar.",
                mechanism: "AnnouncementRules",
                needs: [.passwordField],
                eras: [.ios14: .sourced, .ios15: .kept, .ios16: .kept, .ios17: .sourced, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios14: "hackiftekhar/IQKeyboardManager #1823 (414×896, iOS 14.4 and later: a password field's WillShows 345 then 390, each with the library's 44 pt toolbar: 301 then 346)",
                ],
                detail: "Focusing a secure field (or a password content type) from a hidden keyboard shows the keys alone at once (Show group, duration 0, Dids at once), then, 10 ms later (estimate), the keyboard with the password AutoFill bar, animated. hackiftekhar/IQKeyboardManager #1823 (July 2021, \"iOS14.4.+\", a 414×896 iPhone) logs a password field's keyboard as two WillShows, {{0, 551}, {414, 345}} then {{0, 506}, {414, 390}}: the library puts its own toolbar, 44 pt (IQToolbar.m, sizeThatFits), above every field's keyboard (the issue's title names it), so the keys alone are 301 and the keyboard with the bar 346, as the height table has them; react-native-keyboard-controller #327 and PR 331 (iPhone 15 Pro, iOS 17: 291 then 336; \"onStart with progress 1, immediately onEnd, and only after these the correct calls\"). Kept for 15 and 16 between them, and for 18 and 26. The keyboard back from the credential picker (`keychain-return-negative-frames`) comes without the keys-alone step, as #1823 logs it.")
        case .secureFieldExtraFrames:
            QuirkDeclaration(
                ids: ["N5"],
                summary: "Focusing a password field from another field posts two extra instant WillChangeFrames, the first with a bogus (off-screen) frame.",
                mechanism: "AnnouncementRules, cause focusToPassword",
                needs: [.passwordField],
                eras: [.ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .sourced],
                boundaries: [
                    .ios13: "freshOS/KeyboardLayoutGuide #32 and PR 31 (2019, iOS 13)",
                    .ios17: "from iOS 17 password-two-step-show describes the password field's keyboard",
                ],
                detail: "From a field without password AutoFill into one with it, two extra instant frame changes come first: the first announces a bogus off-screen rect, the second the keys alone; then the Show group to where the keyboard is (it never moves). freshOS/KeyboardLayoutGuide #32 and PR 31 (2019, iOS 13: \"keyboardWillChangeFrame is called not once but three times, the first one being a weird value\"; the fix animates only when the duration is above 0, so the extra ones are instant). The range iOS 13 to 16 is the catalog's; react-native #39411 and PR 45949 report the layout jump again in 2023–24. flutter/flutter #144897 reports a similar flicker on iOS 17 (iPhone XR); from iOS 17 the model shows `password-two-step-show` instead.")
        case .passwordPromptFlash:
            QuirkDeclaration(
                ids: ["N5", "C7"],
                summary: "The password manager's prompt coming up over the keyboard posts a WillShow and at once a WillHide with duration 0.",
                mechanism: "presentSheet with kind password-save (AnnouncementRules, cause passwordPrompt)",
                needs: [.sheet],
                eras: [.ios15: .sourced, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .sourced],
                boundaries: [
                    .ios15: "flutter/flutter #112281 (2022: \"I observed this on iOS 15+\"), fixed by PR 164884 (2025)",
                ],
                detail: "With the software keyboard up, the password manager's prompt (the \"save password?\" sheet) comes up: a WillShow, then at once a WillHide whose duration is 0 (flutter/flutter PR 164884, March 2025: \"If the software keyboard is displayed before displaying the PasswordManager prompt, UIKeyboardWillHideNotification will occur immediately after UIKeyboardWillShowNotification. The duration of the animation will be 0.0\"; it fixes #112281, 2022: the page \"pushed up and down\", \"I observed this on iOS 15+\"). The WillShow gets no Did. keyboardd plays it on `PresentSheet password-save` over a visible keyboard (C7: not when the prompt goes away with no keyboard); on from iOS 15 (the report says iOS 15 and later), kept to iOS 26 (flutter/flutter #190037, 2026, still sees the keyboard dismiss and reopen around the credential UI).")
        case .reduceMotionHideFrame:
            QuirkDeclaration(
                ids: ["N6", "C13"],
                summary: "With Reduce Motion and Prefer Cross-Fade Transitions a hide ends at an off-screen rect of the wrong height, 71 pt (contested: on in no era).",
                mechanism: "AnnouncementRules",
                needs: [.reduceMotion, .preferCrossFade],
                eras: [:],
                boundaries: [:],
                detail: "The hide's FrameEnd is off screen with the wrong height, 71 pt (`Timings.reduceMotionHideHeight`), as RxSwiftCommunity/RxKeyboard PR 107 prints it (May 2021, a 375×812 phone, iOS 14 by its date: \"The visibleHeight's output is wrong when 'Reduce Motion' and 'Prefer Cross-Fade Transitions' are on\"; show ends at (0, 521, 375, 291), hide at (0, 812, 375, 71)). **Contested**, so on in no era (`SetQuirk reduce-motion-hide-frame on` plays it, and wins over `cross-fade-empty-hide-frame`): with the same two settings on the same iOS 14, facebook/react-native #29974 (September 2020) and #31484 see the empty rect (`endCoordinates` of height 0 at screenY 0, react-native PR 34503), as do zulip/zulip-mobile PR 5163, finn-no/FinniversKit PR 1208 and the later reports; PR 107's values are RxKeyboard's `frame` after its own mapping of WillChangeFrame and WillHide (it rewrites frames with a negative y), not the printed userInfo, and its `visibleHeight` of \"0.0 and -71.0\" needs a second frame at y 883 that the printed frame does not show, so the 71 pt rect is one library's reading against several UIKit dumps. The figure 71 is applied on every device (the source gives it for 375×812 only).")
        case .crossFadeEmptyHideFrame:
            QuirkDeclaration(
                ids: ["N6", "C13"],
                summary: "With Reduce Motion and Prefer Cross-Fade Transitions a hide ends at an empty rect at y 0; with Reduce Motion alone the hide's frame is the plain one.",
                mechanism: "AnnouncementRules",
                needs: [.reduceMotion, .preferCrossFade],
                eras: [.ios14: .sourced, .ios15: .sourced, .ios16: .sourced, .ios17: .sourced, .ios18: .sourced, .ios26_0: .sourced, .ios26: .kept],
                boundaries: [
                    .ios14: "facebook/react-native #29974 (September 2020, iOS 14, where Prefer Cross-Fade Transitions appeared): the empty hide frame with the setting on, the right frame with it off",
                ],
                detail: "The hide's FrameEnd is (0, 0, width, 0), so `screenHeight − minY` is the whole screen. facebook/react-native #29974 (September 2020, iOS 14): \"For users with `Prefer Cross-Fade Transitions` enabled ... `KeyboardAvoidingView` will collapse to `0px` in height when the keyboard hides\", and \"The `KeyboardAvoidingView` behaves correctly when `Prefer Cross-Fade Transitions` is switched off\" (the setting is a sub-option of Reduce Motion, so off means Reduce Motion alone); #31484 (May 2021, iOS 14) and react-native PR 34503 (2022: \"`UIKeyboardWillChangeFrameNotification` returns `height = 0` when Prefer Cross-Fade Transitions\" is enabled, tested \"On iOS 14+\" with both settings on); zulip/zulip-mobile PR 5163 (December 2021, iOS 15); finn-no/FinniversKit PR 1208 (February 2023: \"When Reduce Motion and Prefer Cross-Fade Transition are enabled, the keyboard notification returns an empty end frame\"); software-mansion/react-native-reanimated #6440 (August 2024); mateusz1913/react-native-avoid-softinput #226 (June 2025); react-native-keyboard-controller #1242 (December 2025, iPhone 16 Pro, iOS 26.0 and 26.1). freshOS/KeyboardLayoutGuide PR 39 (a 2022 comment: \"this happens specifically when Reduce Motion is turned on\") does not say whether cross-fade was on; every report that names the settings names both. With Reduce Motion alone keyboardd's hide ends off screen as usual. RxSwiftCommunity/RxKeyboard PR 107's 71 pt rect with both settings is contested (`reduce-motion-hide-frame`, on in no era).")
        case .crossFadeTiming:
            QuirkDeclaration(
                ids: ["N6"],
                summary: "With cross-fade a show or hide lasts 0.383 s and its Dids come 40 ms after the Wills.",
                mechanism: "AnnouncementRules",
                needs: [.reduceMotion, .preferCrossFade],
                eras: [.ios26_0: .sourced, .ios26: .sourced],
                boundaries: [
                    .ios26_0: "react-native-keyboard-controller PR 1161 and #1242 (iOS 26.0 and 26.1: 0.383 s, Dids ~40 ms after)",
                ],
                detail: "With cross-fade a show or hide lasts 0.383 s and its Dids come 40 ms after its Wills. react-native-keyboard-controller PR 1161 (\"iOS 26 dispatches keyboardDidShow after ~40ms if cross-fade + reduced motion enabled\") and #1242 (duration 383).")
        case .silentInteractiveDismiss:
            QuirkDeclaration(
                ids: ["N7", "K8"],
                summary: "An interactive dismissal posts nothing while the finger drags the keyboard.",
                mechanism: "moveInteractiveDismiss",
                eras: [.ios7: .sourced, .ios8: .kept, .ios9Beta4: .kept, .ios9: .kept, .ios11: .kept, .ios12: .sourced, .ios13: .sourced, .ios14: .sourced, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .sourced],
                boundaries: [
                    .ios7: "rdar 15341512 (iOS 7.0.3, openradar-mirror #4307) and rdar 14847817 (an iOS 7 beta): interactive dismissal came with iOS 7 and posted nothing while dragging",
                ],
                detail: "While the finger drags the keyboard (`BeginInteractiveDismiss`/`MoveInteractiveDismiss`) nothing is posted; the keyboard really moves (Keyboard1.Frame, the app's KeyboardOverlap). On lift a Hide group, or a frame change back, beginning where the last announced animation ended (where the keyboard rested). openradar-mirror #4307 (rdar 15341512, iOS 7), #4551 (rdar 14847817), freshOS/KeyboardLayoutGuide #17 (iOS 12, \"since at least iOS 9\") and #35 (2022), MessageKit #1474. Ideal posts an instant frame change per move, what the radars ask for.")
        case .reloadReannounces:
            QuirkDeclaration(
                ids: ["N8"],
                summary: "ReloadInputViews() with the keyboard up posts the Show group again, no Hide.",
                mechanism: "reconcileKeyboard, cause reload",
                eras: [.ios6: .assumed, .ios7: .assumed, .ios8: .assumed, .ios9Beta4: .assumed, .ios9: .sourced, .ios11: .kept, .ios12: .kept, .ios13: .sourced, .ios14: .kept, .ios15: .sourced, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios6: "assumed from the oldest era: reloadInputViews re-lays out the keyboard, and IQKeyboardManager relied on it from its first versions",
                ],
                detail: "`ReloadInputViews` with the keyboard up and settled posts the Show group again (FrameBegin == FrameEnd), no Hide. slackhq/SlackTextViewController #276 (2015, iOS 9: will/did show notifications all the time, traced to reloadInputViews), hackiftekhar/IQKeyboardManager #1697 (2020, iOS 13: \"keyboardWillShowNotification is fired twice in UITextView\", the library's reloadInputViews) and #1974 (2023). Assumed for iOS 8 (IQKeyboardManager relied on reloadInputViews from its first versions), kept after. A reload while the keyboard's own animation runs is `reload-in-animation-reannounces`' (the loop of iOS 14).")
        case .reloadInAnimationReannounces:
            QuirkDeclaration(
                ids: ["N8", "C6"],
                summary: "A reload while the keyboard's animation is still running (a WillShow handler that reloads) is announced again, so such a handler loops.",
                mechanism: "reconcileKeyboard, cause reload",
                eras: [.ios14: .sourced, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios14: "Apple Developer Forums thread 652362 (2020): a WillShow handler that reloads loops on iOS 14, \"totally fine on iOS 13 or below\"",
                ],
                detail: "Apple Developer Forums thread 652362 (\"iOS14 Switch Keyboard and reloadInputViews together lead to a never-ending loop\", 2020): \"When we add observer for event UIKeyboardWillShowNotification, and add reloadInputViews logic to the observer selector ... it leads to a never-ending loop. But it is totally fine on iOS 13 or below.\" The mechanism keyboardd gives it: up to iOS 13 a reload while the keyboard's own animation runs (between its Wills and Dids, which is where a WillShow handler runs) posts nothing; from iOS 14 (the era ios15) it is announced again, and a handler that reloads on every WillShow never stops. The thread's trigger is the globe key's switch; any WillShow does it here. No report after iOS 14 says it was fixed: kept.")
        case .reloadDidsAtOnce:
            QuirkDeclaration(
                ids: ["N8", "C6"],
                summary: "The Dids of a reload's Show group come at once, inside the call, not after the duration.",
                mechanism: "AnnouncementRules, cause reload",
                eras: [.ios15: .sourced, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios15: "react-native-keyboard-controller's KeyboardAreaExtender (PR 727, 2025): on iOS 15 reloadInputViews triggers the keyboard-did-appear listener immediately",
                ],
                detail: "software-mansion/react-native-keyboard-controller, ios/interactive/KeyboardAreaExtender.swift (feat: keyboard offset on iOS, #727, January 2025): \"since on some OS versions (iOS 15 for example), `reloadInputViews` will trigger `keyboardDidAppear` listener immediately\", so the library sends its own event before it reloads. keyboardd gives the reload's DidChangeFrame and DidShow the same model time as its Wills (inside the call), the duration still 0.25. \"Some OS versions\" names iOS 15 only; kept after it for want of a report that it changed.")

        case .accessoryOutsideFrame:
            QuirkDeclaration(
                ids: ["N9"],
                summary: "A view controller's input accessory view is left out of a show's frame; a field's own accessory stays in it, and its hide ends at the accessory's strip at the bottom of the screen.",
                mechanism: "AnnouncementRules",
                needs: [.accessoryView],
                eras: [.ios26_0: .sourced, .ios26: .sourced],
                boundaries: [
                    .ios26_0: "hackiftekhar/IQKeyboardManager #2124 (iOS 26 beta) and react-native-keyboard-controller PR 1068 (iOS 26.0); badoo/Chatto PR 797 (2026)",
                ],
                detail: "On iOS 26 an accessory view counts in the announced frame by whose it is (trait InputAccessoryOwner, C8). A view controller's `inputAccessoryView` (a chat's input bar) is left out: a show announces the keys alone (badoo/Chatto PR 797, February 2026: \"iOS 26 no longer includes the input accessory view (chat bar) in the reported keyboard frame\"; Chatto's accessory is its view controller's root view's). A field's own accessory (a toolbar) stays in the open frame (react-native-keyboard-controller PR 1068, August 2025, which attaches its accessory to the focused field: \"when we are the top position KVO takes inputAccessoryView into consideration\"), and its hide ends at the accessory's strip at the bottom of the screen (0, H − a, W, a) instead of an off-screen rect (hackiftekhar/IQKeyboardManager #2124, iOS 26 beta, a field toolbar: \"endFrame.height is 44 even the keyboard is hidden\"). The truth has the accessory while shown and nothing after the hide. No source compares the two kinds directly: the split follows which kind each report had.")
        case .thirdPartySteps:
            QuirkDeclaration(
                ids: ["N10", "W1"],
                summary: "A third-party keyboard appears in steps (the era's two step heights, then its own).",
                mechanism: "reconcileKeyboard, AnnouncementRules",
                needs: [.thirdPartyKeyboard],
                eras: [.ios8: .sourced, .ios9Beta4: .kept, .ios9: .kept, .ios11: .kept, .ios12: .kept, .ios13: .kept, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .sourced],
                boundaries: [
                    .ios8: "Stack Overflow 25874975 (iOS 8: Swype 0 → 216 → 256)",
                ],
                detail: "A third-party keyboard's appearance is announced with the era's two step heights first (`Timings.thirdPartyFirstStep`, `thirdPartySecondStep`, plus any accessory view), then its own height; each step is its own animation, only the last gets Dids. Stack Overflow 25874975 (iOS 8: Swype 0 → 216 → 256, SwiftKey 0 → 216 → 259); iOS 26: 364 → 347 → own (KeyboardKit #971, IQKeyboardManager #2165). Kept between them with iOS 8's steps (no source for iOS 11 to 18). KeyboardKit #971 does not name its device: keyboardd takes iOS 26's steps as the iPhone 16 Pro's (the device its conformance log plays on) and scales them on other devices and orientations by the system English keyboard's height against that iPhone's in the same era (`KeyboardHeightTable.thirdPartySteps`; estimate: unscaled, they would cover more than the whole system keyboard of a 375-wide iPhone). iOS 8's steps are the bare keys, the same on every iPhone, and are not scaled.")
        case .sheetHideWithoutKeyboard:
            QuirkDeclaration(
                ids: ["N16", "N11"],
                summary: "A trigger with no keyboard on screen (a system sheet, an interactive-dismiss scroll, a push or pop of a screen with a search field) posts a Hide group anyway, its FrameEnd of height 0 at the screen's bottom.",
                mechanism: "hideWithoutKeyboard (World+Navigation): presentSheet, beginInteractiveDismiss, push/popViewController; AnnouncementRules, cause phantomHide",
                eras: [.ios16: .sourced, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios16: "FluidGroup/Rideau PR 70 and the sheets of iOS 16 (share sheet, store review, searchable)",
                ],
                detail: "One rule, named for its first trigger, fired by every trigger the sources name when no keyboard is on screen: a system sheet presented (share sheet, store review), an interactive-dismiss scroll view dragged with no focused field (SwiftUI's `scrollDismissesKeyboard(.interactively)`; Control1.BeginInteractiveDismiss with no keyboard), a navigation push or pop of a screen with a search field (SwiftUI `.searchable`; App1.PushViewController / PopViewController with SearchField). Each posts WillChangeFrame, WillHide and their Dids for the app on screen, FrameBegin the hidden keyboard's off-screen frame and FrameEnd (0, H, W, 0): a height of 0 at the screen's bottom. FluidGroup/Rideau PR 70 (July 2026, \"Fix keyboard 0 height\": \"Got a keyboard will change frame notification, but keyboard was not even present\"); a public 375×667 log of a hide's WillChangeFrame ends at {{0, 667}, {375, 0}}. The Hide composes with the era's other rules (cross-fade's timing and Reduce Motion's hide frames apply to it as to any hide). The triggers beyond sheets come from the same reports' settings (SwiftUI apps of iOS 16 on); none measures a scroll's or a push's frames: the same shape is an estimate. From iOS 16 (the sheets of iOS 16), kept.")
        case .keyboardReturnsUnderSheet:
            QuirkDeclaration(
                ids: ["N11"],
                summary: "Dismissing a sheet gives the keyboard back while the sheet is still on screen.",
                mechanism: "dismissSheet",
                needs: [.sheet],
                eras: [.ios6: .assumed, .ios7: .assumed, .ios8: .kept, .ios9Beta4: .kept, .ios9: .sourced, .ios11: .kept, .ios12: .kept, .ios13: .kept, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios6: "UIKit restores the presenting controller's first responder in every version (slackhq/SlackTextViewController #507, iOS 9.3): assumed for iOS 5 to 8",
                ],
                detail: "Dismissing a sheet gives the responder, and the keyboard, back at once, while the sheet is still leaving (`Server1`'s sheet stays for `Timings.sheetTransition`, estimate 300 ms); ideal gives it back once the sheet has gone. slackhq/SlackTextViewController #507 (iOS 9.3, \"also happens in official Slack app\") and PR 565 (\"the keyboard was presented right after a view controller presentation\"). UIKit restores the first responder of a presenting controller in every version: kept in every era.")
        case .photoPickerShortFrame:
            QuirkDeclaration(
                ids: ["N11"],
                summary: "The keyboard coming back after the photo picker is announced shorter than it is.",
                mechanism: "AnnouncementRules, cause photoPickerReturn",
                needs: [.sheet],
                eras: [.ios16: .sourced, .ios17: .sourced, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios16: "flutter/flutter #133537 and #134798 (2023, iOS 16/17)",
                ],
                detail: "After the photo picker is dismissed, the keyboard coming back is announced 34 pt shorter than it is (`Timings.photoPickerShortfall`, estimate: \"slightly smaller\", the home indicator's inset). flutter/flutter #133537 and #134798 (2023, iOS 16/17: \"the value is incorrect (slightly smaller)\"; gone after a trip to the background).")
        case .detachedDids:
            QuirkDeclaration(
                ids: ["N12", "N15"],
                summary: "The keyboard runs in its own process: a hide without animation (the app leaving, or a resign inside performWithoutAnimation) still claims 0.25 s with its Dids a few ms after the Wills.",
                mechanism: "AnnouncementRules (causes ownerLeft, unanimated)",
                eras: [.ios17: .sourced, .ios18: .kept, .ios26_0: .sourced, .ios26: .sourced],
                boundaries: [
                    .ios17: "the keyboard runs in its own process from iOS 17 (WWDC23 \"Keep up with the keyboard\"; react-native-keyboard-controller PR 539 and PR 557)",
                ],
                detail: "From iOS 17 the Did notifications no longer follow the keyboard's own animation (WWDC 2023 \"Keep up with the keyboard\": the keyboard in its own process). A hide without animation, the app leaving (home, switch, termination) or a resign inside performWithoutAnimation (`ResignFirstResponderWithOptions` with Animated false), still claims 0.25 s, the keyboard is gone at once, and its Dids come 7 ms after its Wills (`Timings.detachedDidAfter`; react-native-keyboard-controller PR 539, 2024: onStart duration 250 at …135, onEnd at …142; PR 557: \"keyboard can be hidden immediately but with `duration === 250`\"; PR 1161: \"The timing was really stable across iOS 12-16. But starting from 17 we get issues\"). Up to iOS 16 a hide without animation is announced with duration 0 and its Dids at once (estimate: UIKit's animations are off in performWithoutAnimation). That the keyboard is still moving at a DidShow is every curve-7 era's (`spring-outlasts-duration`, N15), not this quirk's. iOS 26's betas posted DidShow right after WillShow (PR 1062, fixed in beta 5): not modelled. iOS 26's cross-fade has its own timing (`cross-fade-timing`).")
        case .textViewEditingAfterWill:
            QuirkDeclaration(
                ids: ["N13"],
                summary: "A text view posts DidBeginEditing after the keyboard's Wills (a text field before them).",
                mechanism: "beginEditing",
                needs: [.textView],
                eras: [.ios6: .assumed, .ios7: .assumed, .ios8: .sourced, .ios9Beta4: .sourced, .ios9: .sourced, .ios11: .kept, .ios12: .kept, .ios13: .kept, .ios14: .kept],
                boundaries: [
                    .ios6: "assumed for iOS 5 to 7, before hackiftekhar/IQKeyboardManager #271 (2015): a text view's editing notification comes after the keyboard's",
                    .ios15: "react-native-keyboard-controller PR 760 sees every responder after the Wills on iOS 15",
                ],
                detail: "A text view posts DidBeginEditing after the keyboard's Wills, a text field before them. hackiftekhar/IQKeyboardManager #271 (2015: \"for TextView, Keyboard Notification methods get called first\") and Craig Grummitt, \"Keyboards, text views and first responders\" (2016). No source between iOS 10 and 15: kept for 11 and 13.")
        case .editingAfterWillShow:
            QuirkDeclaration(
                ids: ["N13"],
                summary: "Every responder posts DidBeginEditing after the keyboard's Wills.",
                mechanism: "beginEditing",
                eras: [.ios15: .sourced],
                boundaries: [
                    .ios15: "react-native-keyboard-controller PR 760 (iOS 15: keyboardWillShow, then didReceiveFocus)",
                    .ios16: "the same PR: iOS 16, 17 and 18 post the focus first",
                ],
                detail: "Every responder posts DidBeginEditing after the keyboard's Wills. react-native-keyboard-controller PR 760 (iOS 15: \"keyboardWillShow -> didReceiveFocus\"; iOS 16, 17, 18: focus first). DidEndEditing comes after the hide's Wills in every era (the same PR), so it has no quirk.")
        case .floatingSendsHide:
            QuirkDeclaration(
                ids: ["P1"],
                summary: "Docked → floating is one Hide group, floating → docked a Show; a floating keyboard that moves, or comes up, is announced with frame changes only; its dismissal is a Hide.",
                mechanism: "PadAnnouncements",
                needs: [.iPad],
                eras: [.ios13: .sourced, .ios14: .kept, .ios15: .kept, .ios16: .sourced, .ios18: .sourced, .ios26_0: .kept, .ios26: .sourced],
                boundaries: [
                    .ios13: "facebook/react-native #29473 (iPadOS 13): the floating keyboard is announced as a Hide",
                    .ios17: "MisterJimson/flutter_keyboard_visibility #162 (iPadOS 17): no Show or Hide, frame changes only",
                    .ios18: "facebook/react-native #48131 (iPadOS 18): WillHide in any detached state",
                ],
                detail: "Docked → floating is one Hide group, floating → docked a Show; a floating keyboard that moves or comes up is announced with frame changes, its dismissal with a Hide. facebook/react-native #29473 (iPadOS 13), flutter/engine PR 37719 (November 2022, iPadOS 16: \"when a keyboard is hidden or changes from docked to undocked/floating, UIKeyboardWillHideNotification is triggered\"), react-native-community/hooks #314 (2022: pinching docked → floating reports the keyboard hidden), facebook/react-native PR 48131 (December 2024, iPadOS 18: \"the UIKeyboardWillHideNotification notification is sent when the keyboard is in any detached state\"), Avi0n/MeshCoreOne PR 139 (January 2026, iPadOS 26: \"iOS sends keyboardWillHide for floating/undocked keyboards\"). Kept for iOS 15 between the first two. **Sources disagree** within iPadOS 16: the same engine change's comment says this WillHide \"might not occur when the keyboard is changed from docked to floating\" (FlutterViewController.mm), and openradar 18010127 reports it missing on iOS 8 when undocking by gesture. keyboardd follows the PR's description and the other reports by default; `SetQuirk floating-without-hide on` with this quirk off plays the missing Hide in any era.")
        case .floatingWithoutHide:
            QuirkDeclaration(
                ids: ["P1"],
                summary: "Docked → floating sends no Hide, only a frame change; a floating keyboard comes and goes with frame changes only (no Show, no Hide).",
                mechanism: "PadAnnouncements, padChange",
                needs: [.iPad],
                eras: [.ios17: .sourced],
                boundaries: [
                    .ios17: "MisterJimson/flutter_keyboard_visibility #162 (July 2024, iPadOS 17)",
                    .ios18: "facebook/react-native #48131 (iPadOS 18) reports Hide again",
                ],
                detail: "Docked → floating posts no Hide, only a frame change (its FrameEnd: `undock-end-frame-on-screen`); a floating keyboard comes and goes with frame changes only. MisterJimson/flutter_keyboard_visibility PR 162 (July 2024, iPadOS 17 by its date: \"The iOS floating keyboard does not trigger observers UIKeyboardDidShowNotification, UIKeyboardWillShowNotification, UIKeyboardWillHideNotification. It does trigger UIKeyboardDidChangeFrameNotification\"); the Flutter engine's comment (\"this notification might not occur when the keyboard is changed from docked to floating\", FlutterViewController.mm, iPadOS 16) says the same can happen earlier, which `SetQuirk` plays there. iPadOS 18's report (react-native PR 48131) is Hide again, so this is iOS 17 alone by default.")
        case .undockEndFrameOnScreen:
            QuirkDeclaration(
                ids: ["P1", "C2"],
                summary: "Docked → floating is announced with a FrameEnd that is not yet out of screen: the docked rect pushed down until a bar's height is left.",
                mechanism: "padChange",
                needs: [.iPad],
                eras: [.ios13: .assumed, .ios14: .kept, .ios15: .kept, .ios16: .sourced, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios13: "assumed from the floating keyboard's first iPadOS (13), before the Flutter engine's iPadOS 16 comment",
                ],
                detail: "The frame change of docked → floating ends at the docked rect pushed down until 55 pt are on screen (how much stays is an estimate: a bar's height), so FrameEnd alone does not say the keyboard left. flutter/engine PR 37719 (November 2022) wrote in FlutterViewController.mm: \"Sometimes when the keyboard is being hidden or undocked, this notification's keyboard's end frame is not yet entirely out of screen, which is why we also use UIKeyboardWillHideNotification\"; the comment is still in the engine's FlutterKeyboardInsetManager (2025-26), so kept to iOS 26. Assumed for iPadOS 13 and 15 (the floating keyboard's first versions; no report either way). Only the floating keyboard: the article-era undocked and split keyboards have their own two-stage Hide (K10).")

        case .barDropZeroFrame:
            QuirkDeclaration(
                ids: ["P2"],
                summary: "Dropping the minimized shortcuts bar after a drag posts WillShow with an empty FrameEnd.",
                mechanism: "PadAnnouncements.addStages",
                needs: [.iPad, .hardwareKeyboard],
                eras: [.ios16: .sourced, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios16: "flutter/engine PR 37719 (FlutterViewController.mm, iPadOS 16)",
                ],
                detail: "Dropping the minimized shortcuts bar after a drag posts WillShow with FrameEnd (0, 0, 0, 0). FlutterViewController.mm (iPadOS 16); kept.")
        case .multitaskingEmptyFrame:
            QuirkDeclaration(
                ids: ["P2"],
                summary: "Changing the multitasking mode with the keyboard up posts a frame of zero width, then the keyboard's frame again.",
                mechanism: "announceMultitaskingChange",
                needs: [.iPad, .multitasking],
                eras: [.ios16: .sourced, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios16: "flutter/engine PR 37719 (FlutterViewController.mm, iPadOS 16)",
                ],
                detail: "Entering or leaving Split View, Slide Over or Stage Manager with the keyboard up posts a frame change of zero width, then the frame the apps were last told again (a Show for a docked keyboard). FlutterViewController.mm (\"can happen sometimes when switching between multitasking modes\", iPadOS 16); kept.")
        case .hardwareBarFullFrame:
            QuirkDeclaration(
                ids: ["P3", "W8"],
                summary: "With a hardware keyboard, what stays on screen (the accessory view; from iOS 9 the shortcut bar under it) is announced as the full-height keyboard rect mostly below the screen.",
                mechanism: "padChange, KeyboardGeometry.barFullFrame",
                needs: [.iPad, .hardwareKeyboard],
                eras: [.ios6: .sourced, .ios7: .assumed, .ios8: .assumed, .ios9Beta4: .assumed, .ios9: .sourced,
                       .ios11: .kept, .ios12: .kept, .ios13: .kept, .ios14: .kept],
                boundaries: [
                    .ios6: "an answer to Stack Overflow 2893267 (read through pullrequest.ru; iPad, iOS 3.2-5 era): with an accessory view over a hardware keyboard the frames are 308 tall from y 1024 to 980, the 264 pt keys below the screen",
                    .ios15: "iPadOS 15 redesigned the bar (wordpress-mobile/gutenberg-mobile #4370: the toolbar no longer spans the screen; coder/code-server #4272): chosen as the change to the bar's own strip, estimate",
                ],
                detail: "Before iOS 9 there is no shortcut bar: an accessory view alone stays above a hardware keyboard (without one nothing is shown or posted, W8), and it is announced as the keys' and the accessory's rect pushed down until only the accessory is on screen. An answer to Stack Overflow 2893267 (read through the pullrequest.ru mirror) prints an iPad's begin (0, 1024, 768, 308) and end (0, 980, 768, 308) with a 44 pt accessory; iOS 7 and 8 are assumed the same (no report either way). From iOS 9 the 55 pt bar above a hardware keyboard is announced as the full keyboard rect pushed down until only the bar is on screen; the truth is the bar. Stack Overflow 32319697 (iOS 9: the rect is 313 tall with most of it off screen, the intersection 55) and 31991873 (iOS 9: \"the keyboard frame is located offscreen\"), ionic-team/ionic-plugin-keyboard PR 273 (May 2017, iOS 10-era simulators: the height was 313 before the fix, 55 after intersecting); assumed for the iOS 9 beta, kept through iOS 12 and 13 (no report either way). When it changed is not documented: iPadOS 15 redesigned the bar (gutenberg-mobile #4370: \"On iPadOS 15 the operating system's keyboard toolbar does not span the full width of the screen\"), so from ios15 keyboardd announces the bar's own strip, 55 pt tall at the bottom (estimate: the height is iOS 9's bar's). The strip is announced full width, the drawn bar narrower inside it: in gutenberg-mobile #4370 the app is lifted by the keyboard frame's height and \"Gaps\" show around the floating toolbar (the fix, WordPress/gutenberg PR 40266, paints the gap between the app's toolbar and the bottom of the screen), and in ionic-team/capacitor-plugins PR 2403 (2025, Magic Keyboard) the web view resized by the frame's height leaves a black band across the whole screen under it, a frame the PR recognises by its height (\"keyboardHeight < 100\"). So the frame's width is the screen's and only the bar drawn in it is narrower; no source prints the rect's x and width.")
        case .hardwareToggleDoubleShow:
            QuirkDeclaration(
                ids: ["P3"],
                summary: "Summoning the on-screen keyboard with a hardware keyboard attached posts two WillShows (the bar's frame, then the keyboard's) and no Hide.",
                mechanism: "PadAnnouncements.addStages",
                needs: [.iPad, .hardwareKeyboard],
                eras: [.ios9Beta4: .assumed, .ios9: .sourced],
                boundaries: [
                    .ios9Beta4: "assumed for the beta of the radar's iOS 9 (rdar 25193835)",
                    .ios11: "no report after iOS 9 (chosen off)",
                ],
                detail: "Summoning the on-screen keyboard over the bar (`SetOnScreenKeyboard`) posts two WillShows, the bar's frame then the keyboard's, and no Hide. openradar 25193835 (lionheart/openradar-mirror #15157, iOS 9); assumed for the beta.")
        case .hardwareToggleHideShow:
            QuirkDeclaration(
                ids: ["P3"],
                summary: "Summoning the on-screen keyboard with a hardware keyboard attached hides the bar, then shows the keyboard with a bogus FrameEnd in the Wills (the Dids carry the real one).",
                mechanism: "PadAnnouncements.addStages",
                needs: [.iPad, .hardwareKeyboard],
                eras: [.ios18: .sourced],
                boundaries: [
                    .ios18: "software-mansion/react-native-reanimated PR 6755 (iOS 18.2)",
                    .ios26_0: "no report on iPadOS 26 (chosen off)",
                ],
                detail: "Summoning it hides the bar, then shows the keys; the Show's Wills carry a bogus FrameEnd (off screen where the hide ended: estimate) and its Dids the real one. software-mansion/react-native-reanimated PR 6755 (iOS 18.2: \"bogus end frame information in the notification\", fixed by reading UIKeyboardDidShow). This is the one case where an animation's Dids do not repeat its Wills' userInfo (N1); the next animation begins at the frame the Dids told.")
        case .slideOverFrameShift:
            QuirkDeclaration(
                ids: ["P4"],
                summary: "The Slide Over app's frames leave out the space below its window (shifted up by it).",
                mechanism: "slideOverShift, KeyboardDelivery",
                needs: [.iPad, .multitasking],
                eras: [.ios11: .sourced, .ios12: .kept, .ios13: .kept, .ios14: .kept, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept],
                boundaries: [
                    .ios11: "freshOS/KeyboardLayoutGuide #14 (2018, iOS 11)",
                    .ios26_0: "iPadOS 26.0 replaced Slide Over with windowed apps; the Slide Over of 26.1 (one app) has no report of the shift (chosen off, estimate)",
                ],
                detail: "The app in Slide Over receives FrameBegin and FrameEnd shifted up by the space below its window; the other apps and the broadcast get screen coordinates. The shift is fixed when a stage starts, part of its userInfo (N1). freshOS/KeyboardLayoutGuide #14 (2018, iOS 11), Kofktu/KUIKeyboard #6, FlutterViewController.mm; kept to iOS 18; off on iOS 26: 26.0 replaced Slide Over with windowed apps, and for the Slide Over 26.1 brought back (one app) no report says whether the shift came with it (estimate).")
                case .noIsLocalKey:
            QuirkDeclaration(
                ids: ["C14"],
                summary: "The userInfo has no UIKeyboardIsLocalUserInfoKey: iOS 9 brought it.",
                mechanism: "deliver (UserInfoKeys)",
                eras: [.ios6: .sourced, .ios7: .kept, .ios8: .sourced],
                boundaries: [
                    .ios6: "Apple's documentation of UIKeyboardIsLocalUserInfoKey: available from iOS 9.0; the iOS 5 to 7 dumps (Stack Overflow 10749311, 19482573) have no such key",
                    .ios9Beta4: "iOS 9 brought the key (Apple's documentation; WWDC 2015 \"Multitasking Essentials for Media-Based Apps on iPad in iOS 9\" for apps in Split View)",
                ],
                detail: "UIKeyboardIsLocalUserInfoKey came with iOS 9, for iPad multitasking, where two apps on screen hear the same keyboard: Apple's documentation gives it as available from iOS 9.0. On iOS 8 a userInfo has the frames, centers, bounds, duration and curve only; code that reads the key gets nil there (`as? Bool` fails), which a tracker that treats a missing key as \"not local\" turns into ignoring every notification.")
                case .undockedDismissFrameOnly:
            QuirkDeclaration(
                ids: ["K10", "C11"],
                summary: "An undocked or split keyboard that goes away is announced with frame changes only, no Hide.",
                mechanism: "PadAnnouncements.hideKind",
                needs: [.iPad, .undockingKeyboard],
                eras: [.ios6: .sourced, .ios7: .kept, .ios8: .sourced],
                boundaries: [
                    .ios6: "Stack Overflow 7842806 and themainthread.com (iOS 5), escoz/QuickDialog PR 444 (2013), openradar 18010127 (iOS 8): no Show or Hide for a keyboard that is not docked",
                    .ios9Beta4: "no report after iOS 8; from iOS 9 keyboardd announces the dismissal as it announces the undocking, with Hide groups (K10, split-sends-hide)",
                ],
                detail: "While the keyboard is undocked or split, iOS 5 to 8 post no Show or Hide for it: Stack Overflow 7842806 (iOS 5, accepted answer: \"If the keyboard is split or undocked, no keyboard notifications are raised\", frame changes apart), themainthread.com \"The iPad Split-Keyboard and (Missing) Notifications\" (May 2012: \"when the keyboard is undocked ... your app no longer receives the standard keyboardWill/DidHide/Show events\"), escoz/QuickDialog PR 444 (2013: \"When the keyboard is split on an iPad it doesn't use the same notifications, instead it uses the keyboardWillChangeFrame notification\") and openradar 18010127 (iOS 8: WillHide and DidHide not sent when undocking or splitting with a gesture). So dismissing an undocked or split keyboard is a frame change to off screen. keyboardd has no era before iOS 8; from iOS 9 it keeps the Hide of K10's reports (estimate: no source says when this changed).")
                case .inputViewSwapHides:
            QuirkDeclaration(
                ids: ["W8", "C12"],
                summary: "Swapping a field's system keyboard for its custom input view posts a Hide group whose Dids come 42 ms on, while the keyboard is still going down, then the custom view's Show.",
                mechanism: "AnnouncementRules, cause inputViewSwap",
                eras: [.ios26_0: .assumed, .ios26: .sourced],
                boundaries: [
                    .ios26_0: "software-mansion/react-native-keyboard-controller #1599 (iOS 26, on a device; the point release is not said: assumed for 26.0 too)",
                ],
                detail: "software-mansion/react-native-keyboard-controller #1599 (August 2026, iOS 26 on a device): \"On iOS 26 ... when a TextInput's inputView is swapped for a custom panel: didHide arrives while the keyboard is still descending\"; its log shows willHide, didHide 42 ms later with the keyboard measured at 249 of 335, and willShow 3 ms after that (a second occurrence: 60 ms, the keyboard at 193). keyboardd posts the keyboard's Hide group (duration 0.25) with its Dids 42 ms on and the custom view's Show group 45 ms after the WillHide (`Timings.inputViewSwapDidAfter`, `inputViewSwapShowAfter`); where the keyboard is meanwhile needs its live position, which the model does not have. Earlier eras announce the swap as a height change (a Show group). Only the system keyboard giving way to a custom view is reported.")
        case .keyboardSpringOvershoot:
            QuirkDeclaration(
                ids: ["N15"],
                summary: "The keyboard's spring is underdamped: the live keyboard goes past its end frame and comes back before it rests.",
                mechanism: "motionCurve (World+Motion), KeyboardSpring.dampingRatio",
                eras: [.ios26_0: .sourced, .ios26: .kept],
                boundaries: [
                    .ios26_0: "react-native-keyboard-controller #1155 and PR 1159 (iOS 26.0): the keyboard's tracked position goes above its final height",
                ],
                detail: "On iOS 26 the keyboard's position, read frame by frame, goes beyond the height the notifications announce: react-native-keyboard-controller #1155 (October 2025, iOS 26.0: after \"onEnd: 345\" the tracked height reads up to 453.66) and PR 1159, which from iOS 26 drops any tracked position \"bigger than an actual keyboard size\" (\"It's impossible case when interactive keyboard height can be a bigger than an actual keyboard size\"); before iOS 26 the same library's spring (mass 3, stiffness 1000, damping 500) never passes its end (#1155's iOS 18 series rises monotonically). keyboardd gives iOS 26's spring a damping ratio of 0.75 (`Timings.overshootDampingRatio`), an overshoot of 2.8 % of the travel (10 pt on a 345 pt show), settled within the same 0.5 s. **Estimate:** no source measures the overshoot's size or its curve; the 453.66 reading was taken with an accessory offset after the animation and is not the peak of a show. The notifications are unchanged: only Keyboard1.Frame, FrameAt and the truth go past the end.")
        case .refusedResignReannounces:
            QuirkDeclaration(
                ids: ["N19"],
                summary: "A first responder that refuses to resign (shouldEndEditing false) makes the keyboard post its Show group again.",
                mechanism: "reconcileKeyboard, cause refusedResign (resignFirstResponder, becomeFirstResponder)",
                eras: [.ios14: .sourced],
                boundaries: [
                    .ios14: "xamarin/Xamarin.Forms #12939 (2020: \"ObserveWillShow event is fired when returned false from ShouldEndEditing event in iOS 14. It's not fired in iOS 13\")",
                    .ios15: "no report after iOS 14 (chosen off)",
                ],
                detail: "A text field or view whose `textFieldShouldEndEditing` / `textViewShouldEndEditing` returns false keeps the focus when it is asked to resign or when another field of the app is tapped (trait `ShouldEndEditing` false: ResignFirstResponder and the other field's BecomeFirstResponder answer false). On iOS 14 the keyboard, which stays where it is, posts its Show group again (FrameBegin == FrameEnd). xamarin/Xamarin.Forms #12939 (November 2020, an Editor whose ShouldEndEditing returns false, then the other Editor tapped: \"ObserveWillShow event is fired ... in iOS 14. It's not fired in iOS 13\"); facebook/react-native #30037 (September 2020, iOS 14.0: \"Dismiss keyboard will fire keyboardWillShow on iOS 14\"). No report for iOS 15 or later: off from ios15 (chosen).")
        case .pushDismissesKeyboard:
            QuirkDeclaration(
                ids: ["N19"],
                summary: "Pushing a screen takes the keyboard down: the covered screen's first responder resigns.",
                mechanism: "pushViewController (World+Navigation)",
                eras: [.ios15: .sourced, .ios16: .sourced, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios15: "onmyway133/notes #620 (2022: \"iOS 15+ auto dismiss keyboard when navigate to new view controller. Not on iOS 14\")",
                ],
                detail: "App1.PushViewController with the keyboard up: from iOS 15 the first responder of the screen being covered resigns and the keyboard hides (a Hide group, its DidEndEditing after the Wills); before, the keyboard stays up over the pushed screen. onmyway133/notes #620 (December 2022: \"iOS 15+ auto dismiss keyboard when navigate to new view controller. Not on iOS 14\"); GetStream/stream-chat-swiftui #201 (September 2022, iOS 16: keyboard shown, push the settings, back: \"Keyboard disappeared. Composer is active\"). Kept after iOS 16.")
        case .keyboardSlidesWithNavigation:
            QuirkDeclaration(
                ids: ["N19", "O1"],
                summary: "A keyboard whose field leaves with a pushed or popped screen slides out sideways with it (left for a push, right for a pop), with the navigation's curve 0 and 0.35 s.",
                mechanism: "AnnouncementRules, causes navigationPush, navigationPop; pushViewController (World+Navigation)",
                eras: [.ios6: .sourced],
                boundaries: [
                    .ios6: "openradar 15054825 (lionheart/openradar-mirror #4479): before iOS 7 FrameEnd's x is minus the screen's width for a push and the screen's width for a pop",
                    .ios7: "the same radar: \"In iOS 7 the x value of the frame is always 0\"",
                ],
                detail: "rdar 15054825 (openradar-mirror #4479, filed against iOS 7): \"In iOS versions lower than 7.0, the value for UIKeyboardFrameEndUserInfoKey would report an accurate screen frame on navigation push and pop. The x value would be equal to the screen width for a pop and minus the screen width for a push\", with the pop's expected userInfo (curve 0, duration 0.35). keyboardd's ios6: App1.PopViewController while the popped screen's field has the keyboard posts a Hide group whose FrameEnd is the keyboard's frame moved right by the screen's width; App1.PushViewController with the keyboard up resigns the covered screen's responder (the keyboard leaves with the screen it belongs to) and posts a Hide group whose FrameEnd is moved left by the screen's width; both with curve 0 and duration 0.35 (`Timings.navigationTransition`). The radar's steps print only the pop; the push's values are its sentence. iOS 7 to 14 keep the keyboard up over a pushed screen and hide it downwards on a pop (the radar: x is always 0); from iOS 15 a push hides it downwards (`push-dismisses-keyboard`). The keyboard itself goes where every hidden keyboard is, below the screen (the model keeps one hidden frame), and the next show comes up from there (C15).")
        case .modalReturnSingleEvent:
            QuirkDeclaration(
                ids: ["N19"],
                summary: "A keyboard that comes back when a modal is dismissed is there at once and announced with one notification, DidShow.",
                mechanism: "AnnouncementRules (causes sheetReturn, fullScreenSheetReturn), AnimationStage.onlyDidShow",
                eras: [.ios15: .sourced],
                boundaries: [
                    .ios15: "react-native-keyboard-controller PR 557 (2024: \"on iOS 15 when modal gets hidden, then keyboard appears instantly and iOS 15 dispatches only one event\")",
                    .ios16: "no report for iOS 16 or later (chosen off)",
                ],
                detail: "When a sheet or modal goes and the responder under it gets the keyboard back, iOS 15 puts the keyboard there at once and posts a single notification. react-native-keyboard-controller PR 557 (August 2024): \"on iOS 15 when modal gets hidden, then keyboard appears instantly and iOS 15 dispatches only one event, so we'll read old frame (i. e. 0)\". Which one the PR does not name: the library reads the frame in its keyboard-did-show handler, so keyboardd posts DidShow alone, duration 0 (estimate). A tracker that waits for WillShow never hears this keyboard.")
        case .firstShowChatty:
            QuirkDeclaration(
                ids: ["N18"],
                summary: "A process's first keyboard, for a text view, is announced three times: the keys alone, then the bar at once, then the whole keyboard again, each with its Dids.",
                mechanism: "AnnouncementRules (KeyboardChange.chattyFirstShow), AppRecord.keyboardShownInProcess",
                needs: [.textView],
                eras: [.ios8: .sourced],
                boundaries: [
                    .ios8: "jessesquires/JSQMessagesViewController #701 (December 2014) and hackiftekhar/IQKeyboardManager #228 (May 2015): the first keyboard after launch is announced more than once, with different heights",
                    .ios9Beta4: "no report after iOS 8 (chosen off)",
                ],
                detail: "The first keyboard a process shows after it starts: a Show group of the keys without the QuickType bar (its Dids 152 ms later), 149 ms after it a Show group of the whole keyboard with duration 0 (its Dids 26 ms later), 36 ms after that the whole keyboard's Show group again, its Dids 397 ms on (`Timings.firstShow…`). The timings are jessesquires/JSQMessagesViewController #701's log of \"the first time the keyboard shown after I launch my app\" (WillChangeFrame at 0, 0.149 and 0.185 s; DidChangeFrame/DidShow at 0.151/0.155, 0.172/0.179 and 0.581/0.583). Which heights the groups have is not logged: the keys alone and then the whole keyboard is an estimate. **The two reports are one mechanism.** hackiftekhar/IQKeyboardManager #228 (May 2015, a plain UITextView with IQKeyboardManager on) sees \"keyboardWillShow: will be called twice at the first time and the heights of the keyboard are not the same\", two WillShows of 0.25 s, not three groups with one of duration 0: the text view posts DidBeginEditing after the keyboard's first Wills (`text-view-editing-after-will`, #271), IQKeyboardManager gives it its toolbar there and reloads its input views (IQKeyboardManager #1697: the library's reload is the second WillShow), and that change supersedes the chatty show after its first group (N1: a superseded animation's Dids never come), so the keys alone are followed by the whole keyboard with the toolbar, 0.25 s each; from the second show on the toolbar is there before the Wills and one WillShow comes. keyboardd plays #228 with this quirk and an app that sets its accessory in its DidBeginEditing handler (model test `FirstAppearanceTests.n18IQKeyboardManagerToolbarCutsTheChattyShowShort`); JSQMessagesViewController's composer, whose accessory view (an empty UIView) is there before the focus, gets the whole chatty show. Only for a text view, an estimate: both reports focus a UITextView, while a Stack Overflow answer to question 25874975 (read through qa.55276.net) reports Apple's keyboard sending one WillShow of 224 pt on iOS 8 and does not say the field's kind; a text field's first keyboard is therefore announced once. Later keyboards of the same process are announced once; a terminated app's next launch is a new process.")
        case .thirdPartyFirstUseOnly:
            QuirkDeclaration(
                ids: ["N17", "N18", "N10"],
                summary: "A third-party keyboard comes up in steps only the first time in a process; later it comes at once with its own height.",
                mechanism: "reconcileKeyboard (AppRecord.thirdPartyShownInProcess) with third-party-steps",
                eras: [.ios26_0: .sourced, .ios26: .kept],
                boundaries: [
                    .ios26_0: "hackiftekhar/IQKeyboardManager #2165 (January 2026: \"on the first use of the keyboard each time it launches, especially when a third-party keyboard is used as the default keyboard\")",
                ],
                detail: "On iOS 26 the third-party keyboard's wrong intermediate WillShows (`third-party-steps`: 364 then 347 before its own height, KeyboardKit #971) come on its first appearance in the host app's process: hackiftekhar/IQKeyboardManager #2165 (January 2026): \"The app gets an incorrect keyboard height on the first use of the keyboard each time it launches, especially when a third-party keyboard is used as the default keyboard ... keyBoardWillShow Called 2 times\". Later appearances in the same process are one Show group at the extension's height; after the app is terminated, the next launch steps again. Before iOS 26 the steps come every time (no report says otherwise).")
        case .firstShowShort:
            QuirkDeclaration(
                ids: ["N18"],
                summary: "A process's first keyboard is announced 44 pt tall (Wills and Dids), the later ones at their height: a bug of iOS 17's betas.",
                mechanism: "AnnouncementRules (KeyboardChange.firstInProcess)",
                eras: [:],
                boundaries: [:],
                detail: "ionic-team/cordova-plugin-ionic-keyboard PR 177 (July 2023, iOS 17 beta): \"The keyboard height is not correct the first time callbacks onKeyboardWillShow and onKeyboardDidShow are displayed. The value is 44 instead of an awaited value around 300. Since the next time the callbacks are called, the height value is correct\". keyboardd has no era for iOS 17's betas and the PR expects the release to fix it: the quirk is on in no era; `SetQuirk first-show-short on` plays it (the FrameEnd keeps its bottom and is 44 pt tall, `Timings.firstShowShortHeight`; the truth is the whole keyboard).")
        case .passwordSwitchFlicker:
            QuirkDeclaration(
                ids: ["N5"],
                summary: "Moving the focus from one password field to another drops the AutoFill bar and brings it back at once: two instant Show groups.",
                mechanism: "AnnouncementRules, cause passwordToPassword",
                needs: [.passwordField],
                eras: [.ios17: .sourced, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios17: "flutter/flutter #134723 (September 2023, reproduced on iPhone 14 Pro, iOS 17.0; \"It doesn't appear on iPhone 7, iOS 15.7.2\")",
                ],
                detail: "With the keyboard up on a password field, focusing another password field makes the keyboard lose its password AutoFill bar and get it back: a Show group of the keys alone, then 10 ms later (`Timings.autofillBarStep`) the whole keyboard again, both instant; the truth follows (the keyboard really is shorter for those 10 ms). flutter/flutter #134723 (September 2023: \"It looks like the keyboard is rapidly transitioning in and out of having the password bar, changing its height very briefly as a result\", iOS 17.0, not on iOS 15.7.2), #140693 (iOS 17.1.2), #88354 (fields with obscureText, AutoFill Passwords on). Kept after iOS 17.")
        case .keychainReturnNegativeFrames:
            QuirkDeclaration(
                ids: ["N5"],
                summary: "The credential picker (the Passwords key) over the keyboard posts a WillShow of a 115 pt bar 44 pt on screen; as it goes, the keyboard comes back announced at negative origins, later returns 648 pt wide.",
                mechanism: "AnnouncementRules, causes keychainPresent, keychainReturn (PresentSheet passwords)",
                needs: [.passwordField, .sheet],
                eras: [.ios14: .sourced, .ios15: .kept, .ios16: .kept, .ios17: .kept, .ios18: .kept, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios14: "hackiftekhar/IQKeyboardManager #1823 (July 2021, \"iOS14.4.+\", a 414×896 iPhone)",
                ],
                detail: "hackiftekhar/IQKeyboardManager #1823 (July 2021, titled \"iOS14.4.+, tap password autofill, when the keybord shows, toolbar shows out of the screen\") logs its keyboardWillShow frames on a 414×896 iPhone, each with the library's own 44 pt toolbar above the keys (IQToolbar.m, sizeThatFits): the keyboard 345 then 390 tall (301 and 346 without the toolbar: `password-two-step-show`); the keychain tapped: {{0, 852}, {414, 115}}; Cancel, the keyboard back: {{0, -115}, {414, 115}} then {{0, -390}, {414, 390}}; raised again and the keychain again: Cancel gives {{0, -115}, {648, 115}} then {{0, -347}, {648, 347}}. keyboardd plays PresentSheet passwords over the keyboard as a Show group of a 115 pt bar with 44 pt on screen (`Timings.keychainBarHeight`, `keychainBarOnScreen`), then the keyboard under the picker; DismissSheet gives the keyboard back as two Show groups at (0, -115) and (0, -height), the second return and later ones 648 pt wide on a 414 pt screen (scaled for others: an estimate). The bar's figures may hold the same toolbar (the 44 pt left on screen is the toolbar's height); no log without one was found, so keyboardd keeps them as logged. The logged value is IQKeyboardManager's stored frame, which the library takes from FrameEnd. The truth is the keyboard at the bottom. Kept from iOS 14.4 (no report says it was fixed).")
        case .autofillCredentialsWrongFrame:
            QuirkDeclaration(
                ids: ["N5"],
                summary: "A field that AutoFill offers saved credentials for (a username field) is announced without the suggestions bar the keyboard has.",
                mechanism: "AnnouncementRules (KeyboardChange.credentialSuggestions)",
                eras: [.ios26_0: .sourced, .ios26: .kept],
                boundaries: [
                    .ios26_0: "mozilla-mobile/firefox-ios PR 30146 (October 2025, iOS 26)",
                ],
                detail: "mozilla-mobile/firefox-ios PR 30146 (October 2025): \"keyboardFrameEndUserInfoKey occasionally returns incorrect keyboard frames on iOS 26, particularly when autofill displays suggested credentials above the keyboard\"; Firefox moved to UIKeyboardLayoutGuide. The PR prints no frame: keyboardd announces the keys alone (the keyboard without the bar where AutoFill shows the credentials) for a TextContentType username field while the keyboard, and the truth, have the bar (estimate). \"Occasionally\" is every time here.")
        case .unrotatedFrames:
            QuirkDeclaration(
                ids: ["O1"],
                summary: "The userInfo's frames are in the portrait screen's coordinates whatever the orientation; the centers and bounds are the rotated window's.",
                mechanism: "deliver (KeyboardGeometry.unrotated), KeyboardState.animationUnrotation",
                eras: [.ios6: .sourced, .ios7: .sourced],
                boundaries: [
                    .ios6: "Stack Overflow 10749311 and a 2012 iPad log (likecs ask-1000627): landscape frames of 352 × 1024 at the portrait screen's left edge",
                    .ios8: "note234.com 417004 (the same iPad show on iOS 8 reports rotated frames) and Apple's keyboardFrameEndUserInfoKey: \"The frame rectangle reflects the current orientation of the device\"",
                ],
                detail: "Before iOS 8, FrameBegin and FrameEnd are the portrait screen's rects in every orientation: Apple's old \"Managing the Keyboard\" guide: \"These coordinates do not take into account any rotation factors applied to the window's contents as a result of interface orientation changes.\" A landscape iPad keyboard 352 pt tall is (0, 0, 352, 1024) coming from (−352, 0) in landscapeRight (a 2012 log mirrored from a Stack Overflow answer, likecs ask-1000627; a 2012 Stack Overflow 10749311 dump), while UIKeyboardBoundsUserInfoKey (0, 0, 1024, 352) and the centers (512, 944) → (512, 592) are in the rotated window's coordinates; note234.com 417004 shows the same on iOS 7.1 and rotated frames on iOS 8. Upside down, the frames are the portrait screen's turned round (Stack Overflow 2893267: FrameEnd {{0, −264}, {768, 308}}). iOS 8 turned the frames with the interface (Apple's reference: \"The frame rectangle reflects the current orientation of the device\").")
        case .frameChangedByUserInteractionKey:
            QuirkDeclaration(
                ids: ["O1"],
                summary: "The userInfo carries UIKeyboardFrameChangedByUserInteraction (0; 1 for the person's own dock or undock where `undock-by-hand-hides` is on).",
                mechanism: "deliver (UserInfoKeys.frameChangedByUserInteraction)",
                eras: [.ios6: .sourced, .ios7: .sourced],
                boundaries: [
                    .ios6: "the iOS 5 and 6 userInfo dumps (Stack Overflow 10749311, 2012 blog dumps on 320×480 iPhones) carry UIKeyboardFrameChangedByUserInteraction = 0",
                    .ios8: "no dump from iOS 8 on has the key (every logged iOS 8 to 13 dictionary lists the frames, centers, bounds, duration, curve and IsLocal only)",
                ],
                detail: "Every logged userInfo of iOS 5 to 7 has `UIKeyboardFrameChangedByUserInteraction = 0` beside UIKit's public keys (Stack Overflow 10749311's iPad, Stack Overflow 19482573's iOS 7 iPhone, the 2012 Chinese blog dumps of 320×480 iPhones); Stack Overflow 7842806's answer (iOS 5) reads it as 1 when the person docks or undocks the keyboard by hand, and a comment there says it \"is not correct at iOS7\". keyboardd posts it as 0, and as 1 in the Show or Hide of the person's own docking or undocking on iOS 5 and 6 (`undock-by-hand-hides`; the comment's iOS 7 keeps 0). The dumps from iOS 8 on do not have it.")
        case .didsWithoutAnimationKeys:
            QuirkDeclaration(
                ids: ["O1"],
                summary: "The Did notifications carry no duration and no curve.",
                mechanism: "deliver (UserInfoKeys.animation)",
                eras: [.ios6: .sourced, .ios7: .kept],
                boundaries: [
                    .ios6: "UIWindow.h (iOS 3.2 to 7 SDKs): \"Animation key/value pairs are only available for the 'will' family of notification\"; a 2012 iPad log's DidShow and DidHide have neither key",
                    .ios8: "from iOS 8 keyboardd's Dids repeat their Wills' userInfo (N1): no iOS 8 dump of a Did without them was found (chosen)",
                ],
                detail: "UIKit's header UIWindow.h said \"Animation key/value pairs are only available for the 'will' family of notification\" (quoted from the 2012 SDK in a public blog copy), and the 2012 iPad log mirrored from a Stack Overflow answer (likecs ask-1000627) shows DidShow and DidHide with the frames, centers, bounds and UIKeyboardFrameChangedByUserInteraction only. Kept for iOS 7 (the same header); from iOS 8 the Dids carry the animation's values (N1), which no source contradicts.")
        case .infiniteHideFrame:
            QuirkDeclaration(
                ids: ["O1"],
                summary: "A hide ends at an infinite, empty rect ({{inf, inf}, {0, 0}}, CGRectNull).",
                mechanism: "AnnouncementRules (kind hide)",
                eras: [.ios7: .sourced],
                boundaries: [
                    .ios7: "danielamitay/DAKeyboardControl #91 (2015: \"in iOS7 the UIKeyboardFrameEndUserInfoKey we get in ... inputKeyboardWillHide: is CGRect: {{inf, inf}, {0, 0}}\")",
                    .ios8: "the same report is of iOS 7 only; iOS 8's hides end off screen (chosen)",
                ],
                detail: "danielamitay/DAKeyboardControl #91 (May 2015): \"in iOS7 the UIKeyboardFrameEndUserInfoKey we get in - (void)inputKeyboardWillHide:(NSNotification *)notification is CGRect: {{inf, inf}, {0, 0}}\", so `!CGRectIsNull(...)` fails and the library never reports the keyboard closing. keyboardd's iOS 7 hides end at (inf, inf, 0, 0) in their Wills and Dids (N1); the next show begins off screen as every show does. JSON has no infinity: keyboardctl writes such values as null.")
        case .rotationHidesAndShows:
            QuirkDeclaration(
                ids: ["O2"],
                summary: "Turning the device with the keyboard up posts a Hide, then a Show, both without animation.",
                mechanism: "AnnouncementRules, cause rotation",
                eras: [.ios6: .sourced, .ios7: .sourced],
                boundaries: [
                    .ios6: "apontious.com \"Keyboard Schmeeboard\" (2013, iOS 5/6): \"notified that the keyboard is hidden, then that the view is rotated, then that the keyboard is shown again\"",
                    .ios8: "Apple Developer Forums thread 5706 (2015): iOS 8.3 calls the pair twice (`rotation-pair-twice`)",
                ],
                detail: "A rotation with the keyboard up is a Hide group ending off screen in the old orientation, then a Show group beginning off screen in the new one, both with duration 0 and their Dids at once. apontious.com \"Keyboard Schmeeboard\" (January 2013, iOS 5/6); Apple Developer Forums thread 5706 (2015, with backtraces: \"the same on iOS 7.1, one time call willHide/WillShow\", through -[UIInputWindowController willRotateToInterfaceOrientation:duration:] and performWithoutAnimation:, hence no animation). From iOS 9 keyboardd announces a rotation as one Show group (C17).")
        case .rotationPairTwice:
            QuirkDeclaration(
                ids: ["O2"],
                summary: "Turning the device with the keyboard up posts Hide and Show twice, without animation.",
                mechanism: "AnnouncementRules, cause rotation",
                eras: [.ios8: .sourced],
                boundaries: [
                    .ios8: "Apple Developer Forums thread 5706 (2015: \"the iOS 8.3 backtraces, two times call willHide/WillShow\")",
                    .ios9Beta4: "no report after iOS 8.3 (chosen off: iOS 9 on announces a rotation with one Show group, C17)",
                ],
                detail: "Apple Developer Forums thread 5706 (June 2015, an answer with backtraces of iOS 8.3 and 7.1): \"First the iOS 8.3 backtraces, two times call willHide/WillShow. Then the same on iOS 7.1, one time\"; the calls come from UIInputWindowController's rotation inside performWithoutAnimation:, so each group has duration 0. keyboardd's ios8 posts Hide, Show, Hide, Show, each instant: the first Hide ends off screen in the old orientation, the others in the new one.")
        case .numpadRotationStaleBegin:
            QuirkDeclaration(
                ids: ["O2"],
                summary: "An iPad number pad kept up through two rotations announces the second one's Show with a stale FrameBegin height (142).",
                mechanism: "AnnouncementRules (cause rotation, KeyboardChange.rotationsWhileUp)",
                needs: [.iPad],
                eras: [.ios11: .sourced],
                boundaries: [
                    .ios11: "openradar 38117524 (lionheart/openradar-mirror #19513, March 2018, iOS 11 by its date)",
                    .ios12: "no report after iOS 11 (chosen off)",
                ],
                detail: "openradar 38117524 (mirrored March 2018): \"Value for keyboard height returned by ... UIKeyboardFrameBeginUserInfoKey ... is erroneous after turning iPad from Portrait to Landscape\"; a number pad kept up through landscape → portrait → landscape gives (0, 768, 1024, 398), (0, 1024, 768, 313), then a height of 142 where 398 is expected. keyboardd gives the second and later rotations' Show a FrameBegin off screen in the new orientation with the height 142 (`Timings.staleRotationBeginHeight`), the radar's figure; what makes it 142 the radar does not say. Only the number-pad keyboard types, on iPad.")
        case .fieldSwitchSilent:
            QuirkDeclaration(
                ids: ["O3"],
                summary: "Moving the focus to a field whose keyboard has another height posts nothing: the keyboard changes silently.",
                mechanism: "reconcileKeyboard (silent, causes focusChange, focusToPassword)",
                eras: [.ios9Beta4: .sourced],
                boundaries: [
                    .ios9Beta4: "openradar 22437233, 22505056 and 22383652 (lionheart/openradar-mirror #5888, #5928, #5951; iOS 9.0 beta 13A4325c)",
                    .ios9: "the radars are of the iOS 9.0 betas and say iOS 8 posted the notifications; no report of the released iOS 9 (chosen: fixed)",
                ],
                detail: "Three radars of the iOS 9.0 beta 13A4325c report no WillChangeFrame or DidChangeFrame when the focus moves to a field whose keyboard is another height: rdar 22437233 (iPhone 5s: standard → number pad, \"fire at step 3, but not at step 4\"), rdar 22505056 (iPhone 6: a field with autocorrection to one without, the predictive bar going: \"This is a bug in iOS 9, but works correctly in iOS 8\"), rdar 22383652 (iPad simulator: fields with accessory views of different heights, \"In the current beta it does not, but it did in iOS8.4\"). keyboardd's ios9-beta4 changes the keyboard without a notification, and the next animation begins where the last announced one ended (as N4). A focus change that keeps the height is still re-announced (`focus-change-reannounce`).")
        case .extensionResizeSilent:
            QuirkDeclaration(
                ids: ["O5"],
                summary: "A keyboard extension that changes its own height while it is up posts nothing: the host keeps laying out for the old height.",
                mechanism: "reconcileKeyboard (silent, cause extensionResize)",
                needs: [.thirdPartyKeyboard],
                eras: [.ios14: .sourced],
                boundaries: [
                    .ios14: "Apple Developer Forums thread 689253 (September 2021, Xcode 12.5.1, iOS 14.2 on an iPhone 12 mini), listed with its opening in ExtraKeys/keys #37",
                    .ios15: "the one report is of iOS 14.2; none later (chosen off)",
                ],
                detail: "A developer of a keyboard extension whose keyboard \"changes its height when certain functions are triggered by the user\" reports that \"the hosting app do not always get the UIKeyboardDidChangeFrameNotification on keyboard height changes, which causes layout problems in the host\" (Apple Developer Forums thread 689253, iOS 14.2 on an iPhone 12 mini; its opening is quoted in ExtraKeys/keys #37). The report says \"not always\" and its steps are cut off in the quote: keyboardd's ios14 takes the silent case, the one that breaks hosts (**estimate**); switch the quirk off (Control1.SetQuirk) for the announced one. The report is of iOS 14.2; none of earlier or later systems: on in ios14 only (chosen). Other eras announce the resize as any change of height (W1).")
        case .foregroundCollapsesToBar:
            QuirkDeclaration(
                ids: ["P6"],
                summary: "With a hardware keyboard, an app coming back from background finds the on-screen keyboard it had collapsed to the shortcut bar.",
                mechanism: "bringToForeground (PadKeyboardState.onScreenWithHardware)",
                needs: [.iPad, .hardwareKeyboard],
                eras: [.ios18: .sourced, .ios26_0: .kept, .ios26: .kept],
                boundaries: [
                    .ios18: "KeyboardKit/KeyboardKitPro #21 (March 2025, iPadOS 18)",
                ],
                detail: "KeyboardKit/KeyboardKitPro #21 (March 2025): \"When the user has an external keyboard connected, everything is fine until the app is backgrounded. When the app is re-foregrounded the software keyboard often becomes hidden (what the user now sees is a keyboard shortcut menu-item group w/a keyboard button and a mic button.) ... The software keyboard view is still the 'firstResponder'\". keyboardd: the on-screen keyboard summoned over a hardware keyboard (SetOnScreenKeyboard) goes back to the bar when an app returns from background; the responder keeps the focus and the change is announced as the era announces the bar (P3). \"Often\" is always here. Kept on iPadOS 26 (no report says it was fixed).")
        case .autocorrectionOffHidesBar:
            QuirkDeclaration(
                ids: ["N3"],
                summary: "A field whose autocorrectionType is no has no QuickType bar: its keyboard is the keys alone, as with Predictive off.",
                mechanism: "showsBar (World+QuickType), read by the layout",
                eras: span(.ios8, through: .ios14, sourced: [.ios9Beta4, .ios9, .ios11, .ios14]),
                boundaries: [
                    .ios8: "iOS 8 brought the QuickType bar; an answer on iOS 8's predictive keyboard hides it with autocorrectionType = UITextAutocorrectionTypeNo (https://exchangetuts.com/possible-to-programmatically-feed-the-ios-predictive-keyboard-contextsource-text-1640082183652331)",
                    .ios15: "Apple's iOS & iPadOS 15 release notes (68874861, quoted in holzschu/a-shell #319 and terrychou/iVim #216): for apps linked against iOS 15 the QuickType bar is enabled with autocorrectionType no and shows spellchecking candidates",
                ],
                detail: "From iOS 8 a field with autocorrection off shows no QuickType (predictive) bar: the keyboard is as tall as with the Predictive setting off, so moving the focus between a field with autocorrection and one without changes the keyboard's height. Sources: rdar 22505056 (lionheart/openradar-mirror #5928, iOS 9.0 beta 13A4325c, iPhone 6: \"set correction = NO on one of them ... The height of the keyboard should change (the predictive text bar should show/hide)\"; \"works correctly in iOS 8\"); rdar 22437233 (openradar-mirror #5888: \"from standard with correction to standard without correction\" is a keyboard of a different size); an iOS 8 answer hiding \"the iOS suggestion bar using myTextView.autocorrectionType = UITextAutocorrectionTypeNo\" (exchangetuts mirror of a Stack Overflow question); ionic-team/ionic-plugin-keyboard #225 (2017: on iOS 10 autocorrect=\"off\" keeps the predictive text away); hackiftekhar/IQKeyboardManager #1031 (2017: the QuickType toolbar \"does affect with a Device Settings and the autocorrect property of UITextField\") and tkach/PinCodeTextField #10 (iOS 11: autocorrectionType = .no disables the suggestion list). Apple's iOS 15 release notes end it: \"In iOS 14 and iPadOS 14 and earlier, when autocorrectionType is set to UITextAutocorrectionTypeNo, the QuickType bar is disabled. For apps linked against iOS 15 and iPadOS 15 or later, the QuickType bar is enabled and shows spellchecking candidates\" unless spellCheckingType is no (a trait keyboardd does not have), so from `ios15` the field keeps the bar. iOS 13 is kept between the reports. Later eras (iOS 17's inline predictions among them): no source says the rule changed again; they keep iOS 15's (estimate). `ideal` keeps the bar, as today's documentation describes. On an iPad from iOS 9 the predictions share the shortcut bar, which stays (P5): the height does not change there; iOS 8's iPad loses its bar as with Predictive off. A password field keeps its AutoFill bar (N5).")
        case .undockByHandHides:
            QuirkDeclaration(
                ids: ["K10", "O1", "C11"],
                summary: "The person undocking or splitting the docked keyboard is announced with one Hide group, docking it with a Show group, both with UIKeyboardFrameChangedByUserInteraction 1.",
                mechanism: "PadAnnouncements.detachedKind, AnnouncementRules (cause keyboardModeChange)",
                needs: [.iPad, .undockingKeyboard],
                eras: [.ios6: .sourced],
                boundaries: [
                    .ios6: "Stack Overflow 7842806 (iOS 5, accepted answer): docking raises WillShow and undocking WillHide, both with UIKeyboardFrameChangedByUserInteraction == 1",
                    .ios7: "a comment on the same answer: the flag \"is not correct at iOS7\"; iOS 7 announces the undocking as a frame change (chosen)",
                ],
                detail: "Stack Overflow 7842806 (iOS 5, accepted answer, read through the ogeek.cn mirror): \"If a keyboard is docked, UIKeyboardWillShowNotification will be raised, and the following will be true: [[[notification userInfo] valueForKey:@\"UIKeyboardFrameChangedByUserInteraction\"] intValue] == 1. If a keyboard is undocked, UIKeyboardWillHideNotification will be raised, and the above statement will also be true\"; while undocked or split no Show or Hide comes (themainthread.com, May 2012; `undocked-dismiss-frame-only`). keyboardd's ios6: Control1.SetKeyboardMode from docked to undocked or split is one Hide group (not iOS 8's two stages, K10), back to docked a Show group, and both carry UIKeyboardFrameChangedByUserInteraction 1; every other userInfo carries 0. **Contested** for the menu: Stack Overflow 10749311 (iOS 5) logs the undocking picked from the keyboard key's menu with the flag 0 (and prints only WillChangeFrame, not whether a WillHide came), while the answer of 7842806 does not say how its keyboard was undocked; keyboardd has one way to undock (SetKeyboardMode) and takes the answer's rule for it (a drag or the menu alike). A comment on 7842806 says the flag \"is not correct at iOS7\": ios7 keeps the key at 0 and announces the undocking as a frame change.")
        case .springOutlastsDuration:
            QuirkDeclaration(
                ids: ["N15", "N12"],
                summary: "The keyboard's spring runs its full 0.5 s while the notifications claim 0.25 s: at the DidShow the keyboard is still moving (6 % short of its end).",
                mechanism: "motionCurve (World+Motion), KeyboardSpring.uikit",
                eras: span(.ios7, through: .ios26, first: .assumed, sourced: [.ios9, .ios16, .ios17]),
                boundaries: [
                    .ios7: "assumed from iOS 7, which brought the keyboard's spring (curve 7), before Apple Developer Forums thread 48088 printed its 0.5 s (2016)",
                ],
                detail: "The claimed duration is 0.25 s but the keyboard's CASpringAnimation lasts longer: Apple Developer Forums thread 48088 (2016, iOS 9–10 era) prints the keyboard's animation with mass 3, stiffness 1000, damping 500 and duration 0.5; flutter/engine PR 37604 (November 2022) sets \"Keyboard animation spring curve for iOS 16 and below\" with a settlingDuration of 0.5; software-mansion/react-native-reanimated PR 5705 and PR 5750 (2024) fit the keyboard's measured motion (screen recordings) with an opening of 0.48 s; react-native-keyboard-controller PR 557 (2024, iOS 17) sees DidShow \"happening during animation\". keyboardd runs the spring for its 0.5 s in every era with curve 7, while the Dids come at the claimed 0.25 s: at a DidShow the live keyboard (Keyboard1.Frame, FrameAt, the truth) is at 94 % of its travel and lags until 0.5 s, when it is published again. iOS 7 and 8 are assumed the same (the spring came with iOS 7; no source measures it there). `ideal` runs the same shape in the claimed duration, so its Did marks the end, as the documentation describes. iOS 5 and 6 move with ease-in-out over the duration (curve 0, no spring).")
        case .predictiveToggleWithoutAnimationKeys:
            QuirkDeclaration(
                ids: ["N3", "N20"],
                summary: "The QuickType bar going or coming with the keyboard up is announced with a userInfo that has no duration and no curve (a reader gets 0), its Dids at once.",
                mechanism: "AnnouncementRules (cause predictiveToggle, AnimationStage.withoutAnimationKeys)",
                eras: [.ios8: .sourced],
                boundaries: [
                    .ios8: "Stack Overflow 25946121 (an iPhone 6 on iOS 8.4): the dictionaries of the bar turned on and off from the keyboard list the frames, centers and bounds, no UIKeyboardAnimationDurationUserInfoKey or UIKeyboardAnimationCurveUserInfoKey",
                    .ios9Beta4: "iOS 9 removed the bar's handle (N20); no dump of a later toggle leaves the keys out (chosen: duration 0 with the keys, `predictive-toggle-instant`)",
                ],
                detail: "An answer to Stack Overflow 25946121 (read through the wiki.kunaldawn.com archive; iPhone 6, \"Tested on iPhone 6, iOS 10, 9, 8.4\", the dictionaries without UIKeyboardIsLocalUserInfoKey, so of the 8.4 run) logs WillChangeFrame, WillShow, DidChangeFrame, DidShow for \"Turning Predictive ON\" and \"OFF\" and prints a userInfo with UIKeyboardBoundsUserInfoKey, the two centers and the two frames only: the keys print sorted, so the animation keys would come first, and there are none. keyboardd's ios8 announces the bar's toggle (the collapse of N20 from the keyboard, or the Predictive setting) as a Show group without the duration and curve keys, its Dids at once (the answer's order; that they come at once is an estimate): code that reads `[userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue]` gets 0, `as? Double` gets nil. Which notification the printed dictionary belongs to is not said; all four are given the same userInfo (N1).")
        }
    }
}
