import DBus

/// A bus a test connects its apps and observers to: a private dbus-daemon (`PrivateBus`) or a
/// bus inside the test process (`InProcessBus`, `InProcessKeyboardd`'s).
public protocol TestBus: Sendable {
    var address: String { get }
    func connect() throws -> Connection
    func stop()
}

extension PrivateBus: TestBus {}
extension InProcessBus: TestBus {}
