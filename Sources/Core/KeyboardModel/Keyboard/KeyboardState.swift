// The single system keyboard (K1): who owns it, where it really is, and what the apps were told.

struct KeyboardState {
    /// Slot and serial of the owner, nil when none (at most one owner: K1).
    var ownerSlot: Int?
    var ownerSerial: UInt64 = 0
    var ownerName = ""
    /// The app the next announcement is about: the new owner, or for a hide the one losing it.
    var announcedOwner: Int?
    /// The app the running announcement is about (IsLocal, Owner), fixed when it starts, so its
    /// Dids say the same as its Wills (N1); kept here, not in each stage, so stages stay plain values.
    var animationOwner: Int?
    var animationOwnerName = ""
    /// The era's optional userInfo keys, fixed with the owner when the animation starts (N1).
    var animationKeys = UserInfoKeys()
    /// O1: the Dids of this animation leave the duration and curve out (iOS 5 to 7).
    var animationDidsWithoutAnimationKeys = false
    /// The era's UIKeyboardAnimationCurveUserInfoKey, fixed when the animation starts (N1: a
    /// profile changed mid-animation does not change its Dids).
    var animationCurve = 7
    /// O1: the orientation whose frames this animation turns back to the portrait screen's (iOS 5 to
    /// 7 post unrotated frames), nil when the frames are the interface's.
    var animationUnrotation: Orientation?
    /// O2: rotations since the keyboard came up (an iPad number pad's stale FrameBegin after the second).
    var rotationsWhileUp = 0
    /// P4: the Slide Over app whose frames the running stage shifts, fixed when it starts (N1).
    var animationShift = SlideOverShift()
    var visible = false
    /// The mode the person chose; a hardware keyboard leaves a docked bar whatever it is (W8).
    var mode: KeyboardMode = .docked
    var inputMode: InputMode = .english
    var hardware = false
    /// The iPad's bar and on-screen keyboard over a hardware keyboard (P2, P3).
    var pad = PadKeyboardState()
    /// iOS 8: the QuickType bar swiped down to its handle (N20), until pulled up again.
    var quickTypeCollapsed = false
    /// Traits of the responder the keyboard was laid out for (kept after a hide for the frame).
    var traits = ResponderTraits()
    /// The frame the layout gave at the last change (off screen when hidden).
    var layoutFrame: Rect
    /// Where the keyboard is going, or rests: the layout frame, or wherever interactive dismissal
    /// moved the keyboard window (K8). Where it is *now* is `motion` (the live keyboard, N15).
    var frame: Rect
    /// The keyboard's travel to `frame`: Keyboard1.Frame, FrameAt and the truth read it at a time.
    var motion: KeyboardMotion
    /// The recent motions, for FrameAt in the past.
    var motions = MotionHistory()
    /// Counts motions: a scheduled `motionEnd` of an older one is stale.
    var motionGeneration: UInt64 = 0
    /// FrameEnd of the last animation announced: the next animation's FrameBegin (N1, docs/CONTRACT.md
    /// "Delivery and time"); the hidden frame when the hidden keyboard was laid out again since.
    var announcedEnd: Rect
    /// The effective mode at the last change (docked while a hardware keyboard is attached).
    var layoutMode: KeyboardMode = .docked
    /// Top of the undocked keyboard where the last drag dropped it (K11).
    var undockedY: Double?
    var dragging = false
    /// The person's finger holds the docked keyboard (N7).
    var interactiveDismiss = false
    /// The app whose keyboard window shows the keyboard (to hide it there when that changes).
    var windowsShownBy: Int?

    /// Generation of the running animation: scheduled stages of an older one are stale.
    var animation: UInt64 = 0
    var stages: [AnimationStage] = []
    /// Index in `stages` of the stage whose Did is due, or -1.
    var pendingDid = -1
    /// Apps that received the running stage's Wills: they, and only they, get its Dids.
    var recipients: [Recipient] = []
    /// The recipients the last notification reached, and their bundle ids (the effects share
    /// this array while the recipients stay the same).
    var delivered: [Recipient] = []
    var deliveredNames: [String] = []
    /// The world's `deliveryGeneration` and the owner `delivered` was last checked for, with the
    /// owner's index among them: while neither moves, the check is skipped.
    var deliveredFor: DeliveredCheck?
    var stagesRunning = false

    var animating: Bool { stagesRunning || dragging || interactiveDismiss }

    init(hiddenFrame: Rect, since start: UInt64 = 0) {
        layoutFrame = hiddenFrame
        frame = hiddenFrame
        announcedEnd = hiddenFrame
        motion = .resting(hiddenFrame, since: start)
    }
}

/// P4: a recipient whose frames are shifted up by `dy` (the space below its Slide Over window).
struct SlideOverShift: Hashable {
    var recipient = Recipient(slot: -1, serial: 0)
    var dy = 0.0
}

/// A recipient of a running stage, by slot and serial (a slot's next tenant is someone else), and
/// the stage of the announcement from which it hears it: an app that started running between a
/// stage's Wills and its Dids (N18's stages overlap) never heard that stage, so not its Dids.
struct Recipient: Hashable {
    var slot: Int
    var serial: UInt64
    var since = 0
}

/// What `refreshDelivered` found last, and for which state of the apps.
struct DeliveredCheck: Equatable {
    var generation: UInt64
    var owner: Int?
    var stage: Int
    var localIndex: Int
}

/// How a change is announced: Show, Hide or frame-only groups (each with WillChangeFrame first: M3).
enum AnnouncementKind: Hashable, Sendable {
    case show, hide, changeFrame
}

/// How a stage's keyboard travels (N15); the world turns it into a `MotionCurve`.
enum StageMotion: Hashable {
    /// The era's curve over the stage's duration (the spring, or ease-in-out on iOS 5 and 6).
    case era
    /// There at once.
    case instant
    /// Where it was until the duration is over, then there (iOS 26's cross-fade).
    case step
}

/// One group of Wills (and, if `hasDid`, its Dids after the animation duration).
struct AnimationStage: Hashable {
    /// The keyboard's real frame once this stage starts.
    var frame: Rect
    /// The FrameEnd announced: the real frame, or a zero rect while dragging (K11).
    var announced: Rect
    /// The FrameBegin announced, set when the stage starts: the previous animation's FrameEnd (N1).
    /// Every notification of the stage, Wills and Dids, carries the same begin, end, duration and curve.
    var begin = Rect.zero
    var kind: AnnouncementKind
    /// UIKeyboardAnimationDurationUserInfoKey, ms: 0 for instant changes (N3, N5).
    var duration: UInt64
    /// When the Dids come after the Wills, ms: the duration, or earlier where Dids are not tied
    /// to the animation's end (N6, N12).
    var didAfter: UInt64
    /// The FrameEnd of this stage's Dids when it differs from the Wills' (P3's bogus Wills on iOS
    /// 18.2: the one case where an animation's Dids do not repeat its Wills' userInfo, N1).
    var didAnnounced: Rect?
    /// M2: this stage's WillShow is dropped (WillChangeFrame still comes).
    var dropsWillShow = false
    /// N19: the stage posts no Wills and one Did, DidShow (iOS 15's keyboard back after a modal).
    var onlyDidShow = false
    /// O2: the FrameBegin this stage announces instead of where the last one ended (the keyboard
    /// rotated while hidden between a rotation's Hide and Show).
    var beginOverride: Rect?
    var hasDid = true
    /// Delay before the next stage, when there is one.
    var nextAfter: UInt64 = 0
    /// How the keyboard travels to `frame` (N15): the era's curve over `duration`, unless a rule says otherwise.
    var motion = StageMotion.era
    /// O1, X8: the person docked or undocked the keyboard by hand (UIKeyboardFrameChangedByUserInteraction 1).
    var byUserInteraction = false
    /// N20: the userInfo leaves out the duration and the curve (iOS 8's QuickType bar toggled).
    var withoutAnimationKeys = false

    init(frame: Rect, announced: Rect, kind: AnnouncementKind, duration: UInt64) {
        self.frame = frame
        self.announced = announced
        self.kind = kind
        self.duration = duration
        didAfter = duration
    }

    init(frame: Rect, kind: AnnouncementKind, duration: UInt64, announced: Rect) {
        self.init(frame: frame, announced: announced, kind: kind, duration: duration)
    }

    /// The same stage, instant: duration 0 and its Dids at once.
    var instant: AnimationStage {
        var s = self
        s.duration = 0
        s.didAfter = 0
        s.motion = .instant
        return s
    }

    // M3: WillChangeFrame first in every Will group, DidChangeFrame first in every Did group.
    var wills: (KeyboardNotificationName, KeyboardNotificationName?) {
        switch kind {
        case .show: (.willChangeFrame, dropsWillShow ? nil : .willShow)
        case .hide: (.willChangeFrame, .willHide)
        case .changeFrame: (.willChangeFrame, nil)
        }
    }

    var dids: (KeyboardNotificationName, KeyboardNotificationName?) {
        switch kind {
        case .show: (.didChangeFrame, .didShow)
        case .hide: (.didChangeFrame, .didHide)
        case .changeFrame: (.didChangeFrame, nil)
        }
    }
}
