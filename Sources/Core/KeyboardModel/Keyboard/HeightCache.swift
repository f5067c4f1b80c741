// A small memo in front of KeyboardHeightTable: the table is searched by name, and the keyboard
// is laid out after every change, so the same few rows are asked for again and again.

struct HeightCache {
    private struct Entry {
        var device: String
        var orientation: Orientation
        var inputMode: InputMode
        var keyboardType: KeyboardType
        var predictive: Bool
        var era: KeyboardHeightEra
        var height: KeyboardHeight
    }

    private var entries: [Entry] = []
    private var next = 0
    static let capacity = 32

    mutating func height(device: Device, orientation: Orientation, inputMode: InputMode,
                         keyboardType: KeyboardType, predictive: Bool, era: KeyboardHeightEra) -> KeyboardHeight {
        for i in entries.indices where entries[i].orientation == orientation && entries[i].keyboardType == keyboardType
            && entries[i].predictive == predictive && entries[i].era == era && entries[i].inputMode == inputMode
            && entries[i].device == device.name {
            return entries[i].height
        }
        let h = KeyboardHeightTable.height(device: device, orientation: orientation, inputMode: inputMode,
                                           keyboardType: keyboardType, predictive: predictive, era: era)
        let entry = Entry(device: device.name, orientation: orientation, inputMode: inputMode,
                          keyboardType: keyboardType, predictive: predictive, era: era, height: h)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return h
    }
}

/// Everything the keyboard's layout depends on, as plain values (no references: cheap to compare) (the device through the world's
/// settings generation, which changes whenever the device or profile is assigned).
struct LayoutKey: Equatable {
    var settings: UInt32
    var orientation: Orientation
    var mode: KeyboardMode
    /// The input mode's kind; a third-party keyboard's layout depends on its height only.
    var inputMode: UInt8
    var thirdPartyHeight: Double
    var hardware: Bool
    var barMinimized: Bool
    var barDropY: Double?
    var inputView: InputViewKind
    var customInputViewHeight: Double
    var inputAccessoryViewHeight: Double
    var keyboardType: KeyboardType
    var undockedY: Double?
    /// The password AutoFill bar (N5) in place of the predictive bar.
    var passwordEntry: Bool
    /// iOS 8's QuickType bar collapsed to its handle (N20).
    var quickTypeCollapsed: Bool
    /// The era leaves the QuickType bar out for this field without autocorrection (N3).
    var autocorrectionHidesBar: Bool
}

/// What `reconcileKeyboard` needs of a layout: the full height, the effective mode, the frame when
/// shown, and the docked frame a hidden keyboard may take its size from.
struct LayoutShape {
    var height: Double
    var mode: KeyboardMode
    var frame: Rect
    var dockedFrame: Rect
    /// P3: the bar as the full keyboard rect pushed down (the frame itself when not the bar).
    var barFullFrame: Rect
}

/// The last few layouts (apps switch back and forth between the same few traits).
struct LayoutMemo {
    private var keys: [LayoutKey] = []
    private var shapes: [LayoutShape] = []
    private var next = 0
    /// The entry found or inserted last: reconcile usually asks for the same layout again.
    private var last = 0
    static let capacity = 16

    mutating func shape(for key: LayoutKey) -> LayoutShape? {
        if last < keys.count && keys[last] == key { return shapes[last] }
        for i in keys.indices where keys[i] == key {
            last = i
            return shapes[i]
        }
        return nil
    }

    mutating func insert(_ shape: LayoutShape, for key: LayoutKey) {
        if keys.count < Self.capacity {
            last = keys.count
            keys.append(key)
            shapes.append(shape)
        } else {
            last = next
            keys[next] = key
            shapes[next] = shape
            next = (next + 1) % Self.capacity
        }
    }
}
