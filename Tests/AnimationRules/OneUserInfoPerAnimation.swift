// N1 (docs/BEHAVIOURS.md), one rule for every checker: the model's property tests check it on
// the model's effects, the bus tests on what keyboardd sends. Generic over the rect type, so that
// the model's Rect and the contract's both fit without this target depending on either.

/// A rect as N1 needs it: compared whole, and its origin and width to tell a hidden frame.
public protocol AnimationFrame: Equatable, CustomStringConvertible {
    var x: Double { get }
    var y: Double { get }
    var width: Double { get }
    var height: Double { get }
}

/// The keys of a userInfo that one animation shares (all but Sequence and Time).
public struct AnimationKeys<Frame: AnimationFrame>: Equatable, CustomStringConvertible {
    public var begin: Frame
    public var end: Frame
    public var duration: Double
    public var curve: Int
    public var isLocal: Bool?
    public var owner: String

    public init(begin: Frame, end: Frame, duration: Double, curve: Int, isLocal: Bool?, owner: String) {
        (self.begin, self.end, self.duration, self.curve, self.isLocal, self.owner) = (begin, end, duration, curve, isLocal, owner)
    }

    public var description: String { "\(begin) → \(end), \(duration) s, curve \(curve), local \(isLocal.map(String.init) ?? "absent"), owner \(owner)" }

    /// The same keys but for FrameEnd: a Did that carries the real frame after bogus Wills (P3).
    public func differsInEndAlone(from other: Self) -> Bool {
        var same = self
        same.end = other.end
        return same == other
    }
}

/// N1: WillChangeFrame opens an animation; its WillShow/WillHide and its Dids carry the same
/// FrameBegin, FrameEnd, duration, curve, IsLocal and owner. An animation begins where the one
/// announced before it ended, or, after the keyboard went off screen and the hidden keyboard was
/// laid out again (rotation), at the new hidden frame: a show always begins off screen, with the
/// size it is about to have (C15), and so does a rotated keyboard's (C17). Off
/// screen is a WillHide, or a frame change that ends at the hidden frame (a floating keyboard
/// leaves that way where the era posts no Hide for it, P1's `floating-without-hide`).
public struct OneUserInfoPerAnimation<Frame: AnimationFrame> {
    /// The animation whose notifications are coming (set by its WillChangeFrame).
    public private(set) var animation: AnimationKeys<Frame>?
    /// The animation before it: its Dids may still come after the next one's Wills where an era
    /// posts overlapping groups (N18: iOS 8's first keyboard in a process).
    public private(set) var previous: AnimationKeys<Frame>?
    /// Where the next animation begins: the last one's FrameEnd (or what its Dids said, P3).
    private var lastEnd: Frame?
    /// The last animation took the keyboard off screen (WillHide, or a FrameEnd at the hidden frame).
    private var lastHid = false
    /// O2: the stale FrameBegin height an era announces after rotations (an iPad number pad: 142),
    /// nil where none is allowed.
    public var allowedStaleBeginHeight: Double?
    /// The device's screen in portrait: hidden frames sit at its height or, in landscape, its width.
    private var screenWidth: Double
    private var screenHeight: Double

    public init(screenWidth: Double, screenHeight: Double) {
        (self.screenWidth, self.screenHeight) = (screenWidth, screenHeight)
    }

    /// Another device (Control1.SetDevice): hidden frames sit at its screen's bottom from now on;
    /// the next show begins off screen there, which the rule allows after a hide.
    public mutating func setScreen(width: Double, height: Double) {
        (screenWidth, screenHeight) = (width, height)
    }

    /// Forgets the animation and where it ended: for a recipient that missed notifications, which
    /// cannot tell which animation is current until the next WillChangeFrame.
    public mutating func forget() {
        animation = nil
        previous = nil
        lastEnd = nil
        lastHid = false
    }

    /// Checks one notification (`name` short, "WillChangeFrame", or UIKit's full name); returns
    /// what is wrong, or nil.
    public mutating func check(_ name: String, _ info: AnimationKeys<Frame>) -> String? {
        let name = Self.short(name)
        if name == "WillChangeFrame" {
            defer { (previous, animation, lastEnd, lastHid) = (animation, info, info.end, isHidden(info.end)) }
            let stale = isHidden(info.begin) && info.begin.width == info.end.width && info.begin.height == allowedStaleBeginHeight
            if let end = lastEnd, end != info.begin, !(lastHid && isHidden(info.begin)), !comesUpFromBelow(info), !stale {
                return "\(name) begins at \(info.begin), the animation before it ended at \(end)"
            }
            return nil
        }
        if name == "WillHide" { lastHid = true }
        // N19: iOS 15 gives a keyboard back after a modal with a lone DidShow of duration 0: an
        // animation of its own, coming up from below.
        if isLoneDidShow(name, info) {
            (previous, animation, lastEnd, lastHid) = (animation, info, info.end, false)
            return nil
        }
        guard let current = animation else { return "\(name) outside any animation" }
        if realFrameInDid(name, info, of: current) {
            lastEnd = info.end   // the next animation begins where the Dids said
            return nil
        }
        if current == info || (!name.hasPrefix("Will") && previous == info) { return nil }
        return "\(name) carries \(info), its animation \(current)"
    }

    /// The one exception to N1 (P3, `hardware-toggle-hide-show`, iOS 18.2): a Show whose Wills
    /// announced a bogus, off-screen FrameEnd; its Dids carry the real one, all else the same.
    public func realFrameInDid(_ name: String, _ info: AnimationKeys<Frame>, of current: AnimationKeys<Frame>) -> Bool {
        let name = Self.short(name)
        guard name == "DidChangeFrame" || name == "DidShow", isHidden(current.end), !isHidden(info.end) else { return false }
        return info.differsInEndAlone(from: current)
    }

    /// N19: a DidShow that is its own announcement (no Wills): duration 0, up from below.
    public func isLoneDidShow(_ name: String, _ info: AnimationKeys<Frame>) -> Bool {
        Self.short(name) == "DidShow" && info.duration == 0 && comesUpFromBelow(info) && animation != info
    }

    /// A show that begins off screen with the size it ends with (C15: a keyboard coming up; C17: the
    /// keyboard after a rotation, off screen in the new orientation).
    public func comesUpFromBelow(_ info: AnimationKeys<Frame>) -> Bool {
        isHidden(info.begin) && info.begin.width == info.end.width && info.begin.height == info.end.height
    }

    /// Off screen below the bottom edge in either orientation.
    public func isHidden(_ r: Frame) -> Bool {
        r.x == 0 && ((r.y == screenHeight && r.width == screenWidth) || (r.y == screenWidth && r.width == screenHeight))
    }

    /// "UIKeyboardWillShowNotification" → "WillShow"; a short name stays as it is.
    public static func short(_ name: String) -> String {
        var s = Substring(name)
        if s.hasPrefix("UIKeyboard") { s = s.dropFirst("UIKeyboard".count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        return String(s)
    }
}

extension AnimationKeys: Sendable where Frame: Sendable {}
extension OneUserInfoPerAnimation: Sendable where Frame: Sendable {}
