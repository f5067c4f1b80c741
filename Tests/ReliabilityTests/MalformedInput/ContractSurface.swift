import DBus
import Foundation
import FoundationXML
import KeyboardContract

/// Every method and property keyboardd serves, read from the contract's machine-readable form
/// (dbus/*.xml), plus the standard interfaces every object answers (D-Bus specification,
/// "Standard Interfaces"), and which object serves which interface.
struct ContractSurface {
    struct Method: Hashable {
        let interface: String
        let name: String
        let inSignatures: [String]
    }

    struct Property: Hashable {
        let interface: String
        let name: String
        let type: String
        let writable: Bool
    }

    /// One object keyboardd exports, with the contract interfaces it serves.
    struct Object {
        let path: String
        let interfaces: [String]
        let isObjectManager: Bool
    }

    static let properties = StandardInterfaces.properties
    static let introspectable = StandardInterfaces.introspectable
    static let peer = StandardInterfaces.peer
    static let objectManager = StandardInterfaces.objectManager

    static let standardMethods: [Method] = [
        Method(interface: properties, name: "Get", inSignatures: ["s", "s"]),
        Method(interface: properties, name: "GetAll", inSignatures: ["s"]),
        Method(interface: properties, name: "Set", inSignatures: ["s", "s", "v"]),
        Method(interface: introspectable, name: "Introspect", inSignatures: []),
        Method(interface: peer, name: "Ping", inSignatures: []),
        Method(interface: peer, name: "GetMachineId", inSignatures: []),
    ]
    static let objectManagerMethod = Method(interface: objectManager, name: "GetManagedObjects", inSignatures: [])

    let methods: [Method]
    let properties: [Property]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load() throws -> ContractSurface {
        var methods: [Method] = [], properties: [Property] = []
        for interface in [Server1.name, App1.name, Keyboard1.name, Control1.name] {
            let file = repository.appendingPathComponent("dbus/\(interface).xml")
            let document = try XMLDocument(data: try Data(contentsOf: file))
            for node in try document.nodes(forXPath: "/node/interface[@name='\(interface)']/method") {
                guard let element = node as? XMLElement, let name = element.attribute(forName: "name")?.stringValue else { continue }
                let ins = (element.elements(forName: "arg")).filter { $0.attribute(forName: "direction")?.stringValue != "out" }
                methods.append(Method(interface: interface, name: name,
                                      inSignatures: ins.compactMap { $0.attribute(forName: "type")?.stringValue }))
            }
            for node in try document.nodes(forXPath: "/node/interface[@name='\(interface)']/property") {
                guard let element = node as? XMLElement, let name = element.attribute(forName: "name")?.stringValue,
                      let type = element.attribute(forName: "type")?.stringValue else { continue }
                let access = element.attribute(forName: "access")?.stringValue ?? "read"
                properties.append(Property(interface: interface, name: name, type: type, writable: access != "read"))
            }
        }
        return ContractSurface(methods: methods, properties: properties)
    }

    /// The objects of a daemon with one registered app at `appPath`.
    static func objects(appPath: String) -> [Object] {
        [
            Object(path: Server1.path.rawValue, interfaces: [Server1.name, Control1.name], isObjectManager: true),
            Object(path: Keyboard1.path.rawValue, interfaces: [Keyboard1.name], isObjectManager: false),
            Object(path: appPath, interfaces: [App1.name], isObjectManager: false),
        ]
    }

    func methods(of interface: String) -> [Method] { methods.filter { $0.interface == interface } }
    func properties(of interface: String) -> [Property] { properties.filter { $0.interface == interface } }
}
