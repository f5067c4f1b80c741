import BusTestSupport
import Foundation
import KeyboardClient
import Testing

/// Keyboard code as it is written for UIKit (the UIKit-style code article shows it): `import UIKit`
/// became `import KeyboardClient`, and its state, touched only on the app's queue as a view
/// controller's is on the main queue, is in `Confined` boxes, so the class is plainly Sendable.
final class KeyboardAvoidingScreen: Sendable {
    let screenHeight: CGFloat
    private let inset = Confined<CGFloat>(0)
    private let duration = Confined<TimeInterval>(0)
    private let observers = Confined<[NSObjectProtocol]>([])
    /// What the screen would give its bottom constraint.
    var bottomInset: CGFloat { inset.value }
    var lastAnimationDuration: TimeInterval { duration.value }

    init(screenHeight: CGFloat) {
        self.screenHeight = screenHeight
    }

    func viewWillAppear(_ center: NotificationCenter = .default) {
        observers.value.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                  object: nil, queue: nil) { [weak self] note in
            guard let self, let userInfo = note.userInfo,
                  let end = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            inset.value = max(0, screenHeight - end.minY)
            self.duration.value = duration
        })
        observers.value.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                  object: nil, queue: nil) { [weak self] _ in
            self?.inset.value = 0
        })
    }

    func viewWillDisappear(_ center: NotificationCenter = .default) {
        observers.value.forEach(center.removeObserver)
        observers.value.removeAll()
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
