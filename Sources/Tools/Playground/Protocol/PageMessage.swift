import DBus
import Foundation
import KeyboardContract
import ProcessSupport

// What a page sends over its WebSocket: `{"id": N, "call": {...}}` or `{"id": N, "playground": {...}}`.
// A call is the contract's generated call in its JSON form, `{"interface": "Control1", "method":
// "ShowAlert", "arguments": {"kind": "generic"}}` (App1's with `"app": BUNDLE_ID`), decoded once
// into `Control1.Call` or `App1.Call` with the errors keyboardd answers: there is no vocabulary of
// the playground's own between the page and the bus.

/// One message of a page. Its id is read even when its call cannot be, so that the error frame
/// answers it.
struct PageMessage: Decodable {
    var id: Double?
    var call: Result<PageCall, DBusError>?
    var playground: JSONValue?

    private enum Key: String, CodingKey { case id, call, playground }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try? container.decodeIfPresent(Double.self, forKey: .id)
        playground = try container.decodeIfPresent(JSONValue.self, forKey: .playground)
        guard container.contains(.call) else { return }
        do {
            call = .success(try container.decode(PageCall.self, forKey: .call))
        } catch let error as DBusError {
            call = .failure(error)
        } catch {
            call = .failure(.invalidArgs("a call is {\"interface\": \"Control1\"|\"App1\", \"method\": ..., \"arguments\": {...}}: "
                                         + Self.reason(error)))
        }
    }

    /// A page's text, or InvalidArgs when it is not a JSON object.
    static func parse(_ text: String) throws(DBusError) -> PageMessage {
        do { return try JSONDecoder().decode(PageMessage.self, from: Data(text.utf8)) } catch {
            throw .invalidArgs("not a JSON object: \(text.prefix(80))")
        }
    }

    /// What JSONDecoder found wrong, where.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (context.codingPath.map(\.stringValue) + [context.debugDescription]).joined(separator: ": ")
        case .keyNotFound(let key, _):
            return "\(key.stringValue) is missing"
        @unknown default:
            return "\(error)"
        }
    }
}

/// A call a page asks for: a Control1 method as the person, or an App1 method of an app the
/// playground runs.
enum PageCall: Decodable {
    case control(Control1.Call)
    case app(App1.Call, bundleId: String)

    /// The interfaces by the names the page uses (`Control1`, `App1`).
    static let controlName = shortName(Control1.name), appName = shortName(App1.name)

    private static func shortName(_ name: String) -> String { String(name.split(separator: ".").last ?? "") }

    private enum Key: String, CodingKey { case interface, app }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decodeIfPresent(String.self, forKey: .interface) {
        case Self.controlName?:
            self = .control(try Control1.Call(from: decoder))
        case Self.appName?:
            guard let bundleId = try container.decodeIfPresent(String.self, forKey: .app) else {
                throw DBusError.invalidArgs("an App1 call names its app: \"app\": BUNDLE_ID")
            }
            self = .app(try App1.Call(from: decoder), bundleId: bundleId)
        default:
            throw DBusError.invalidArgs("a call names its interface: \(Self.controlName) or \(Self.appName)")
        }
    }
}

extension ContractCall {
    /// The reply's values (as the bus carried them) under their names in the XML: `{"accepted":
    /// true}`, `{}` for a method without results.
    func replyJSON(_ values: [DBusValue]) -> JSONValue {
        .object(zip(Self.description(of: method).outArguments, values).map { JSONValue.Member($0.name, $1.json) })
    }
}

extension JSONValue {
    /// The value for JSONSerialization (the frames to the tabs); JSON has no NaN or infinity, so
    /// those are null as in `serialized`.
    var foundation: Any {
        switch self {
        case .null: NSNull()
        case .bool(let b): b
        case .int(let i): i
        case .uint(let u): u
        case .double(let d): d.isFinite ? d : NSNull()
        case .string(let s): s
        case .array(let items): items.map(\.foundation)
        case .object(let members): Dictionary(members.map { ($0.key, $0.value.foundation) }) { _, last in last }
        }
    }
}
