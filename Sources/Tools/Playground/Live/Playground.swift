import DBus
import Dispatch
import Foundation
import KeyboardContract
import ProcessSupport
import Synchronization

/// One playground: a client of one keyboardd like keyboardctl, and the pages (tabs) that show it.
/// It watches keyboardd's broadcasts (Keyboard1.Notification, every PropertiesChanged, apps coming
/// and going) and pushes to every tab what they say, as they arrive: nothing is polled, so an
/// idle keyboardd leaves the playground idle. It does what a page asks (a Control1 call, an App1
/// call of an app it runs, the clock), one thing at a time, and keeps the session for export.
///
/// Unchecked Sendable: what is not `let` or in a Mutex is touched on `work` only.
public final class Playground: @unchecked Sendable {
    public let address: String
    public let tabs = Tabs()
    let connection: Connection
    let control: Control1.Proxy
    let server: Server1.Proxy
    let keyboard: Keyboard1.Proxy
    /// Every bus call, sample client command and export, in order.
    let work = DispatchQueue(label: "keyboardd.playground")
    let apps: PlaygroundApps
    let exporter: SessionExporter
    var session: SessionLog
    /// The keyboardd the quirk probe starts for itself.
    let keyboarddBinary: String
    var watch: KeyboarddWatch!
    var clock: RealTimeClock!
    /// The largest message a page may send; a bigger one is refused with an error frame.
    public static let maximumMessageBytes = 64 * 1024

    /// Connects to keyboardd at `address` (which must be there). `examplesDirectory` holds the
    /// sample clients the playground runs as its apps; `keyboardctl` plays an export back.
    public init(address: String, examplesDirectory: String, keyboardctl: String, keyboardd: String) throws(DBusError) {
        self.address = address
        keyboarddBinary = keyboardd
        connection = try Connection(address: address)
        control = Control1.Proxy(connection)
        server = Server1.Proxy(connection)
        keyboard = Keyboard1.Proxy(connection)
        apps = PlaygroundApps(address: address, examplesDirectory: examplesDirectory)
        exporter = SessionExporter(keyboardctl: keyboardctl)
        session = SessionLog()
        watch = KeyboarddWatch(playground: self)
        clock = RealTimeClock(playground: self)
    }

    /// Starts listening (before anything is read, so nothing is missed) and reads where keyboardd is.
    public func start() throws(DBusError) {
        try watch.start()
        let read = work.sync { () -> Result<SessionLog.Start, DBusError> in
            Result { () throws(DBusError) -> SessionLog.Start in
                let properties = try server.properties()
                return SessionLog.Start(device: properties.device ?? "", era: properties.profile ?? "",
                                        orientation: properties.orientation ?? "portrait",
                                        settings: (properties.settings ?? [:]).compactMapValues { $0.unwrappedBool },
                                        traceAfter: try control.trace(afterSequence: 0).last?.sequence ?? 0)
            }
        }
        let start = try read.get()
        work.sync {
            session = SessionLog(start: start)
            watch.lastSequence = start.traceAfter
            watch.refresh()
        }
    }

    /// Stops the sample clients it runs (by PID), its timer and its bus connection.
    public func stop() {
        clock.stop()
        work.sync {
            apps.stopAll()
            watch.stop()
            // What the session kept goes now, not at exit: its D-Bus values sit in indirect enum
            // boxes whose packed pointers LeakSanitizer's exit scan cannot follow (scripts/sanitizers/lsan.supp).
            session = SessionLog()
            watch.records = []
        }
        tabs.closeAll()
        connection.close()
    }

    // MARK: Tabs

    /// A new tab: everything it needs to draw the same page as the others.
    func welcome(_ tab: Tabs.ID) {
        work.async { [self] in
            tabs.send(["catalog": Catalog.json], to: tab)
            // The lanes first, so that the first state drawn has them.
            if !watch.records.isEmpty { tabs.send(["records": watch.records, "replay": true], to: tab) }
            tabs.send(["state": watch.lastState ?? [:], "session": session.json, "apps": apps.json], to: tab)
        }
    }

    /// A message from a tab: `{"id": N, "call": {...}}` or `{"id": N, "playground": {...}}`. What
    /// cannot be read is answered with an error frame; the connection stays.
    func receive(_ text: String, from tab: Tabs.ID) {
        guard text.utf8.count <= Self.maximumMessageBytes else {
            tabs.send(Self.errorFrame(nil, DBusError(name: KeyboarddErrorName.limitsExceeded.rawValue, message:
                "a message of \(text.utf8.count) bytes is over the playground's limit of \(Self.maximumMessageBytes)")), to: tab)
            return
        }
        let message: PageMessage
        do {
            message = try PageMessage.parse(text)
        } catch {
            tabs.send(Self.errorFrame(nil, error), to: tab)
            return
        }
        let id = message.id
        work.async { [self] in
            let reply: [String: Any]
            do {
                reply = try handle(message)
            } catch let error as DBusError {
                tabs.send(Self.errorFrame(id, error), to: tab)
                return
            } catch {
                tabs.send(Self.errorFrame(id, .failed("\(error)")), to: tab)
                return
            }
            var frame: [String: Any] = ["reply": reply]
            if let id { frame["id"] = id }
            tabs.send(frame, to: tab)
        }
    }

    /// `{"error": {...}}`, with the contract's name (and short name) and message, which lists the
    /// valid values where keyboardd's does.
    static func errorFrame(_ id: Double?, _ error: DBusError) -> [String: Any] {
        var frame: [String: Any] = ["error": ["name": error.name, "shortName": String(error.name.split(separator: ".").last ?? ""),
                                              "message": error.message]]
        if let id { frame["id"] = id }
        return frame
    }

    /// On `work`.
    private func handle(_ message: PageMessage) throws -> [String: Any] {
        if let call = message.call {
            return try perform(call.get())
        }
        if let action = message.playground {
            return try PlaygroundAction.perform(action, on: self)
        }
        throw DBusError.invalidArgs("a message is {\"id\": N, \"call\": {\"interface\": \"Control1\"|\"App1\", \"method\": ..., "
                                    + "\"arguments\": {...}}} or {\"id\": N, \"playground\": {\"action\": ...}}")
    }

    /// A Control1 call as the person (through the generated proxy), or an App1 call of an app the
    /// playground runs (done by its sample client, as the app would), then the apps catch up and
    /// the tabs hear what changed. The reply's results are under their names in the XML.
    func perform(_ call: PageCall) throws -> [String: Any] {
        let reply: JSONValue
        switch call {
        case .control(.reset):
            try reset()
            return [:]
        case .control(let call):
            let values = try control.perform(call).values(answering: call.method)
            session.record(.control(call))
            reply = call.replyJSON(values)
        case .app(let call, let bundleId):
            for command in try AppCommands.commands(for: call, example: try apps.example(of: bundleId)) {
                try apps.perform(command, on: bundleId)
                session.record(.app(bundleId, command))
            }
            reply = call.replyJSON([])
        }
        afterStep()
        return reply.foundation as? [String: Any] ?? [:]
    }

    /// Back to the start keyboardd was given, and a new session; the apps the playground runs go.
    func reset() throws {
        apps.stopAll()
        try control.reset()
        let properties = try server.properties()
        session = SessionLog(start: SessionLog.Start(
            device: properties.device ?? "", era: properties.profile ?? "", orientation: properties.orientation ?? "portrait",
            settings: (properties.settings ?? [:]).compactMapValues { $0.unwrappedBool },
            traceAfter: try control.trace(afterSequence: 0).last?.sequence ?? watch.lastSequence))
        watch.records = []
        tabs.broadcast(["session": session.json, "apps": apps.json, "reset": true])
        watch.refresh()
    }

    /// After a step: every app the playground runs handles what keyboardd sent and tells it what its
    /// tracker believes (App1.Report), so the trace holds belief beside truth; then the tabs hear it.
    func afterStep() {
        let beliefs = apps.catchUpAndReport()
        watch.refresh()
        if !beliefs.isEmpty { tabs.broadcast(["beliefs": beliefs]) }
    }
}

extension DBusValue {
    var unwrappedBool: Bool? { if case .boolean(let b) = unwrappedVariant { b } else { nil } }
}
