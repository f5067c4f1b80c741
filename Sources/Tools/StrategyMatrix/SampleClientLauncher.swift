/// Starts a story's sample clients and lets them go after it: a process per app, or with a
/// pool (ScenarioRunner's `reusesClients`) processes kept from earlier stories.
struct SampleClientLauncher {
    let busAddress: String
    /// Where the built sample clients are (`ike`, `notes`, ...).
    let examplesDirectory: String
    /// The processes kept between stories; nil: a process per app and story.
    let pool: SampleClientPool?
    let roundTrips: RoundTripCounter
    /// Each client's `deadline` (SampleClientProcess).
    let clientDeadline: Double

    /// A sample client per app, with its extra arguments, each registered (a process started,
    /// or one kept from an earlier story). On a failure the clients already there are stopped.
    func start(_ apps: [(app: AppSpec, arguments: [String])]) throws -> StoryClients {
        var clients: [String: SampleClientProcess] = [:]
        do {
            for (app, extra) in apps {
                let executable = examplesDirectory + "/" + app.example
                // A story checks a watchdog at its own steps (`watchdog: ROLE`), on the virtual clock:
                // no wall-clock check between a Will and the settle after it (K14, N15).
                let arguments = ["--bus", busAddress, "--bundle-id", app.bundleId, "--watchdog-interval", "0"]
                    + (app.launch ? [] : ["--no-launch"]) + extra
                if let pool {
                    clients[app.role] = try pool.take(role: app.role, executable: executable, arguments: arguments)
                    continue
                }
                let client = try SampleClientProcess(role: app.role, executable: executable, arguments: arguments,
                                                     deadline: clientDeadline)
                client.roundTrips = roundTrips
                clients[app.role] = client
                _ = try client.next(what: "registration") { $0["event"] as? String == "ready" }
            }
        } catch {
            release(clients, completed: false)
            throw error
        }
        return StoryClients(byRole: clients, apps: apps.map(\.app))
    }

    /// After a story: kept clients unregister for the next one (`completed`), or are stopped
    /// when the story broke off; without a pool every client is stopped (SIGTERM: it unregisters).
    func release(_ clients: StoryClients, completed: Bool) {
        release(clients.byRole, completed: completed)
    }

    private func release(_ clients: [String: SampleClientProcess], completed: Bool) {
        let all = clients.keys.sorted().map { clients[$0]! }
        switch (pool, completed) {
        case (let pool?, true): pool.giveBack(all)
        case (let pool?, false): all.forEach(pool.discard)
        case (nil, _): all.forEach { $0.stop() }
        }
    }

    /// Stops the processes kept between stories, by PID.
    func close() {
        pool?.stopAll()
    }
}
