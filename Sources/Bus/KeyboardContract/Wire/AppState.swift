import DBus

/// `App1.State`: where an app is in its lifecycle, as the contract spells it (`s`).
public enum AppState: String, CaseIterable, Hashable, Sendable, DBusCodable {
    case notRunning, inactive, active, background, suspended

    public static var dbusSignature: String { "s" }
    public var dbusValue: DBusValue { .string(rawValue) }

    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .string(let name) = dbusValue, let state = AppState(rawValue: name) else {
            throw .invalidArgs("expected an app state (\(AppState.allCases.map(\.rawValue).joined(separator: ", "))), got \(dbusValue)")
        }
        self = state
    }
}
