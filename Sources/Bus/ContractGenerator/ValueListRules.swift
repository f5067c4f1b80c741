// The value lists and dictionary keys of the contract (dbus/org.keyboardd.Server1.xml's header
// says how they are written): their syntax, and the checks that every one referenced is
// declared, so a misspelt name fails the build with the file and element it is in.
//
//   <annotation name="org.keyboardd.Enum.KeyboardMode" value="docked undocked split floating"/>
//       on an interface: a value list, one word per value; `""` is the empty string, a last word
//       `...` says the element also takes values its DocString describes.
//   <annotation name="org.keyboardd.Values" value="KeyboardMode"/>
//       on an `s` or `as` argument or property: its strings come from that list.
//   <annotation name="org.keyboardd.Keys" value="Launch:b WindowFrame:(dddd) BackgroundModes:as=BackgroundMode"/>
//       on an `a{sv}` argument or property: its keys, each `NAME:TYPE` with the value's D-Bus
//       type, `=LIST` for strings from a value list; `{LIST}:TYPE` is one key per value of LIST.

enum ValueListRules {
    /// `org.keyboardd.Enum.NAME` = `value`.
    static func enumeration(_ name: String, _ value: String, interface: String, file: String) throws(ContractError) -> EnumSpec {
        let place = "\(file): \(interface) \(ContractReader.enumPrefix)\(name)"
        guard isTypeName(name) else { throw ContractError("\(place): '\(name)' is not a type name ([A-Z][A-Za-z0-9]*)") }
        var words = try self.words(value, place)
        let isOpen = words.last == "..."
        if isOpen { words.removeLast() }
        let values = words.map { $0 == "\"\"" ? "" : $0 }
        guard !values.isEmpty else { throw ContractError("\(place): no values") }
        var seen = Set<String>(), cases = Set<String>()
        for v in values {
            guard seen.insert(v).inserted else { throw ContractError("\(place): '\(v)' is listed twice") }
            guard v != "...", !v.contains("\"") else { throw ContractError("\(place): '\(v)' is not a value") }
            guard cases.insert(SwiftNames.caseName(v)).inserted else {
                throw ContractError("\(place): '\(v)' has the same Swift name as another value (\(SwiftNames.caseName(v)))")
            }
        }
        return EnumSpec(name: name, interface: interface, values: values, isOpen: isOpen)
    }

    /// `org.keyboardd.Keys` = `text`, `{LIST}` not yet expanded (a list may be declared in a later file).
    static func keys(_ text: String, where place: String) throws(ContractError) -> [KeySpec] {
        var keys: [KeySpec] = []
        for word in try words(text, "\(place) \(ContractReader.keys)") {
            guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else {
                throw ContractError("\(place) \(ContractReader.keys): '\(word)' is not NAME:TYPE")
            }
            let name = String(word[..<colon])
            var type = String(word[word.index(after: colon)...]), values: String?
            if let equals = type.firstIndex(of: "=") {
                values = String(type[type.index(after: equals)...])
                type = String(type[..<equals])
            }
            guard DBusNameRules.isSingleCompleteType(type) else {
                throw ContractError("\(place) \(ContractReader.keys): '\(type)' of \(name) is not one complete D-Bus type")
            }
            keys.append(KeySpec(name: name, signature: type, values: values))
        }
        return keys
    }

    /// Expands `{LIST}` keys and checks every reference, with the file and element it is in.
    static func resolve(_ model: inout ContractModel, files: [String: String]) throws(ContractError) {
        var declared: [String: EnumSpec] = [:]
        for e in model.enums {
            guard declared.updateValue(e, forKey: e.name) == nil else {
                throw ContractError("\(files[e.interface] ?? ""): \(ContractReader.enumPrefix)\(e.name) is declared twice")
            }
        }
        for i in model.interfaces.indices {
            let interface = model.interfaces[i]
            let file = files[interface.name] ?? ""
            for m in interface.methods.indices {
                let method = interface.methods[m]
                for a in method.inArgs.indices {
                    try check(&model.interfaces[i].methods[m].inArgs[a], "\(file): \(interface.name).\(method.name) argument", declared)
                }
                for a in method.outArgs.indices {
                    try check(&model.interfaces[i].methods[m].outArgs[a], "\(file): \(interface.name).\(method.name) argument", declared)
                }
            }
            for s in interface.signals.indices {
                let signal = interface.signals[s]
                for a in signal.args.indices {
                    try check(&model.interfaces[i].signals[s].args[a], "\(file): \(interface.name).\(signal.name) argument", declared)
                }
            }
            for p in interface.properties.indices {
                let property = interface.properties[p]
                let place = "\(file): \(interface.name).\(property.name)"
                try checkValues(property.values, property.signature, place, declared)
                if let keys = property.keys {
                    model.interfaces[i].properties[p].keys = try expand(keys, property.signature, place, declared)
                }
            }
        }
    }

    private static func check(_ arg: inout ArgSpec, _ place: String, _ declared: [String: EnumSpec]) throws(ContractError) {
        try checkValues(arg.values, arg.signature, "\(place) \(arg.name)", declared)
        if let keys = arg.keys { arg.keys = try expand(keys, arg.signature, "\(place) \(arg.name)", declared) }
    }

    private static func checkValues(_ values: String?, _ signature: String, _ place: String,
                                    _ declared: [String: EnumSpec]) throws(ContractError) {
        guard let values else { return }
        guard signature == "s" || signature == "as" else {
            throw ContractError("\(place): \(ContractReader.values) is for 's' or 'as', not '\(signature)'")
        }
        guard declared[values] != nil else {
            throw ContractError("\(place): \(ContractReader.values) names the unknown value list \(values) "
                + "(declared: \(declared.keys.sorted().joined(separator: ", ")))")
        }
    }

    private static func expand(_ keys: [KeySpec], _ signature: String, _ place: String,
                               _ declared: [String: EnumSpec]) throws(ContractError) -> [KeySpec] {
        guard signature == "a{sv}" else { throw ContractError("\(place): \(ContractReader.keys) is for 'a{sv}', not '\(signature)'") }
        var expanded: [KeySpec] = []
        for key in keys {
            try checkValues(key.values, key.signature, "\(place) key \(key.name)", declared)
            guard key.name.hasPrefix("{") else {
                expanded.append(key)
                continue
            }
            let list = String(key.name.dropFirst().dropLast())
            guard key.name.hasSuffix("}"), let e = declared[list] else {
                throw ContractError("\(place): \(ContractReader.keys) names the unknown value list \(key.name)")
            }
            guard !e.isOpen else { throw ContractError("\(place): the keys {\(list)} need a list without '...'") }
            expanded += e.values.map { KeySpec(name: $0, signature: key.signature, values: key.values, from: list) }
        }
        var names = Set<String>(), fields = Set<String>()
        for key in expanded {
            guard !key.name.isEmpty, names.insert(key.name).inserted, fields.insert(SwiftNames.caseName(key.name)).inserted else {
                throw ContractError("\(place): the key '\(key.name)' is empty or listed twice (or has another key's Swift name)")
            }
        }
        return expanded
    }

    private static func words(_ text: String, _ place: String) throws(ContractError) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !words.contains("") else { throw ContractError("\(place): words are separated by one space each") }
        return words
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
}
