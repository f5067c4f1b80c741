import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitNames       // UIKit's notification names and userInfo keys, on Linux (no bus)
#endif

/// A compose screen's keyboard avoidance, written the way a UIKit view controller does it: observe
/// `keyboardWillChangeFrameNotification` and `keyboardWillHideNotification`, read the end frame
/// from the userInfo, and keep the message bar above the part of the window the keyboard covers.
///
/// It ignores notifications whose `UIKeyboardIsLocalUserInfoKey` is false: on iOS 13 an app
/// leaving the foreground still hears the keyboard of the app coming in (with IsLocal false),
/// and a screen that moved for it would come back with its bar floating over nothing.
///
/// It takes the window's frame and a center (on iOS, `view.window` and `NotificationCenter.default`),
/// so that the same code runs on iOS, under keyboardd (KeyboardClient's center) and under a replay
/// (KeyboardFixtures' player). Like UIKit code, it runs on the queue the notifications are posted on.
public final class ComposeViewModel: @unchecked Sendable {
    /// The window, screen coordinates.
    public let windowFrame: CGRect
    /// How far the message bar sits above the window's bottom: the keyboard's cover.
    public private(set) var bottomInset: CGFloat = 0
    /// Every inset it took, for the screen's animations (and tests).
    public private(set) var insets: [CGFloat] = []

    private let center: NotificationCenter
    private var observers: [NSObjectProtocol] = []

    public init(windowFrame: CGRect, notificationCenter: NotificationCenter) {
        self.windowFrame = windowFrame
        center = notificationCenter
    }

    /// viewDidLoad: start observing.
    public func viewDidLoad() {
        observers = [
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) {
                [weak self] in self?.keyboardWillChangeFrame($0)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
                [weak self] in self?.keyboardWillHide($0)
            },
        ]
    }

    deinit {
        for observer in observers { center.removeObserver(observer) }
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo, info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        // The keyboard's frame is in screen coordinates; the part of it inside the window is
        // what the bar must clear (UIKit: view.convert(end, from: nil), then intersect bounds).
        let cover = windowFrame.intersection(end)
        setInset(cover.isNull ? 0 : windowFrame.maxY - cover.minY)
    }

    private func keyboardWillHide(_ notification: Notification) {
        guard notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true else { return }
        setInset(0)
    }

    private func setInset(_ inset: CGFloat) {
        bottomInset = inset
        insets.append(inset)
    }
}
