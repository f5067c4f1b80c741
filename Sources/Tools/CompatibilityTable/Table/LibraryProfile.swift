import KeyboardModel
import StrategyMatrix
import TrackerOptions

/// What a library of the table is judged by: the version its port follows and the configuration
/// read, what it promises, the iOS it needs, and which stories lie outside its promise or outside
/// what its port models. A cell outside them is not applicable, with the reason; a library whose
/// rules are inferred says so in every cell no report backs.
public struct LibraryProfile: Sendable {
    /// What the library keeps above the keyboard.
    public enum Promise: Sendable, Equatable {
        /// A view whose bottom sits on the keyboard's top, and no higher than the keyboard covers.
        case viewAtKeyboardTop
        /// The same, where the keyboard floats too: a floating, undocked or split keyboard's top
        /// (UIKit's guide with `followsUndockedKeyboard`).
        case viewAtKeyboardTopWhereverItFloats
        /// The focused field above the keyboard by `distance`, and no lift it does not need
        /// (IQKeyboardManager's `keyboardDistance`).
        case fieldAboveKeyboard(distance: Double)
    }

    /// Why a cell is outside what a library promises or what its port models.
    public struct Exclusion: Sendable {
        public enum Kind: String, Sendable {
            /// The library leaves it to something else on purpose.
            case notItsJob = "not the library's job"
            /// The library does it on purpose (a design decision, with its source).
            case byDesign = "by design"
            /// The port does not model it, so its cell would be the port's, not the library's.
            case notModelled = "not modelled"
        }

        public let kind: Kind
        public let reason: String
        /// The stories it covers.
        let applies: @Sendable (Scenario) -> Bool
    }

    /// A minimum iOS version: eras that end before it are not applicable.
    public struct Minimum: Sendable {
        public let major: Int
        /// "iOS 15.1".
        public let name: String
        public let source: String
    }

    /// A report that backs an inferred rule, for the stories it speaks of.
    public struct Report: Sendable {
        public let source: String
        let applies: @Sendable (Scenario) -> Bool
    }

    /// The tracker kind; nil for a tracker of one's own (`ForeignTracker`).
    public let tracker: TrackerKind?
    /// The library, its version and the commit the port follows.
    public let version: String
    /// The settings the port plays with.
    public let configuration: String
    public let promise: Promise
    public let minimum: Minimum?
    public let exclusions: [Exclusion]
    /// Whether its rules are inferred from reports (SwiftUI), not read from its source.
    public let isInferred: Bool
    public let reports: [Report]
    /// It ignores another app's keyboard on purpose: a view left under another app's keyboard is
    /// not applicable, with this reason.
    public let ignoresOtherApps: String?

    /// Why `story` on `era` is not applicable to this library, nil when it is.
    public func notApplicable(_ story: Scenario, era: Era) -> CellResult.NotApplicable? {
        if let minimum, let versions = era.iOSVersions, versions.upperBound < minimum.major {
            return .init(kind: .beforeMinimum, reason: "before \(minimum.name), the library's minimum (\(minimum.source))")
        }
        if let exclusion = exclusions.first(where: { $0.applies(story) }) {
            return .init(kind: exclusion.kind == .notModelled ? .notModelled : .outsidePromise,
                         reason: "\(exclusion.kind.rawValue): \(exclusion.reason)")
        }
        return nil
    }

    /// The report that backs this story, for an inferred library.
    public func report(for story: Scenario) -> String? {
        reports.first { $0.applies(story) }?.source
    }
}

extension LibraryProfile {
    /// The profile of `tracker`: today's libraries' own; the articles' trackers promise a view at
    /// the keyboard's top (the listener and the intersection tracker their field, as the matrix
    /// checks), with no minimum: they are the code of their time.
    public static func of(_ tracker: TrackerKind) -> LibraryProfile {
        today[tracker] ?? LibraryProfile(tracker: tracker, version: "", configuration: "", promise: .viewAtKeyboardTop,
                                         minimum: nil, exclusions: [], isInferred: false, reports: [], ignoresOtherApps: nil)
    }

    static func has(_ check: @escaping @Sendable (Check) -> Bool) -> @Sendable (Scenario) -> Bool {
        { story in story.steps.contains { if case .check(let c) = $0 { check(c) } else { false } } }
    }

    static func hasControl(_ verb: String) -> @Sendable (Scenario) -> Bool {
        { story in story.steps.contains { if case .control(let v, _) = $0 { v == verb } else { false } } }
    }

    static func named(_ ids: Set<String>) -> @Sendable (Scenario) -> Bool {
        { ids.contains($0.id) }
    }

    /// Stories that ask whether the focused field is scrolled above the keyboard (F1).
    static let fieldScrolling: @Sendable (Scenario) -> Bool = has { if case .fieldAboveKeyboard = $0 { true } else { false } }

    /// Stories whose every check is about the app, not the view a library places: the App
    /// Switcher's snapshot (K4) and the app's own pan of the keyboard's window (K9).
    static let appsOwnChecks: @Sendable (Scenario) -> Bool = { story in
        let checks = story.steps.compactMap { step -> Check? in if case .check(let check) = step { check } else { nil } }
        return !checks.isEmpty && checks.allSatisfy { check in
            switch check {
            case .snapshotWithoutHole, .keyboardWindowFollowsPan: true
            default: false
            }
        }
    }

    static let appsOwn = Exclusion(kind: .notItsJob, reason: "the story checks the app's own App Switcher snapshot (K4) or "
                                   + "its pan of the keyboard's window (K9), which no keyboard library touches", applies: appsOwnChecks)

    static func scrollsNoField(_ who: String) -> Exclusion {
        Exclusion(kind: .notItsJob, reason: "\(who): whether the focused field is scrolled above the keyboard (F1) is another part's", applies: fieldScrolling)
    }

    static let today: [TrackerKind: LibraryProfile] = {
        let flutter = LibraryProfile(
            tracker: .flutter,
            version: "Flutter engine `KeyboardInsetManager.swift` at 6461324c (flutter/flutter PR 189425, 2026; "
                + "`FlutterKeyboardInsetManager.mm` at 16bb5a3c, `FlutterViewController.mm` at 57f980a8)",
            configuration: "a `Scaffold` with `resizeToAvoidBottomInset` (its body ends at the inset); one Flutter view, the "
                + "engine's current view controller; size classes from the window's width (compact below 600 pt on iPad); "
                + "the screen from `Server1.Screen`",
            promise: .viewAtKeyboardTop,
            minimum: Minimum(major: 13, name: "iOS 13", source: "flutter/flutter #167735, Flutter 3.35; #187741 raises it to iOS 15 for Flutter 3.47"),
            exclusions: [appsOwn, scrollsNoField("the engine only sets the view's inset; the Dart framework scrolls a focused field into view (`Scrollable.ensureVisible`)")],
            isInferred: false, reports: [],
            ignoresOtherApps: "the engine ignores another app's keyboard notifications on purpose (`IsLocal` false: "
                + "flutter/engine PR 17981 for flutter/flutter #55624), so a window under another app's keyboard keeps its inset")
        let keyboardAvoidingView = LibraryProfile(
            tracker: .rnKeyboardAvoidingView,
            version: "React Native `KeyboardAvoidingView.js` at 026e3b80 (the class component after PR 48131, December 2024), "
                + "`RCTKeyboardObserver.mm` at ace77a89, `Keyboard.js` at 3c635765",
            configuration: "`behavior=\"padding\"`, `keyboardVerticalOffset` 0, `enabled`; the view fills the window; "
                + "Prefer Cross-Fade Transitions off",
            promise: .viewAtKeyboardTop,
            minimum: Minimum(major: 15, name: "iOS 15.1", source: "React Native 0.76 and later, `min_ios_version_supported` in scripts/cocoapods/helpers.rb"),
            exclusions: [appsOwn, scrollsNoField("a KeyboardAvoidingView pads or moves its content; scrolling a field is the ScrollView's")],
            isInferred: false, reports: [], ignoresOtherApps: nil)
        let guideVersion = "UIKit's `UIKeyboardLayoutGuide` as documented to iOS 26 (Apple's documentation, WWDC21 10259, WWDC23 10281); "
            + "its reported iOS 26 bugs (FB18129551, FB18129558, react-native-keyboard-controller #1591) off"
        let guideMinimum = Minimum(major: 15, name: "iOS 15", source: "`UIKeyboardLayoutGuide`: iOS 15.0+")
        let guide = LibraryProfile(
            tracker: .keyboardLayoutGuide, version: guideVersion,
            configuration: "`view.keyboardLayoutGuide.topAnchor` on the screen's view; `followsUndockedKeyboard` false, "
                + "`usesBottomSafeArea` true; laid out at every notification, keyboard move (KVO) and window layout",
            promise: .viewAtKeyboardTop, minimum: guideMinimum,
            exclusions: [appsOwn, scrollsNoField("a layout guide places views; it scrolls nothing")],
            isInferred: false, reports: [], ignoresOtherApps: nil)
        let undockedGuide = LibraryProfile(
            tracker: .keyboardLayoutGuideUndocked, version: guideVersion,
            configuration: "as `keyboard-layout-guide`, with `followsUndockedKeyboard` true: the guide is a floating, "
                + "undocked or split keyboard's frame, and content pinned to its top sits on the keyboard wherever it floats",
            promise: .viewAtKeyboardTopWhereverItFloats, minimum: guideMinimum,
            exclusions: [appsOwn, scrollsNoField("a layout guide places views; it scrolls nothing")],
            isInferred: false, reports: [], ignoresOtherApps: nil)
        let freshOS = LibraryProfile(
            tracker: .freshOSKeyboardLayoutGuide,
            version: "freshOS/KeyboardLayoutGuide 1.9 (`KeyboardLayoutGuide.swift` at 7d2e679, September 2024)",
            configuration: "`view.keyboardLayoutGuide` (the guide with the safe area, PR 29) on the screen's view; the "
                + "key window is the app's window",
            promise: .viewAtKeyboardTop,
            minimum: Minimum(major: 12, name: "iOS 12", source: "Package.swift `.iOS(.v12)`"),
            exclusions: [appsOwn, scrollsNoField("a layout guide places views; it scrolls nothing")],
            isInferred: false, reports: [], ignoresOtherApps: nil)
        let swiftUI = LibraryProfile(
            tracker: .swiftUISafeArea,
            version: "SwiftUI's keyboard safe area as documented to iOS 26 (`SafeAreaRegions.keyboard`, "
                + "`ignoresSafeArea(_:edges:)`, `UIHostingController.safeAreaRegions`); its rules are inferred from reports",
            configuration: "a hosting view filling the window, a `safeAreaInset(edge: .bottom)` bar on the keyboard's region",
            promise: .viewAtKeyboardTop,
            minimum: Minimum(major: 14, name: "iOS 14", source: "`SafeAreaRegions.keyboard`: iOS 14.0+"),
            exclusions: [appsOwn, Exclusion(kind: .notModelled, reason: "SwiftUI's scroll views scroll a focused field into view; "
                                   + "the port has no SwiftUI scroll view", applies: fieldScrolling)],
            isInferred: true,
            reports: [
                Report(source: "FB13296535 (feedback-assistant/reports#437): the bar stays while the keyboard is dragged",
                       applies: named(["silent-interactive-dismissal", "interactive-dismissal"])),
                Report(source: "Avi0n/MeshCoreOne PR 139: a floating iPad keyboard keeps SwiftUI's content lifted",
                       applies: named(["floating-keyboard", "floating-without-hide.yaml", "undocked-drag", "ipad-split.yaml"])),
            ],
            ignoresOtherApps: nil)
        let iq = LibraryProfile(
            tracker: .iqKeyboardManager,
            version: "IQKeyboardManagerSwift 8.0.2 and fixes (hackiftekhar/IQKeyboardManager a55dbfc9, February 2026), "
                + "IQKeyboardNotification 1.0.7 (efa705d), IQTextInputViewNotification 1.0.9 (723784a)",
            configuration: "`keyboardDistance` 10, enabled for the screen; the iOS 26 hide fix (IQKeyboardNotification 08bdc90, "
                + "`#available(iOS 26.0, *)`) on the iOS 26 eras only; the screen from `Server1.Screen`",
            promise: .fieldAboveKeyboard(distance: 10),
            minimum: Minimum(major: 13, name: "iOS 13", source: "Package.swift `.iOS(.v13)`, podspec 8.0.2"),
            exclusions: [appsOwn, Exclusion(kind: .notModelled, reason: "the port does not model orientation changes (a new root "
                                   + "configuration when the interface flips, IQActiveConfiguration)", applies: hasControl("Rotate"))],
            isInferred: false, reports: [], ignoresOtherApps: nil)
        let controller = LibraryProfile(
            tracker: .rnKeyboardController,
            version: "react-native-keyboard-controller 1.22.4 (kirillzyusko/react-native-keyboard-controller af130ca4f9, August 2026)",
            configuration: "a `KeyboardStickyView`-like view following `useKeyboardAnimation`'s height; no `KeyboardExtender`; "
                + "on the iOS 26 eras the tracking view on `keyboardLayoutGuide` (`usesKeyboardLayoutGuideTracking`)",
            promise: .viewAtKeyboardTop,
            minimum: Minimum(major: 11, name: "iOS 11", source: "its podspec's `:ios => \"11.0\"`; React Native's own minimum comes on top"),
            exclusions: [appsOwn, scrollsNoField("scrolling a field is `KeyboardAwareScrollView`'s, a separate component")],
            isInferred: false, reports: [], ignoresOtherApps: nil)
        return [.flutter: flutter, .rnKeyboardAvoidingView: keyboardAvoidingView, .keyboardLayoutGuide: guide,
                .keyboardLayoutGuideUndocked: undockedGuide, .freshOSKeyboardLayoutGuide: freshOS, .swiftUISafeArea: swiftUI,
                .iqKeyboardManager: iq, .rnKeyboardController: controller]
    }()
}
