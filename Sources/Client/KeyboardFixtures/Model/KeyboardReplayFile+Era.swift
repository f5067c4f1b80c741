// A replay file's era, typed. Here and not in Replay/, which is copied whole into the
// single-file player (examples/replay/KeyboardReplay.swift), which has no typed names.

extension KeyboardReplayFile {
    /// The era the file was played on (`.iOS13`), from its `profile`: the format keeps the
    /// contract's word for it (Server1.Profile); the kits say era. Nil for a name this
    /// KeyboardFixtures does not know (a file from a newer keyboardd).
    public var era: KeyboardEra? { profile.flatMap { KeyboardEra(name: $0) } }
}
