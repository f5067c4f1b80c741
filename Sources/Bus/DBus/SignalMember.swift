/// A signal's interface and member, checked once when made: a signal sent under it is not checked
/// again (libdbus aborts the process on an invalid name, and the check costs ~1.7k instructions a
/// signal; a notification sends four).
public struct SignalMember: Sendable, Equatable {
    public let interface: String
    public let member: String

    /// Throws unless `interface` and `member` are valid D-Bus names.
    public init(interface: String, member: String) throws(DBusError) {
        guard Names.isValidInterface(interface) else { throw .invalidArgs("invalid interface name '\(interface)'") }
        guard Names.isValidMember(member) else { throw .invalidArgs("invalid member name '\(member)'") }
        self.interface = interface
        self.member = member
    }

    /// For the generated contract only: keyboardd-contract-gen refused dbus/*.xml files whose
    /// names break the D-Bus rules (`ContractReader`), so these are valid by construction.
    package init(generated interface: String, member: String) {
        assert(Names.isValidInterface(interface) && Names.isValidMember(member), "invalid generated name \(interface).\(member)")
        self.interface = interface
        self.member = member
    }
}
