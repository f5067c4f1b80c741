import DBus
import KeyboardContract

/// Generates the bad calls from the contract surface: wrong signatures for every method of every
/// interface, wrong types inside the a{sv} options, traits and facts, extreme values, deep
/// nesting up to the D-Bus limits, unknown objects, interfaces, members and properties, and
/// calls from connections that do not own the app. The daemon under test runs on iphone-x with
/// the owner's app active and focused (keyboard up), so that every case must fail.
struct MalformedCases {
    let surface: ContractSurface
    /// The registered app, owned by the `owner` connection.
    let appId: String

    var appPath: String { App1.path(appId).rawValue }
    var server: String { Server1.path.rawValue }
    var keyboard: String { Keyboard1.path.rawValue }

    static let rect = DBusValue.structure([.double(0), .double(0), .double(100), .double(100)])
    static let huge = String(repeating: "x", count: 65_536)

    /// One value of every shape; each position of a call gets those whose type it does not take.
    static let wrongValues: [DBusValue] = [
        .string("x"), .boolean(true), .byte(7), .int16(-3), .uint16(3), .int32(-1), .uint32(1), .int64(-1), .uint64(1),
        .double(1.5), .objectPath(ObjectPath(validated: "/x")), .signature("a{sv}"), .variant(.string("x")),
        .array(elementSignature: "s", [.string("x")]), .vardict([("k", .string("v"))]), .structure([.int32(1)]), rect,
        .array(elementSignature: "y", []),
    ]

    static let extremeDoubles: [Double] = [.nan, .infinity, -.infinity, -1, 1e308, -1e308]
    /// (component of an (x, y, width, height) rect, value) no frame takes: a negative origin is
    /// fine (a window may start off screen), a negative size is not.
    static let badRectComponents: [(Int, Double)] = (0..<4).flatMap { component in
        extremeDoubles.filter { component >= 2 || $0 != -1 }.map { (component, $0) }
    }
    /// Strings no verb accepts as a name: empty, blank, 64 KiB, path-like, control and bidi characters.
    static let badNames: [String] = ["", " ", huge, "../../etc/passwd", "a\u{1}b", "\u{202E}evil", String(repeating: "é", count: 200)]

    /// A harmless valid value for each signature the contract uses.
    static func sample(_ signature: String) -> DBusValue {
        switch signature {
        case "s": .string("x")
        case "b": .boolean(false)
        case "d": .double(1)
        case "t": .uint64(1)
        case "(dddd)": rect
        case "a{sv}": .vardict([])
        case "v": .variant(.string("x"))
        default: preconditionFailure("no sample value for '\(signature)': add one")
        }
    }

    /// Nested containers at the D-Bus limits: 32 arrays, 32 structs, and variants and a{sv}
    /// dictionaries up to a total depth near 64 inside an a{sv} value (the body's dictionary, its
    /// entry and its variant take three levels). Deeper is not a call at all: the bus refuses the
    /// message and disconnects its sender.
    static let deepValues: [DBusValue] = {
        var array = DBusValue.array(elementSignature: "b", [.boolean(true)])
        for _ in 1..<32 { array = .array(elementSignature: array.signature, [array]) }
        var structure = DBusValue.structure([.boolean(true)])
        for _ in 1..<32 { structure = .structure([structure]) }
        var variant = DBusValue.boolean(true)
        for _ in 0..<60 { variant = .variant(variant) }
        var dictionary = DBusValue.vardict([("leaf", .boolean(true))])
        for level in 0..<18 { dictionary = .vardict([("level\(level)", dictionary)]) }
        return [array, structure, variant, dictionary]
    }()

    func all() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        cases += wrongSignatures()
        cases += registrationOptions()
        cases += responderTraits()
        cases += reportFacts()
        cases += extremeArguments()
        cases += unknownTargets()
        cases += propertyAccess()
        cases += strangers()
        // Distinct calls only.
        var seen: Set<String> = []
        return cases.filter { seen.insert($0.key).inserted }
    }

    private func object(for interface: String) -> String {
        switch interface {
        case App1.name: appPath
        case Keyboard1.name: keyboard
        default: server
        }
    }

    private func caller(for interface: String) -> MalformedCase.Caller {
        interface == App1.name ? .owner : .stranger
    }

    // MARK: Signatures

    /// Every method of every interface (contract and standard): arguments missing, one too many,
    /// each one of the wrong type, each one wrapped in a variant; and contract methods called
    /// without an interface name.
    func wrongSignatures() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func add(_ m: ContractSurface.Method, at path: String, interface: String?, _ arguments: [DBusValue], _ what: String) {
            cases.append(MalformedCase(category: "signature/\(what)", caller: caller(for: m.interface), path: path,
                                       interface: interface, member: m.name, arguments: arguments, expected: [ErrorNames.invalidArgs]))
        }
        var targets: [(ContractSurface.Method, String)] = surface.methods.map { ($0, object(for: $0.interface)) }
        // The standard interfaces on every object; ObjectManager where it is served.
        for path in [server, keyboard, appPath] {
            targets += ContractSurface.standardMethods.map { ($0, path) }
        }
        targets.append((ContractSurface.objectManagerMethod, server))

        for (method, path) in targets {
            let valid = method.inSignatures.map(Self.sample)
            if !valid.isEmpty {
                add(method, at: path, interface: method.interface, [], "none")
                add(method, at: path, interface: method.interface, Array(valid.dropLast()), "one missing")
            }
            add(method, at: path, interface: method.interface, valid + [.string("extra")], "one extra")
            add(method, at: path, interface: method.interface, valid + [.uint32(0), .uint32(0)], "two extra")
            for (position, signature) in method.inSignatures.enumerated() {
                for wrong in Self.wrongValues where wrong.signature != signature {
                    var arguments = valid
                    arguments[position] = wrong
                    add(method, at: path, interface: method.interface, arguments, "argument \(position + 1) as \(wrong.signature)")
                }
                if signature != "v" {
                    var arguments = valid
                    arguments[position] = .variant(valid[position])
                    add(method, at: path, interface: method.interface, arguments, "argument \(position + 1) in a variant")
                }
            }
        }
        // Without an interface the method is found by name; its signature still counts.
        for method in surface.methods {
            let valid = method.inSignatures.map(Self.sample)
            add(method, at: object(for: method.interface), interface: nil, valid + [.string("extra")], "no interface, one extra")
        }
        return cases
    }

    // MARK: Variants inside a{sv}

    /// RegisterApp's options: each known key with every other type, unknown keys, bad frames,
    /// bad background modes, deep nesting; and bundle ids the contract does not allow.
    func registrationOptions() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func register(_ id: String, _ options: [(String, DBusValue)], _ what: String, _ expected: Set<String> = [ErrorNames.invalidArgs]) {
            cases.append(MalformedCase(category: "options/\(what)", caller: .stranger, path: server, interface: Server1.name,
                                       member: "RegisterApp", arguments: [.string(id), .vardict(options)], expected: expected))
        }
        let newcomer = "com.example.newcomer"
        for (key, signature) in [("Launch", "b"), ("WindowFrame", "(dddd)"), ("BackgroundModes", "as")] {
            for wrong in Self.wrongValues + [.variant(.boolean(true))] where wrong.signature != signature {
                register(newcomer, [(key, wrong)], "\(key) as \(wrong.signature)")
            }
            for (index, deep) in Self.deepValues.enumerated() {
                register(newcomer, [(key, deep)], "\(key) nested \(index)")
            }
        }
        for key in ["launch", "", "Colour", "Launch ", Self.huge] {
            register(newcomer, [(key, .boolean(true))], "unknown key")
        }
        for (component, value) in Self.badRectComponents {
            var fields: [DBusValue] = [.double(0), .double(0), .double(100), .double(100)]
            fields[component] = .double(value)
            register(newcomer, [("WindowFrame", .structure(fields))], "WindowFrame[\(component)]=\(value)")
        }
        register(newcomer, [("WindowFrame", .structure([.double(0), .double(0), .double(0), .double(0)]))], "empty WindowFrame")
        register(newcomer, [("WindowFrame", .structure([.double(0), .double(0), .double(100)]))], "WindowFrame of three")
        for modes in [["teleport"], [""], [Self.huge], Array(repeating: "audio", count: 100)] {
            register(newcomer, [("BackgroundModes", .array(elementSignature: "s", modes.map { .string($0) }))], "BackgroundModes")
        }
        for id in Self.badNames + ["a b", "a/b", "a_b", "é.app", "a\nb", String(repeating: "a", count: 256)] {
            register(id, [], "bundle id")
        }
        register(appId, [], "registered id", [ErrorNames.appExists])
        return cases
    }

    /// BecomeFirstResponder's traits, from the owner: each key with every type it does not take
    /// (integers count as d), bad values, unknown keys, deep nesting; and bad responder names.
    func responderTraits() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func focus(_ responder: String, _ traits: [(String, DBusValue)], _ what: String,
                   _ expected: Set<String> = [ErrorNames.invalidArgs]) {
            cases.append(MalformedCase(category: "traits/\(what)", caller: .owner, path: appPath, interface: App1.name,
                                       member: "BecomeFirstResponder", arguments: [.string(responder), .vardict(traits)], expected: expected))
        }
        let integers: Set<String> = ["y", "n", "q", "i", "u", "x", "t"]
        let keys = [("InputView", "s"), ("CustomInputViewHeight", "d"), ("InputAccessoryViewHeight", "d"),
                    ("KeyboardType", "s"), ("TextInputContextIdentifier", "s"), ("Kind", "s"), ("SecureTextEntry", "b"),
                    ("TextContentType", "s"), ("AutocorrectionType", "s")]
        for (key, signature) in keys {
            for wrong in Self.wrongValues + [.variant(.double(1))] where wrong.signature != signature {
                if signature == "d" && integers.contains(wrong.signature) { continue }
                focus("field", [(key, wrong)], "\(key) as \(wrong.signature)")
            }
            for (index, deep) in Self.deepValues.enumerated() { focus("field", [(key, deep)], "\(key) nested \(index)") }
            if signature == "d" {
                for value in Self.extremeDoubles + [2_000.5] { focus("field", [(key, .double(value))], "\(key)=\(value)") }
            } else if signature == "s" {
                // Any name up to the limit is a context identifier; no content type is the empty one.
                for name in Self.badNames where !(key == "TextInputContextIdentifier" && name != "" && name.utf8.count <= 255)
                    && !(key == "TextContentType" && name.isEmpty) {
                    focus("field", [(key, .string(name))], "\(key) name", [ErrorNames.invalidArgs, ErrorNames.limitsExceeded])
                }
            }
        }
        for value in ["hologram", "Keyboard"] { focus("field", [("InputView", .string(value))], "InputView value") }
        for value in ["morse", "NumberPad"] { focus("field", [("KeyboardType", .string(value))], "KeyboardType value") }
        for value in ["hologram", "TextField", "UITextView"] { focus("field", [("Kind", .string(value))], "Kind value") }
        for value in ["pin", "Password", "one-time-code"] { focus("field", [("TextContentType", .string(value))], "TextContentType value") }
        for value in ["off", "No", "UITextAutocorrectionTypeNo"] {
            focus("field", [("AutocorrectionType", .string(value))], "AutocorrectionType value")
        }
        for key in ["inputView", "", "Colour", Self.huge] { focus("field", [(key, .string("keyboard"))], "unknown key") }
        for name in ["", String(repeating: "r", count: 256), Self.huge] {
            focus(name, [], "responder name", [ErrorNames.invalidArgs, ErrorNames.limitsExceeded])
        }
        return cases
    }

    /// Report's facts, from the owner: values with no meaning, non-finite numbers (also nested),
    /// too many facts or values, bad fact names, deep nesting.
    func reportFacts() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func report(_ facts: [(String, DBusValue)], _ what: String) {
            cases.append(MalformedCase(category: "facts/\(what)", caller: .owner, path: appPath, interface: App1.name,
                                       member: "Report", arguments: [.vardict(facts)],
                                       expected: [ErrorNames.invalidArgs, ErrorNames.limitsExceeded]))
        }
        let meaningless: [DBusValue] = [
            .signature("s"), .array(elementSignature: "i", [.int32(1)]), .array(elementSignature: "ay", []),
            .dictionary(keySignature: "s", valueSignature: "s", [.init(.string("a"), .string("b"))]),
            .dictionary(keySignature: "i", valueSignature: "v", []), .structure([.string("a")]),
            .structure([.double(1), .double(2), .double(3)]), .uint64(.max), .array(elementSignature: "d", [.double(1)]),
        ] + Self.deepValues.prefix(2)
        for value in meaningless { report([("Fact", value)], "value \(value.signature)") }
        for value in Self.extremeDoubles.prefix(3) {
            report([("TrackedKeyboardHeight", .double(value))], "non-finite")
            report([("Nested", .vardict([("Inner", .double(value))]))], "nested non-finite")
            report([("Frame", .structure([.double(0), .double(value), .double(1), .double(1)]))], "non-finite rect")
        }
        report((0..<65).map { ("F\($0)", .double(Double($0))) }, "65 facts")
        report([("Many", .array(elementSignature: "s", (0..<300).map { .string("s\($0)") }))], "300 values")
        for name in ["", String(repeating: "f", count: 256), Self.huge] { report([(name, .double(1))], "fact name") }
        return cases
    }

    // MARK: Extreme values

    /// Names and numbers no verb accepts, on every contract method that takes them.
    func extremeArguments() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func control(_ member: String, _ arguments: [DBusValue], _ what: String) {
            cases.append(MalformedCase(category: "extreme/\(what)", caller: .stranger, path: server, interface: Control1.name,
                                       member: member, arguments: arguments, expected: ErrorNames.refusal))
        }
        func app(_ member: String, _ arguments: [DBusValue], _ what: String) {
            cases.append(MalformedCase(category: "extreme/\(what)", caller: .owner, path: appPath, interface: App1.name,
                                       member: member, arguments: arguments, expected: [ErrorNames.invalidArgs, ErrorNames.limitsExceeded]))
        }
        for name in Self.badNames {
            for verb in ["LaunchApp", "TerminateApp", "ShowAlert", "SetInputMode", "SetInputModeFromMenu", "SetKeyboardMode", "Rotate",
                         "SetDevice", "SetProfile", "PresentSheet"] {
                control(verb, [.string(name)], "\(verb) name")
            }
            control("SetQuirk", [.string(name), .boolean(true)], "SetQuirk name")
            control("SetSplitView", [.string(name), .string(""), .double(0.5)], "SetSplitView name")
            control("SetSetting", [.string(name), .variant(.boolean(true))], "SetSetting name")
            control("MoveAppWindow", [.string(name), Self.rect], "MoveAppWindow name")
            app("SetWindowFrame", [.string(name), Self.rect], "window id")
        }
        for mode in ["third-party:X:NaN", "third-party:X:1e308", "third-party:X:-5", "third-party::180", "third-party:X:",
                     "third-party:\(Self.huge):180"] {
            control("SetInputMode", [.string(mode)], "third-party mode")
            control("SetInputModeFromMenu", [.string(mode)], "third-party mode")
        }
        for value in Self.extremeDoubles + [0.5, 1e-308] {
            control("EndKeyboardDrag", [.double(value)], "EndKeyboardDrag")
            control("SetSplitView", [.string(appId), .string(""), .double(value)], "SetSplitView fraction")
            control("MoveInteractiveDismiss", [.double(value)], "MoveInteractiveDismiss")
        }
        // A setting's value: anything but a plain boolean (a variant inside the variant included).
        for value in Self.wrongValues.filter({ $0.signature != "b" }) + Self.deepValues + [.variant(.boolean(false))] {
            for setting in ["predictive", "stage-manager"] {
                control("SetSetting", [.string(setting), .variant(value)], "SetSetting value \(value.signature)")
            }
        }
        for (component, value) in Self.badRectComponents {
            var fields: [DBusValue] = [.double(0), .double(0), .double(100), .double(100)]
            fields[component] = .double(value)
            control("MoveAppWindow", [.string(appId), .structure(fields)], "MoveAppWindow frame[\(component)]=\(value)")
        }
        for ms: UInt64 in [.max, UInt64(Int64.max), (1 << 50) + 1] { control("Advance", [.uint64(ms)], "Advance") }
        for value in Self.extremeDoubles + [2_000.5] {
            app("SetInputAccessoryViewHeight", [.double(value)], "accessory height")
        }
        for (component, value) in Self.badRectComponents {
            var fields: [DBusValue] = [.double(0), .double(0), .double(100), .double(100)]
            fields[component] = .double(value)
            app("SetWindowFrame", [.string("app"), .structure(fields)], "frame[\(component)]=\(value)")
        }
        return cases
    }

    // MARK: Objects, interfaces, members, properties

    func unknownTargets() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func call(_ path: String, _ interface: String?, _ member: String, _ arguments: [DBusValue], _ expected: String, _ what: String) {
            cases.append(MalformedCase(category: "unknown/\(what)", caller: .stranger, path: path, interface: interface,
                                       member: member, arguments: arguments, expected: [expected]))
        }
        let paths = ["/org/keyboardd/Server1/nope", App1.path("com.example.ghost").rawValue, "/org/keyboardd/Server1/keyboard/sub",
                     "/nope", "/org/keyboardd/Server1/apps", "\(appPath)/child", "/org/keyboardd/Server1/apps/" + String(repeating: "a", count: 1000)]
        let probes: [(String, String, [DBusValue])] = [
            (Server1.name, "RegisterApp", [.string("com.example.x"), .vardict([])]),
            (Control1.name, "GoHome", []),
            (App1.name, "Unregister", []),
            (ContractSurface.properties, "GetAll", [.string(Server1.name)]),
            (ContractSurface.properties, "Get", [.string(Keyboard1.name), .string("Visible")]),
            (ContractSurface.objectManager, "GetManagedObjects", []),
            (ContractSurface.introspectable, "Introspect", []),
        ]
        for path in paths {
            for (interface, member, arguments) in probes {
                // Introspect answers for the nodes between objects (they have children).
                if member == "Introspect" && path == "/org/keyboardd/Server1/apps" { continue }
                call(path, interface, member, arguments, ErrorNames.unknownObject, "object")
            }
        }
        let objects = ContractSurface.objects(appPath: appPath)
        let foreign = ["org.example.Nope", "org.keyboardd.Server2", StandardInterfaces.bus, "org.keyboardd.App1.Extra"]
        for object in objects {
            for interface in foreign + [Server1.name, Control1.name, Keyboard1.name, App1.name]
            where !object.interfaces.contains(interface) {
                call(object.path, interface, "GoHome", [], ErrorNames.unknownInterface, "interface")
                call(object.path, interface, "Unregister", [], ErrorNames.unknownInterface, "interface")
            }
            if !object.isObjectManager {
                call(object.path, ContractSurface.objectManager, "GetManagedObjects", [], ErrorNames.unknownInterface, "interface")
            }
            for interface in object.interfaces + [ContractSurface.properties, ContractSurface.introspectable, ContractSurface.peer] {
                for member in ["Nope", "registerapp", "Frobnicate", "Get_All"] {
                    call(object.path, interface, member, [], ErrorNames.unknownMethod, "member")
                }
            }
            call(object.path, nil, "Frobnicate", [], ErrorNames.unknownMethod, "member without interface")
        }
        return cases
    }

    /// Properties.Get/GetAll/Set with unknown interfaces and properties, and Set on every
    /// property (all are read-only), with its own type and with another.
    func propertyAccess() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        func properties(_ path: String, _ member: String, _ arguments: [DBusValue], _ expected: Set<String>, _ what: String) {
            cases.append(MalformedCase(category: "property/\(what)", caller: .stranger, path: path, interface: ContractSurface.properties,
                                       member: member, arguments: arguments, expected: expected))
        }
        for object in ContractSurface.objects(appPath: appPath) {
            for interface in ["org.example.Nope", "", Self.huge, StandardInterfaces.properties] + [App1.name, Keyboard1.name]
                .filter({ !object.interfaces.contains($0) }) {
                properties(object.path, "GetAll", [.string(interface)], [ErrorNames.unknownInterface], "GetAll interface")
                properties(object.path, "Get", [.string(interface), .string("Visible")], [ErrorNames.unknownInterface], "Get interface")
            }
            for interface in object.interfaces {
                for name in ["Nope", "", "visible", Self.huge] {
                    properties(object.path, "Get", [.string(interface), .string(name)], [ErrorNames.unknownProperty], "Get unknown")
                    properties(object.path, "Set", [.string(interface), .string(name), .variant(.string("x"))], [ErrorNames.unknownProperty], "Set unknown")
                }
                for property in surface.properties(of: interface) {
                    let own = Self.sampleProperty(property.type)
                    properties(object.path, "Set", [.string(interface), .string(property.name), .variant(own)],
                               [ErrorNames.propertyReadOnly], "Set read-only")
                    let other: DBusValue = property.type == "s" ? .uint32(7) : .string("x")
                    properties(object.path, "Set", [.string(interface), .string(property.name), .variant(other)],
                               [ErrorNames.propertyReadOnly, ErrorNames.invalidArgs], "Set read-only, wrong type")
                }
            }
        }
        return cases
    }

    static func sampleProperty(_ type: String) -> DBusValue {
        switch type {
        case "s": .string("x")
        case "b": .boolean(true)
        case "t": .uint64(1)
        case "as": .array(elementSignature: "s", [])
        case "(dddd)": rect
        case "a(ssb(dddd))": .array(elementSignature: "(ssb(dddd))", [])
        case "a(ssss(dddd))": .array(elementSignature: "(ssss(dddd))", [])
        case "a{sv}": .vardict([("predictive", .variant(.boolean(false)))])
        default: preconditionFailure("no sample value for property type '\(type)': add one")
        }
    }

    // MARK: Non-owners

    /// Every App1 method from a connection that did not register the app: with valid arguments
    /// AccessDenied; with bad ones AccessDenied or InvalidArgs.
    func strangers() -> [MalformedCase] {
        var cases: [MalformedCase] = []
        let calls: [(String, [DBusValue], [DBusValue])] = [
            ("BecomeFirstResponder", [.string("field"), .vardict([])], [.string(""), .vardict([("InputView", .string("hologram"))])]),
            ("ResignFirstResponder", [], [.boolean(true)]),
            ("ReloadInputViews", [], [.string("now")]),
            ("SetInputAccessoryViewHeight", [.double(10)], [.double(.nan)]),
            ("SetWindowFrame", [.string("app"), Self.rect], [.string(""), Self.rect]),
            ("SetSnapshotCover", [.boolean(true)], [.string("yes")]),
            ("Report", [.vardict([("TrackedKeyboardHeight", .double(300))])], [.vardict([("X", .double(.nan))])]),
            ("Unregister", [], [.string("now")]),
        ]
        for (member, valid, bad) in calls {
            cases.append(MalformedCase(category: "stranger/valid", caller: .stranger, path: appPath, interface: App1.name,
                                       member: member, arguments: valid, expected: [ErrorNames.accessDenied]))
            cases.append(MalformedCase(category: "stranger/valid, no interface", caller: .stranger, path: appPath, interface: nil,
                                       member: member, arguments: valid, expected: [ErrorNames.accessDenied]))
            cases.append(MalformedCase(category: "stranger/bad", caller: .stranger, path: appPath, interface: App1.name,
                                       member: member, arguments: bad, expected: [ErrorNames.accessDenied, ErrorNames.invalidArgs]))
        }
        return cases
    }
}
