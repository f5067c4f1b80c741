import DBus
import KeyboardContract
import KeyboardModel

// The model's values as the contract's wire types (KeyboardContract), and back where the bus
// brings them in: one conversion per type, used by the getters that answer Get and by the
// PropertiesChanged, notifications and trace records built from the model's effects.

extension KeyboardContract.Rect {
    init(_ r: KeyboardModel.Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}

extension ContractEnumeration {
    /// A model enum as the contract's value list it spells (the model knows no contract;
    /// ContractTests' ModelNamesTests holds each model enum's raw values to the list's).
    init(_ model: some RawRepresentable<String>) {
        guard let value = Self(rawValue: model.rawValue) else {
            preconditionFailure("\(model.rawValue) is not in the contract's \(Self.enumeration.name)")
        }
        self = value
    }
}

extension WindowEntry {
    init(_ w: WindowInfo) {
        self.init(id: w.id, kind: App1.WindowKind(w.kind), hidden: w.hidden, frame: KeyboardContract.Rect(w.frame))
    }
}

extension NotificationUserInfo {
    init(_ info: KeyboardUserInfo) {
        let keys = info.keys
        let c0 = info.centerBegin, c1 = info.centerEnd
        self.init(frameBegin: KeyboardContract.Rect(info.frameBegin), frameEnd: KeyboardContract.Rect(info.frameEnd),
                  centerBegin: KeyboardContract.Point(x: c0.x, y: c0.y), centerEnd: KeyboardContract.Point(x: c1.x, y: c1.y),
                  bounds: KeyboardContract.Rect(info.bounds),
                  animationDuration: info.duration, animationCurve: Int32(clamping: info.curve),
                  isLocal: keys.isLocal ? info.isLocal : nil,
                  sequence: info.sequence, time: info.time, owner: info.owner, animationKeys: keys.animation,
                  frameChangedByUserInteraction: keys.frameChangedByUserInteraction ? keys.byUserInteraction : nil)
    }
}

extension Control1.TraceRecord {
    init(_ record: KeyboardModel.TraceRecord) {
        self.init(sequence: record.sequence, time: record.time, app: record.app, event: record.event,
                  data: ValueMapping.typedEntries(record.data))
    }
}

extension App1.PropertyValue {
    init(_ property: AppProperty) {
        self = switch property {
        case .state(let s): .state(App1.AppState(s))
        case .firstResponder(let r): .firstResponder(r)
        case .windowFrame(let r): .windowFrame(KeyboardContract.Rect(r))
        case .windows(let w): .windows(w.map(WindowEntry.init))
        case .keyboardOverlap(let r): .keyboardOverlap(KeyboardContract.Rect(r))
        }
    }
}

extension Keyboard1.PropertyValue {
    init(_ property: KeyboardProperty) {
        self = switch property {
        case .visible(let b): .visible(b)
        case .frame(let r): .frame(KeyboardContract.Rect(r))
        case .owner(let o): .owner(o)
        case .mode(let m): .mode(m.rawValue)
        case .inputMode(let m): .inputMode(m)
        case .hardwareKeyboard(let b): .hardwareKeyboard(b)
        case .animating(let b): .animating(b)
        }
    }
}

extension Server1.PropertyValue {
    init(_ property: ServerProperty) {
        self = switch property {
        case .device(let d): .device(d)
        case .orientation(let o): .orientation(o.rawValue)
        case .screen(let r): .screen(KeyboardContract.Rect(r))
        case .profile(let p): .profile(p)
        case .quirks(let q): .quirks(q)
        case .frontmost(let f): .frontmost(f)
        case .keyboardOwner(let o): .keyboardOwner(o)
        case .settings(let s): .settings(ValueMapping.typedEntries(s))
        }
    }
}
