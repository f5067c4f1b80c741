import DBus
import KeyboardContract

/// A refused `a{sv}` argument, worded one way for every method: the method, the key and what is
/// wrong with it, then every key the method takes with its type.
enum OptionsRefusal {
    static func invalidArgs<Options: ContractOptions>(_ error: OptionsError, _ member: String, _ noun: String,
                                                      of options: Options.Type) -> DBusError {
        let valid = Options.keys.map { "\($0.name) \($0.signature)" }.joined(separator: ", ")
        let what = switch error {
        case .unknownKey(let key, _): "unknown \(noun) '\(key)'"
        case .wrongType(let key, let expected, let actual): "\(noun) '\(key)' must be of type '\(expected)', not '\(actual)'"
        }
        return .invalidArgs("\(member): \(what) (\(noun)s: \(valid))")
    }
}
