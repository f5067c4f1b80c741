import DBus

/// What the DBus layer promises for any bytes that arrive: libdbus either rejects them or hands
/// over a message whose header and body the layer reads without trapping; every value it decodes
/// has the header's signature and survives a round trip through the encoder; an error is
/// `InvalidArgs` with a message, never a crash.
enum MessageChecks {
    static func runWholeMessage(_ bytes: [UInt8]) -> [String] {
        guard let message = try? Message.demarshal(bytes) else { return [] }
        return check(message)
    }

    /// First byte: which template; the rest: the body under that template's signature.
    static func runBody(_ bytes: [UInt8]) -> [String] {
        guard let first = bytes.first else { return [] }
        let templates = BodyTemplates.all
        let template = templates[Int(first) % templates.count]
        guard let message = try? Message.demarshal(template.withBody(Array(bytes.dropFirst()))) else { return [] }
        return check(message)
    }

    static func check(_ message: Message) -> [String] {
        var failures: [String] = []
        // Every header accessor, as a log line would read them.
        _ = message.description
        _ = (message.kind, message.serial, message.replySerial, message.noReply)
        _ = message.asError()
        let signature = message.signature

        do {
            let values = try message.arguments()
            let decoded = values.map(\.signature).joined()
            if decoded != signature { failures.append("decoded signature '\(decoded)' ≠ header '\(signature)'") }
            failures += roundTrip(values)
            exerciseTypedDecoding(values)
        } catch {
            if error.name != DBusError.invalidArgsName || error.message.isEmpty {
                failures.append("arguments() threw \(error.name) '\(error.message)'; expected InvalidArgs with a message")
            }
        }

        // What the layer does with a call it cannot serve: answer it (never for a message with no serial).
        if message.kind == .methodCall {
            _ = message.errorReply(DBusError.invalidArgs("fuzz"))
            _ = try? message.methodReturn([])
        }
        // The received message marshals again into bytes libdbus accepts, with the same body type.
        do {
            let again = try Message.demarshal(try message.marshalled())
            if again.signature != signature { failures.append("re-marshalled signature '\(again.signature)' ≠ '\(signature)'") }
        } catch {
            failures.append("a received message did not survive marshalled()/demarshal: \(error)")
        }
        return failures
    }

    /// The decoded values encode into a new message that decodes to the same values.
    private static func roundTrip(_ values: [DBusValue]) -> [String] {
        do {
            let copy = try Message.methodCall(destination: nil, path: "/", interface: nil, member: "Fuzz", arguments: values)
            let again = try Message.demarshal(try copy.marshalled()).arguments()
            // Descriptions, not ==: NaN is not equal to itself, yet prints the same.
            if again.map(\.description) != values.map(\.description) {
                return ["round trip changed the values: \(values.description.prefix(200)) → \(again.description.prefix(200))"]
            }
            return []
        } catch {
            return ["decoded values could not be sent again: \(error)"]
        }
    }

    /// keyboardd's handlers decode arguments with these: they must throw, never trap, on any shape.
    private static func exerciseTypedDecoding(_ values: [DBusValue]) {
        _ = try? values.decode(String.self, [String: DBusValue].self)
        _ = try? values.decode(String.self, String.self, DBusValue.self)
        _ = try? values.decode(String.self, String.self, Double.self)
        _ = try? values.decode(UInt64.self)
        _ = try? values.decode(Double.self)
        _ = try? values.decode(Bool.self)
        for value in values {
            _ = value.unwrappedVariant
            _ = try? [String: DBusValue](dbusValue: value)
            _ = try? [String](dbusValue: value)
            _ = try? [String: DBusValue](dbusValue: value.unwrappedVariant)
        }
    }
}
