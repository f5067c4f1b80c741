/// The interfaces the layer answers for every object (D-Bus specification, "Standard
/// Interfaces"): their names, for callers, and their tables, used for Introspect. Their handlers
/// live in ObjectDispatch; these tables only describe them. No file outside the layer spells
/// these names.
public enum StandardInterfaces {
    public static let peer = "org.freedesktop.DBus.Peer"
    public static let introspectable = "org.freedesktop.DBus.Introspectable"
    public static let properties = "org.freedesktop.DBus.Properties"
    public static let objectManager = "org.freedesktop.DBus.ObjectManager"
    /// The message bus itself (`org.freedesktop.DBus` at `/org/freedesktop/DBus`).
    public static let bus = "org.freedesktop.DBus"
    public static let busPath = ObjectPath(validated: "/org/freedesktop/DBus")
    /// The annotation that says whether a property sends PropertiesChanged.
    public static let emitsChangedSignalAnnotation = "org.freedesktop.DBus.Property.EmitsChangedSignal"

    private static func described(_ name: String) -> (MethodCall) throws(DBusError) -> [DBusValue] {
        { (_: MethodCall) throws(DBusError) -> [DBusValue] in throw .failed("\(name) is answered by the layer") }
    }

    static let peerTable = DBusInterface(name: peer, methods: [
        DBusMethod("Ping", handler: described("Ping")),
        DBusMethod("GetMachineId", out: [DBusArgument("machine_uuid", "s")], handler: described("GetMachineId")),
    ])

    static let introspectableTable = DBusInterface(name: introspectable, methods: [
        DBusMethod("Introspect", out: [DBusArgument("xml_data", "s")], handler: described("Introspect")),
    ])

    static let propertiesTable = DBusInterface(
        name: properties,
        methods: [
            DBusMethod("Get", in: [DBusArgument("interface_name", "s"), DBusArgument("property_name", "s")],
                       out: [DBusArgument("value", "v")], handler: described("Get")),
            DBusMethod("GetAll", in: [DBusArgument("interface_name", "s")],
                       out: [DBusArgument("properties", "a{sv}")], handler: described("GetAll")),
            DBusMethod("Set", in: [DBusArgument("interface_name", "s"), DBusArgument("property_name", "s"),
                                   DBusArgument("value", "v")], handler: described("Set")),
        ],
        signals: [
            DBusSignal("PropertiesChanged", [DBusArgument("interface_name", "s"),
                                             DBusArgument("changed_properties", "a{sv}"),
                                             DBusArgument("invalidated_properties", "as")]),
        ])

    static let objectManagerTable = DBusInterface(
        name: objectManager,
        methods: [
            DBusMethod("GetManagedObjects", out: [DBusArgument("object_paths_interfaces_and_properties", "a{oa{sa{sv}}}")],
                       handler: described("GetManagedObjects")),
        ],
        signals: [
            DBusSignal("InterfacesAdded", [DBusArgument("object_path", "o"),
                                           DBusArgument("interfaces_and_properties", "a{sa{sv}}")]),
            DBusSignal("InterfacesRemoved", [DBusArgument("object_path", "o"), DBusArgument("interfaces", "as")]),
        ])

    /// What an object exports besides its own interfaces, in Introspect order.
    static func tables(objectManager: Bool) -> [DBusInterface] {
        [peerTable, introspectableTable, propertiesTable] + (objectManager ? [objectManagerTable] : [])
    }
}
