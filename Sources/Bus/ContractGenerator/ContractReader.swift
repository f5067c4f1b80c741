import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the contract from introspection XML files (one interface each) and the session
/// activation file (`Name=`, the bus name), checking what the generators rely on: every method
/// says who may call it, every error named is declared, every structured signature has a type name,
/// every interface, member and error name is valid D-Bus (the generated code does not check them),
/// every value list and key list is well formed and every one referenced is declared.
public enum ContractReader {
    static let docString = "org.gtk.GDBus.DocString"
    static let access = "org.keyboardd.Access"
    static let errors = "org.keyboardd.Errors"
    static let type = "org.keyboardd.Type"
    static let delivery = "org.keyboardd.Delivery"
    static let extends = "org.keyboardd.Extends"
    static let objectPath = "org.keyboardd.ObjectPath"
    static let errorPrefix = "org.keyboardd.Error."
    static let standardErrorPrefix = "org.keyboardd.StandardError."
    static let emitsChanged = "org.freedesktop.DBus.Property.EmitsChangedSignal"
    static let enumPrefix = "org.keyboardd.Enum."
    static let values = "org.keyboardd.Values"
    static let keys = "org.keyboardd.Keys"

    /// `files`: name → contents, for `.xml` and `.service` files; read in name order.
    public static func read(files: [(name: String, contents: String)]) throws(ContractError) -> ContractModel {
        var busName: String?
        var interfaces: [InterfaceSpec] = []
        var errors: [ErrorSpec] = []
        var interfaceFiles: [String: String] = [:]
        for file in files.sorted(by: { $0.name < $1.name }) {
            if file.name.hasSuffix(".service") {
                for line in file.contents.split(separator: "\n") where line.hasPrefix("Name=") {
                    busName = String(line.dropFirst("Name=".count)).trimmingCharacters(in: .whitespaces)
                }
            } else if file.name.hasSuffix(".xml") {
                let tree = try XMLTree.parse(file.contents, file: file.name)
                guard tree.name == "node" else { continue }   // e.g. a bus configuration file
                for element in tree.children where element.name == "interface" {
                    let (interface, declared) = try readInterface(element, file: file.name)
                    interfaces.append(interface)
                    interfaceFiles[interface.name] = file.name
                    errors += declared
                }
            }
        }
        guard let busName else { throw ContractError("no .service file with Name= among the inputs") }
        var model = ContractModel(busName: busName, interfaces: interfaces, errors: errors)
        try check(model)
        try ValueListRules.resolve(&model, files: interfaceFiles)
        return model
    }

    /// Every `.xml` and `.service` file of `directory`.
    public static func read(directory: URL) throws -> ContractModel {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("org.") && ($0.hasSuffix(".xml") || $0.hasSuffix(".service")) }
        return try read(files: names.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) })
    }

    private static func readInterface(_ element: XMLTree, file: String) throws(ContractError) -> (InterfaceSpec, [ErrorSpec]) {
        let name = try element.attribute("name", file)
        guard DBusNameRules.isValidInterface(name) else { throw ContractError("\(file): '\(name)' is not a valid D-Bus interface name") }
        var errors: [ErrorSpec] = []
        for a in element.annotations {
            if a.name.hasPrefix(errorPrefix) {
                let short = String(a.name.dropFirst(errorPrefix.count))
                errors.append(ErrorSpec(shortName: short, fullName: "\(name).Error.\(short)", doc: a.value, isStandard: false))
            } else if a.name.hasPrefix(standardErrorPrefix) {
                let short = String(a.name.dropFirst(standardErrorPrefix.count))
                errors.append(ErrorSpec(shortName: short, fullName: "org.freedesktop.DBus.Error.\(short)", doc: a.value, isStandard: true))
            }
        }
        guard let path = element.annotation(objectPath) else { throw ContractError("\(file): \(name) has no \(objectPath) annotation") }
        var interface = InterfaceSpec(name: name, doc: element.annotation(docString) ?? "", path: path,
                                      methods: [], properties: [], signals: [])
        for a in element.annotations where a.name.hasPrefix(enumPrefix) {
            interface.enums.append(try ValueListRules.enumeration(String(a.name.dropFirst(enumPrefix.count)), a.value,
                                                                  interface: name, file: file))
        }
        for child in element.children where ["method", "property", "signal"].contains(child.name) {
            let member = try child.attribute("name", file)
            guard DBusNameRules.isValidMember(member) else {
                throw ContractError("\(file): '\(name).\(member)' is not a valid D-Bus member name")
            }
            let doc = child.annotation(docString) ?? ""
            guard !doc.isEmpty else { throw ContractError("\(file): \(name).\(member) has no \(docString)") }
            switch child.name {
            case "method":
                guard let access = child.annotation(Self.access), ["owner", "anyone"].contains(access) else {
                    throw ContractError("\(file): method \(name).\(member) needs \(Self.access) = owner or anyone")
                }
                let args = try child.children.filter { $0.name == "arg" }.map { arg throws(ContractError) in try readArg(arg, file, "\(name).\(member)") }
                interface.methods.append(MethodSpec(
                    name: member, doc: doc, access: access, errors: words(child.annotation(Self.errors)),
                    inArgs: args.filter { $0.direction != "out" }, outArgs: args.filter { $0.direction == "out" }))
            case "property":
                interface.properties.append(PropertySpec(
                    name: member, signature: try child.attribute("type", file), access: try child.attribute("access", file),
                    doc: doc, type: child.annotation(Self.type), errors: words(child.annotation(Self.errors)),
                    emitsChangedSignal: child.annotation(emitsChanged), values: child.annotation(Self.values),
                    keys: try child.annotation(Self.keys).map { text throws(ContractError) in
                        try ValueListRules.keys(text, where: "\(file): \(name).\(member)")
                    }))
            case "signal":
                let args = try child.children.filter { $0.name == "arg" }.map { arg throws(ContractError) in try readArg(arg, file, "\(name).\(member)") }
                interface.signals.append(SignalSpec(name: member, doc: doc, delivery: child.annotation(Self.delivery) ?? "broadcast",
                                                    args: args, extends: child.annotation(Self.extends)))
            default:
                continue
            }
        }
        return (interface, errors)
    }

    private static func readArg(_ element: XMLTree, _ file: String, _ member: String) throws(ContractError) -> ArgSpec {
        let name = try element.attribute("name", file)
        return ArgSpec(name: name, signature: try element.attribute("type", file),
                       direction: element.attributes["direction"], doc: element.annotation(docString) ?? "",
                       type: element.annotation(Self.type), values: element.annotation(Self.values),
                       keys: try element.annotation(Self.keys).map { text throws(ContractError) in
                           try ValueListRules.keys(text, where: "\(file): \(member) argument \(name)")
                       })
    }

    private static func words(_ text: String?) -> [String] {
        (text ?? "").split(separator: " ").map(String.init)
    }

    private static func check(_ model: ContractModel) throws(ContractError) {
        var seen = Set<String>()
        for error in model.errors where !seen.insert(error.shortName).inserted {
            throw ContractError("error \(error.shortName) is declared twice")
        }
        // One element after `.Error.`: the short name is also a Swift case name.
        for error in model.errors where !DBusNameRules.isValidMember(error.shortName) || !DBusNameRules.isValidInterface(error.fullName) {
            throw ContractError("'\(error.fullName)' is not a valid D-Bus error name with a one-element short name")
        }
        for interface in model.interfaces {
            for signal in interface.signals {
                guard let extends = signal.extends else { continue }
                let base = model.interfaces.flatMap { i in i.signals.map { ("\(i.name).\($0.name)", $0) } }.first { $0.0 == extends }?.1
                guard let base, base.args.count < signal.args.count,
                      zip(base.args, signal.args).allSatisfy({ $0.name == $1.name && $0.signature == $1.signature && $0.type == $1.type })
                else { throw ContractError("\(interface.name).\(signal.name): its arguments do not begin with those of \(extends)") }
            }
            let named = interface.methods.map { ($0.name, $0.errors) } + interface.properties.map { ($0.name, $0.errors) }
            for (member, errors) in named {
                for error in errors where model.error(error) == nil {
                    throw ContractError("\(interface.name).\(member) names the undeclared error \(error)")
                }
            }
        }
    }
}

/// A parsed element: name, attributes, child elements (text is ignored: the files have none).
struct XMLTree {
    var name: String
    var attributes: [String: String]
    var children: [XMLTree] = []

    var annotations: [AnnotationSpec] {
        children.filter { $0.name == "annotation" }.compactMap {
            guard let name = $0.attributes["name"], let value = $0.attributes["value"] else { return nil }
            return AnnotationSpec(name: name, value: value)
        }
    }

    func annotation(_ name: String) -> String? { annotations.first { $0.name == name }?.value }

    func attribute(_ key: String, _ file: String) throws(ContractError) -> String {
        guard let value = attributes[key] else { throw ContractError("\(file): <\(name)> without \(key)") }
        return value
    }

    static func parse(_ text: String, file: String) throws(ContractError) -> XMLTree {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ContractError("\(file): not well-formed XML (line \(parser.lineNumber)): \(parser.parserError.map { "\($0)" } ?? "")")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            stack.append(XMLTree(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let done = stack.removeLast()
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}
