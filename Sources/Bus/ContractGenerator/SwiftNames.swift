import SourceLiterals

/// Swift spellings of the contract's names and D-Bus types.
enum SwiftNames {
    /// `RegisterApp` → `registerApp`, `bundle_id` → `bundleId`, `UIKeyboard` stays readable.
    static func lowerCamel(_ name: String) -> String {
        let parts = name.split(separator: "_").map(String.init)
        guard let first = parts.first else { return name }
        var head = first
        // Lower the leading capitals: `URLPath` → `urlPath`, `BundleId` → `bundleId`.
        let chars = Array(head)
        var count = 0
        while count < chars.count, chars[count].isUppercase { count += 1 }
        if count > 1 && count < chars.count { count -= 1 }
        head = String(chars[..<count]).lowercased() + String(chars[count...])
        let rest = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return escaped(head + rest.joined())
    }

    /// A value or key of the contract as a Swift case or property name: `view-controller` →
    /// `viewController`, `en-US` → `enUS`, `URL` → `url`, `InputView` → `inputView`, `default` →
    /// `` `default` ``; the empty string is `empty`.
    static func caseName(_ value: String) -> String {
        guard !value.isEmpty else { return "empty" }
        let words = value.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        let name = lowerCamel(words.joined(separator: "_"))
        return name.first?.isNumber == true ? "_" + name : name
    }

    static func upperCamel(_ name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// The named types of the contract (`org.keyboardd.Type`): Swift type and signature. Named
    /// types that only write themselves into a body (no `DBusValue` encoder) are for signals only.
    static let namedTypes: [String: (swift: String, signature: String, writerOnly: Bool)] = [
        "Rect": ("Rect", "(dddd)", false),
        "AppState": ("App1.AppState", "s", false),
        "WindowEntry": ("WindowEntry", "(ssb(dddd))", false),
        "KeyboardViewEntry": ("KeyboardViewEntry", "(ssss(dddd))", false),
        "TraceRecord": ("Control1.TraceRecord", "(ttssa{sv})", false),
        "NotificationUserInfo": ("NotificationUserInfo", "a{sv}", true),
    ]

    private static let basic: [Character: String] = [
        "y": "UInt8", "b": "Bool", "n": "Int16", "q": "UInt16", "i": "Int32", "u": "UInt32", "x": "Int64",
        "t": "UInt64", "d": "Double", "s": "String", "o": "ObjectPath", "v": "DBusValue",
    ]

    /// The Swift type of a value of `signature`, named by `type` when the contract names it (for a
    /// signature that is an array of the named type's, an array of it).
    static func swiftType(_ signature: String, named type: String?, where place: String, signalOnly: Bool = false) throws(ContractError) -> String {
        if let type {
            guard let named = namedTypes[type] else { throw ContractError("\(place): unknown org.keyboardd.Type \(type)") }
            if named.writerOnly && !signalOnly { throw ContractError("\(place): \(type) may only be a signal argument") }
            if signature == named.signature { return named.swift }
            if signature == "a" + named.signature { return "[\(named.swift)]" }
            throw ContractError("\(place): \(type) is '\(named.signature)', not '\(signature)'")
        }
        guard let swift = plain(Array(signature)) else {
            throw ContractError("\(place): '\(signature)' needs an org.keyboardd.Type annotation naming it")
        }
        return swift
    }

    private static func plain(_ s: [Character]) -> String? {
        if s.count == 1 { return basic[s[0]] }
        if s.first == "a", s.count > 1 {
            if s[1] == "{", s.last == "}", s.count >= 5, let key = basic[s[2]] {
                guard let value = plain(Array(s[3..<(s.count - 1)])) else { return nil }
                return "[\(key): \(value)]"
            }
            return plain(Array(s.dropFirst())).map { "[\($0)]" }
        }
        return nil   // structures need a name
    }

    /// The Swift type of an argument; `place` names the member for an error ("org.keyboardd.App1.Report").
    static func type(of a: ArgSpec, _ place: String, signal: Bool = false) throws(ContractError) -> String {
        try swiftType(a.signature, named: a.type, where: "\(place) argument \(a.name)", signalOnly: signal)
    }

    static func type(of p: PropertySpec, _ place: String) throws(ContractError) -> String {
        try swiftType(p.signature, named: p.type, where: place)
    }

    /// A method argument's Swift type as calls, proxies and the served table take it: an `a{sv}`
    /// with declared keys is its options struct (`Control1.ConfigureOptions`), a string (or each
    /// string of an array) from a closed value list is that list's enumeration (`Server1.Orientation`);
    /// else as `type(of:)`. An open list (`...`) stays `String`: its values are more than its cases.
    static func argumentType(_ a: ArgSpec, of m: MethodSpec, in interface: InterfaceSpec, _ model: ContractModel) throws(ContractError) -> String {
        if a.keys != nil { return "\(interface.shortName).\(optionsTypeName(m, a))" }
        if let list = a.values, let e = model.enumeration(list), !e.isOpen {
            let name = ValueListRenderer.swiftName(e, model)
            return a.signature == "as" ? "[\(name)]" : name
        }
        return try type(of: a, "\(interface.name).\(m.name)")
    }

    /// `ConfigureOptions`: the struct of a method's `a{sv}` argument with declared keys.
    static func optionsTypeName(_ m: MethodSpec, _ a: ArgSpec) -> String { upperCamel(m.name) + upperCamel(a.name) }

    /// ` -> Rect`, a tuple of the named results, or nothing: a method's result as its proxy method
    /// returns it.
    static func returnClause(_ m: MethodSpec, _ interface: InterfaceSpec, _ model: ContractModel) throws(ContractError) -> String {
        switch m.outArgs.count {
        case 0: return ""
        case 1: return " -> \(try argumentType(m.outArgs[0], of: m, in: interface, model))"
        default:
            var fields: [String] = []
            for a in m.outArgs { fields.append("\(lowerCamel(a.name)): \(try argumentType(a, of: m, in: interface, model))") }
            return " -> (\(fields.joined(separator: ", ")))"
        }
    }

    /// `text` as a double-quoted literal, the same in Swift and Python.
    static func literal(_ text: String) -> String { SourceLiteral.quoted(text) }
}
