import BusTestSupport
import Foundation
import KeyboardClient
import Testing

/// Keyboard code as it is written for UIKit (the UIKit-style code article shows it): `import UIKit`
/// became `import KeyboardClient`, and its state, touched only on the app's queue as a view
/// controller's is on the main queue, is one struct in one `Confined` box, so the class is plainly
/// Sendable.
final class KeyboardAvoidingScreen: Sendable {
    let screenHeight: CGFloat
    private struct State {                  // was: the view controller's stored properties
        var bottomInset: CGFloat = 0
        var lastAnimationDuration: TimeInterval = 0
        var observers: [NSObjectProtocol] = []
    }
    private let state = Confined(State())
    /// What the screen would give its bottom constraint.
    var bottomInset: CGFloat { state.bottomInset }
    var lastAnimationDuration: TimeInterval { state.lastAnimationDuration }

    init(screenHeight: CGFloat) {
        self.screenHeight = screenHeight
    }

    func viewWillAppear(_ center: NotificationCenter = .default) {
        state.observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                  object: nil, queue: nil) { [weak self] note in
            guard let self, let userInfo = note.userInfo,
                  let end = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            state.bottomInset = max(0, screenHeight - end.minY)
            state.lastAnimationDuration = duration
        })
        state.observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                  object: nil, queue: nil) { [weak self] _ in
            self?.state.bottomInset = 0
        })
    }

    func viewWillDisappear(_ center: NotificationCenter = .default) {
        state.observers.forEach(center.removeObserver)
        state.observers.removeAll()
    }
}

extension KeyboardClientTests {
    @Suite struct UIKitStyleCodeTests {
        /// The screen's inset follows the keyboard up and down, through the UIKit-shaped surface.
        @Test func uikitStyleObserversRunUnchanged() async throws {
            let bench = try await ClientBench()
            let center = NotificationCenter()
            let app = try bench.app("com.example.ike", center: center)
            defer { app.close() }
            let screen = KeyboardAvoidingScreen(screenHeight: 812)
            await onQueue(bench.queue) { screen.viewWillAppear(center) }
            _ = try await bench.control.settle()
            #expect(try app.becomeFirstResponder("tummy"))
            try await bench.settle(app)
            #expect(await onQueue(bench.queue) { screen.bottomInset } == 335)
            #expect(await onQueue(bench.queue) { screen.lastAnimationDuration } > 0)
            #expect(try app.resignFirstResponder())
            try await bench.settle(app)
            #expect(await onQueue(bench.queue) { screen.bottomInset } == 0)
            await onQueue(bench.queue) { screen.viewWillDisappear(center) }
        }
    }
}
