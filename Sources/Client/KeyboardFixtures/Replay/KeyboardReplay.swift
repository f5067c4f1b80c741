// The player: posts a story's notifications, for one app or several, into NotificationCenters
// with UIKit's names, keys and value types, on a clock only the test moves. Nothing waits for
// real time: `advance` jumps, so a five-second story replays in microseconds and a test never
// sleeps.
//
// Not isolated to an actor: it posts on the thread that calls it, as `NotificationCenter.post`
// does, and holds nothing another thread could reach (a non-Sendable class: Swift 6 keeps each
// player in the task that made it). A test of UIKit code plays it from a @MainActor test, where
// UIKit posts; a test of a plain view model plays it from any test (docs/REPLAY.md).

import Foundation

/// Posts the notifications of one or several apps' replay files, in the order keyboardd
/// delivered them, on the calling thread.
///
///     let replay = try KeyboardReplay(contentsOf: url)        // into NotificationCenter.default
///     replay.advance(to: 5_000)                              // everything due in the first 5 s
///     replay.step()                                          // or one notification
///     replay.runToEnd()
public final class KeyboardReplay {
    /// One notification of the story as the player posts it.
    public struct Event: Sendable, Equatable {
        /// The bundle id of the app it is posted to.
        public var app: String
        public var entry: KeyboardReplayFile.Entry
        /// When it is due: ms since the story began (the earliest file's `start`).
        public var time: UInt64
        /// keyboardd's truth: where the keyboard comes to rest over the app's window after this
        /// notification (App1.KeyboardOverlap at the next step end at rest; window coordinates,
        /// `.zero` for none). Nil for a file without the truth.
        public var keyboardOverlap: CGRect?
    }

    /// The files, one per app, in the order given.
    public let files: [KeyboardReplayFile]
    /// Every notification of every app, in delivery order.
    public let events: [Event]
    /// The index in `events` of the next notification to post.
    public private(set) var position = 0
    /// The story's clock: ms since it began. Only `step` and `advance…` move it, never backwards.
    public private(set) var now: UInt64 = 0
    /// Called before each notification is posted, after the app's `applicationState` changed.
    public var willPost: ((Event) -> Void)?
    /// The `object` of lifecycle notifications. UIKit posts `UIApplication.shared`; nil unless set.
    public var lifecycleObject: Any?
    /// The `object` of an editing notification, from the responder's name and the app: the text
    /// field or view your test made for it. Nil by default.
    public var editingObject: (_ responder: String, _ app: String) -> Any? = { _, _ in nil }

    private let centers: [String: NotificationCenter]
    private var states: [String: String] = [:]
    /// How many of each app's notifications were posted.
    private var received: [String: Int] = [:]
    /// keyboardd's clock at the story's time zero (the earliest file's `start`).
    private let start: UInt64

    /// One app's file, posted into `center`.
    public convenience init(_ file: KeyboardReplayFile, into center: NotificationCenter = .default) {
        self.init(checked: [file], centers: [file.app: center])
    }

    /// One app's file, read from `url`.
    public convenience init(contentsOf url: URL, into center: NotificationCenter = .default) throws {
        self.init(try KeyboardReplayFile(contentsOf: url), into: center)
    }

    /// Several apps of one story, each into its own center (each app is a process of its own on
    /// iOS, with its own `NotificationCenter.default`). Their notifications are posted in the
    /// order keyboardd sent them: by time, then by keyboardd's trace record, which numbers every
    /// app's notifications in one sequence.
    public convenience init(_ files: [KeyboardReplayFile], centers: [String: NotificationCenter]) throws {
        guard !files.isEmpty else { throw KeyboardReplayError.noFiles }
        var seen = Set<String>()
        for file in files {
            guard seen.insert(file.app).inserted else { throw KeyboardReplayError.sameApp(file.app) }
            guard centers[file.app] != nil else { throw KeyboardReplayError.noCenter(app: file.app) }
        }
        self.init(checked: files, centers: centers)
    }

    /// Files of distinct apps, each with a center.
    private init(checked files: [KeyboardReplayFile], centers: [String: NotificationCenter]) {
        self.files = files
        self.centers = centers
        let start = files.map(\.start).min() ?? 0
        self.start = start
        var events: [(event: Event, order: Int)] = []
        for file in files {
            for (index, entry) in file.notifications.enumerated() {
                let overlap = file.restingOverlap(received: index + 1, at: entry.time)
                events.append((Event(app: file.app, entry: entry, time: entry.time >= start ? entry.time - start : 0,
                                     keyboardOverlap: overlap), events.count))
            }
        }
        // Stable: a file without records (made by hand) keeps its own order within a time.
        self.events = events.sorted { a, b in
            if a.event.time != b.event.time { return a.event.time < b.event.time }
            if let ra = a.event.entry.record, let rb = b.event.entry.record, ra != rb { return ra < rb }
            return a.order < b.order
        }.map(\.event)
    }

    /// The first file: the one app of a one-app replay.
    public var file: KeyboardReplayFile { files[0] }

    public var isFinished: Bool { position >= events.count }

    /// The notification `step()` posts next; nil at the end.
    public var next: Event? { isFinished ? nil : events[position] }

    /// When the next notification is due, ms since the story began; nil at the end.
    public var nextTime: UInt64? { next?.time }

    /// What was posted so far.
    public var played: ArraySlice<Event> { events[..<position] }

    /// What UIKit's `applicationState` would say in the first app: set from each lifecycle
    /// notification before it is posted, as UIKit does (nil until the first that changes it).
    /// `UIApplication.shared.applicationState` cannot be set from a test: code that reads the
    /// state should take it from something the test can point here, or use `willPost`.
    public var applicationState: String? { states[file.app] }

    /// The same for any app of the story.
    public func applicationState(of app: String) -> String? { states[app] }

    /// keyboardd's truth for the first app: where the keyboard comes to rest over its window after
    /// what was posted so far (App1.KeyboardOverlap read at the next step end with no keyboard
    /// animation; window coordinates, `.zero` for none). Compare a view with it, as keyboardd's
    /// checks do, instead of with a number copied from the story. Nil for a file without the truth.
    public var keyboardOverlap: CGRect? { keyboardOverlap(of: file.app) }

    /// The same for any app of the story.
    public func keyboardOverlap(of app: String) -> CGRect? {
        files.first { $0.app == app }?.restingOverlap(received: received[app, default: 0], at: start + now)
    }

    /// Posts the next notification, moving the clock to its time; returns it, nil at the end.
    @discardableResult
    public func step() -> Event? {
        guard let event = next else { return nil }
        position += 1
        now = max(now, event.time)
        post(event)
        return event
    }

    /// Moves the clock to the next notification's time and posts every notification due then
    /// (one animation's Will and Did notifications often share a millisecond). Empty at the end.
    @discardableResult
    public func advanceToNext() -> [Event] {
        guard let time = nextTime else { return [] }
        return advance(to: time)
    }

    /// Moves the clock to `time` (ms since the story began) and posts every notification due by
    /// then, in order. A time before `now` posts nothing and leaves the clock where it is.
    @discardableResult
    public func advance(to time: UInt64) -> [Event] {
        var posted: [Event] = []
        while let due = next, due.time <= time, let event = step() { posted.append(event) }
        now = max(now, time)
        return posted
    }

    /// Moves the clock by `milliseconds`, posting what falls due.
    @discardableResult
    public func advance(by milliseconds: UInt64) -> [Event] {
        advance(to: now + milliseconds)
    }

    /// Posts everything left; the clock ends at the last notification's time.
    @discardableResult
    public func runToEnd() -> [Event] {
        var posted: [Event] = []
        while let event = step() { posted.append(event) }
        return posted
    }

    private func post(_ event: Event) {
        let entry = event.entry
        received[event.app, default: 0] += 1
        if entry.kind == .lifecycle, let state = entry.applicationState { states[event.app] = state }
        willPost?(event)
        guard let center = centers[event.app] else { return }
        let name = KeyboardReplayNames.notification(entry.name)
        switch entry.kind {
        case .keyboard:
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in entry.userInfo ?? [:] { userInfo[KeyboardReplayNames.userInfoKey(key)] = value.posted }
            center.post(name: name, object: nil, userInfo: userInfo)
        case .lifecycle:
            center.post(name: name, object: lifecycleObject)
        case .editing:
            center.post(name: name, object: entry.responder.flatMap { editingObject($0, event.app) })
        }
    }
}
