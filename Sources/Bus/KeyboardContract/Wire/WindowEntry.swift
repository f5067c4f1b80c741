import DBus

/// One entry of `App1.Windows`, `(ssb(dddd))`: a window of the app as `UIApplication.windows`
/// lists it (bottom first).
public struct WindowEntry: Hashable, Sendable {
    public var id: String
    public var kind: App1.WindowKind
    public var hidden: Bool
    public var frame: Rect

    public init(id: String, kind: App1.WindowKind, hidden: Bool, frame: Rect) {
        (self.id, self.kind, self.hidden, self.frame) = (id, kind, hidden, frame)
    }
}

extension WindowEntry: DBusCodable {
    public static var dbusSignature: String { "(ssb(dddd))" }

    public var dbusValue: DBusValue { .structure([.string(id), .string(kind.rawValue), .boolean(hidden), frame.dbusValue]) }

    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .structure(let f) = dbusValue, f.count == 4, case .string(let id) = f[0],
              case .string(let kindName) = f[1], case .boolean(let hidden) = f[2] else {
            throw .invalidArgs("expected a window '(ssb(dddd))', got '\(dbusValue.signature)'")
        }
        guard let kind = App1.WindowKind(rawValue: kindName) else {
            throw .invalidArgs("window \(id) has an unknown kind '\(kindName)'")
        }
        self.init(id: id, kind: kind, hidden: hidden, frame: try Rect(dbusValue: f[3]))
    }
}
