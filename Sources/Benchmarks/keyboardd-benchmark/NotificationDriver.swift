import CDBus
import Glibc

/// Drives keyboard changes through the frontmost app and Control1, each call as soon as the
/// previous one is answered (the rate the server accepts them), and records when every client
/// receives every notification.
///
/// The cycle is one keyboard show and hide: BecomeFirstResponder (WillShow, WillChangeFrame),
/// Settle (DidShow, DidChangeFrame), ResignFirstResponder (WillHide, WillChangeFrame), Settle
/// (DidHide, DidChangeFrame). A call's signals are sent before its reply, and one sender's
/// messages reach one receiver in order, so the notifications the driving connection reads
/// before reply i are exactly call i's: their Sequence numbers attribute every other client's
/// receipts to the call that caused them.
final class NotificationDriver {
    struct Call {
        var sent: UInt64
        /// The notifications it caused, as the driving connection saw them.
        var sequences: [UInt64] = []
        var measured: Bool
    }

    struct Result {
        var calls: Int
        var notificationsPerCall: Double
        var receipts: Int
        var seconds: Double
        var deliveredPerSecond: Double
        var latencies: [Double]   // seconds, one per measured call
        var notificationBytes: Int
        var highestSequence: UInt64
    }

    private let clients: AppClients
    private var receipts = ReceiptTable()
    private var calls: [Call] = []
    /// Every call sent, warm-up included.
    private(set) var callsSent = 0
    private var outstanding: UInt32?
    /// Pipelined calls (long runs): serials sent and not yet answered, at most `window`.
    private var inFlight: Set<UInt32> = []
    private var window = 1
    private var cyclePosition = 0
    private var measuring = false
    private var stopping = false
    private var failure: String?
    private(set) var notificationBytes = 0
    private(set) var highestSequence: UInt64 = 0

    /// Prints the first notifications the driving app receives (to compare the two servers).
    var showMessages = false
    private var shown = 0

    init(clients: AppClients) {
        self.clients = clients
        // What the blocking setup calls left queued in libdbus.
        for index in 0..<clients.count { drain(index, at: Stopwatch.now()) }
    }

    /// Warms up for `warmup` seconds, then measures for `seconds`, then waits until every client
    /// has every notification of the measured calls.
    func run(warmup: Double, seconds: Double) throws(BenchmarkError) -> Result {
        let start = Stopwatch.now()
        sendNext()
        var measureStart: UInt64 = 0
        while !stopping {
            pump()
            if let failure { throw BenchmarkError(failure) }
            let elapsed = Stopwatch.seconds(since: start)
            if !measuring && elapsed >= warmup {
                measuring = true
                measureStart = Stopwatch.now()
            } else if measuring && elapsed >= warmup + seconds && measuredCalls() >= Self.minimumMeasuredCalls {
                // Measure until there are enough calls for p99 to mean something: at N=200 a
                // 2 s window holds about 150 calls, whose p99 is the slowest one or two.
                stopping = true
            }
        }
        // The last call's reply, then every measured receipt.
        let deadline = Stopwatch.now() + 60_000_000_000
        while (outstanding != nil || !allDelivered()) && Stopwatch.now() < deadline {
            pump()
            if let failure { throw BenchmarkError(failure) }
        }
        guard outstanding == nil, allDelivered() else {
            throw BenchmarkError("not every client received every notification within 60 s")
        }
        return result(from: measureStart)
    }

    /// Runs cycles until the server's notification counter reaches `sequence`, with up to
    /// `window` calls in flight (no measuring: this is for long runs).
    func run(untilSequence sequence: UInt64, window: Int) throws(BenchmarkError) {
        self.window = window
        fillWindow()
        while highestSequence < sequence || !inFlight.isEmpty {
            pump()
            if let failure { throw BenchmarkError(failure) }
            if highestSequence >= sequence { stopping = true }
        }
        stopping = false
    }

    private func fillWindow() {
        while inFlight.count < window && !stopping { inFlight.insert(send(nextCall())) }
    }

    // MARK: The loop

    private func pump() {
        clients.wait(timeoutMs: 100) { index in
            let connection = clients.connections[index]
            _ = connection.readWrite()
            drain(index, at: Stopwatch.now())
        }
    }

    private func drain(_ index: Int, at time: UInt64) {
        let connection = clients.connections[index]
        let isDriver = index == clients.driverIndex
        while let message = connection.popMessage() {
            defer { dbus_message_unref(message) }
            if Messages.isKeyboardNotification(message) {
                guard let sequence = Messages.sequence(of: message) else {
                    failure = "a KeyboardNotification without Sequence"
                    continue
                }
                receipts.record(sequence, at: time)
                if isDriver {
                    if notificationBytes == 0 { notificationBytes = Messages.wireSize(message) }
                    if showMessages && shown < 8 {
                        shown += 1
                        print("    notification \(shown): \(Messages.describe(message))")
                    }
                    highestSequence = max(highestSequence, sequence)
                    if outstanding != nil, !calls.isEmpty { calls[calls.count - 1].sequences.append(sequence) }
                }
                continue
            }
            guard isDriver else { continue }
            let replySerial = dbus_message_get_reply_serial(message)
            let pipelined = inFlight.remove(replySerial) != nil
            guard pipelined || replySerial == outstanding else { continue }
            if dbus_message_get_type(message) == CDBUS_MESSAGE_TYPE_ERROR {
                failure = "the server refused a call: \(Messages.errorText(message))"
            }
            if pipelined {
                fillWindow()
            } else {
                outstanding = nil
                if !stopping { sendNext() }
            }
        }
    }

    /// The next call of the show/hide cycle.
    private func nextCall() -> OpaquePointer {
        defer { cyclePosition = (cyclePosition + 1) % 4 }
        switch cyclePosition {
        case 0: return Messages.becomeFirstResponder(clients.driverPath)
        case 2: return Messages.resignFirstResponder(clients.driverPath)
        default: return Messages.settle()
        }
    }

    private func send(_ message: OpaquePointer) -> UInt32 {
        callsSent += 1
        return clients.driver.send(message)
    }

    private func sendNext() {
        let message = nextCall()
        // Only measured calls are kept.
        if !measuring { calls.removeAll(keepingCapacity: true) }
        calls.append(Call(sent: Stopwatch.now(), measured: measuring))
        outstanding = send(message)
    }

    // MARK: Figures

    /// With 500 calls a run's p99 (nearest rank) is its 6th slowest call, not a single outlier.
    static let minimumMeasuredCalls = 500

    private func measuredCalls() -> Int {
        var count = 0
        for call in calls where call.measured { count += 1 }
        return count
    }

    private func allDelivered() -> Bool {
        for call in calls where call.measured {
            for sequence in call.sequences where receipts.count(sequence) < clients.count { return false }
        }
        return true
    }

    private func result(from start: UInt64) -> Result {
        var latencies: [Double] = []
        var delivered = 0
        var notifications = 0
        var end = start
        var measuredCalls = 0
        for call in calls where call.measured {
            measuredCalls += 1
            guard !call.sequences.isEmpty else { continue }
            var last: UInt64 = 0
            for sequence in call.sequences {
                last = max(last, receipts.last(sequence))
                delivered += receipts.count(sequence)
                notifications += 1
            }
            end = max(end, last)
            latencies.append(Double(last - call.sent) / 1e9)
        }
        let seconds = Double(end - start) / 1e9
        return Result(calls: measuredCalls, notificationsPerCall: Double(notifications) / Double(max(measuredCalls, 1)),
                      receipts: delivered, seconds: seconds, deliveredPerSecond: Double(delivered) / seconds,
                      latencies: latencies, notificationBytes: notificationBytes, highestSequence: highestSequence)
    }
}

/// Per notification (by Sequence): how many clients received it and when the last one did.
struct ReceiptTable {
    private var base: UInt64?
    private var counts: [Int32] = []
    private var lastTimes: [UInt64] = []

    mutating func record(_ sequence: UInt64, at time: UInt64) {
        if base == nil { base = sequence }
        guard let base, sequence >= base else { return }
        let index = Int(sequence - base)
        if index >= counts.count {
            let grow = max(index + 1 - counts.count, 4096)
            counts.append(contentsOf: repeatElement(0, count: grow))
            lastTimes.append(contentsOf: repeatElement(0, count: grow))
        }
        counts[index] += 1
        lastTimes[index] = max(lastTimes[index], time)
    }

    func count(_ sequence: UInt64) -> Int {
        guard let base, sequence >= base, Int(sequence - base) < counts.count else { return 0 }
        return Int(counts[Int(sequence - base)])
    }

    func last(_ sequence: UInt64) -> UInt64 {
        guard let base, sequence >= base, Int(sequence - base) < lastTimes.count else { return 0 }
        return lastTimes[Int(sequence - base)]
    }
}
