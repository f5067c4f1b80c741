import AnimationRules
import KeyboardContract
import Testing

// N1's rule (AnimationRules, shared with the model's checker) on what the bus carries.

extension Rect: AnimationFrame {}

extension AnimationKeys<Rect> {
    /// The keys of a broadcast's userInfo that one animation shares.
    public init(_ info: NotificationUserInfo) {
        self.init(begin: info.frameBegin, end: info.frameEnd, duration: info.animationDuration,
                  curve: Int(info.animationCurve), isLocal: info.isLocal, owner: info.owner)
    }

    /// The same from a notification an app received; nil for a lifecycle one or a userInfo without them.
    public init?(_ received: BusApp.Received) {
        guard let begin = received.frameBegin, let end = received.frameEnd, let duration = received.duration,
              let curve = received.curve, let owner = received.owner else { return nil }
        self.init(begin: begin, end: end, duration: duration, curve: curve, isLocal: received.isLocal, owner: owner)
    }
}

/// N1 on one app's keyboard notifications: every notification of an animation carries the
/// userInfo of its WillChangeFrame, and an animation begins where the one before it ended. An
/// app hears only some notifications: where its Sequence numbers jump, it missed some and
/// cannot know which animation is current until the next WillChangeFrame.
public func expectOneUserInfoPerAnimation(_ app: BusApp, screenWidth: Double, screenHeight: Double,
                                          sourceLocation: SourceLocation = #_sourceLocation) {
    var rule = OneUserInfoPerAnimation<Rect>(screenWidth: screenWidth, screenHeight: screenHeight)
    var previous: UInt64?
    for received in app.log where received.info != nil {
        let keys = AnimationKeys(received)
        #expect(keys != nil && received.sequence != nil, "\(app.id): \(received.name) without N1's keys", sourceLocation: sourceLocation)
        guard let keys, let sequence = received.sequence else { continue }
        defer { previous = sequence }
        if let previous, sequence != previous + 1 {
            rule.forget()
            if received.name != "WillChangeFrame" { continue }
        }
        if let failure = rule.check(received.name, keys) {
            Issue.record("\(app.id): #\(sequence) \(failure)", sourceLocation: sourceLocation)
        }
    }
}
