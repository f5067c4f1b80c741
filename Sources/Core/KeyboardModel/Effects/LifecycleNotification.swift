// UIApplication lifecycle notifications (docs/CONTRACT.md LifecycleNotification).

public enum LifecycleNotificationName: String, CaseIterable, Hashable, Sendable {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"
}
