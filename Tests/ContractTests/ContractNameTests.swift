import ContractGenerator
import DBus
import KeyboardContract
import Testing

/// The generated code sends the contract's signal names unchecked (`SignalMember(generated:member:)`),
/// so the reader must refuse every interface, member and error name that libdbus would refuse.
@Suite struct ContractNameTests {
    static func files(interface: String = "org.example.X1", member: String = "Do", signal: String = "Done",
                      error: String = "Nope") -> [(name: String, contents: String)] {
        let xml = """
            <node><interface name="\(interface)"><annotation name="org.keyboardd.ObjectPath" value="/x"/>
            <annotation name="org.keyboardd.Error.\(error)" value="Refused."/>
            <method name="\(member)"><annotation name="org.gtk.GDBus.DocString" value="Does."/>
            <annotation name="org.keyboardd.Access" value="anyone"/><annotation name="org.keyboardd.Errors" value="\(error)"/></method>
            <signal name="\(signal)"><annotation name="org.gtk.GDBus.DocString" value="Did."/></signal>
            </interface></node>
            """
        return [("org.example.X1.xml", xml), ("x.service", "Name=org.example.X1\n")]
    }

    static let badInterfaces = ["nodots", "org..example", "org.1example", "org.example.", ".org.example", "org.ex-ample",
                                "org.exämple", String(repeating: "a.", count: 128) + "a"]
    static let badMembers = ["", "1Do", "Do.It", "Do-It", "Dö", "Do It", String(repeating: "D", count: 256)]

    @Test func validNamesAreRead() throws {
        let model = try ContractReader.read(files: Self.files())
        #expect(model.interfaces.map(\.name) == ["org.example.X1"])
        #expect(model.interfaces[0].signals.map(\.name) == ["Done"])
    }

    @Test func invalidNamesAreRefused() {
        for name in Self.badInterfaces {
            #expect(throws: ContractError.self, "interface \(name)") { try ContractReader.read(files: Self.files(interface: name)) }
        }
        for name in Self.badMembers {
            #expect(throws: ContractError.self, "method \(name)") { try ContractReader.read(files: Self.files(member: name)) }
            #expect(throws: ContractError.self, "signal \(name)") { try ContractReader.read(files: Self.files(signal: name)) }
        }
        for name in ["Bad-Name", "1Bad", "Bad.Name"] {
            #expect(throws: ContractError.self, "error \(name)") { try ContractReader.read(files: Self.files(error: name)) }
        }
    }

    /// The reader's rules give libdbus's answers (`Names`, which the daemon uses at run time).
    @Test func theRulesAgreeWithLibdbus() {
        let interfaces = Self.badInterfaces + ["org.keyboardd.Keyboard1", "a.b", "_a._1", "A.B.C", String(repeating: "a.", count: 127) + "a"]
        for name in interfaces { #expect(DBusNameRules.isValidInterface(name) == Names.isValidInterface(name), "\(name)") }
        let members = Self.badMembers + ["Do", "_", "do_it2", "KeyboardNotification", String(repeating: "D", count: 255)]
        for name in members { #expect(DBusNameRules.isValidMember(name) == Names.isValidMember(name), "\(name)") }
    }

    /// What the generated signals send under: the contract's names, valid when checked at run time.
    @Test func generatedSignalMembersAreTheContracts() throws {
        let generated = [App1.KeyboardNotification.signalMember, App1.LifecycleNotification.signalMember,
                         App1.EditingNotification.signalMember, Keyboard1.Notification.signalMember]
        let declared = Contract.interfaces.flatMap { interface in interface.signals.map { (interface.name, $0.name) } }
        #expect(generated.count == declared.count)
        for member in generated {
            #expect(try SignalMember(interface: member.interface, member: member.member) == member)
            #expect(declared.contains { $0 == (member.interface, member.member) }, "\(member.interface).\(member.member)")
        }
    }
}
