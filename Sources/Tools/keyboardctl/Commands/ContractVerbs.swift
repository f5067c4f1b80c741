import ArgumentParser
import DBus
import KeyboardContract
import ScenarioFiles

/// Every Control1 method is a verb, read from the contract's description: its name in kebab case
/// (LaunchApp → launch-app), its arguments in order, its DocString as help. A new Control1 method
/// is usable from the command line without code here. The hand-written verbs (launch, profile,
/// drag...) keep today's names, options and completions, and those that do more than one call.
struct ContractVerb: Sendable {
    let method: MethodDescription

    var name: String { Self.kebab(method.name) }

    /// `SetSplitView` → `set-split-view`.
    static func kebab(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase, !out.isEmpty { out += "-" }
            out += character.lowercased()
        }
        return out
    }

    /// The signatures a command line can write: strings, booleans, numbers, a variant (a boolean,
    /// a number or else a string, as the word reads) and a rect written `X,Y,WIDTH,HEIGHT`.
    static let writable: Set<String> = ["s", "b", "d", "t", "v", "(dddd)"]

    /// The methods whose arguments a command line can write.
    static let all: [ContractVerb] = Control1.description.methods
        .filter { method in method.inArguments.allSatisfy { writable.contains($0.signature) } }
        .map(ContractVerb.init)

    static func named(_ word: String) -> ContractVerb? { all.first { $0.name == word } }

    /// `set-split-view PRIMARY SECONDARY FRACTION`.
    var usage: String {
        ([name] + method.inArguments.map { $0.name.uppercased() }).joined(separator: " ")
    }

    /// The words of the command line as the method's arguments.
    func values(_ words: [String]) throws(ValidationError) -> [DBusValue] {
        let arguments = method.inArguments
        guard words.count == arguments.count else {
            throw ValidationError("\(name) takes \(arguments.count) argument(s), got \(words.count): keyboardctl \(usage)")
        }
        var values: [DBusValue] = []
        for (argument, word) in zip(arguments, words) {
            let what = "\(name)'s \(argument.name.uppercased())"
            switch argument.signature {
            case "b":
                guard let on = Self.booleans[word] else { throw ValidationError("\(what) is on or off, got '\(word)'") }
                values.append(.boolean(on))
            case "v":
                // keyboardd checks the value's type against what the name takes.
                if let on = Self.booleans[word] {
                    values.append(.variant(.boolean(on)))
                } else if let number = Double(word), number.isFinite {
                    values.append(.variant(.double(number)))
                } else {
                    values.append(.variant(.string(word)))
                }
            case "(dddd)":
                let numbers = word.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
                      let height = numbers[3], [x, y, width, height].allSatisfy(\.isFinite) else {
                    throw ValidationError("\(what) is a rect written X,Y,WIDTH,HEIGHT, got '\(word)'")
                }
                values.append(Rect(x: x, y: y, width: width, height: height).dbusValue)
            case "d":
                guard let number = Double(word), number.isFinite else { throw ValidationError("\(what) is a number, got '\(word)'") }
                values.append(.double(number))
            case "t":
                guard let count = UInt64(word) else { throw ValidationError("\(what) is a whole number, got '\(word)'") }
                values.append(.uint64(count))
            default:
                values.append(.string(word))
            }
        }
        return values
    }

    static let booleans = ["on": true, "true": true, "off": false, "false": false]

    /// What the shell offers for the word at `index` of `words` (`call VERB ARGUMENT...` or `VERB
    /// ARGUMENT...`): the names the argument takes (the contract's value list, or the model's
    /// devices, profiles and quirks: `Vocabulary.choices`), on or off for a boolean.
    static func completions(_ words: [String], _ index: Int) -> [String] {
        guard let position = words.prefix(max(index, 0)).lastIndex(where: { named($0) != nil }),
              let verb = named(words[position]) else { return [] }
        let number = index - position - 1
        guard number >= 0, number < verb.method.inArguments.count else { return [] }
        let argument = verb.method.inArguments[number]
        if argument.signature == "b" { return ["on", "off"] }
        return Vocabulary.choices["\(verb.method.name).\(argument.name)"] ?? []
    }

    /// One paragraph of `call --help`: its usage, its DocString and each argument's.
    var help: String {
        ([usage + ":", method.doc] + method.inArguments.map { argument in
            let written = argument.signature == "(dddd)" ? " Written X,Y,WIDTH,HEIGHT." : ""
            return "\(argument.name.uppercased()): \(argument.doc)\(written)"
        }).joined(separator: " ")
    }

    /// `keyboardctl launch-app ID` is `keyboardctl call launch-app ID` when no hand-written
    /// command has that name.
    static func routed(_ arguments: [String], commands: [String]) -> [String] {
        guard let word = arguments.first, !commands.contains(word), named(word) != nil else { return arguments }
        return [Call._commandName] + arguments
    }
}

/// Any Control1 method by its verb; `keyboardctl VERB ...` is the same.
struct Call: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            abstract: "Call a Control1 method by its verb: `keyboardctl set-input-mode emoji`, or `keyboardctl call set-input-mode emoji`.",
            discussion: "Every Control1 method of docs/CONTRACT.md is a verb, its name in kebab case, its arguments in "
                + "order (booleans on or off); what it returns is printed. The verbs:\n\n"
                + ContractVerb.all.map(\.help).joined(separator: "\n\n"))
    }

    @OptionGroup var bus: BusOptions
    @Argument(help: "The Control1 method in kebab case, e.g. launch-app.", completion: .list(ContractVerb.all.map(\.name)))
    var verb: String
    @Argument(help: "Its arguments, in order.", completion: .custom { words, index, _ in ContractVerb.completions(words, index) })
    var arguments: [String] = []

    func validate() throws {
        guard let contractVerb = ContractVerb.named(verb) else {
            throw ValidationError("no Control1 verb '\(verb)'; the verbs: " + ContractVerb.all.map(\.name).joined(separator: ", "))
        }
        _ = try contractVerb.values(arguments)
    }

    func run() async throws {
        guard let contractVerb = ContractVerb.named(verb) else { return }
        let values = try contractVerb.values(arguments)
        let method = contractVerb.method.name
        try await bus.withDaemon { daemon in
            // The generated call checks what the words became as keyboardd does, with its message.
            let reply = try await daemon.bus { daemon async throws(DBusError) in
                let call = try Control1.Call(method: method, arguments: values)
                return try await daemon.control.perform(call).values(answering: call.method)
            }
            for value in reply { Terminal.printLine(BusOptions.plain(value)) }
        }
    }
}
