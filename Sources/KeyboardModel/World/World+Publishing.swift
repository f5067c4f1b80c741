// Property changes: after each notification or state change, the properties that differ from what
// was last published, so they come out in the order their causes did (issue: "same order").

struct PublishedKeyboard: Equatable {
    var visible = false
    var frame = Rect.zero
    var owner = ""
    var mode = KeyboardMode.docked
    var inputMode = ""
    var hardware = false
    var animating = false
}

struct PublishedServer: Equatable {
    var device = ""
    var orientation = Orientation.portrait
    var profile = ""
    var quirks: QuirkSet = QuirkSet()
    var frontmost = ""
    var keyboardOwner = ""
}

/// What the truth depends on besides the app: when it changes, the old and new frontmost apps'
/// overlaps need a look.
struct OverlapKey: Equatable {
    var frontmost: Int?
    var frame = Rect.zero
    var visible = false
    var mode = KeyboardMode.docked
}

extension KeyboardWorld {
    func currentKeyboardProperties() -> PublishedKeyboard {
        PublishedKeyboard(visible: keyboard.visible, frame: keyboard.frame, owner: keyboardOwner, mode: keyboard.mode,
                          inputMode: keyboard.inputMode.name, hardware: keyboard.hardware, animating: keyboard.animating)
    }

    func currentServerProperties() -> PublishedServer {
        PublishedServer(device: device.name, orientation: orientation, profile: profile.name, quirks: quirkSet,
                        frontmost: frontmost, keyboardOwner: keyboardOwner)
    }

    mutating func publish() {
        let key = OverlapKey(frontmost: frontmostSlot, frame: keyboard.frame, visible: keyboard.visible,
                             mode: keyboard.layoutMode)
        if key != publishedOverlapKey {
            if let f = publishedOverlapKey.frontmost, f < slots.count, slots[f] != nil { slots[f]!.dirty = true }
            if let f = frontmostSlot { slots[f]!.dirty = true }
            publishedOverlapKey = key
        }
        publishKeyboard()
        publishServer()
        for slot in order where slots[slot]!.dirty { publishApp(slot) }
    }

    private mutating func publishServer() {
        let now = currentServerProperties()
        let old = publishedServer
        guard now != old else { return }
        publishedServer = now
        if now.device != old.device { out.append(.serverProperty(.device(now.device))) }
        if now.orientation != old.orientation { out.append(.serverProperty(.orientation(now.orientation))) }
        if now.profile != old.profile { out.append(.serverProperty(.profile(now.profile))) }
        if now.quirks != old.quirks { out.append(.serverProperty(.quirks(now.quirks.names))) }
        if now.frontmost != old.frontmost { out.append(.serverProperty(.frontmost(now.frontmost))) }
        if now.keyboardOwner != old.keyboardOwner { out.append(.serverProperty(.keyboardOwner(now.keyboardOwner))) }
    }

    private mutating func publishKeyboard() {
        let now = currentKeyboardProperties()
        let old = publishedKeyboard
        guard now != old else { return }
        publishedKeyboard = now
        if now.visible != old.visible { out.append(.keyboardProperty(.visible(now.visible))) }
        if now.frame != old.frame { out.append(.keyboardProperty(.frame(now.frame))) }
        if now.owner != old.owner { out.append(.keyboardProperty(.owner(now.owner))) }
        if now.mode != old.mode { out.append(.keyboardProperty(.mode(now.mode))) }
        if now.inputMode != old.inputMode { out.append(.keyboardProperty(.inputMode(now.inputMode))) }
        if now.hardware != old.hardware { out.append(.keyboardProperty(.hardwareKeyboard(now.hardware))) }
        if now.animating != old.animating { out.append(.keyboardProperty(.animating(now.animating))) }
    }

    private mutating func publishApp(_ slot: Int) {
        var a = slots[slot]!
        a.dirty = false
        let o = overlap(a)
        let id = a.bundleId
        if a.published.state != a.state {
            a.published.state = a.state
            out.append(.appProperty(app: id, .state(a.state)))
        }
        let responder = a.firstResponderName
        if a.published.firstResponder != responder {
            a.published.firstResponder = responder
            out.append(.appProperty(app: id, .firstResponder(responder)))
        }
        if a.published.windowFrame != a.windowFrame {
            a.published.windowFrame = a.windowFrame
            out.append(.appProperty(app: id, .windowFrame(a.windowFrame)))
        }
        if a.published.windows != a.windows {
            a.published.windows = a.windows
            out.append(.appProperty(app: id, .windows(a.windows)))
        }
        if a.published.overlap != o {
            a.published.overlap = o
            out.append(.appProperty(app: id, .keyboardOverlap(o)))
        }
        slots[slot] = a
    }
}
