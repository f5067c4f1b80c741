/// Sample client processes kept between stories, by example, for one runner: a story takes a
/// process of the example it needs and registers its app in it (`register`: a new scene,
/// tracker and observers on the process's connection, nothing of the previous app), and gives
/// it back after the story, unregistered. Starting a process per app costs far more than the story itself
/// (BENCHMARKS.md, the matrix). A process that failed in any way is stopped, never given back.
/// Every process is stopped by PID in `stopAll()`, which the runner's `close()` calls.
///
/// Not thread-safe: one runner plays one story at a time, on one thread.
final class SampleClientPool {
    private var idle: [String: [SampleClientProcess]] = [:]
    private var busy: [ObjectIdentifier: SampleClientProcess] = [:]
    private let roundTrips: RoundTripCounter
    /// Each process's `deadline`.
    private let clientDeadline: Double

    init(roundTrips: RoundTripCounter, clientDeadline: Double) {
        self.roundTrips = roundTrips
        self.clientDeadline = clientDeadline
    }

    /// An idle process of `executable` made into `role`'s app with `arguments`, or a new process
    /// started with them; either way registered and ready.
    func take(role: String, executable: String, arguments: [String]) throws -> SampleClientProcess {
        while let client = idle[executable]?.popLast() {
            do {
                try client.register(role: role, arguments: arguments)
                busy[ObjectIdentifier(client)] = client
                return client
            } catch {
                // It exited or would not register: a fresh process instead.
                client.stop()
            }
        }
        let client = try SampleClientProcess(role: role, executable: executable, arguments: arguments,
                                             deadline: clientDeadline)
        client.roundTrips = roundTrips
        busy[ObjectIdentifier(client)] = client
        do {
            _ = try client.next(what: "registration") { $0["event"] as? String == "ready" }
        } catch {
            discard(client)
            throw error
        }
        return client
    }

    /// After a story that ran to its end: the apps unregister (all at once) and the processes
    /// wait for the next story; one that cannot (it exited, say) is stopped.
    func giveBack(_ clients: [SampleClientProcess]) {
        let mine = clients.filter { busy.removeValue(forKey: ObjectIdentifier($0)) != nil }
        let live = mine.filter { client in
            guard client.process.exitCode == nil else {
                client.stop()
                return false
            }
            client.send(SampleClientProcess.unregisterCommand)
            return true
        }
        for client in live {
            do {
                try client.reply(to: SampleClientProcess.unregisterCommand)
                idle[client.executable, default: []].append(client)
            } catch {
                client.stop()
            }
        }
    }

    /// After a story that broke off: the process may still be in the middle of a command.
    func discard(_ client: SampleClientProcess) {
        busy.removeValue(forKey: ObjectIdentifier(client))
        client.stop()
    }

    /// Stops every process, idle or not, by PID.
    func stopAll() {
        let all = Array(idle.values.joined()) + Array(busy.values)
        idle.removeAll()
        busy.removeAll()
        for client in all { client.stop() }
    }

    deinit { stopAll() }
}
