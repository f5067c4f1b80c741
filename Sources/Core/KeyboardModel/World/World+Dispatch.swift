// One entry per event: validation lives in each handler, before it changes anything.

extension KeyboardWorld {
    mutating func handle(_ event: Event) throws(ModelError) {
        // The input's trace effect comes before what the event caused; its record is made after
        // (sequence order), so a placeholder holds its place (dropped with the rest on a throw).
        // A report is its own trace record: no input record for it.
        let journaled: Bool
        if case .report = event { journaled = false } else { journaled = true }
        let mark = out.count
        if journaled && configuration.traceEffects { out.append(.reply(false)) }
        switch event {
        case .registerApp(let id, let launch, let frame, let modes):
            try registerApp(id, launch: launch, windowFrame: frame, backgroundModes: modes)
        case .unregister(let id), .processDied(let id):
            try removeApp(id)
        case .becomeFirstResponder(let id, let responder, let traits):
            try becomeFirstResponder(id, responder, traits)
        case .resignFirstResponder(let id, let animated):
            try resignFirstResponder(id, animated: animated)
        case .setInputAccessoryViewHeight(let id, let h):
            try setAccessoryHeight(id, h)
        case .setWindowFrame(let id, let windowId, let frame):
            try setWindowFrame(id, windowId, frame)
        case .setSnapshotCover(let id, let covered):
            try setSnapshotCover(id, covered)
        case .report(let id, let facts):
            try report(id, facts)
        case .launchApp(let id): try launchApp(id)
        case .goHome: try goHome()
        case .swipeHomeIndicator: try swipeHomeIndicator()
        case .showAlert(let kind): try showAlert(kind)
        case .dismissAlert: try dismissAlert()
        case .setInputMode(let m): try setInputMode(m)
        case .setHardwareKeyboard(let on): setHardwareKeyboard(on)
        case .setKeyboardMode(let m): try setKeyboardMode(m)
        case .beginKeyboardDrag: try beginKeyboardDrag()
        case .endKeyboardDrag(let y): try endKeyboardDrag(y)
        case .rotate(let o): try rotate(o)
        case .setSplitView(let p, let s, let f): try setSplitView(p, s, f)
        case .terminateApp(let id): try terminateApp(id)
        case .setDevice(let d): try setDevice(d)
        case .setProfile(let p): try setProfile(p)
        case .setQuirk(let q, let on): try setQuirk(q, on)
        case .configure(let options): try configure(options)
        case .reset: reset()
        case .reloadInputViews(let id): try reloadInputViews(id)
        case .pushViewController(let id, let search): try pushViewController(id, searchField: search)
        case .popViewController(let id, let search): try popViewController(id, searchField: search)
        case .setSetting(let setting, let on): try setSetting(setting, on)
        case .setInputModeFromMenu(let m): try setInputMode(m, fromMenu: true)
        case .resizeKeyboardExtension(let height): try resizeKeyboardExtension(height: height)
        case .beginInteractiveDismiss: try beginInteractiveDismiss()
        case .moveInteractiveDismiss(let y): try moveInteractiveDismiss(y)
        case .endInteractiveDismiss(let dismissed): try endInteractiveDismiss(dismissed)
        case .presentSheet(let kind): try presentSheet(kind)
        case .dismissSheet: try dismissSheet()
        case .dismissSheetBy(let how): try dismissSheet(by: how)
        case .moveAppWindow(let id, let frame): try moveAppWindow(id, frame)
        case .setShortcutBarMinimized(let on): try setShortcutBarMinimized(on)
        case .setQuickTypeCollapsed(let on): try setQuickTypeCollapsed(on)
        case .setOnScreenKeyboard(let shown): try setOnScreenKeyboard(shown)
        }
        // The input goes into the journal before what it caused.
        guard journaled else { return }
        if configuration.traceEffects {
            out[mark] = .trace(trace.append(time: now, app: event.appName, payload: .input(event)))
        } else {
            trace.add(time: now, input: event)
        }
    }
}
