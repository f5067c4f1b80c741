import DBus

/// The arguments of a `Payload` signal, marshalled once: `Payload.signal(body:)` gives it its
/// interface and member, and a signal whose arguments begin with these (e.g. Keyboard1.Notification
/// after App1.KeyboardNotification) is made from it with `signal(extending:...)`, so one
/// notification's body is marshalled once for every signal that carries it.
public struct SignalBody<Payload>: Sendable {
    public let template: SignalTemplate

    public init(_ template: SignalTemplate) { self.template = template }
}
