import DBus

/// One entry of `App1.KeyboardViews`, `(ssss(dddd))`: where the keyboard's view sits in the app's
/// view hierarchy, as a tracker that searches the windows finds it (N15): the window's id and class,
/// the container view's class, the host view's class, and the host view's frame now (screen
/// coordinates; it moves with the live keyboard).
public struct KeyboardViewEntry: Hashable, Sendable {
    public var windowId: String
    public var windowClass: String
    public var containerClass: String
    public var hostClass: String
    public var frame: Rect

    public init(windowId: String, windowClass: String, containerClass: String, hostClass: String, frame: Rect) {
        (self.windowId, self.windowClass, self.containerClass, self.hostClass, self.frame)
            = (windowId, windowClass, containerClass, hostClass, frame)
    }
}

extension KeyboardViewEntry: DBusCodable {
    public static var dbusSignature: String { "(ssss(dddd))" }

    public var dbusValue: DBusValue {
        .structure([.string(windowId), .string(windowClass), .string(containerClass), .string(hostClass), frame.dbusValue])
    }

    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .structure(let f) = dbusValue, f.count == 5, case .string(let id) = f[0],
              case .string(let window) = f[1], case .string(let container) = f[2], case .string(let host) = f[3] else {
            throw .invalidArgs("expected a keyboard view '(ssss(dddd))', got '\(dbusValue.signature)'")
        }
        self.init(windowId: id, windowClass: window, containerClass: container, hostClass: host,
                  frame: try Rect(dbusValue: f[4]))
    }
}
