import KeyboardModel

extension KeyboardServer {
    /// W7: the model learned which input mode a text input context last used; it must survive a
    /// restart. (Persisted through the state file when one is configured.)
    func rememberInputMode(context: String, mode: String) {
        logger.debug("input mode \(mode) remembered for \(context)")
        persistInputModes?(world.inputModeMemory)
    }
}
