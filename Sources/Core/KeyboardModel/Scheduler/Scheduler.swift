// A binary min-heap of scheduled events by (time, insertion sequence): time order, ties in the
// order they were scheduled. Stored inline in one array; push and pop allocate only on growth.

struct Scheduler {
    struct Entry {
        var time: UInt64
        var sequence: UInt64
        var event: ScheduledEvent

        @inline(__always) func precedes(_ o: Entry) -> Bool {
            time < o.time || (time == o.time && sequence < o.sequence)
        }
    }

    private(set) var heap: [Entry] = []
    private var nextSequence: UInt64 = 0

    init() { heap.reserveCapacity(64) }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var next: Entry? { heap.first }

    mutating func schedule(_ event: ScheduledEvent, at time: UInt64) {
        heap.append(Entry(time: time, sequence: nextSequence, event: event))
        nextSequence &+= 1
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].precedes(heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Entry? {
        guard !heap.isEmpty else { return nil }
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            let n = heap.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < n && heap[l].precedes(heap[m]) { m = l }
                if r < n && heap[r].precedes(heap[m]) { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top
    }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }
}
