/// An error as D-Bus carries it: a name such as `org.freedesktop.DBus.Error.InvalidArgs` and a
/// human-readable message. Method handlers throw it to answer with an error reply; calls throw it
/// when the peer answered with one.
public struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { "\(name): \(message)" }

    // The standard names (D-Bus specification, "Message Bus Messages" and GDBus/sd-bus usage).
    public static let failedName = "org.freedesktop.DBus.Error.Failed"
    public static let invalidArgsName = "org.freedesktop.DBus.Error.InvalidArgs"
    public static let accessDeniedName = "org.freedesktop.DBus.Error.AccessDenied"
    public static let unknownMethodName = "org.freedesktop.DBus.Error.UnknownMethod"
    public static let unknownObjectName = "org.freedesktop.DBus.Error.UnknownObject"
    public static let unknownInterfaceName = "org.freedesktop.DBus.Error.UnknownInterface"
    public static let unknownPropertyName = "org.freedesktop.DBus.Error.UnknownProperty"
    public static let propertyReadOnlyName = "org.freedesktop.DBus.Error.PropertyReadOnly"
    public static let noReplyName = "org.freedesktop.DBus.Error.NoReply"
    public static let timeoutName = "org.freedesktop.DBus.Error.Timeout"
    public static let disconnectedName = "org.freedesktop.DBus.Error.Disconnected"
    public static let noMemoryName = "org.freedesktop.DBus.Error.NoMemory"
    public static let nameHasNoOwnerName = "org.freedesktop.DBus.Error.NameHasNoOwner"
    public static let serviceUnknownName = "org.freedesktop.DBus.Error.ServiceUnknown"
    public static let limitsExceededName = "org.freedesktop.DBus.Error.LimitsExceeded"
    /// A call ended because its task was cancelled (local: never sent over the bus).
    public static let cancelledName = "org.keyboardd.DBus.Error.Cancelled"

    public static func failed(_ message: String) -> DBusError { .init(name: failedName, message: message) }
    public static func invalidArgs(_ message: String) -> DBusError { .init(name: invalidArgsName, message: message) }
    public static func accessDenied(_ message: String) -> DBusError { .init(name: accessDeniedName, message: message) }
    public static func unknownMethod(_ message: String) -> DBusError { .init(name: unknownMethodName, message: message) }
    public static func unknownObject(_ message: String) -> DBusError { .init(name: unknownObjectName, message: message) }
    public static func unknownInterface(_ message: String) -> DBusError { .init(name: unknownInterfaceName, message: message) }
    public static func unknownProperty(_ message: String) -> DBusError { .init(name: unknownPropertyName, message: message) }
    public static func propertyReadOnly(_ message: String) -> DBusError { .init(name: propertyReadOnlyName, message: message) }
    public static func disconnected(_ message: String) -> DBusError { .init(name: disconnectedName, message: message) }
    public static func timeout(_ message: String) -> DBusError { .init(name: timeoutName, message: message) }
    public static func noMemory(_ message: String) -> DBusError { .init(name: noMemoryName, message: message) }
}
