// UIKit conveniences, compiled only where UIKit's windows are (iOS, visionOS, Mac Catalyst).
// This repository's CI has no Apple platform: this file is type-checked in an Xcode build only,
// which is why it is kept to a few lines of plain UIKit.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit

extension KeyboardReplayFile {
    /// A key window with the story's window frame (the keyboard's frames are in the same screen),
    /// holding `rootViewController`: the view controller under test gets its window as it would
    /// on the device the story was played on.
    @MainActor
    public func makeWindow(rootViewController: UIViewController? = nil) -> UIWindow {
        let window = UIWindow(frame: windowRect ?? .zero)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        return window
    }
}
#endif
