import Foundation

public enum BusAddress {
    /// `DBUS_SESSION_BUS_ADDRESS`, when set and not empty.
    public static var session: String? {
        guard let value = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !value.isEmpty else {
            return nil
        }
        return value
    }

    /// True when `address` names a unix socket path that does not exist: a stale variable left
    /// by a bus that is gone (cheap to check before trying to connect).
    public static func pointsToMissingSocket(_ address: String) -> Bool {
        for part in address.split(separator: ";") {
            guard part.hasPrefix("unix:") else { continue }
            for kv in part.dropFirst(5).split(separator: ",") where kv.hasPrefix("path=") {
                let path = String(kv.dropFirst(5)).removingPercentEncoding ?? String(kv.dropFirst(5))
                if !FileManager.default.fileExists(atPath: path) { return true }
            }
        }
        return false
    }
}
