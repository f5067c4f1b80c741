// The apps the window server knows, by slot: which app a slot holds, the order they registered in
// (the one delivery order), how a bundle id finds its slot, and which apps have properties waiting
// for the next publish. The world decides what happens to an app; the table only keeps them.

struct AppTable {
    /// Apps by slot; a vacant slot holds `AppRecord.vacant` (serial 0), so every access is in place.
    var slots: [AppRecord] = []
    /// Occupied slots in registration order.
    private(set) var order: [Int] = []
    /// Bundle id → slot, for many apps (`find` compares names while there are few).
    private var slotByBundle: [String: Int] = [:]
    /// Vacant slots, reused before the array grows.
    private var freeSlots: [Int] = []
    /// Serials are never reused: a record's serial tells a scheduled event or a recipient whether the
    /// slot still holds the app it was made for.
    private var nextSerial: UInt64 = 1
    /// Some app's `dirty` is set: `publish` looks at the apps only then.
    var anyDirty = false

    /// Registered apps.
    var count: Int { order.count }

    /// Puts a new app in a free slot (or a new one) and returns the slot.
    mutating func add(_ bundleId: String, backgroundModes: [String], windowFrame: Rect, followsScreen: Bool) -> Int {
        let slot = freeSlots.popLast() ?? slots.count
        if slot == slots.count { slots.append(AppRecord.vacant) }
        slots[slot] = AppRecord(slot: slot, serial: nextSerial, bundleId: bundleId, backgroundModes: backgroundModes,
                                windowFrame: windowFrame, followsScreen: followsScreen)
        nextSerial &+= 1
        anyDirty = true
        order.append(slot)
        slotByBundle[bundleId] = slot
        return slot
    }

    /// Empties the slot; its number goes back to the free list.
    mutating func remove(_ slot: Int) {
        slotByBundle[slots[slot].bundleId] = nil
        slots[slot] = AppRecord.vacant
        order.removeAll { $0 == slot }
        freeSlots.append(slot)
    }

    /// No apps at all (serials keep counting).
    mutating func removeAll() {
        slots.removeAll()
        order.removeAll()
        slotByBundle.removeAll()
        freeSlots.removeAll()
    }

    /// The app's slot. With a few apps comparing names beats hashing one.
    @inline(__always)
    func find(_ bundleId: String) -> Int? {
        guard order.count <= 16 else { return slotByBundle[bundleId] }
        for slot in order where slots[slot].bundleId == bundleId { return slot }
        return nil
    }

    @inline(__always)
    func isOccupied(_ slot: Int) -> Bool { slot >= 0 && slot < slots.count && slots[slot].serial != 0 }

    /// The app has properties to look at in the next publish.
    @inline(__always)
    mutating func markDirty(_ slot: Int) {
        slots[slot].dirty = true
        anyDirty = true
    }
}
