// docs/DEVICES.md: each device, the models it stands for, the iOS versions they ran, and so the
// eras it plays.

import KeyboardModel

enum DevicesDocument {
    static let file = GeneratedFile(path: "docs/DEVICES.md") { render() }

    static func render() -> String {
        var out = """
            # Devices and the iOS they ran

            Generated from `Device.all` and `DeviceLifetime` in `Sources/Core/KeyboardModel/Devices` by
            `scripts/generate`; do not edit by hand.

            keyboardd plays a device only on an era whose iOS that device ran: `keyboardd --device X
            --era Y` refuses any other pair (exit 64), and Control1's `SetDevice`, `SetProfile` and
            `Configure` answer `NotSupported` and change nothing. `ideal` (no quirk) runs on every device.
            The first iOS of each model is the one it shipped with (Apple Support, "Identify your iPhone
            model", https://support.apple.com/en-us/108044, and "Identify your iPad model",
            https://support.apple.com/en-us/108043); the last is the newest major release whose list of
            compatible devices still names it (Apple's "iOS N is compatible with these devices" and
            "iPadOS N is compatible with these devices" pages). A device that stands for a class of models
            spans all of them. With only `--era`, keyboardd starts on that era's own device; with only
            `--device`, on the newest era the device ran.

            | device | screen (pt, portrait) | iOS | eras | stands for |
            |---|---|---|---|---|

            """
        for d in Device.all {
            let eras = Era.allCases.filter { $0 != .ideal && d.runs($0) }.map(\.name).joined(separator: ", ")
            out += "| `\(d.name)` | \(points(d.portraitSize.width))×\(points(d.portraitSize.height)) | "
                + "\(d.iOSVersions.lowerBound)–\(d.iOSVersions.upperBound) | \(eras) | \(cell(d.standsFor)) |\n"
        }
        out += """

            ## Eras

            | era | iOS | devices | default device |
            |---|---|---|---|

            """
        for era in Era.allCases {
            let versions = era.iOSVersions.map { "\($0.lowerBound)" + ($0.count > 1 ? "–\($0.upperBound)" : "") } ?? "any"
            let devices = era == .ideal ? "every device" : era.devices.map(\.name).joined(separator: ", ")
            out += "| `\(era.name)` | \(versions) | \(devices) | \(era.defaultDevice.name) |\n"
        }
        return out
    }
}
