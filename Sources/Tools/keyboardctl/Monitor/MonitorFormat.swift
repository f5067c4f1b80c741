import ProcessSupport

/// How `monitor` writes one event: a readable line, or one JSON object.
struct MonitorFormat {
    let palette: AppPalette

    /// `   400 ms  #10  WillShow        owner=notes IsLocal=true FrameEnd=(…) → ike, notes`: the
    /// notification in its owner's colour, every recipient in its own, and a red mark on the
    /// recipients for whom it was not local (another app's keyboard).
    func text(_ event: MonitorEvent) -> String {
        switch event {
        case .keyboard(let k):
            let time = k.time.map { "\($0) ms" } ?? "?"
            let sequence = k.sequence.map { "#\($0)" } ?? "#?"
            let name = TraceEntry.shortName(k.name)
            var line = pad(time, 10, right: true) + "  " + pad(sequence, 6) + palette.tinted(pad(name, 16), as: k.owner)
            line += " owner=" + (k.owner.isEmpty ? "none" : palette.app(k.owner))
            line += " IsLocal=" + (k.isLocal.map(String.init) ?? "?")
            line += " FrameEnd=" + (k.frameEnd?.description ?? "?")
            let recipients = k.recipients.map { app in
                app == k.owner ? palette.app(app) : palette.app(app) + palette.warning("(not local)")
            }
            line += " → " + (recipients.isEmpty ? "nobody" : recipients.joined(separator: ", "))
            return line
        case .state(let app, let state):
            return context("state", palette.app(app) + " " + state)
        case .firstResponder(let app, let responder):
            return context("responder", palette.app(app) + " " + (responder.isEmpty ? "none" : responder))
        case .registered(let app):
            return context("registered", palette.app(app))
        case .removed(let app):
            return context("removed", palette.app(app))
        case .daemon(let owner):
            return context("keyboardd", owner.map { "on the bus as \($0)" } ?? "left the bus")
        }
    }

    /// A line without the daemon's time (PropertiesChanged carries none): it sits where it
    /// arrived, between the notifications before and after it.
    private func context(_ what: String, _ detail: String) -> String {
        String(repeating: " ", count: 12) + palette.dim(pad(what, 6 + 16)) + " " + detail
    }

    private func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }

    /// One JSON object per event, `kind` first.
    static func json(_ event: MonitorEvent) -> JSONValue {
        switch event {
        case .keyboard(let k):
            var members: [JSONValue.Member] = [.init("kind", .string("keyboard")), .init("name", .string(k.name))]
            if let time = k.time { members.append(.init("time", .uint(time))) }
            if let sequence = k.sequence { members.append(.init("sequence", .uint(sequence))) }
            members.append(.init("owner", .string(k.owner)))
            if let isLocal = k.isLocal { members.append(.init("isLocal", .bool(isLocal))) }
            if let begin = k.frameBegin { members.append(.init("frameBegin", .rect(begin))) }
            if let end = k.frameEnd { members.append(.init("frameEnd", .rect(end))) }
            if let duration = k.duration { members.append(.init("duration", .double(duration))) }
            if let curve = k.curve { members.append(.init("curve", .int(curve))) }
            members.append(.init("recipients", .array(k.recipients.map(JSONValue.string))))
            return .object(members)
        case .state(let app, let state):
            return .object(["kind": .string("state"), "app": .string(app), "state": .string(state)])
        case .firstResponder(let app, let responder):
            return .object(["kind": .string("firstResponder"), "app": .string(app), "firstResponder": .string(responder)])
        case .registered(let app):
            return .object(["kind": .string("registered"), "app": .string(app)])
        case .removed(let app):
            return .object(["kind": .string("removed"), "app": .string(app)])
        case .daemon(let owner):
            return .object(["kind": .string("daemon"), "owner": owner.map(JSONValue.string) ?? .null])
        }
    }
}
