import ArgumentParser
import DBus
import KeyboardContract
import ScenarioFiles

/// What the shell offers after each verb. The fixed names are the contract's (docs/CONTRACT.md), as
/// scenario files know them (ScenarioFiles.Vocabulary); they are hints only: keyboardd
/// validates every name and lists the valid ones when one is wrong.
enum Completions {
    static let devices: CompletionKind = .list(Vocabulary.devices)
    static let eras: CompletionKind = .list(Vocabulary.eras)
    static let quirks: CompletionKind = .list(Vocabulary.quirks)
    static let keyboardModes: CompletionKind = .list(Vocabulary.keyboardModes)
    static let inputModes: CompletionKind = .list(Keyboard1.InputMode.rawValues)
    static let orientations: CompletionKind = .list(Vocabulary.orientations)
    static let alertKinds: CompletionKind = .list(Vocabulary.alertKinds)

    /// The bundle ids registered now, asked of keyboardd on the bus the command line names.
    static let bundleIds: CompletionKind = .custom { words, _, _ in
        registeredBundleIds(address: address(in: words))
    }

    /// `--address X` or `--address=X` among the words typed so far, else the session bus.
    static func address(in words: [String]) -> String? {
        for (i, word) in words.enumerated() {
            if word == "--address", i + 1 < words.count { return words[i + 1] }
            if word.hasPrefix("--address=") { return String(word.dropFirst("--address=".count)) }
        }
        return BusAddress.session
    }

    static func registeredBundleIds(address: String?) -> [String] {
        guard let address, !BusAddress.pointsToMissingSocket(address),
              let connection = try? Connection(address: address) else { return [] }
        defer { connection.close() }
        guard let objects = try? connection.managedObjects(of: Contract.busName, at: Server1.path,
                                                           timeout: .seconds(2)) else { return [] }
        return objects.keys.compactMap { path -> String? in
            guard path.isDescendant(of: App1.parentPath) else { return nil }
            return ObjectPath.unescapeElement(String(path.rawValue.dropFirst(App1.parentPath.rawValue.count + 1)))
        }.sorted()
    }
}
