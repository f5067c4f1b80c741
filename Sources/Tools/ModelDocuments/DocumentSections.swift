// The generated sections of hand-written documents: every list of devices, eras, settings,
// behaviours and sheet kinds that README.md, docs/CONTRACT.md (through dbus/contract-prose.md),
// docs/SCENARIO-SCHEMA.md and docs/IPAD.md show, made from the model (and SCENARIO-SCHEMA.md's index
// of the scenario files, from their headers) so that none goes stale
// (GeneratedFilesTests). The prose around them stays the documents' own.

import Foundation
import KeyboardModel

enum DocumentSections {
    static let files: [GeneratedFile] = [
        GeneratedFile(path: "README.md", section: "keyboardd-options") { keyboarddOptions },
        GeneratedFile(path: "README.md", section: "era-devices") { readmeEraDevices },
        GeneratedFile(path: "dbus/contract-prose.md", section: "settings") { settings },
        GeneratedFile(path: "dbus/contract-prose.md", section: "ipad-features") { NameLists.iPadFeatures },
        GeneratedFile(path: "dbus/contract-prose.md", section: "editing-order") { editingOrder },
        GeneratedFile(path: "dbus/contract-prose.md", section: "devices") { contractDevices },
        GeneratedFile(path: "dbus/contract-prose.md", section: "era-devices") { contractEraDevices },
        GeneratedFile(path: "dbus/contract-prose.md", section: "eras") { eras },
        GeneratedFile(path: "docs/SCENARIO-SCHEMA.md", section: "names", reading: scenarioNames),
        GeneratedFile(path: "docs/SCENARIO-SCHEMA.md", section: "scenario-files", reading: ScenarioFilesIndex.render),
        GeneratedFile(path: "docs/IPAD.md", section: "ipad-features") { NameLists.iPadFeatures },
        GeneratedFile(path: "docs/IPAD.md", section: "ipad-devices") { iPadDevices },
        GeneratedFile(path: "docs/IPAD.md", section: "ipad-quirks") { NameLists.iPadQuirks },
        GeneratedFile(path: "docs/PROFILES.md", section: "profile-eras") { profileEras },
        GeneratedFile(path: "docs/PROFILES.md", section: "height-eras") { heightEras },
    ]

    // MARK: docs/PROFILES.md

    static var profileEras: String {
        NameLists.wrap("Eras, oldest first: " + Era.allCases.map { "`\($0.name)`" }.joined(separator: ", ")
            + " (the default, `\(Profile.default.name)`: the iOS that developers ship for today).")
    }

    static var heightEras: String {
        NameLists.wrap("Each era also names the rows of the height table its keyboards take (`Profile.heightEra`, "
            + "N14): \(HeightsDocument.eraMapping). docs/HEIGHTS.md lists the rows and their sources.")
    }

    // MARK: README.md

    static var keyboarddOptions: String {
        """
        - `--device \(Device.all.map(\.name).joined(separator: "|"))`
          (default: the era's own device, `\(Profile.default.era.defaultDevice.name)` for the default era; [docs/DEVICES.md](docs/DEVICES.md))
        - `--era \(Era.allCases.map(\.name).joined(separator: "|"))`
          (default `\(Profile.default.name)`, or with `--device` alone the newest era that device ran; [docs/PROFILES.md](docs/PROFILES.md));
          `--profile`, its old name, still works for a release with a warning

        """
    }

    static var readmeEraDevices: String {
        let (device, era) = (Device.iphoneX, Era.ios26)
        return NameLists.wrap("A device runs only the iOS versions it ran ([docs/DEVICES.md](docs/DEVICES.md), with each "
            + "era's own device): \(NameLists.eraDevices). A pair that never existed is refused before anything starts:")
            + """

            ```console
            $ keyboardd --device \(device.name) --era \(era.name); echo "exit $?"
            Error: \(impossiblePairing(device, era) ?? "")
            Usage: keyboardd [--bus <bus>] [--clock <clock>] [--device <name>] [--era <name>] [--log-level <log-level>] [--state-dir <directory>] [--max-apps <count>] [--max-name-length <bytes>] [--trace-limit <records>]
              See 'keyboardd --help' for more information.
            exit 64
            ```

            """
    }

    // MARK: dbus/contract-prose.md (docs/CONTRACT.md)

    static var settings: String {
        var out = "| setting | on a fresh device |\n|---|---|\n"
        for setting in NameLists.settings { out += "| `\(setting.name)` | \(setting.on ? "on" : "off") |\n" }
        return out
    }

    /// N13: where DidBeginEditing falls against the show's Wills, by the eras' quirks.
    static var editingOrder: String {
        let before = "DidBeginEditing, then the show's Wills", after = "the show's Wills, then DidBeginEditing"
        var rows: [(field: String, view: String, eras: [String])] = []
        for era in Era.allCases {
            let quirks = Profile(era).quirks
            let field = quirks.contains(.editingAfterWillShow) ? after : before
            let view = quirks.contains(.editingAfterWillShow) || quirks.contains(.textViewEditingAfterWill) ? after : before
            if let index = rows.firstIndex(where: { $0.field == field && $0.view == view }) {
                rows[index].eras.append(era.name)
            } else {
                rows.append((field, view, [era.name]))
            }
        }
        var out = "| eras | text field | text view |\n|---|---|---|\n"
        for row in rows { out += "| \(row.eras.map { "`\($0)`" }.joined(separator: ", ")) | \(row.field) | \(row.view) |\n" }
        return out
    }

    static var contractDevices: String {
        let phones = Device.all.filter { !$0.isPad }.map(NameLists.device)
        let pads = Device.all.filter(\.isPad).map(NameLists.device)
        return NameLists.wrap("iPhones: \(NameLists.words(phones)). iPads: \(NameLists.words(pads)).")
    }

    static var contractEraDevices: String {
        NameLists.wrap("Each era has a device of its own, which keyboardd starts on when only `--era` is given: "
            + "\(NameLists.eraDevices). With no option keyboardd runs `\(Profile.default.name)` on the "
            + "`\(Device.default.name)`; `Reset` goes back to the device and era keyboardd started with.")
    }

    static var eras: String {
        var out = "| era | iOS | what it stands for | its device |\n|---|---|---|---|\n"
        for era in Era.allCases {
            let versions = era.iOSVersions.map(NameLists.shortVersions) ?? "any"
            out += "| `\(era.name)` | \(versions) | \(cell(era.summary)) | `\(era.defaultDevice.name)` |\n"
        }
        return out
    }

    // MARK: docs/SCENARIO-SCHEMA.md

    @Sendable static func scenarioNames(root: URL) -> String {
        """
        - devices: \(NameLists.code(Device.all.map(\.name)))
        - eras: \(NameLists.code(Era.allCases.map(\.name)))
        - behaviours ([BEHAVIOURS.md](BEHAVIOURS.md)): \(NameLists.behaviourRanges(root: root))
        - settings (`Configure` and `SetSetting`, each `true` or `false`): \(NameLists.code(Settings.names))
        - sheet kinds (`PresentSheet`): \(NameLists.code(KeyboardWorld.sheetKinds)); `DismissSheetBy`: \(NameLists.code(KeyboardWorld.sheetDismissals, and: "or"))
        - alert kinds (`ShowAlert`): \(NameLists.code(KeyboardWorld.alertKinds))

        """
    }

    // MARK: docs/IPAD.md

    static var iPadDevices: String {
        var out = "| device | screen (pt) | iOS | eras | keyboard modes | Stage Manager |\n|---|---|---|---|---|---|\n"
        let floatingFrom = Era.allCases.first { $0 != .ideal && $0.hasFloatingKeyboard }
        for device in Device.all where device.isPad {
            let firstEra = Era.allCases.first { $0 != .ideal && device.runs($0) }
            let modes = KeyboardMode.allCases.filter { device.supportedKeyboardModes.contains($0) }.map { mode -> String in
                guard mode == .floating, let floatingFrom, let firstEra, firstEra < floatingFrom else { return mode.rawValue }
                return "floating (from `\(floatingFrom.name)`)"
            }
            let screen = "\(points(device.portraitSize.width))×\(points(device.portraitSize.height))"
                + (device.hasHomeIndicator ? "" : ", Home button")
            out += "| `\(device.name)` | \(screen) | \(NameLists.shortVersions(device.iOSVersions)) | "
                + "\(NameLists.spans { device.runs($0) }) | \(modes.joined(separator: ", ")) | "
                + "\(NameLists.spans { StageManagerDevices.has(device, in: $0) }) |\n"
        }
        return out
    }
}
