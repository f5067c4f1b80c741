import DBus

extension Control1.Proxy {
    /// A fresh keyboardd without starting one: Control1.Reset (no apps, the home screen, the
    /// device and profile keyboardd started with, an empty trace), then `device` and `profile`
    /// when given. KeyboardTesting's bench between tests and the strategy matrix between cells
    /// start this way. The clock and the trace's sequence numbers go on from where they were.
    public func reset(device: String?, profile: String?) throws(DBusError) {
        try reset()
        if let device { try setDevice(name: device) }
        if let profile { try setProfile(name: profile) }
    }
}
