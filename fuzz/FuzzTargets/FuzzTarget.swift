/// The fuzz targets: each takes one input (raw bytes) and returns the properties it broke, empty
/// when the input was handled as promised. A crash or a trap is a failure too; libFuzzer and the
/// standalone runner (keyboardd-fuzz) both report it, and `Tests/ReliabilityTests` replays the
/// committed corpus through the same functions so that every input found stays a regression test.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Raw bytes as a whole D-Bus message off a socket (`Message.demarshal`).
    case dbusMessage = "dbus-message"
    /// A valid header for one of keyboardd's signatures around fuzzed body bytes.
    case dbusBody = "dbus-body"
    /// The model's event stream: device, profile, then four bytes per event.
    case modelEvents = "model-events"

    public func run(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .dbusMessage: MessageChecks.runWholeMessage(bytes)
        case .dbusBody: MessageChecks.runBody(bytes)
        case .modelEvents: ModelEventStream.run(bytes)
        }
    }

    /// `model-events` only: each event and keyboard notification of the stream, then its failures.
    public func explain(_ bytes: [UInt8], to say: @escaping (String) -> Void) -> [String] {
        switch self {
        case .modelEvents: ModelEventStream.run(bytes, explain: say)
        default: run(bytes)
        }
    }

    /// Inputs to start from when the corpus is empty: real messages of keyboardd's contract, and
    /// event streams that reach every kind of event.
    public func seeds() -> [[UInt8]] {
        switch self {
        case .dbusMessage: MessageSeeds.wholeMessages()
        case .dbusBody: MessageSeeds.bodies()
        case .modelEvents: ModelEventStream.seeds()
        }
    }
}
