import KeyboardContract
@testable import KeyboardModel
import Testing

/// The model knows no contract (it imports nothing), so it spells the contract's names itself: the
/// method each event is, the properties it publishes, the errors it answers, the option and trait
/// keys it reads and the values of its enums. Each is held here to what dbus/*.xml declares.
@Suite struct ModelNamesTests {
    /// One event of each case (`Event.name` is the method it is).
    static let events: [Event] = [
        .registerApp(bundleId: "a"), .unregister(app: "a"), .processDied(app: "a"),
        .becomeFirstResponder(app: "a", responder: "r"), .resignFirstResponder(app: "a"),
        .setInputAccessoryViewHeight(app: "a", height: 0), .setWindowFrame(app: "a", windowId: "w", frame: .zero),
        .setSnapshotCover(app: "a", covered: true), .report(app: "a", facts: [:]), .reloadInputViews(app: "a"),
        .launchApp("a"), .goHome, .swipeHomeIndicator, .showAlert(kind: .generic), .dismissAlert, .setInputMode("emoji"),
        .setHardwareKeyboard(true), .setKeyboardMode(.docked), .beginKeyboardDrag, .endKeyboardDrag(y: 0), .rotate(.portrait),
        .setSplitView(primary: "a", secondary: "b", fraction: 0.5), .terminateApp("a"), .setDevice("d"), .setProfile("p"),
        .setQuirk("q", on: true), .configure(ConfigureOptions()), .reset, .setSetting(.predictive, on: true),
        .setInputModeFromMenu("emoji"), .resizeKeyboardExtension(height: 300), .beginInteractiveDismiss, .moveInteractiveDismiss(y: 0),
        .endInteractiveDismiss(dismissed: true), .presentSheet(kind: .share), .dismissSheet,
        .resignFirstResponder(app: "a", animated: false), .pushViewController(app: "a"), .popViewController(app: "a"),
        .dismissSheetBy(.button),
        .moveAppWindow(app: "a", frame: .zero), .setShortcutBarMinimized(true), .setQuickTypeCollapsed(true), .setOnScreenKeyboard(true),
    ]

    /// Every method of the contract is one event of the model, and every event but the process's
    /// death (no call: the connection left the bus) is a method.
    @Test func eventsAreTheContractsMethods() {
        let methods = Server1.MethodName.allCases.map(\.rawValue) + App1.MethodName.allCases.map(\.rawValue)
            + Control1.MethodName.allCases.map(\.rawValue)
        // Advance, Settle and Trace are the shell's (its clock and journal), not the model's events.
        let shells: Set = [Control1.MethodName.advance.rawValue, Control1.MethodName.settle.rawValue,
                           Control1.MethodName.trace.rawValue]
        #expect(Set(Self.events.map(\.kind)) == Set(Event.Kind.allCases), "one event of each kind")
        let names = Self.events.map(\.name).filter { $0 != "ProcessDied" }
        #expect(names.count == Set(names).count)
        #expect(Set(names) == Set(methods).subtracting(shells))
    }

    /// Each property the model publishes is the contract's property of that name; the contract's
    /// others (Version, Clock, Now, BundleId) belong to the shell, and App1.KeyboardViews, which
    /// moves with the live keyboard and emits no PropertiesChanged, is read from the world when asked.
    @Test func publishedPropertiesAreTheContracts() {
        let app: [AppProperty] = [.state(.active), .firstResponder(""), .windowFrame(.zero), .windows([]), .keyboardOverlap(.zero)]
        let keyboard: [KeyboardProperty] = [.visible(true), .frame(.zero), .owner(""), .mode(.docked), .inputMode(""),
                                            .hardwareKeyboard(true), .animating(true)]
        let server: [ServerProperty] = [.device(""), .orientation(.portrait), .screen(.zero), .profile(""), .quirks([]),
                                        .frontmost(""), .keyboardOwner(""), .settings([:])]
        #expect(Set(app.map(\.name)) == Set(App1.PropertyName.allCases.map(\.rawValue)).subtracting([App1.PropertyName.bundleId.rawValue, App1.PropertyName.keyboardViews.rawValue]))
        #expect(Set(keyboard.map(\.name)) == Set(Keyboard1.PropertyName.allCases.map(\.rawValue)))
        let shells: Set = [Server1.PropertyName.version.rawValue, Server1.PropertyName.clock.rawValue, Server1.PropertyName.now.rawValue]
        #expect(Set(server.map(\.name)) == Set(Server1.PropertyName.allCases.map(\.rawValue)).subtracting(shells))
        #expect(app.count + keyboard.count + server.count == 20)
    }

    /// Each error of the model is one the contract declares.
    @Test func errorsAreTheContracts() {
        let errors: [ModelError] = [.unknownApp(""), .appExists(""), .notSupported(""), .wrongState(""), .limitsExceeded(""),
                                    .invalidArgs("")]
        for error in errors { #expect(KeyboarddErrorName(rawValue: error.contractName) != nil, "\(error.contractName)") }
        #expect(Set(errors.map(\.contractName)).count == errors.count)
    }

    /// The keys the model names are the ones the contract declares for each `a{sv}` (the traits
    /// and Configure's options come to the model typed: CallEvents' switches over their keys).
    @Test func keysAreTheContracts() {
        #expect(Set(Settings.names) == Set(Server1.Settings.keyNames))
        let registration = Event.registerApp(bundleId: "a", windowFrame: .zero).data.keys
        #expect(Set(registration) == Set(Server1.RegisterAppOptions.keyNames))
    }

    /// Each model enum (or list) the contract has a value list for spells the same values.
    @Test func valueListsAreTheContracts() {
        func same<E: ContractEnumeration>(_ model: [String], _ contract: E.Type, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(Set(model) == Set(contract.allCases.map(\.rawValue)), "\(contract.enumeration.name)", sourceLocation: sourceLocation)
            #expect(model.count == contract.allCases.count, sourceLocation: sourceLocation)
        }
        same(KeyboardModel.AppState.allCases.map(\.rawValue), App1.AppState.self)
        same(KeyboardModel.WindowKind.allCases.map(\.rawValue), App1.WindowKind.self)
        same(InputViewKind.allCases.map(\.rawValue), App1.InputView.self)
        same(ResponderKind.allCases.map(\.rawValue), App1.ResponderKind.self)
        same(KeyboardModel.KeyboardType.allCases.map(\.rawValue), App1.KeyboardType.self)
        same(KeyboardModel.TextContentType.allCases.map(\.rawValue), App1.TextContentType.self)
        same(KeyboardModel.AccessoryOwner.allCases.map(\.rawValue), App1.AccessoryOwner.self)
        same(KeyboardModel.AutocorrectionType.allCases.map(\.rawValue), App1.AutocorrectionType.self)
        same(KeyboardModel.AlertKind.allCases.map(\.rawValue), Control1.AlertKind.self)
        same(KeyboardModel.SheetDismissal.allCases.map(\.rawValue), Control1.SheetDismissal.self)
        same(SheetKind.all.map(\.name), Control1.SheetKind.self)
        same(KeyboardModel.KeyboardMode.allCases.map(\.rawValue), Keyboard1.KeyboardMode.self)
        same(InputMode.systemModes.map(\.name), Keyboard1.InputMode.self)
        same(KeyboardModel.Orientation.allCases.map(\.rawValue), Server1.Orientation.self)
        same(Setting.allCases.map(\.rawValue), Server1.Setting.self)
        same(Array(BackgroundModes.known), Server1.BackgroundMode.self)
        #expect(Keyboard1.InputMode.enumeration.isOpen, "third-party:NAME:HEIGHT")
    }
}
