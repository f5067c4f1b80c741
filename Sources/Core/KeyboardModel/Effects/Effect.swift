// What the shell must do, in this order: the model decides, the shell sends (docs/ARCHITECTURE.md).

public enum Effect: Hashable, Sendable {
    /// A keyboard notification: a unicast to each recipient in delivery order, then its broadcast.
    case keyboardNotification(KeyboardDelivery)
    /// App1.EditingNotification to one app: its responder began or ended editing (N13).
    case editingNotification(app: String, name: EditingNotificationName, responder: String)
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
