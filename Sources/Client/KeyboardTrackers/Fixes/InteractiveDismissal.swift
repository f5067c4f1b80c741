import Foundation
import KeyboardClient
import Logging

/// Interactive dismissal of the Mail.ru article (K8): a pan gesture moves the keyboard by finding the
/// keyboard window in the app's window list (`UIApplication.shared.windows`, bottom first) and
/// setting its frame's `origin.y`.
///
/// K9: after the home indicator is touched during the pan, the system puts a new keyboard window
/// above the old one, which stays in the list, hidden, with the same frame. `.first` (the
/// original code, `windows.first { ... }`) then finds the hidden one and the pan stops working;
/// `.reversed` (the fix, `windows.reversed().first { ... }`) finds the topmost, visible one.
public final class InteractiveDismissal: ConfinedObject {
    public enum WindowSearch: String, Sendable, CaseIterable {
        case first, reversed
    }

    public struct State {
        /// The window the last pan moved.
        public fileprivate(set) var lastMovedWindow: AppWindow?
    }

    public let search: WindowSearch
    public let state = Confined(State())
    private let app: any KeyboardAppActions
    private let logger: Logger
    private let reporter: BeliefReporter

    public init(app: any KeyboardAppActions, search: WindowSearch, logger: Logger = Logger(label: "keyboard.fix")) {
        self.app = app
        self.search = search
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
    }

    /// The keyboard window as this search finds it, hidden or not (the article's
    /// `keyboardView(fromWindow:)` does not look at `isHidden`).
    public func keyboardWindow() throws -> AppWindow? {
        let windows = try app.windows()
        let ordered: [AppWindow] = search == .first ? windows : windows.reversed()
        return ordered.first { $0.kind == .keyboard }
    }

    /// The pan handler: moves the keyboard window's top to `y` (screen coordinates) and returns
    /// the window it moved; nil when there was none or keyboardd refused.
    @discardableResult
    public func pan(toY y: Double) -> AppWindow? {
        do {
            guard var window = try keyboardWindow() else {
                logger.info("interactive dismissal: no keyboard window")
                return nil
            }
            window.frame.origin.y = y
            try app.setWindowFrame(window.id, window.frame)
            state.lastMovedWindow = window
            logger.info("interactive dismissal (\(search.rawValue)): moved \(window.id) to y \(y)")
            reporter.send(["KeyboardWindow": .string(window.id), "KeyboardWindowY": .double(y)])
            return window
        } catch {
            logger.warning("interactive dismissal failed: \(error)")
            return nil
        }
    }
}
