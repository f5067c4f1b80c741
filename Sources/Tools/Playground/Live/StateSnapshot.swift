import DBus
import KeyboardContract
import ScenarioFiles

/// keyboardd as the page draws it, read in three calls: Server1's and Keyboard1's properties and
/// every app's (ObjectManager.GetManagedObjects), each under its name in dbus/*.xml. Apps the
/// playground runs say so (`playground`: their example and tracker); the others are apps of other
/// processes, shown the same.
enum StateSnapshot {
    static func read(_ playground: Playground) throws -> [String: Any] {
        let server = try playground.server.object.allProperties()
        let keyboard = try playground.keyboard.object.allProperties()
        let objects = try playground.connection.managedObjects(of: Contract.busName, at: Server1.path)
        var apps: [[String: Any]] = []
        for (_, interfaces) in objects.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let properties = interfaces[App1.name] else { continue }
            var app = json(properties)
            if let bundleId = properties[App1.PropertyName.bundleId.rawValue].flatMap({ if case .string(let s) = $0.unwrappedVariant { s } else { nil } }),
               let own = playground.apps.description(of: bundleId) {
                app["playground"] = own
            }
            apps.append(app)
        }
        return ["server": json(server), "keyboard": json(keyboard), "apps": apps]
    }

    private static func json(_ properties: [String: DBusValue]) -> [String: Any] {
        properties.mapValues(\.json.foundation)
    }
}

/// The names the page offers, from the contract and the model's catalog (never a list of its
/// own): devices with their screens and iOS, eras, quirks with their BEHAVIOURS ids, every value
/// list, the Control1 and App1 methods with their arguments and docs, the sample apps and their
/// commands, trackers and fixes.
enum Catalog {
    static var json: [String: Any] {
        var lists: [String: [String]] = [:]
        for enumeration in Contract.enumerations { lists[enumeration.name] = enumeration.values }
        return [
            "devices": ModelCatalog.devices.map { device -> [String: Any] in
                ["name": device.name, "width": device.width, "height": device.height, "isPad": device.isPad,
                 "iOS": [device.iOS.lowerBound, device.iOS.upperBound], "standsFor": device.standsFor]
            },
            "eras": ModelCatalog.eras.map { era -> [String: Any] in
                var json: [String: Any] = ["name": era.name, "summary": era.summary, "defaultDevice": era.defaultDevice]
                if let iOS = era.iOS { json["iOS"] = [iOS.lowerBound, iOS.upperBound] }
                return json
            },
            "quirks": ModelCatalog.quirks.map { ["name": $0.name, "ids": $0.ids, "summary": $0.summary, "eras": $0.eras] },
            "lists": lists,
            "interfaces": [Control1.description, App1.description].map { interface -> [String: Any] in
                ["name": interface.name, "methods": interface.methods.map { method -> [String: Any] in
                    ["name": method.name, "doc": method.doc,
                     "arguments": method.inArguments.map { argument -> [String: Any] in
                         var json: [String: Any] = ["name": argument.name, "signature": argument.signature, "doc": argument.doc]
                         // The names it takes: the model's (devices, eras, quirks) or its value list's.
                         if let choices = Vocabulary.choices["\(method.name).\(argument.name)"] ?? argument.values.flatMap({ lists[$0] }) {
                             json["choices"] = choices
                         }
                         return json
                     }]
                }]
            },
            "examples": PlaygroundApps.examples.map { ["name": $0.name, "bundleId": $0.bundleId] },
            "commands": AppCommands.catalog,
            "trackers": PlaygroundApps.trackers,
            "fixes": PlaygroundApps.fixes,
        ]
    }
}
