import KeyboardModel

/// How the documents name eras and devices for people: "iOS 17 · iPhone 15", not `ios17`.
enum TableLabels {
    /// "iOS 17", "iOS 12–13", "iOS 9 beta 4", "iOS 26.0"; `ideal` as it is.
    static func era(_ name: String) -> String {
        guard let era = Era.named(name) else { return name }
        switch era {
        case .ideal: return "ideal"
        case .ios9Beta4: return "iOS 9 beta 4"
        case .ios26_0: return "iOS 26.0"
        default:
            guard let versions = era.iOSVersions else { return name }
            return versions.count == 1 ? "iOS \(versions.lowerBound)" : "iOS \(versions.lowerBound)–\(versions.upperBound)"
        }
    }

    /// The era's own device: the one most of its iPhone stories play on.
    static func eraDevice(_ name: String) -> String? {
        Era.named(name).map { device($0.defaultDevice.name) }
    }

    /// "iOS 17 · iPhone 15"; `ideal · each story's own device`.
    static func column(_ name: String) -> String {
        guard name != Era.ideal.rawValue else { return "ideal · each story's own device" }
        return era(name) + (eraDevice(name).map { " · \($0)" } ?? "")
    }

    /// "iPhone 15", "iPhone SE (3rd gen.)", "iPad Pro 11", "iPad 9.7".
    static func device(_ name: String) -> String {
        let special = ["iphone-se": "iPhone SE", "iphone-se-3": "iPhone SE (3rd gen.)", "iphone-x": "iPhone X",
                       "iphone-4s": "iPhone 4S"]
        if let known = special[name] { return known }
        var words = name.split(separator: "-").map(String.init)
        guard let first = words.first else { return name }
        words[0] = first == "iphone" ? "iPhone" : first == "ipad" ? "iPad" : first
        return words.map { $0 == "pro" ? "Pro" : $0 == "max" ? "Max" : $0 == "mini" ? "mini" : $0 == "plus" ? "Plus" : $0 }
            .joined(separator: " ")
    }

    /// The major iOS versions an era stands for, for the page's iOS filter (nil for `ideal`).
    static func versions(_ name: String) -> ClosedRange<Int>? { Era.named(name)?.iOSVersions }
}
