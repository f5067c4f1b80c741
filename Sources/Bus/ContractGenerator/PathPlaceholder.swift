/// The placeholder of an interface served as one object per app (App1's
/// `/org/keyboardd/Server1/apps/{bundle_id}`): the parent path and the element's Swift label, for
/// the generated `path(_:)` and the proxy's initialiser that takes the element.
struct PathPlaceholder {
    var parent: String
    var label: String
    var xmlName: String

    /// nil for an interface at a fixed path; a placeholder anywhere but at the end is an error.
    init?(_ interface: InterfaceSpec) throws(ContractError) {
        guard let open = interface.path.firstIndex(of: "{") else { return nil }
        guard interface.path.hasSuffix("}"), interface.path[interface.path.index(before: open)] == "/" else {
            throw ContractError("\(interface.name): a placeholder may only be the last element of \(interface.path)")
        }
        let name = String(interface.path[interface.path.index(after: open)..<interface.path.index(before: interface.path.endIndex)])
        parent = String(interface.path[..<interface.path.index(before: open)])
        label = SwiftNames.lowerCamel(name)
        xmlName = name
    }
}
