import DBus
import KeyboardContract

/// One bad call: who makes it, where, with what, and the error names that would be a meaningful
/// answer. Any other answer (success, another name, an empty message, no reply) is misbehaviour.
struct MalformedCase: Sendable, CustomStringConvertible {
    enum Caller: String, Sendable {
        /// The connection that registered the app under test.
        case owner
        /// Any other connection.
        case stranger
    }

    let category: String
    let caller: Caller
    let path: String
    let interface: String?
    let member: String
    let arguments: [DBusValue]
    let expected: Set<String>

    var description: String {
        let args = arguments.map { value -> String in
            let text = value.description
            return text.count > 60 ? "\(text.prefix(40))…(\(text.utf8.count) bytes)" : text
        }
        return "[\(category)] \(caller.rawValue): \(interface ?? "(no interface)").\(member)(\(args.joined(separator: ", "))) at \(path)"
    }

    /// Identity for counting distinct cases: the same call twice is one case.
    var key: String { "\(caller)|\(path)|\(interface ?? "")|\(member)|\(arguments.map(\.description))" }
}

/// The error names the cases expect.
enum ErrorNames {
    static let invalidArgs = DBusError.invalidArgsName
    static let accessDenied = DBusError.accessDeniedName
    static let unknownMethod = DBusError.unknownMethodName
    static let unknownObject = DBusError.unknownObjectName
    static let unknownInterface = DBusError.unknownInterfaceName
    static let unknownProperty = DBusError.unknownPropertyName
    static let propertyReadOnly = DBusError.propertyReadOnlyName
    static let unknownApp = KeyboarddErrorName.unknownApp.rawValue
    static let appExists = KeyboarddErrorName.appExists.rawValue
    static let notSupported = KeyboarddErrorName.notSupported.rawValue
    static let wrongState = KeyboarddErrorName.wrongState.rawValue
    static let limitsExceeded = KeyboarddErrorName.limitsExceeded.rawValue

    /// What a verb may answer to a name or number it cannot use, depending on the state.
    static let refusal: Set<String> = [invalidArgs, unknownApp, wrongState, notSupported, limitsExceeded]
}
