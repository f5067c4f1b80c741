import DBus
import KeyboardClient
import KeyboardContract
import Testing

/// The client's public enums are its own (with UIKit's shapes and their documentation), but their
/// raw values are the contract's value lists: each one the client sends is in the list, and each
/// value of the list reads back as one of them.
@Suite struct ContractValuesTests {
    func same<C: RawRepresentable<String>, E: ContractEnumeration>(_ client: [C], _ contract: E.Type,
                                                                    except: Set<String> = [],
                                                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let values = Set(contract.allCases.map(\.rawValue)).subtracting(except)
        #expect(Set(client.map(\.rawValue)) == values, "\(contract.enumeration.name)", sourceLocation: sourceLocation)
        for value in values { #expect(C(rawValue: value) != nil, "\(value)", sourceLocation: sourceLocation) }
    }

    @Test func clientEnumsSpellTheContractsLists() {
        same(AppState.allCases, App1.AppState.self)
        same([AppWindow.Kind.app, .keyboard, .textEffects, .snapshotCover], App1.WindowKind.self)
        same([ResponderTraits.InputView.keyboard, .custom, .none], App1.InputView.self)
        same(ResponderTraits.Kind.allCases, App1.ResponderKind.self)
        // No content type is nil here, the empty string on the bus.
        same(ResponderTraits.TextContentType.allCases, App1.TextContentType.self, except: [App1.TextContentType.empty.rawValue])
        same(ResponderTraits.AccessoryOwner.allCases, App1.AccessoryOwner.self)
        same(ResponderTraits.AutocorrectionType.allCases, App1.AutocorrectionType.self)
    }

    /// The client's traits are the contract's typed traits; a keyboard type the contract does not
    /// list (the client takes any string) is refused before sending, with keyboardd's own message.
    @Test func traitsAreTheContractsAndABadKeyboardTypeIsKeyboarddsError() throws {
        let traits = try ResponderTraits(inputAccessoryViewHeight: 44, keyboardType: "emailAddress").contractTraits()
        #expect(traits.keyboardType == .emailAddress && traits.inputAccessoryViewHeight == 44 && traits.inputView == .keyboard)
        let client = #expect(throws: DBusError.self) { try ResponderTraits(keyboardType: "morse").contractTraits() }
        let keyboardd = #expect(throws: DBusError.self) {
            try App1.Call(method: "BecomeFirstResponder", arguments: [.string("field"), ["KeyboardType": DBusValue.string("morse")].dbusValue])
        }
        #expect(client != nil && client == keyboardd)
    }
}
