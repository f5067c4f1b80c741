// What the shell must do, in this order: the model decides, the shell sends (DESIGN.md).

public enum Effect: Hashable, Sendable {
    /// A keyboard notification to one app (App1.KeyboardNotification, unicast).
    case keyboardNotification(app: String, name: KeyboardNotificationName, userInfo: KeyboardUserInfo)
    /// After the per-app deliveries of one notification: Keyboard1.Notification, with the userInfo
    /// as the owner receives it and the recipients in delivery order (one broadcast per notification).
    case keyboardBroadcast(name: KeyboardNotificationName, userInfo: KeyboardUserInfo, recipients: [String])
    /// App1.LifecycleNotification to one app.
    case lifecycleNotification(app: String, name: LifecycleNotificationName)
    case appProperty(app: String, AppProperty)
    case keyboardProperty(KeyboardProperty)
    case serverProperty(ServerProperty)
    /// A new app object (ObjectManager InterfacesAdded).
    case appAdded(String)
    /// An app object is gone (ObjectManager InterfacesRemoved).
    case appRemoved(String)
    /// The input-mode memory learned an entry (W7): the shell persists it.
    case inputModeRemembered(contextIdentifier: String, inputMode: String)
    /// The answer of BecomeFirstResponder / ResignFirstResponder (false where iOS would refuse).
    case reply(Bool)
    /// A record added to the trace (only when `Configuration.traceEffects` is on).
    case trace(TraceRecord)
}
