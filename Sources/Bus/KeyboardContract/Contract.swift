import DBus

/// The contract as a whole (docs/CONTRACT.md): the bus name, every interface's description, the
/// named types and the value lists, all generated from dbus/*.xml (Contract+Generated.swift). Each
/// interface's own names are in its namespace: `Server1.path`, `App1.name`, `App1.path(_:)`,
/// `App1.parentPath`, `Control1.MethodName`, `KeyboarddErrorName`...
public enum Contract {}

public enum KeyboarddVersion {
    public static let string = "0.1.0"
}
