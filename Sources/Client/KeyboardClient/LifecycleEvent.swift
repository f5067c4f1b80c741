import Foundation
import KeyboardContract

/// One lifecycle notification (`App1.LifecycleNotification`), with UIKit's name.
public enum LifecycleEvent: String, Sendable, Equatable, CaseIterable {
    case didFinishLaunching, willResignActive, didEnterBackground, willEnterForeground, didBecomeActive, willTerminate

    public var notificationName: Notification.Name {
        switch self {
        case .didFinishLaunching: UIApplication.didFinishLaunchingNotification
        case .willResignActive: UIApplication.willResignActiveNotification
        case .didEnterBackground: UIApplication.didEnterBackgroundNotification
        case .willEnterForeground: UIApplication.willEnterForegroundNotification
        case .didBecomeActive: UIApplication.didBecomeActiveNotification
        case .willTerminate: UIApplication.willTerminateNotification
        }
    }

    public init?(notificationName: Notification.Name) {
        guard let event = Self.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
        self = event
    }

    /// The state UIKit reports from the moment this notification is posted (set before the
    /// post, as UIKit does); nil when the notification does not change it. The contract's table
    /// (`LifecycleNotificationName.appState`) says which.
    public var applicationState: UIApplication.State? {
        switch LifecycleNotificationName(rawValue: notificationName.rawValue)?.appState {
        case .inactive?: .inactive
        case .background?: .background
        case .active?: .active
        case .notRunning?, .suspended?, nil: nil
        }
    }
}

/// Everything the app hears, in delivery order, on `KeyboardApp.events`.
public enum ClientEvent: Sendable, Equatable {
    case keyboard(KeyboardEvent)
    case lifecycle(LifecycleEvent)
    /// A text field or text view began or ended editing, among the keyboard notifications.
    case editing(EditingEvent)
    /// keyboardd left the bus: the app is gone with it until keyboardd is back.
    case disconnected
    /// keyboardd is back and the app registered again, with the same bundle id and options;
    /// the new registration's own notifications follow.
    case reregistered
}
