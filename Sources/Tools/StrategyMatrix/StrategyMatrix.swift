// The strategy matrix (issue 5 §6): each tracker, with and without each fix, through each story
// of the articles, on `ideal` and on the era whose quirks the story shows, with the outcome the
// articles report written down beside it. The integration test checks every cell; the table in
// docs/MATRIX.md is rendered from this list.

/// One cell: a story, a tracker set-up, a profile, and the outcome the articles lead us to expect.
public struct MatrixCell: Sendable, Hashable, CustomStringConvertible {
    public let scenario: Scenario
    public let setup: TrackerChoice
    public let profile: String
    public let expected: Outcome
    /// Why, in the articles' terms, with docs/BEHAVIOURS.md ids.
    public let why: String

    public var description: String { "\(scenario.id) · \(setup) · \(profile)" }
}

public enum StrategyMatrix {
    public static let cells: [MatrixCell] = [
        // The Mail.ru article: Ike and Notes.
        cell(.switchWithKeyboard, "naive", [], "ios13", .liftedTooHigh,
             "K3: Ike, still inactive, hears Notes' WillShow and lifts; back in Ike there is no keyboard (its responder was reset, K2): Ike's legs fall off"),
        cell(.switchWithKeyboard, "naive", [], "ideal", .clean,
             "only apps on screen hear keyboard notifications, and Ike's responder survives the switch"),
        cell(.switchWithKeyboard, "naive", ["responder-guard"], "ios13", .clean,
             "K6: the guard makes the field first responder again in willEnterForeground, so the keyboard really comes back under the lifted view"),
        cell(.switchWithKeyboard, "naive", ["unsubscribe-while-inactive"], "ios13", .clean,
             "K5's fix does cure K3: unsubscribed while inactive, Ike never hears Notes' WillShow"),
        cell(.switchWithKeyboard, "intersection", [], "ios13", .liftedTooHigh,
             "B1's subscribe-on-appear does not help: leaving the app is not a disappearance, the view controller stays subscribed (K3)"),
        cell(.switchWithKeyboard, "mailru", [], "ios13", .liftedTooHigh,
             "K3 through WillChangeFrame: the Mail.ru tracker hears Notes' frame change as well"),
        cell(.switchWithKeyboard, "mailru", ["responder-guard"], "ios13", .clean,
             "K6 with the Mail.ru tracker"),
        cell(.switchWithKeyboard, "keyboardman", [], "ios13", .clean,
             "M5: KeyboardMan acts only while the app is active, so Notes' keyboard, heard while Ike is inactive, is ignored"),
        cell(.switchWithKeyboard, "naive", ["watchdog"], "ios13", .clean,
             "K14: the watchdog sees the view where the truth says it should not be, logs it and puts it back"),
        cell(.switchWithoutKeyboard, "naive", ["watchdog"], "ios13", .clean,
             "K14: the watchdog repairs what no guard can (K7)"),
        cell(.switchWithoutKeyboard, "naive", [], "ios13", .liftedTooHigh,
             "K7: Ike had no keyboard, still processes Notes' WillShow before background, and its view is lifted"),
        cell(.switchWithoutKeyboard, "naive", [], "ideal", .clean, "no leakage on ideal"),
        cell(.switchWithoutKeyboard, "naive", ["responder-guard"], "ios13", .liftedTooHigh,
             "K7: the guard only restores a responder Ike had; it cannot undo the lift"),
        cell(.switchWithoutKeyboard, "mailru", ["responder-guard"], "ios13", .liftedTooHigh,
             "K7 with the Mail.ru tracker (Facebook and iMessage show the same bug)"),
        cell(.switchWithoutKeyboard, "naive", ["unsubscribe-while-inactive"], "ios13", .clean,
             "unsubscribed while inactive, Ike hears nothing of Notes"),

        cell(.alert, "naive", [], "ios13", .clean, "subscribed throughout, Ike hears the restored keyboard's WillShow"),
        cell(.alert, "naive", ["unsubscribe-while-inactive"], "ios13", .coveredByKeyboard,
             "K5: the alert's dismissal brings the keyboard back before DidBecomeActive, while Ike is still unsubscribed: it misses the WillShow"),
        cell(.alert, "naive", ["unsubscribe-while-inactive"], "ideal", .clean,
             "on ideal the responder comes back only after DidBecomeActive, when Ike listens again"),
        cell(.alert, "mailru", ["unsubscribe-while-inactive"], "ios13", .coveredByKeyboard, "K5 with the Mail.ru tracker"),

        cell(.snapshot, "naive", [], "ios13", .snapshotHole,
             "K4: the snapshot is taken after Ike went to background, when Notes owns the keyboard: a hole where Ike's keyboard was"),
        cell(.snapshot, "naive", ["snapshot-cover"], "ios13", .clean,
             "K4's fix: Ike covers its window with its own picture in willResignActive, while it still has its keyboard"),
        cell(.snapshot, "naive", [], "ideal", .clean, "the snapshot is taken while Ike still shows its keyboard"),

        cell(.interactiveDismissal, "naive", [], "ios13", .hiddenWindowMoved,
             "K9: after the home-indicator touch a new keyboard window sits above the old, hidden one; windows.first moves the hidden one"),
        cell(.interactiveDismissal, "naive", ["reversed-window-search"], "ios13", .clean,
             "K9's fix: search the window list reversed, topmost first"),
        cell(.interactiveDismissal, "naive", [], "ideal", .clean, "one keyboard window: windows.first finds it"),

        // nixzhu's KeyboardMan article: KeyboardMan.
        cell(.repeatedWillShow, "naive-incremental", [], "ios9", .liftedTooHigh,
             "M1: Pinyin sends WillShow several times; adding each notification's height drifts by their sum"),
        cell(.repeatedWillShow, "naive-incremental", [], "ideal", .clean, "one WillShow per appearance"),
        cell(.repeatedWillShow, "naive", [], "ios9", .coveredByKeyboard,
             "M1: the widely copied 'lift only from rest' keeps the first WillShow's height, below the final one"),
        cell(.repeatedWillShow, "keyboardman", [], "ios9", .clean,
             "M4: KeyboardMan applies only the height increment of each repeated WillShow"),
        cell(.missingWillShow, "naive", [], "ios9-beta4", .coveredByKeyboard,
             "M2: the last WillShow never comes, so a WillShow-only tracker keeps an intermediate height"),
        cell(.missingWillShow, "naive", [], "ideal", .clean, "every WillShow arrives"),
        cell(.missingWillShow, "keyboardman", [], "ios9-beta4", .clean,
             "M3, M4: KeyboardMan treats WillChangeFrame as a Show after a Show, and WillChangeFrame always comes"),
        cell(.missingWillShow, "mailru", [], "ios9-beta4", .clean, "WillChangeFrame carries the final height (M2)"),

        // The Mail.ru article on iPad.
        cell(.undockedDrag, "mailru", [], "ios13", .thrownOffScreen,
             "K11: while dragging, WillChangeFrame carries (0, 0, 0, 0); windowHeight - minY is the whole window"),
        cell(.undockedDrag, "mailru", ["undocked-check"], "ios13", .clean,
             "K12: frameEnd.maxY < windowHeight on iPad means undocked: height 0"),
        cell(.undockedDrag, "mailru", [], "ideal", .clean, "no zero frame while dragging on ideal"),

        // Roland Leth's article: KeyboardListener.
        cell(.formLastField, "listener", [], "ios13", .clean,
             "F1, F2: inset by the keyboard, scroll the field above it, restore on hide"),
        cell(.formLastField, "listener", [], "ideal", .clean, "F1, F2"),

        // The WWDC 2017 text input session: layout guide and accessory views.
        cell(.growingAccessory, "wwdc17-guide", [], "ios13", .clean,
             "W4, W6: the guide follows every frame change, the growing accessory included"),
        cell(.growingAccessory, "wwdc17-guide", [], "ideal", .clean, "W4, W6"),
        cell(.growingAccessory, "naive", [], "ideal", .coveredByKeyboard,
             "W6: not a quirk but a design flaw: the growth is announced as a Show group again, and a tracker that lifts only from rest ignores a WillShow while lifted"),
    ] + todaysIPhoneCells + todaysIPadCells + libraryGuardCells

    static func cell(_ scenario: Scenario, _ tracker: String, _ fixes: [String], _ profile: String,
                     _ expected: Outcome, _ why: String) -> MatrixCell {
        MatrixCell(scenario: scenario, setup: TrackerChoice(tracker, fixes: fixes), profile: profile,
                   expected: expected, why: why)
    }
}
