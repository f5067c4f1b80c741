/// The names App1.LifecycleNotification carries, and the App1.State each one moves the app to:
/// keyboardd sets State before it sends the notification, as UIKit sets `applicationState`
/// before it posts (docs/CONTRACT.md, App1). The model spells the same names for its own
/// effects (it knows no contract); VocabularyTests keeps the two lists equal.
public enum LifecycleNotificationName: String, CaseIterable, Hashable, Sendable {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"

    /// The state from the moment this notification is sent; nil when it does not change it
    /// (launching and terminating move through states of their own, each with its notification).
    public var appState: App1.AppState? {
        switch self {
        case .willResignActive, .willEnterForeground: .inactive
        case .didEnterBackground: .background
        case .didBecomeActive: .active
        case .didFinishLaunching, .willTerminate: nil
        }
    }
}
