// A small memo in front of KeyboardHeightTable: the table is searched by name, and the keyboard
// is laid out after every change, so the same few rows are asked for again and again.

struct HeightCache {
    private struct Entry {
        var device: String
        var orientation: Orientation
        var inputMode: InputMode
        var keyboardType: KeyboardType
        var height: KeyboardHeight
    }

    private var entries: [Entry] = []
    private var next = 0
    static let capacity = 32

    mutating func height(device: Device, orientation: Orientation, inputMode: InputMode,
                         keyboardType: KeyboardType) -> KeyboardHeight {
        for e in entries where e.orientation == orientation && e.keyboardType == keyboardType
            && e.inputMode == inputMode && e.device == device.name {
            return e.height
        }
        let h = KeyboardHeightTable.height(device: device, orientation: orientation, inputMode: inputMode,
                                           keyboardType: keyboardType)
        let entry = Entry(device: device.name, orientation: orientation, inputMode: inputMode,
                          keyboardType: keyboardType, height: h)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return h
    }
}
