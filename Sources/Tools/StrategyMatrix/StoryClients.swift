/// The sample client processes of one story, by role, beside the story's apps: what a step, a
/// check or an expectation asks of the apps, and the catch-up that keeps them level with keyboardd.
struct StoryClients {
    let byRole: [String: SampleClientProcess]
    let apps: [AppSpec]

    func client(_ role: String) throws -> SampleClientProcess {
        guard let client = byRole[role] else { throw ScenarioError.unknownRole(role) }
        return client
    }

    func bundleId(_ role: String) throws -> String {
        guard let app = apps.first(where: { $0.role == role }) else { throw ScenarioError.unknownRole(role) }
        return app.bundleId
    }

    /// What each sample client printed, by role.
    var transcripts: [String: [String]] { byRole.mapValues(\.transcript) }

    /// Every app tells keyboardd what it believes (App1.Report), after handling what keyboardd
    /// sent so far, so the trace holds belief beside truth at every step (the timeline's curves).
    func reportBeliefs() throws {
        for role in byRole.keys.sorted() {
            // A terminated app has no belief to report: its process left, or keyboardd refuses it.
            guard let client = byRole[role], client.process.exitCode == nil else { continue }
            do {
                _ = try client.sync()
                try client.perform("report")
            } catch SampleClientError.commandFailed {
                continue
            }
        }
    }

    /// A command to one app, then the catch-up. The app's own `sync` is sent with the command:
    /// a client runs its commands one after the other, so it handles the sync after the command
    /// and what keyboardd sent for it, and its part of the catch-up needs no round trip of its own.
    func perform(_ command: String, on role: String) throws {
        let client = try client(role)
        client.send(command)
        let sync = client.startSync()
        try client.reply(to: command)
        try catchUp(started: [role: sync])
    }

    /// Every app has handled what keyboardd sent so far, and keyboardd has answered what the apps
    /// did in response (the responder guard's BecomeFirstResponder in willEnterForeground, the
    /// snapshot cover in willResignActive). On the virtual clock an app's reaction then happens
    /// at the instant of the notification, never after the next Advance or Settle, however busy
    /// the machine is. One round is enough: the sample clients' reactions send no notification
    /// another app reacts to.
    ///
    /// The apps' round trips run at once: each ends when its own app has handled what keyboardd
    /// sent it, and the clock does not move meanwhile, so the order of their reactions is the
    /// only thing left to chance, as it was one after the other.
    /// `roles`: only these apps (those keyboardd sent something, when the trace says so);
    /// `started`: the apps whose `sync` was sent already.
    func catchUp(roles: Set<String>? = nil, started: [String: SampleClientProcess.PendingSync] = [:]) throws {
        let pending = byRole.keys.sorted().filter { roles?.contains($0) ?? true }
            .compactMap { role -> (SampleClientProcess, SampleClientProcess.PendingSync)? in
                guard let client = byRole[role] else { return nil }
                if let sync = started[role] { return (client, sync) }
                guard client.process.exitCode == nil else { return nil }
                return (client, client.startSync())
            }
        for (client, sync) in pending {
            do {
                _ = try client.finish(sync)
            } catch SampleClientError.commandFailed {
                continue   // a terminated app: keyboardd no longer answers it
            }
        }
    }
}
