// The trace as a ring of fixed capacity: a long run never grows memory (issue 3 §11).

struct TraceRing {
    let capacity: Int
    private var buffer: [TraceRecord] = []
    /// Index in `buffer` of the oldest record once the ring is full.
    private var head = 0
    private(set) var nextSequence: UInt64 = 1

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        buffer.reserveCapacity(min(self.capacity, 1 << 16))
    }

    var count: Int { buffer.count }

    /// Records and returns the new record (sequence numbers start at 1 and never repeat).
    @discardableResult
    mutating func append(time: UInt64, app: String, payload: TracePayload) -> TraceRecord {
        let record = TraceRecord(sequence: nextSequence, time: time, app: app, payload: payload)
        nextSequence &+= 1
        guard capacity > 0 else { return record }
        if buffer.count < capacity {
            buffer.append(record)
        } else {
            buffer[head] = record
            head = (head + 1) % capacity
        }
        return record
    }

    /// Records without handing the record back.
    mutating func add(time: UInt64, app: String, payload: TracePayload) {
        let sequence = nextSequence
        nextSequence &+= 1
        guard capacity > 0 else { return }
        if buffer.count < capacity {
            buffer.append(TraceRecord(sequence: sequence, time: time, app: app, payload: payload))
        } else {
            buffer[head] = TraceRecord(sequence: sequence, time: time, app: app, payload: payload)
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// Records with a sequence greater than `sequence`, oldest first (those still in the ring).
    func records(after sequence: UInt64) -> [TraceRecord] {
        guard !buffer.isEmpty else { return [] }
        let oldest = buffer[head].sequence
        let skip = sequence < oldest ? 0 : Int(min(sequence - oldest + 1, UInt64(buffer.count)))
        var out: [TraceRecord] = []
        out.reserveCapacity(buffer.count - skip)
        for i in skip..<buffer.count { out.append(buffer[(head + i) % buffer.count]) }
        return out
    }

    /// Empties the ring; sequence numbers keep counting so a reader never sees one twice.
    mutating func clear() {
        buffer.removeAll(keepingCapacity: true)
        head = 0
    }
}
