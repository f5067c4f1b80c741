import KeyboardContract

/// Does a story's steps: a Control1 verb, the clock, an app's command or its watchdog, each
/// followed by the apps catching up (StoryClients.catchUp) so that what they do in response
/// happens at the instant keyboardd sent it.
struct StepPerformer {
    let keyboardd: KeyboarddControl
    let clients: StoryClients
    /// The apps whose set-up has a watchdog (K14); a watchdog step of another app does nothing.
    let watchdogs: Set<String>

    func perform(_ step: Step) throws {
        switch step {
        case .control(let verb, let arguments):
            try keyboardd.call(verb, arguments)
        case .app(let role, let command):
            try clients.perform(command, on: role)
            return
        case .advance(let ms):
            try keyboardd.control.advance(ms: ms)
        case .settle:
            _ = try keyboardd.control.settle()
        case .advanceUntilActive(let role):
            let bundleId = try clients.bundleId(role)
            try advanceUntilActive(bundleId)
            guard try keyboardd.appState(bundleId) == App1.AppState.active.rawValue else { throw ScenarioError.neverActive(role) }
        case .watchdog(let role):
            guard watchdogs.contains(role), clients.byRole[role] != nil else { return }
            try clients.perform("watchdog", on: role)
            return
        case .check:
            return
        }
        try clients.catchUp()
    }

    /// Advances the clock 10 ms at a time until the app is active, at most 5 s of model time (far
    /// beyond any era's launch time), the apps catching up after each step as after any other.
    /// A step after which keyboardd's trace has no new record sent the apps nothing and changed no
    /// app's state, so there is nothing to catch up on or to look at; most steps of a launch are such.
    /// After one with records, only the apps they name catch up (each step's Advance and the Trace
    /// after it are one round trip: `advanceWithoutReply`).
    private func advanceUntilActive(_ bundleId: String) throws {
        var last = try keyboardd.trace(after: 0).last?.sequence ?? 0
        var active = try keyboardd.appState(bundleId) == App1.AppState.active.rawValue
        for _ in 0..<500 where !active {
            try keyboardd.advanceWithoutReply(ms: 10)
            let records = try keyboardd.trace(after: last)
            guard let newest = records.last else { continue }
            last = newest.sequence
            let named = Set(records.map(\.app))
            try clients.catchUp(roles: Set(clients.apps.filter { named.contains($0.bundleId) }.map(\.role)))
            active = try keyboardd.appState(bundleId) == App1.AppState.active.rawValue
        }
    }
}
