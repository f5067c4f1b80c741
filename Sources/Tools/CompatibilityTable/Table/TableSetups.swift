import StrategyMatrix
import TrackerOptions

/// One library of the table: a tracker and the set-ups it is played with (alone, then with each
/// fix that concerns it). The table has a grid per set-up, grouped by library.
public struct TableLibrary: Sendable, Hashable {
    public let tracker: TrackerKind
    /// What the tracker stands for, for the page's headings.
    public let title: String
    public let setups: [TrackerChoice]

    public static func == (a: TableLibrary, b: TableLibrary) -> Bool { a.tracker == b.tracker }
    public func hash(into hasher: inout Hasher) { hasher.combine(tracker) }
}

extension TableLibrary {
    /// Every tracker, the articles' first, then today's libraries (docs/LIBRARIES.md), each with its
    /// relevant fixes:
    /// - the naive tracker with each of the articles' app-level fixes, since each was written
    ///   against it (K4, K5, K6, K9, K14): `responder-guard`, `unsubscribe-while-inactive`,
    ///   `snapshot-cover`, `reversed-window-search`, `watchdog`;
    /// - the Mail.ru tracker with its own iPad fix (`undocked-check`, K12) and the two lifecycle
    ///   fixes the article tried on it (K5, K6);
    /// - each of today's libraries with the one app-level fix that can help a library that hears
    ///   other apps' keyboards (K3): the responder guard around it. Their own fixes are in the
    ///   trackers already (each models the library's current version).
    /// The other fixes touch no tracker (the snapshot cover, the window search) or were written
    /// for one tracker only (the undocked check); pairing them with every tracker would only
    /// repeat the tracker's row.
    public static let all: [TableLibrary] = [
        TableLibrary(tracker: .naive, title: "the naive WillShow/WillHide tracker (the Mail.ru article's first code)",
                     setups: with(.naive, ["responder-guard", "unsubscribe-while-inactive", "snapshot-cover",
                                           "reversed-window-search", "watchdog"])),
        TableLibrary(tracker: .naiveIncremental, title: "the incremental WillShow tracker (KeyboardMan's warning, M1)",
                     setups: [TrackerChoice("naive-incremental")]),
        TableLibrary(tracker: .intersection, title: "the intersection tracker (B1, B2)", setups: [TrackerChoice("intersection")]),
        TableLibrary(tracker: .mailru, title: "the Mail.ru tracker (K12, K13)",
                     setups: with(.mailru, ["undocked-check", "responder-guard", "unsubscribe-while-inactive"])),
        TableLibrary(tracker: .keyboardman, title: "KeyboardMan (nixzhu, M4–M7)", setups: [TrackerChoice("keyboardman")]),
        TableLibrary(tracker: .listener, title: "Roland Leth's KeyboardListener (F1, F2)", setups: [TrackerChoice("listener")]),
        TableLibrary(tracker: .wwdc17Guide, title: "the WWDC 2017 layout-guide recipe (W4, W5)",
                     setups: [TrackerChoice("wwdc17-guide")]),
    ] + TrackerKind.today.map { kind in
        TableLibrary(tracker: kind, title: todayTitles[kind] ?? kind.rawValue, setups: with(kind, ["responder-guard"]))
    }

    static func with(_ tracker: TrackerKind, _ fixes: [String]) -> [TrackerChoice] {
        [TrackerChoice(tracker.rawValue)] + fixes.map { TrackerChoice(tracker.rawValue, fixes: [$0]) }
    }

    static let todayTitles: [TrackerKind: String] = [
        .flutter: "the Flutter engine's keyboard inset",
        .rnKeyboardAvoidingView: "React Native's KeyboardAvoidingView",
        .keyboardLayoutGuide: "UIKit's keyboard layout guide",
        .keyboardLayoutGuideUndocked: "UIKit's keyboard layout guide, followsUndockedKeyboard",
        .freshOSKeyboardLayoutGuide: "freshOS/KeyboardLayoutGuide",
        .swiftUISafeArea: "SwiftUI's keyboard safe area (inferred)",
        .iqKeyboardManager: "IQKeyboardManagerSwift (judged by its field)",
        .rnKeyboardController: "react-native-keyboard-controller",
    ]

    /// Every set-up of every library, in the table's order.
    public static var allSetups: [TrackerChoice] { all.flatMap(\.setups) }

    public static func library(of setup: TrackerChoice) -> TableLibrary? {
        all.first { $0.tracker.rawValue == setup.tracker }
    }
}

extension TrackerKind {
    /// Today's libraries, in TrackerKind's order (docs/LIBRARIES.md).
    static let today: [TrackerKind] = [
        .flutter, .rnKeyboardAvoidingView, .keyboardLayoutGuide, .keyboardLayoutGuideUndocked, .freshOSKeyboardLayoutGuide,
        .swiftUISafeArea, .iqKeyboardManager, .rnKeyboardController,
    ]
}
