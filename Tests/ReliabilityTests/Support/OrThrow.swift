import DBus

extension Optional {
    func orThrow(_ message: String) throws -> Wrapped {
        guard let self else { throw DBusError.failed(message) }
        return self
    }
}
