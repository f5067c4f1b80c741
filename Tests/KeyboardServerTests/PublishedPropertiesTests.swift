import KeyboardContract
import KeyboardModel
@testable import KeyboardServer
import Testing

/// Get answers from what PropertiesChanged announced (PublishedProperties), not from the live
/// world (but the live keyboard's frame and overlap). This holds the two to the same values: after every event of long mixed runs, on a phone
/// and on an iPad in several eras, every property the store answers is the one the world has now.
@Suite struct PublishedPropertiesTests {
    static let apps = ["com.example.a", "com.example.b", "com.example.c"]

    /// The `step`th event of a run, from a small deterministic generator: every kind of input that
    /// changes a published property, with valid and refused arguments alike.
    static func event(_ step: Int, _ r: Int) -> Event {
        let app = apps[r % apps.count], other = apps[(r / 3) % apps.count]
        let modes = KeyboardMode.allCases, orientations = Orientation.allCases
        let events: [Event] = [
            .registerApp(bundleId: app, launch: r % 4 != 0, backgroundModes: r % 5 == 0 ? ["audio"] : []),
            .becomeFirstResponder(app: app, responder: "field\(r % 2)",
                                  traits: ResponderTraits(inputAccessoryViewHeight: Double(r % 3) * 22, kind: r % 2 == 0 ? .textField : .textView)),
            .resignFirstResponder(app: app), .launchApp(app), .goHome, .setKeyboardMode(modes[r % modes.count]),
            .rotate(orientations[r % orientations.count]), .setInputMode(Keyboard1.InputMode.rawValues[r % 4]),
            .setHardwareKeyboard(r % 2 == 0), .showAlert(kind: .generic), .dismissAlert,
            .presentSheet(kind: SheetKind.all[r % 3]), .dismissSheet, .terminateApp(other),
            .setSetting(Setting.allCases[r % 4], on: r % 3 != 0),
            .setQuirk(ModelCatalog.quirks[r % ModelCatalog.quirks.count].name, on: r % 2 == 0),
            .setSplitView(primary: app, secondary: r % 3 == 0 ? "" : other, fraction: 0.5),
            .moveAppWindow(app: app, frame: Rect(x: 40, y: 60, width: 500, height: 600)),
            .setInputAccessoryViewHeight(app: app, height: Double(r % 4) * 20), .setSnapshotCover(app: app, covered: r % 2 == 0),
            .beginInteractiveDismiss, .moveInteractiveDismiss(y: 600), .endInteractiveDismiss(dismissed: r % 2 == 0),
            .swipeHomeIndicator, .unregister(app: other), .processDied(app: other), .setShortcutBarMinimized(r % 2 == 0),
            .setOnScreenKeyboard(r % 2 == 0), .reloadInputViews(app: app), .reset,
            .setProfile(ModelCatalog.eras[r % ModelCatalog.eras.count].name), .setDevice(ModelCatalog.devices[r % ModelCatalog.devices.count].name),
            .configure(ConfigureOptions(orientation: orientations[r % 4], settings: [.reduceMotion: r % 2 == 0])),
        ]
        return events[(step * 7 + r) % events.count]
    }

    /// The store as the server keeps it: seeded by the world, then fed the effects in order.
    static func fold(_ effects: [Effect], into store: inout PublishedProperties, world: KeyboardWorld) {
        for effect in effects {
            switch effect {
            case .appAdded(let app): store.appAppeared(app, world.appProperties(app) ?? [])
            case .appRemoved(let app): store.appGone(app)
            case .appProperty(let app, let p): store.record(.app(p), of: .app(app))
            case .keyboardProperty(let p): store.record(.keyboard(p), of: .keyboard)
            case .serverProperty(let p): store.record(.server(p), of: .server)
            default: break
            }
        }
    }

    /// Keyboard1.Frame and App1.KeyboardOverlap are the live keyboard's (N15): Get reads them
    /// from the world at the clock, along the animation, so the store holds them only as
    /// PropertiesChanged last told them.
    static func expectSame(_ store: PublishedProperties, _ world: KeyboardWorld, _ context: String) throws {
        for p in world.keyboardProperties where p.name != Keyboard1.PropertyName.frame.rawValue {
            let name = try #require(Keyboard1.PropertyName(rawValue: p.name))
            #expect(try store.keyboardValue(name) == Keyboard1.PropertyValue(p), "\(context) \(p.name)")
        }
        for p in world.serverProperties {
            let name = try #require(Server1.PropertyName(rawValue: p.name))
            #expect(store.serverValue(name) == Server1.PropertyValue(p), "\(context) \(p.name)")
        }
        for app in world.apps.map(\.bundleId) {
            for p in world.appProperties(app) ?? [] where p.name != App1.PropertyName.keyboardOverlap.rawValue {
                let name = try #require(App1.PropertyName(rawValue: p.name))
                #expect(store.appValue(app, name) == App1.PropertyValue(p), "\(context) \(app) \(p.name)")
            }
        }
    }

    @Test(arguments: [("iphone-x", "ios13"), ("ipad-pro-11", "ios13"), ("ipad-10", "ios26"), ("iphone-6", "ios8"), ("iphone-16-pro", "ideal")])
    func getAnswersWhatPropertiesChangedAnnounced(device: String, profile: String) throws {
        let (d, p) = try Configuration.pairing(device: device, profile: profile)
        var world = KeyboardWorld(configuration: Configuration(device: d, profile: p, traceEffects: false))
        var store = PublishedProperties(world)
        var r = 12345
        var changes = 0, mostApps = 0, devices: Set<String> = [], profiles: Set<String> = []
        for step in 0..<1500 {
            r = (r &* 1_103_515_245 &+ 12345) & 0x7fff_ffff
            var effects: [Effect] = []
            if step % 5 == 4 {
                world.advance(to: world.now + UInt64([10, 120, 400, 6000][r % 4]), into: &effects)
            } else {
                try? world.apply(Self.event(step, r >> 8), at: world.now, into: &effects)
            }
            Self.fold(effects, into: &store, world: world)
            try Self.expectSame(store, world, "\(device) \(profile) step \(step)")
            changes += effects.count { if case .appProperty = $0 { true } else if case .keyboardProperty = $0 { true } else { false } }
            mostApps = max(mostApps, world.apps.count)
            devices.insert(world.device.name)
            profiles.insert(world.profile.name)
        }
        // The run went somewhere: apps side by side, other devices and eras, many changes announced.
        #expect(mostApps >= 2 && changes > 200, "\(mostApps) apps, \(changes) changes")
        #expect(devices.count >= 2 && profiles.count >= 2, "\(devices) \(profiles)")
    }
}
