// The trace as a ring of fixed capacity in records: a long run never grows memory (issue 3 §11).
// A keyboard notification is stored as one entry for all its recipients (they share the name,
// the userInfo and the recipients' list); it reads back as one record per recipient, with
// consecutive sequence numbers, exactly as if each had been recorded on its own.

struct TraceRing {
    let capacity: Int
    /// Entries oldest first from `head`, `entryCount` of them, wrapping around the buffer.
    private var buffer: [TraceEntry] = []
    private var head = 0
    private var entryCount = 0
    /// The ring holds the records numbered `oldest..<nextSequence` (sequence numbers have no
    /// gaps), so evicting is moving `oldest`; the first entry may hold a few older ones too.
    private var oldest: UInt64 = 1
    private(set) var nextSequence: UInt64 = 1
    /// The userInfo box of the last notification entry the ring overwrote, when nothing else held
    /// it any more: the next notification fills it instead of allocating one (and freeing this).
    private var spareBox: KeyboardUserInfo.Storage?

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Records held (what `capacity` bounds).
    var count: Int { Int(nextSequence - oldest) }

    /// Records and returns the new record (sequence numbers start at 1 and never repeat).
    @discardableResult
    mutating func append(time: UInt64, app: String, payload: TracePayload) -> TraceRecord {
        let record = TraceRecord(sequence: nextSequence, time: time, app: app, payload: payload)
        add(time: time, app: app, payload: payload)
        return record
    }

    /// Records without handing the record back.
    mutating func add(time: UInt64, app: String, payload: TracePayload) {
        guard let i = nextSlot(records: 1) else { return }
        // Field by field into the slot: no whole entry is built, copied and destroyed; through one
        // buffer access (each subscript write would check the buffer's uniqueness again).
        buffer.withUnsafeMutableBufferPointer { b in
            b[i].time = time
            b[i].app = app
            if let box = Self.replace(&b[i].payload, with: payload) { spareBox = box }
            b[i].isInput = false
            if !b[i].recipients.isEmpty { b[i].recipients = [] }
        }
    }

    /// Records an input event, kept inline in the entry (a `.input` payload boxes it: an
    /// allocation and a free per event).
    mutating func add(time: UInt64, input event: Event) {
        guard let i = nextSlot(records: 1) else { return }
        buffer.withUnsafeMutableBufferPointer { b in
            b[i].time = time
            b[i].input = event   // (its app is read from the event when the record is read)
            b[i].isInput = true
            if !b[i].recipients.isEmpty { b[i].recipients = [] }
        }
    }

    /// Records one notification to each of `delivery.recipients` (one record each, in order).
    mutating func add(time: UInt64, delivery: KeyboardDelivery) {
        let n = delivery.recipients.count
        guard n > 0, let i = nextSlot(records: n) else { return }
        buffer.withUnsafeMutableBufferPointer { b in
            b[i].time = time
            if let box = Self.replace(&b[i].payload, with: .keyboard(delivery.name, delivery.userInfo)) { spareBox = box }
            b[i].isInput = false
            b[i].recipients = delivery.recipients
            b[i].localIndex = delivery.localIndex
            b[i].shiftedIndex = delivery.shiftedIndex
            b[i].shiftY = delivery.shiftY
        }
    }

    /// Puts `new` in place of `payload`; the userInfo box a notification's payload held is
    /// returned when nothing else holds it any more (the effect that shared it is gone).
    @inline(__always)
    private static func replace(_ payload: inout TracePayload, with new: TracePayload) -> KeyboardUserInfo.Storage? {
        guard case .keyboard(_, var old) = payload else {
            payload = new
            return nil
        }
        payload = new
        return old.releasedBox()
    }

    /// The spare userInfo box, if there is one, handed over; not when a copy of the world (and so
    /// of this ring) holds it too, as both would fill it.
    mutating func takeSpareBox() -> KeyboardUserInfo.Storage? {
        guard var box = spareBox else { return nil }
        spareBox = nil
        return isKnownUniquelyReferenced(&box) ? box : nil
    }

    /// The record of `delivery.recipients[index]` recorded by `add(time:delivery:)` just now.
    func record(time: UInt64, delivery: KeyboardDelivery, index: Int) -> TraceRecord {
        let first = nextSequence &- UInt64(delivery.recipients.count)
        return TraceRecord(sequence: first &+ UInt64(index), time: time, app: delivery.recipients[index],
                           payload: .keyboard(delivery.name, delivery.userInfo(at: index)))
    }

    /// Numbers `records` new records, drops what falls out of the ring, and returns the slot of
    /// the new entry with its numbers set (the rest of the slot still holds an old entry, which the
    /// caller overwrites); nil when the ring keeps nothing.
    private mutating func nextSlot(records: Int) -> Int? {
        let first = nextSequence
        nextSequence &+= UInt64(records)
        guard capacity > 0 else {
            oldest = nextSequence
            return nil
        }
        if nextSequence - oldest > UInt64(capacity) { oldest = nextSequence - UInt64(capacity) }
        // Entries whose every record is older than `oldest` go (the new entry always stays).
        while entryCount > 0 && buffer[head].first &+ UInt64(buffer[head].records) <= oldest {
            head = head + 1 == buffer.count ? 0 : head + 1
            entryCount -= 1
        }
        if entryCount == buffer.count { grow() }
        let tail = head + entryCount
        let i = tail < buffer.count ? tail : tail - buffer.count
        entryCount += 1
        buffer.withUnsafeMutableBufferPointer { b in
            b[i].first = first
            b[i].records = records
        }
        return i
    }

    /// Doubles the buffer (up to `capacity` entries, as every entry holds a record), oldest first.
    private mutating func grow() {
        var entries: [TraceEntry] = []
        let size = Swift.min(capacity, Swift.max(16, buffer.count * 2))
        entries.reserveCapacity(size)
        for i in 0..<entryCount { entries.append(buffer[(head + i) % buffer.count]) }
        while entries.count < size { entries.append(TraceEntry.unused) }
        buffer = entries
        head = 0
    }

    /// Records with a sequence greater than `sequence`, oldest first (those still in the ring).
    func records(after sequence: UInt64) -> [TraceRecord] {
        let from = Swift.max(sequence &+ 1, oldest)
        var out: [TraceRecord] = []
        for i in 0..<entryCount {
            let e = buffer[(head + i) % buffer.count]
            for k in 0..<e.records where e.first &+ UInt64(k) >= from { out.append(e.record(k)) }
        }
        return out
    }

    /// Empties the ring; sequence numbers keep counting so a reader never sees one twice.
    mutating func clear() {
        buffer.removeAll(keepingCapacity: true)
        head = 0
        entryCount = 0
        oldest = nextSequence
    }
}

/// One record, or one notification's records (one per recipient, consecutive sequence numbers).
/// Plain stored fields, no enum to switch on: the ring's bookkeeping reads `first` and `records`
/// without copying the entry.
struct TraceEntry {
    /// Sequence number of the entry's first record.
    var first: UInt64
    var time: UInt64
    /// The app of a single record other than an input (an input's is its event's); a
    /// notification's apps are `recipients`.
    var app: String
    /// The record's payload; a notification's name and userInfo as the broadcast has it.
    var payload: TracePayload
    /// The event of an input record (`isInput`); other entries leave the slot's last one here.
    var input: Event = .goHome
    var isInput = false
    /// A notification's recipients in delivery order, empty for a single record.
    var recipients: [String]
    var localIndex: Int
    /// P4: the recipient whose frames are shifted, and by how much (KeyboardDelivery's).
    var shiftedIndex = -1
    var shiftY = 0.0
    /// Records in the entry (1, or the recipients' count); those numbered below the ring's
    /// `oldest` are dropped (a notification at the ring's edge loses its first recipients first).
    var records: Int

    /// What a slot of the ring holds before its first entry.
    static let unused = TraceEntry(first: 0, time: 0, app: "", payload: .state(.notRunning))

    init(first: UInt64, time: UInt64, app: String, payload: TracePayload) {
        self.first = first
        self.time = time
        self.app = app
        self.payload = payload
        recipients = []
        localIndex = -1
        records = 1
    }

    func record(_ index: Int) -> TraceRecord {
        if isInput { return TraceRecord(sequence: first, time: time, app: input.appName, payload: .input(input)) }
        guard case .keyboard(let name, var info) = payload, !recipients.isEmpty else {
            return TraceRecord(sequence: first, time: time, app: app, payload: payload)
        }
        info.isLocal = index == localIndex
        if index == shiftedIndex { KeyboardDelivery.shift(&info, by: shiftY) }
        return TraceRecord(sequence: first &+ UInt64(index), time: time, app: recipients[index],
                           payload: .keyboard(name, info))
    }
}
