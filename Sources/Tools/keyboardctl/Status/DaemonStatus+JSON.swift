import ProcessSupport

/// `status --json`: one object, keys in the order the text shows them; rects are [x, y, w, h].
extension DaemonStatus {
    var json: JSONValue {
        .object([
            "address": .string(address),
            "version": .string(version),
            "device": .string(device),
            "orientation": .string(orientation),
            "era": .string(profile),
            // The era's old name, kept for a release so that scripts reading it go on working.
            "profile": .string(profile),
            "quirks": .array(quirks.map(JSONValue.string)),
            "clock": .string(clock),
            "now": .uint(now),
            "frontmost": .string(frontmost),
            "keyboardOwner": .string(keyboardOwner),
            "keyboard": .object([
                "visible": .bool(keyboard.visible),
                "frame": .rect(keyboard.frame),
                "owner": .string(keyboard.owner),
                "mode": .string(keyboard.mode),
                "inputMode": .string(keyboard.inputMode),
                "hardwareKeyboard": .bool(keyboard.hardwareKeyboard),
                "animating": .bool(keyboard.animating),
            ]),
            "apps": .array(apps.map(\.json)),
        ])
    }
}

extension DaemonStatus.App {
    var json: JSONValue {
        .object([
            "bundleId": .string(bundleId),
            "path": .string(path),
            "state": .string(state),
            "firstResponder": .string(firstResponder),
            "windowFrame": .rect(windowFrame),
            "keyboardOverlap": .rect(keyboardOverlap),
            "windows": .array(windows.map { w in
                .object(["id": .string(w.id), "kind": .string(w.kind), "hidden": .bool(w.hidden), "frame": .rect(w.frame)])
            }),
        ])
    }
}
