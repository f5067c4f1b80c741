/// Why a bench could not start or a call on it failed: each message says what to do about it.
public struct KeyboardBenchError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
