/// Renders `KeyboarddErrorName`, the error names the contract answers with, and the
/// `DBusError` conveniences that take and give one.
enum ErrorNameRenderer {
    static func render(_ model: ContractModel, _ out: inout Output) {
        out.doc("The error names the contract answers with: the daemon's own and the standard ones it uses.", indent: 0)
        out.line("public enum KeyboarddErrorName: String, CaseIterable, Hashable, Sendable {")
        for error in model.errors {
            out.doc(error.doc, indent: 4)
            out.line("    case \(SwiftNames.lowerCamel(error.shortName)) = \(SwiftNames.literal(error.fullName))")
        }
        out.line()
        out.line("    /// `UnknownApp`, as docs/CONTRACT.md and `org.keyboardd.Errors` spell it.")
        out.line("    public var shortName: String { String(rawValue.split(separator: \".\").last!) }")
        out.line()
        out.line("    /// What the error means.")
        out.line("    public var doc: String {")
        out.line("        switch self {")
        for error in model.errors { out.line("        case .\(SwiftNames.lowerCamel(error.shortName)): \(SwiftNames.literal(error.doc))") }
        out.line("        }")
        out.line("    }")
        out.line()
        out.line("    /// The error with this name that `error` is, if it is one of the contract's.")
        out.line("    public init?(_ error: DBusError) { self.init(rawValue: error.name) }")
        out.line()
        out.line("    public init?(shortName: String) {")
        out.line("        guard let found = Self.allCases.first(where: { $0.shortName == shortName }) else { return nil }")
        out.line("        self = found")
        out.line("    }")
        out.line()
        out.line("    /// This error, saying what went wrong.")
        out.line("    public func error(_ message: String) -> DBusError { DBusError(name: rawValue, message: message) }")
        out.line("}")
        out.line()
        out.line("extension DBusError {")
        out.line("    public init(_ name: KeyboarddErrorName, _ message: String) { self.init(name: name.rawValue, message: message) }")
        out.line()
        out.line("    /// This error's name as the contract knows it; nil for a name it does not use.")
        out.line("    public var contractName: KeyboarddErrorName? { KeyboarddErrorName(rawValue: name) }")
        out.line("}")
        out.line()
    }
}
