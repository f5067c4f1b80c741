import ContractGenerator
import DBus
import KeyboardContract
import Testing

/// Value lists and keyed dictionaries: the reader checks the annotations (a name that is not
/// declared fails the build, naming the file and element), and the generated types read and
/// write the `a{sv}` as the contract declares it.
@Suite struct ValueListTests {
    /// One interface with a value list, an argument and a property taking it, and an `a{sv}`.
    static func files(enums: String = #"<annotation name="org.keyboardd.Enum.Mode" value="docked floating"/>"#,
                      values: String = "Mode", keys: String = "Mode:s=Mode Height:d {Mode}:b") -> [(name: String, contents: String)] {
        let xml = """
            <node><interface name="org.example.X1"><annotation name="org.keyboardd.ObjectPath" value="/x"/>
            \(enums)
            <method name="Do"><annotation name="org.gtk.GDBus.DocString" value="Does."/>
            <annotation name="org.keyboardd.Access" value="anyone"/>
            <arg name="mode" type="s" direction="in"><annotation name="org.keyboardd.Values" value="\(values)"/></arg>
            <arg name="options" type="a{sv}" direction="in"><annotation name="org.keyboardd.Keys" value="\(keys)"/></arg></method>
            <property name="Mode" type="s" access="read"><annotation name="org.gtk.GDBus.DocString" value="The mode."/>
            <annotation name="org.keyboardd.Values" value="\(values)"/></property>
            </interface></node>
            """
        return [("org.example.X1.xml", xml), ("x.service", "Name=org.example.X1\n")]
    }

    static func refusal(_ files: [(name: String, contents: String)]) -> String? {
        do {
            _ = try ContractReader.read(files: files)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func listsAndKeysAreRead() throws {
        let model = try ContractReader.read(files: Self.files())
        #expect(model.enums.map(\.name) == ["Mode"] && model.enums[0].values == ["docked", "floating"] && !model.enums[0].isOpen)
        #expect(model.interfaces[0].methods[0].inArgs[0].values == "Mode")
        // {Mode}:b is one key per value.
        #expect(model.interfaces[0].methods[0].inArgs[1].keys?.map(\.name) == ["Mode", "Height", "docked", "floating"])
        #expect(model.keyedDictionaries.map(\.typeName) == ["DoOptions"])
        let open = try ContractReader.read(files: Self.files(enums: #"<annotation name="org.keyboardd.Enum.Mode" value='"" a ...'/>"#,
                                                             keys: "Mode:s=Mode"))
        #expect(open.enums[0].values == ["", "a"] && open.enums[0].isOpen)
    }

    /// A list referenced but not declared is an error naming the file and the element.
    @Test func anUnknownListIsRefusedWithItsPlace() {
        let message = Self.refusal(Self.files(values: "Colour"))
        #expect(message?.contains("org.example.X1.xml: org.example.X1.Do argument mode") == true, "\(message ?? "")")
        #expect(message?.contains("unknown value list Colour") == true)
        let key = Self.refusal(Self.files(keys: "Paint:s=Colour"))
        #expect(key?.contains("org.example.X1.xml: org.example.X1.Do argument options key Paint") == true, "\(key ?? "")")
        #expect(Self.refusal(Self.files(keys: "{Colour}:b"))?.contains("unknown value list {Colour}") == true)
    }

    @Test func malformedAnnotationsAreRefused() {
        let bad: [(String, String)] = [
            (#"<annotation name="org.keyboardd.Enum.mode" value="a b"/>"#, "Mode:s"),        // not a type name
            (#"<annotation name="org.keyboardd.Enum.Mode" value="a  b"/>"#, "Mode:s"),       // two spaces
            (#"<annotation name="org.keyboardd.Enum.Mode" value="a a"/>"#, "Mode:s"),        // twice
            (#"<annotation name="org.keyboardd.Enum.Mode" value="a-b aB"/>"#, "Mode:s"),     // one Swift name
            (#"<annotation name="org.keyboardd.Enum.Mode" value="docked"/>"#, "Mode"),       // no type
            (#"<annotation name="org.keyboardd.Enum.Mode" value="docked"/>"#, "Mode:(dd"),   // not a type
            (#"<annotation name="org.keyboardd.Enum.Mode" value="docked"/>"#, "Mode:ss"),    // two types
            (#"<annotation name="org.keyboardd.Enum.Mode" value="docked"/>"#, "Mode:s Mode:b"),
            (#"<annotation name="org.keyboardd.Enum.Mode" value="docked"/>"#, "Mode:d=Mode"), // a list on a d
            (#"<annotation name="org.keyboardd.Enum.Mode" value="docked ..."/>"#, "{Mode}:b"), // open list as keys
        ]
        for (enums, keys) in bad {
            #expect(Self.refusal(Self.files(enums: enums, keys: keys)) != nil, "\(enums) \(keys)")
        }
        let twice = Self.files() + [("org.example.Y1.xml", """
            <node><interface name="org.example.Y1"><annotation name="org.keyboardd.ObjectPath" value="/y"/>
            <annotation name="org.keyboardd.Enum.Mode" value="a"/></interface></node>
            """)]
        #expect(Self.refusal(twice)?.contains("declared twice") == true)
    }

    /// The generator's signature rule gives libdbus's answer.
    @Test func singleCompleteTypesAgreeWithLibdbus() {
        for signature in ["s", "as", "a{sv}", "(dddd)", "a(ssb(dddd))", "v", "aa{s(ii)}", "", "ss", "(", "()", "a", "a{vs}",
                          "{sv}", "a{sv", "(ii", "z", "a{s}"] {
            #expect(DBusNameRules.isSingleCompleteType(signature) == Names.isValidSingleSignature(signature), "\(signature)")
        }
    }

    @Test func generatedEnumsAreTheirNames() throws {
        #expect(Keyboard1.KeyboardMode.allCases.map(\.rawValue) == ["docked", "undocked", "split", "floating"])
        #expect(App1.AccessoryOwner.viewController.rawValue == "view-controller" && App1.TextContentType.empty.rawValue == "")
        #expect(try Server1.Orientation(dbusValue: .string("landscapeLeft")) == .landscapeLeft)
        #expect(throws: DBusError.self) { try Server1.Orientation(dbusValue: .string("sideways")) }
        #expect(Server1.Orientation.portrait.dbusValue == .string("portrait"))
        #expect(Contract.enumeration(named: "SheetKind")?.values == ["share", "photo-picker", "password-save", "passwords"])
        #expect(Contract.enumerations.count == Set(Contract.enumerations.map(\.name)).count)
        let rotate = Control1.description.method("Rotate")?.inArguments.first
        #expect(rotate?.values == "Orientation")
        #expect(Control1.description.method("Configure")?.inArguments.first?.keys == Control1.ConfigureOptions.keys)
    }

    /// `init(dictionary:)` names the first wrong key (sorted), takes integers as doubles, and
    /// `dictionary` writes back what is set.
    @Test func keyedDictionariesReadAndWrite() throws {
        let traits = try App1.BecomeFirstResponderTraits(dictionary: [
            "InputView": .string("custom"), "CustomInputViewHeight": .int32(216), "SecureTextEntry": .boolean(true),
        ])
        #expect(traits.inputView == .custom && traits.customInputViewHeight == 216 && traits.secureTextEntry == true)
        #expect(traits.kind == nil)
        #expect(traits.dictionary == ["InputView": .string("custom"), "CustomInputViewHeight": .double(216),
                                      "SecureTextEntry": .boolean(true)])
        #expect(throws: OptionsError.wrongType(key: "Kind", expected: "s", actual: "i")) {
            try App1.BecomeFirstResponderTraits(dictionary: ["Kind": .int32(1), "Zoom": .boolean(true)], unknownKeys: .ignore)
        }
        #expect(throws: OptionsError.unknownKey("Colour", valid: Server1.RegisterAppOptions.keyNames)) {
            try Server1.RegisterAppOptions(dictionary: ["Colour": .string("red"), "Launch": .string("yes")])
        }
        #expect(throws: OptionsError.wrongType(key: "Launch", expected: "b", actual: "v")) {
            try Server1.RegisterAppOptions(dictionary: ["Launch": .variant(.boolean(true))])
        }
        // A string key from a value list is its enumeration: another string is refused with the list.
        #expect(throws: OptionsError.wrongValue(key: "KeyboardType", refusal: App1.KeyboardType.refusal("morse"))) {
            try App1.BecomeFirstResponderTraits(dictionary: ["KeyboardType": .string("morse")])
        }
        #expect(throws: OptionsError.wrongValue(key: "BackgroundModes", refusal: Server1.BackgroundMode.refusal("disco"))) {
            try Server1.RegisterAppOptions(dictionary: ["BackgroundModes": ["audio", "disco"].dbusValue])
        }
        let options = Server1.RegisterAppOptions(launch: false, windowFrame: Rect(width: 10, height: 20), backgroundModes: [.audio])
        #expect(try Server1.RegisterAppOptions(dictionary: options.dictionary) == options)
        let configure = Control1.ConfigureOptions(device: "ipad-10", reduceMotion: true)
        #expect(configure.dictionary == ["Device": .string("ipad-10"), "reduce-motion": .boolean(true)])
    }
}
