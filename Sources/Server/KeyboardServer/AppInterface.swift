import DBus
import KeyboardContract
import KeyboardModel

extension KeyboardServer {
    /// `org.keyboardd.App1` for one registered app. Methods are the app's own: only the
    /// connection that registered it may call them.
    func appInterface(_ app: String) -> DBusInterface {
        DBusInterface(
            name: Contract.appInterface,
            methods: [
                DBusMethod("BecomeFirstResponder", in: [DBusArgument("responder", "s"), DBusArgument("traits", "a{sv}")],
                           out: [DBusArgument("accepted", "b")]) { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    let (responder, options) = try call.arguments.decode(String.self, [String: DBusValue].self)
                    try OptionTypes.check(options, against: OptionTypes.traits, "trait")
                    try limits.checkName(responder, "the responder's name")
                    if case .string(let context)? = options["TextInputContextIdentifier"] {
                        try limits.checkName(context, "TextInputContextIdentifier")
                    }
                    let values = try ValueMapping.options(options, "trait")
                    let traits: ResponderTraits
                    do throws(ModelError) { traits = try ResponderTraits(options: values) } catch { throw error.dbusError }
                    return [.boolean(Self.reply(try run(.becomeFirstResponder(app: app, responder: responder, traits: traits))))]
                },
                DBusMethod("ResignFirstResponder", out: [DBusArgument("resigned", "b")]) { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    return [.boolean(Self.reply(try run(.resignFirstResponder(app: app))))]
                },
                DBusMethod("SetInputAccessoryViewHeight", in: [DBusArgument("height", "d")]) { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    try run(.setInputAccessoryViewHeight(app: app, height: try call.arguments.decode(Double.self)))
                    return []
                },
                DBusMethod("SetWindowFrame", in: [DBusArgument("window_id", "s"), DBusArgument("frame", "(dddd)")]) { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    guard case .string(let window) = call.arguments[0], let frame = ValueMapping.rect(call.arguments[1]) else {
                        throw .invalidArgs("expected (s, (dddd))")
                    }
                    try run(.setWindowFrame(app: app, windowId: window, frame: frame))
                    return []
                },
                DBusMethod("SetSnapshotCover", in: [DBusArgument("covered", "b")]) { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    try run(.setSnapshotCover(app: app, covered: try call.arguments.decode(Bool.self)))
                    return []
                },
                DBusMethod("Report", in: [DBusArgument("facts", "a{sv}")]) { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    let dictionary = try call.arguments.decode([String: DBusValue].self)
                    for name in dictionary.keys { try limits.checkName(name, "a fact's name") }
                    let facts = try ValueMapping.options(dictionary, "fact")
                    try run(.report(app: app, facts: facts))
                    return []
                },
                DBusMethod("Unregister") { [unowned self] call throws(DBusError) in
                    try checkOwner(app, call)
                    try run(.unregister(app: app))
                    return []
                },
            ],
            properties: [
                DBusProperty("BundleId", "s") { .string(app) },
                DBusProperty("State", "s") { [unowned self] () throws(DBusError) in .string(try info(app).state.rawValue) },
                DBusProperty("FirstResponder", "s") { [unowned self] () throws(DBusError) in .string(try info(app).firstResponder) },
                DBusProperty("WindowFrame", "(dddd)") { [unowned self] () throws(DBusError) in ValueMapping.rect(try info(app).windowFrame) },
                DBusProperty("Windows", "a(ssb(dddd))") { [unowned self] () throws(DBusError) in ValueMapping.windows(try info(app).windows) },
                DBusProperty("KeyboardOverlap", "(dddd)") { [unowned self] () throws(DBusError) in ValueMapping.rect(try info(app).keyboardOverlap) },
            ],
            signals: [
                DBusSignal("KeyboardNotification", [DBusArgument("name", "s"), DBusArgument("user_info", "a{sv}")]),
                DBusSignal("LifecycleNotification", [DBusArgument("name", "s")]),
            ])
    }

    /// Owner-only methods: any other connection gets AccessDenied and nothing changes.
    private func checkOwner(_ app: String, _ call: MethodCall) throws(DBusError) {
        guard let owner = owners[app] else { throw DBusError(name: Contract.ErrorName.unknownApp, message: "\(app) is not registered") }
        guard owner == call.sender else {
            throw .accessDenied("\(call.member) on \(app) may only be called by its own process (\(owner)), not \(call.sender)")
        }
    }

    private func info(_ app: String) throws(DBusError) -> AppInfo {
        guard let info = world.app(app) else { throw .unknownObject("\(app) is not registered") }
        return info
    }

    /// The model's answer to Become/ResignFirstResponder.
    static func reply(_ effects: [Effect]) -> Bool {
        for case .reply(let accepted) in effects { return accepted }
        return false
    }
}
