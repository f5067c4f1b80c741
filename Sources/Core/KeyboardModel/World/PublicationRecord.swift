// What the world last published, kept apart from the world's state: each publish compares the
// state with these and announces only what differs (World+Publishing).

/// The values Keyboard1's properties, Server1's properties and the apps' overlaps were last
/// announced with.
struct PublicationRecord {
    var keyboard = PublishedKeyboard()
    var server = PublishedServer()
    /// What the overlaps were last computed from (the apps' own published values are in their records).
    var overlapKey = OverlapKey()
}

/// Raw values (no strings built) so the comparison after every notification stays cheap.
struct PublishedKeyboard: Equatable {
    var visible = false
    var frame = Rect.zero
    var owner: Int?
    var ownerSerial: UInt64 = 0
    var mode = KeyboardMode.docked
    var inputMode = InputMode.english
    var hardware = false
    var animating = false
}

struct PublishedServer: Equatable {
    var settingsGeneration: UInt32 = 0
    var device = ""
    var orientation = Orientation.portrait
    var profile = ""
    var settings = Settings()
    var quirks: QuirkSet = QuirkSet()
    var frontmost: Int?
    var frontmostSerial: UInt64 = 0
}

/// What the truth depends on besides the app: when it changes, the old and new frontmost apps'
/// overlaps need a look.
struct OverlapKey: Equatable {
    var frontmost: Int?
    var frame = Rect.zero
    var visible = false
    var mode = KeyboardMode.docked
    /// The keyboard takes space where it is (the minimized bar only in Stage Manager: P3).
    var covers = false
}
