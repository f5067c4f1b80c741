/// A signal match rule (D-Bus specification, "Match Rules"): what the bus should route to us,
/// and what a local subscription wants. Only signals are matched here.
public struct MatchRule: Hashable, Sendable, CustomStringConvertible {
    public var sender: String?
    public var path: ObjectPath?
    /// Matches the path and everything below it.
    public var pathNamespace: ObjectPath?
    public var interface: String?
    public var member: String?
    /// Matches the first argument when it is a string equal to this.
    public var arg0: String?
    public var destination: String?

    public init(sender: String? = nil, path: ObjectPath? = nil, pathNamespace: ObjectPath? = nil,
                interface: String? = nil, member: String? = nil, arg0: String? = nil,
                destination: String? = nil) {
        self.sender = sender
        self.path = path
        self.pathNamespace = pathNamespace
        self.interface = interface
        self.member = member
        self.arg0 = arg0
        self.destination = destination
    }

    /// The rule's text for AddMatch, values quoted with `'` escaped as the specification says.
    public var description: String {
        var parts = ["type='signal'"]
        func add(_ key: String, _ value: String?) {
            guard let value else { return }
            parts.append("\(key)='\(value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''"))'")
        }
        add("sender", sender)
        add("path", path?.rawValue)
        add("path_namespace", pathNamespace?.rawValue)
        add("interface", interface)
        add("member", member)
        add("arg0", arg0)
        add("destination", destination)
        return parts.joined(separator: ",")
    }

    /// Whether a received signal satisfies the rule. `sender` is compared with the message's
    /// sender as the bus stamps it (a unique name); well-known sender names are resolved by the
    /// bus, so a local check of one is skipped.
    public func matches(_ message: Message) -> Bool {
        guard message.kind == .signal else { return false }
        if let sender, sender.hasPrefix(":") || sender == "org.freedesktop.DBus", message.sender != sender { return false }
        if let path, message.path != path { return false }
        if let pathNamespace, let messagePath = message.path {
            if messagePath != pathNamespace && !messagePath.isDescendant(of: pathNamespace) { return false }
        }
        if let interface, message.interface != interface { return false }
        if let member, message.member != member { return false }
        if let destination, message.destination != destination { return false }
        if let arg0, !message.firstArgumentIsString(arg0) { return false }
        return true
    }
}
