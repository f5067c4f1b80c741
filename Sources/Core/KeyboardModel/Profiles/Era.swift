// The eras keyboardd reproduces, oldest first: which iOS versions each stands for, its timings and
// height rows, and the device that plays it by default. Which quirks an era holds is not said here:
// each quirk's declaration (QuirkCatalog.swift) names its eras, and `Profile` gathers them.

public enum Era: String, CaseIterable, Hashable, Sendable, Comparable {
    /// No quirk: the documented behaviour, on every device.
    case ideal
    /// iOS 5 and 6: the keyboard's curve is 0 (ease in-out); userInfo frames are not rotated.
    case ios6
    case ios7
    case ios8
    case ios9Beta4 = "ios9-beta4"
    case ios9
    case ios11
    /// iOS 12 (the Mail.ru article's stories, with the re-post on the way back from background).
    case ios12
    /// iOS 13: as iOS 12, with the floating keyboard and without the re-post (C5).
    case ios13
    case ios14
    case ios15
    case ios16
    case ios17
    case ios18
    /// iOS 26.0: the iPhone keyboards' first iOS 26 heights, iPadOS without Slide Over.
    case ios26_0 = "ios26.0"
    /// iOS 26.1 and later point releases (the figures are 26.2's), the default.
    case ios26

    public var name: String { rawValue }

    /// The major iOS versions the era stands for; nil for `ideal`, which stands for none and runs
    /// on every device.
    public var iOSVersions: ClosedRange<Int>? {
        switch self {
        case .ideal: nil
        case .ios6: 5...6
        case .ios7: 7...7
        case .ios8: 8...8
        case .ios9Beta4: 9...9
        case .ios9: 9...10
        case .ios11: 11...11
        case .ios12: 12...12
        case .ios13: 13...13
        case .ios14: 14...14
        case .ios15: 15...15
        case .ios16: 16...16
        case .ios17: 17...17
        case .ios18: 18...18
        case .ios26_0, .ios26: 26...26   // both iOS 26: told apart by point release (N14)
        }
    }

    /// One line on what the era is and which sources make it.
    public var summary: String {
        switch self {
        case .ideal: "No quirk: the documented behaviour with no anomaly, on every device"
        case .ios6: "iOS 5 and 6 (2011-12): curve 0, unrotated frames in landscape, no IsLocal, Dids without animation keys"
        case .ios7: "iOS 7 (2013): the keyboard spring (curve 7) arrives; frames still unrotated, the hide's infinite end frame"
        case .ios8: "iOS 8 (nixzhu's KeyboardMan article): third-party keyboards arrive, Pinyin repeats WillShow"
        case .ios9Beta4: "iOS 9 beta 4 (nixzhu's KeyboardMan article): as iOS 9, and the last WillShow goes missing"
        case .ios9: "iOS 9 and 10: iOS 8's quirks, the iPad's hardware-keyboard shortcut bar"
        case .ios11: "iOS 11 (2017): focus changes no longer re-announce; the globe menu is silent"
        case .ios12: "iOS 12 (2018; the Mail.ru article, 2019): the lifecycle and window quirks, the keyboard re-posted on the way back from background"
        case .ios13: "iOS 13 (2019; the Mail.ru article): iOS 12's lifecycle and window quirks, the floating keyboard, no re-post from background"
        case .ios14: "iOS 14 (2020): instant resizes, Reduce Motion's hide frames, the reload loop, refused resignation's WillShow, a keyboard extension's silent resize"
        case .ios15: "iOS 15 (2021): a push dismisses the keyboard, one event for a keyboard back after a modal"
        case .ios16: "iOS 16 (2022): sheets post a hide with no keyboard, the password prompt's flash, Stage Manager"
        case .ios17: "iOS 17 (2023): the keyboard in its own process, Dids detached from the animation"
        case .ios18: "iOS 18 (2024): as iOS 17, the iPad's hide-then-show over a hardware keyboard"
        case .ios26_0: "iOS 26.0 (2025): as iOS 26.2 with its first, taller English keyboard (345 on a 402-wide iPhone), iPadOS without Slide Over"
        case .ios26: "iOS 26 (26.2, 2025): cross-fade timing, the accessory outside the frame, the keyboard spring's overshoot"
        }
    }

    /// Which rows of the height table the era's keyboards have (N14).
    public var heightEra: KeyboardHeightEra {
        switch self {
        case .ios11: .iOS11
        // ideal's keyboards are the Mail.ru stories' (iOS 12 and 13), so the two compare on one device.
        case .ideal, .ios12, .ios13: .iOS12to13
        case .ios6, .ios7: .iOS5to7
        case .ios8: .iOS8
        case .ios9Beta4, .ios9: .iOS9to10
        case .ios14, .ios15, .ios16, .ios17, .ios18: .iOS14to18
        case .ios26_0: .iOS26_0
        case .ios26: .iOS26
        }
    }

    /// docs/PROFILES.md "Timings" gives each one's basis.
    public var timings: Timings {
        var t = Timings()
        switch self {
        case .ios6:
            // UIViewAnimationCurveEaseInOut (0) and 0.25 s: every logged iOS 5/6 userInfo (Stack Overflow
            // 10749311's iPad, the 320×480 dumps of the time). The keyboard moves with the curve, no spring.
            t.keyboardCurve = 0
            t.motion = .easeInOut
            t.launch = 600
            t.activation = 400
            t.enterBackground = 800
        case .ios7, .ios8, .ios9Beta4, .ios9:
            // Estimate: A8-era devices launched and switched apps more slowly.
            t.launch = 600
            t.activation = 400
            t.enterBackground = 800
        case .ios26_0, .ios26:
            // N10: a third-party keyboard's first WillShows are 364 then 347 (KeyboardKit #971).
            t.thirdPartyFirstStep = 364
            t.thirdPartySecondStep = 347
        default:
            break
        }
        return t
    }

    // The iPad's features by era (C9); ideal has them all. docs/IPAD.md gives the sources.

    /// The floating keyboard: iPadOS 13 (Apple Support HT210758, cited by guardian/editions PR 1328;
    /// facebook/react-native #29473). iOS 10.3's hidden one was not the person's to choose.
    public var hasFloatingKeyboard: Bool { self == .ideal || self >= .ios13 }
    /// Stage Manager: iPadOS 16 (MacRumors, "Apple Explains Why Stage Manager is Limited to M1 iPads",
    /// 2022-06-10).
    public var hasStageManager: Bool { self == .ideal || self >= .ios16 }
    /// Split View: iOS 9 (WWDC 2015 "Getting Started with Multitasking on iPad in iOS 9") to iPadOS
    /// 18; iPadOS 26 replaced it with windowed apps (MacRumors, "iPadOS 26 Multitasking Update Gets
    /// Rid of Split View and Slide Over", 2025-06-10).
    public var hasSplitView: Bool { self == .ideal || (self >= .ios9Beta4 && self <= .ios18) }
    /// Slide Over: iOS 9 on; removed in iPadOS 26.0 and back in 26.1, one app at a time (MacStories,
    /// "Reports of Slide Over's Death Were Greatly Exaggerated", 2025): ios26.0 has none, ios26 (26.2) has it.
    public var hasSlideOver: Bool { self == .ideal || (self >= .ios9Beta4 && self != .ios26_0) }

    // The keyboard's place in an app's view hierarchy (N15), for trackers that search the windows.

    /// Whether UIApplication.windows lists the keyboard's own windows. From iOS 16 it does not: the
    /// keyboard's view lives in the UITextEffectsWindow (QMUI/LookinServer PR 116, 2023: "iOS 16 上
    /// UIRemoteKeyboardWindow 不出现在 UIApplication.windows 中"; Tencent/QMUI_iOS PR 1446, 2022: on
    /// iOS 16 the keyboard's window became the UITextEffectsWindow; dotnet/macios #17797).
    public var listsKeyboardWindows: Bool { self == .ideal || self <= .ios15 }

    /// The classes a tracker finds on its way to the keyboard's view: the window, the container view
    /// (empty: the host is a direct subview of the window) and the host view.
    public var keyboardViewClasses: (window: String, container: String, host: String) {
        switch self {
        // iOS 4 to 7: "iOS 4 sticks the UIKeyboard inside a UIPeripheralHostView" (the window-search
        // code of the time, found by public code search; it hides "the backdrop (iOS 7)" inside it).
        case .ios6, .ios7: ("UITextEffectsWindow", "", "UIPeripheralHostView")
        // iOS 8: the input sets (estimate: the UITextEffectsWindow before iOS 9's remote keyboard window).
        case .ios8: ("UITextEffectsWindow", "UIInputSetContainerView", "UIInputSetHostView")
        // iOS 9 to 18: react-native-keyboard-controller's KeyboardView.find before PR 971 (2025) and
        // QMUIKeyboardManager's inputSetHostViewInWindow; the remote keyboard window up to iOS 15.
        case .ideal, .ios9Beta4, .ios9, .ios11, .ios12, .ios13, .ios14, .ios15:
            ("UIRemoteKeyboardWindow", "UIInputSetContainerView", "UIInputSetHostView")
        case .ios16, .ios17, .ios18: ("UITextEffectsWindow", "UIInputSetContainerView", "UIInputSetHostView")
        // iOS 26: react-native-keyboard-controller PR 971 (June 2025, "Apple started to use new classes")
        // and Tencent/QMUI_iOS #1661 (July 2025: visibleKeyboardHeight returns 0 on iOS 26).
        case .ios26_0, .ios26: ("UITextEffectsWindow", "UITrackingWindowView", "UIKeyboardItemContainerView")
        }
    }

    /// The device a world of this era starts on when no device is named: a phone that ran it.
    public var defaultDevice: Device {
        switch self {
        case .ideal, .ios18, .ios26_0, .ios26: .iphone16Pro
        case .ios6, .ios7: .iphoneSE
        case .ios8, .ios9Beta4, .ios9: .iphone6
        case .ios11, .ios12, .ios13, .ios14, .ios15, .ios16: .iphoneX
        case .ios17: .iphone15
        }
    }

    public static func < (a: Era, b: Era) -> Bool { a.index < b.index }

    /// The declaration order, read from the case's storage (a case without payload is its index).
    private var index: UInt8 { unsafeBitCast(self, to: UInt8.self) }

    public static func named(_ name: String) -> Era? { Era(rawValue: name) }
}
