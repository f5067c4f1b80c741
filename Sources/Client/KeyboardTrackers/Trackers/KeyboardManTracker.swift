import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// KeyboardMan as its demo uses it (nixzhu's KeyboardMan article): the appear closure lifts the input bar by the
/// keyboard's height, sets the scroll view's bottom inset to it and scrolls by the increment;
/// the disappear closure undoes that. The closures are set in `viewDidLoad`, which turns
/// observing on. Reports `AppearPostIndex` and `KeyboardHeightIncrement` beside the height.
public final class KeyboardManTracker: KeyboardTracker, ConfinedObject {
    public let kind = TrackerKind.keyboardman
    public let keyboardMan: KeyboardMan
    public let scrollView: ScrollView?

    public struct State {
        fileprivate var believedKeyboardHeight: Double = 0
        /// The `appearPostIndex` the appear closure was last called with.
        public fileprivate(set) var lastAppearPostIndex: Int?
        /// The info KeyboardMan last posted (it posts only what it acted on).
        public fileprivate(set) var lastKeyboardInfo: KeyboardInfo?
    }

    public let state = Confined(State())
    private let lifted: LiftedView
    private let reporter: BeliefReporter
    private let logger: Logger

    /// - Parameters:
    ///   - view: the input bar the keyboard lifts (Ike's tummy).
    ///   - scrollView: the messages above it, if any.
    public init(app: any KeyboardAppActions, view: View, scrollView: ScrollView? = nil,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        keyboardMan = KeyboardMan(app: app)
        self.scrollView = scrollView
        lifted = LiftedView(view)
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
    }

    public var view: View { lifted.view }
    public var believedKeyboardHeight: Double { state.believedKeyboardHeight }
    public var viewBottom: Double { lifted.bottom }
    public var isEnabled: Bool { keyboardMan.keyboardObserveEnabled }
    public func enable() { keyboardMan.keyboardObserveEnabled = true }
    public func disable() { keyboardMan.keyboardObserveEnabled = false }

    /// The demo's closures; setting them turns observing on.
    public func viewDidLoad() {
        keyboardMan.animateWhenKeyboardAppear = { [weak self] appearPostIndex, keyboardHeight, keyboardHeightIncrement in
            guard let self else { return }
            logger.info("keyboardman appear \(appearPostIndex), \(Double(keyboardHeight)), \(Double(keyboardHeightIncrement))")
            if let scrollView {
                scrollView.contentOffset.y += keyboardHeightIncrement
                scrollView.contentInset.bottom = keyboardHeight
            }
            lifted.place(liftedBy: keyboardHeight)
            state.believedKeyboardHeight = keyboardHeight
            state.lastAppearPostIndex = appearPostIndex
        }
        keyboardMan.animateWhenKeyboardDisappear = { [weak self] keyboardHeight in
            guard let self else { return }
            logger.info("keyboardman disappear \(Double(keyboardHeight))")
            if let scrollView {
                scrollView.contentOffset.y -= keyboardHeight
                scrollView.contentInset.bottom = 0
            }
            lifted.place(liftedBy: 0)
            state.believedKeyboardHeight = 0
        }
        keyboardMan.postKeyboardInfo = { [weak self] _, keyboardInfo in
            guard let self else { return }
            state.lastKeyboardInfo = keyboardInfo
            reporter.send(beliefFacts)
        }
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging([
            "AppearPostIndex": .int(keyboardMan.appearPostIndex),
            "KeyboardHeightIncrement": .double(state.lastKeyboardInfo.map { Double($0.heightIncrement) } ?? 0),
        ]) { $1 }
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        lifted.expectedBottom(forKeyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        if let scrollView {
            scrollView.contentOffset.y += keyboardHeight - state.believedKeyboardHeight
            scrollView.contentInset.bottom = keyboardHeight
        }
        lifted.place(liftedBy: keyboardHeight)
        state.believedKeyboardHeight = keyboardHeight
        reporter.send(beliefFacts)
    }
}
