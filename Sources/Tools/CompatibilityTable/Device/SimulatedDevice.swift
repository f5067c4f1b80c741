import CallEvents
import Foundation
import KeyboardClient
import KeyboardContract
import KeyboardModel
import KeyboardTrackers

/// keyboardd's model and its apps in one process, on the model's virtual clock: what the daemon,
/// the bus and the apps' KeyboardClients do together, without them. An event goes to the model at
/// its now; what it sends each app waits in that app's inbox and is then posted there, app after
/// app, each inbox in order. An app that calls the model while it handles a notification (the
/// responder guard in willEnterForeground, the snapshot cover in willResignActive) does so at the
/// model's now, and what that call sends joins the inboxes behind what is already there, as it
/// would on the bus.
///
/// Time moves event by event: the model's scheduled events and the trackers' own timers
/// (VirtualTimer) run in time order, and the apps handle what each sent before time moves on, so
/// an app reacts at the instant of the notification. (The bus runner's apps handle a step's
/// notifications after the step; its stories keep each such step at one instant.)
///
/// A device, its apps and their trackers are used on the one thread that plays the story (their
/// state is confined there, checked); cells on other threads have devices of their own.
final class SimulatedDevice: ConfinedObject {
    struct State {
        fileprivate(set) var world: KeyboardWorld
        /// Whether the apps' App1.Report calls reach the model's trace (for a timeline); verdicts never need them.
        var recordsReports = false
        /// Registration order: the order the apps handle what they were sent.
        fileprivate(set) var apps: [SimulatedApp] = []
        fileprivate var appsByBundle: [String: SimulatedApp] = [:]
        fileprivate var delivering = false
        fileprivate var buffer: [Effect] = []
        /// The app whose notifications are kept (`recordNotifications`), and what it was sent.
        fileprivate var recorded: String?
        fileprivate(set) var received: [ReceivedNotification] = []
    }

    let state: Confined<State>
    /// The trackers' timers on the model's clock.
    let timer = VirtualTimer()

    /// A reset keyboardd on `device` and `profile`, as Control1.Reset and Configure make one;
    /// a device that never ran the era is the model's `notSupported`.
    init(device: String, profile: String) throws(ModelError) {
        let (device, profile) = try Configuration.pairing(device: device, profile: profile)
        state = Confined(State(world: KeyboardWorld(configuration: Configuration(device: device, profile: profile, traceEffects: false))))
    }

    var now: UInt64 { state.world.now }

    // MARK: The apps

    /// Registers an app (Server1.RegisterApp). What the registration sends it waits until the next
    /// delivery, so a screen built now hears it, as a sample client's does.
    func register(_ bundleId: String, launch: Bool) throws(ModelError) -> SimulatedApp {
        let app = SimulatedApp(bundleId: bundleId, device: self)
        state.apps.append(app)
        state.appsByBundle[bundleId] = app
        do {
            _ = try apply(Server1.Call.registerApp(bundleId: bundleId, options: .init(launch: launch)).event)
        } catch {
            state.apps.removeLast()
            state.appsByBundle[bundleId] = nil
            throw error
        }
        return app
    }

    /// The model's view of an app (App1's properties).
    func info(_ bundleId: String) throws(ModelError) -> AppInfo {
        guard let info = state.world.app(bundleId) else { throw .unknownApp("no app \(bundleId)") }
        return info
    }

    /// An app's call (App1), mapped onto the model as keyboardd's server maps it (CallEvents):
    /// applied at once; what it sends is delivered with the rest.
    func call(_ request: App1.Call, from bundleId: String) throws -> App1.Reply {
        request.reply(to: try apply(try request.event(app: bundleId)))
    }

    // MARK: The person and the bench (Control1)

    /// A Control1 call, mapped onto the model as keyboardd's server maps it (CallEvents), then
    /// every app handles what it was sent. Advance and Settle move the device's own clock.
    func perform(_ request: Control1.Call) throws {
        switch try request.request() {
        case .event(let event):
            _ = try apply(event)
            deliver()
        case .advance(let ms):
            advance(to: now + ms)
        case .settle:
            try settle()
        case .trace:
            throw RefusedCall(description: "\(request.method.rawValue) is not played in process: the runner reads the model")
        }
    }

    struct RefusedCall: Error, CustomStringConvertible {
        let description: String
    }

    /// Everything due up to `time`, event by event (Control1.Advance).
    func advance(to time: UInt64) {
        while let next = nextDue, next <= time { step(to: next) }
        if time > state.world.now {
            run { state.world.advance(to: time, into: &$0) }
        }
        timer.now = state.world.now
    }

    /// Until nothing is scheduled, the trackers' timers included (Control1.Settle).
    func settle() throws(ModelError) {
        var steps = 0
        while let next = nextDue {
            guard steps < Self.maximumSettleSteps else {
                throw .limitsExceeded("Settle stopped after \(steps) scheduled steps with work still pending")
            }
            step(to: max(next, state.world.now))
            steps += 1
        }
    }

    static let maximumSettleSteps = 100_000

    /// Until `bundleId` is active, 10 ms at a time as the bus runner moves (at most 5 s), so a step
    /// after it happens at the instant it does there.
    func advanceUntilActive(_ bundleId: String) -> Bool {
        for _ in 0..<500 {
            if state.world.app(bundleId)?.state == .active { return true }
            advance(to: state.world.now + 10)
        }
        return state.world.app(bundleId)?.state == .active
    }

    // MARK: Delivery

    /// Every app handles its inbox, in registration order, until all are empty (an app's reaction
    /// may send more).
    func deliver() {
        guard !state.delivering else { return }
        state.delivering = true
        defer { state.delivering = false }
        timer.now = state.world.now
        var handled = true
        while handled {
            handled = false
            for app in state.apps where !app.inbox.isEmpty {
                handled = true
                var index = 0
                while index < app.inbox.count {
                    app.post(app.inbox[index])
                    index += 1
                }
                app.inbox.removeAll(keepingCapacity: true)
            }
        }
    }

    private var nextDue: UInt64? {
        switch (state.world.nextDueTime, timer.nextDue) {
        case let (model?, tracker?): min(model, tracker)
        case let (model?, nil): model
        case let (nil, tracker?): tracker
        case (nil, nil): nil
        }
    }

    /// One instant: the model's events due then, the apps' handling of them, then the trackers'
    /// timers due then (scheduled after the model's, when the apps heard them) and their effects.
    private func step(to time: UInt64) {
        if time > state.world.now || state.world.nextDueTime.map({ $0 <= time }) == true {
            run { state.world.advance(to: time, into: &$0) }
            deliver()
        }
        timer.now = state.world.now
        if timer.runDue(upTo: time) { deliver() }
    }

    @discardableResult
    private func apply(_ event: Event) throws(ModelError) -> [Effect] {
        var effects: [Effect] = []
        defer { route(effects) }
        try state.world.apply(event, at: state.world.now, into: &effects)
        return effects
    }

    /// `body`'s effects into the buffer kept for them (taken out while `body` changes the world).
    private func run(_ body: (inout [Effect]) -> Void) {
        var effects: [Effect] = []
        swap(&effects, &state.buffer)
        effects.removeAll(keepingCapacity: true)
        body(&effects)
        route(effects)
        swap(&effects, &state.buffer)
    }

    /// Keeps what `bundleId` is sent from now on, each beside the truth then (`received`).
    func recordNotifications(of bundleId: String) {
        state.recorded = bundleId
    }

    private func route(_ effects: [Effect]) {
        if let recorded = state.recorded { record(effects, for: recorded) }
        for effect in effects {
            if case .appProperty(let bundleId, .keyboardOverlap(let overlap)) = effect {
                state.appsByBundle[bundleId]?.inbox.append(.keyboardViewMoved(overlap: CGRect(overlap)))
                continue
            }
            ClientEvents.events(for: effect) { bundleId, event in state.appsByBundle[bundleId]?.inbox.append(.event(event)) }
        }
    }
}

extension SimulatedDevice {
    /// The notifications among `effects` that `bundleId` is sent, as `ReceivedNotification`s.
    fileprivate func record(_ effects: [Effect], for bundleId: String) {
        for effect in effects {
            switch effect {
            case .keyboardNotification(let delivery):
                for (index, app) in delivery.recipients.enumerated() where app == bundleId {
                    let info = delivery.userInfo(at: index)
                    state.received.append(ReceivedNotification(
                        time: state.world.now, kind: .keyboard, name: ClientEvents.keyboardKind(delivery.name).notificationName.rawValue,
                        info: info, detail: nil, truth: truth(of: bundleId)))
                }
            case .editingNotification(let app, let name, let responder) where app == bundleId:
                state.received.append(ReceivedNotification(time: state.world.now, kind: .editing, name: name.rawValue, info: nil,
                                                     detail: responder, truth: truth(of: bundleId)))
            case .lifecycleNotification(let app, let name) where app == bundleId:
                let event = ClientEvents.lifecycleEvent(name)
                state.received.append(ReceivedNotification(time: state.world.now, kind: .lifecycle, name: event.notificationName.rawValue,
                                                     info: nil, detail: event.applicationState.map(Self.stateName),
                                                     truth: truth(of: bundleId)))
            default:
                continue
            }
        }
    }

    /// How much of the app's window the live keyboard covers now (App1.KeyboardOverlap's height).
    private func truth(of bundleId: String) -> Double {
        state.world.keyboardOverlap(of: bundleId, at: state.world.now)?.height ?? 0
    }

    static func stateName(_ state: UIApplication.State) -> String {
        switch state {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        @unknown default: "unknown"
        }
    }
}
