// Which iOS versions each device ran, first to last major version, so that no story pairs a device
// with an iOS it never had (docs/DEVICES.md). The first version is the one the models shipped with
// (Apple Support, "Identify your iPhone model" and "Identify your iPad model"); the last is the
// newest whose compatibility list still names them (Apple's "iOS N is compatible with these
// devices" pages, and the iPadOS ones). An entry that stands for a class of models spans them all.

struct DeviceLifetime {
    let versions: ClosedRange<Int>
    /// The models the entry stands for, and why it spans what it spans.
    let models: String

    static let iphoneSE = DeviceLifetime(
        versions: 6...15,
        models: "iPhone 5, 5s and SE (1st generation), 320×568: the 5 shipped with iOS 6 and stops at iOS 10, the 5s "
            + "shipped with iOS 7 and stops at iOS 12, the SE shipped with iOS 9.3 and stops at iOS 15")
    static let iphone4s = DeviceLifetime(
        versions: 5...9,
        models: "iPhone 4 and 4S, 320×480: the 4 shipped with iOS 4 and stops at iOS 7, the 4S shipped with iOS 5 and "
            + "stops at iOS 9")
    static let iphone6 = DeviceLifetime(
        versions: 8...12, models: "iPhone 6, 375×667: shipped with iOS 8, stops at iOS 12")
    static let iphone6Plus = DeviceLifetime(
        versions: 8...12, models: "iPhone 6 Plus, 414×736: shipped with iOS 8, stops at iOS 12")
    static let iphone8 = DeviceLifetime(
        versions: 11...16, models: "iPhone 8, 375×667: shipped with iOS 11, stops at iOS 16")
    static let iphoneX = DeviceLifetime(
        versions: 11...16, models: "iPhone X, 375×812: shipped with iOS 11, stops at iOS 16")
    static let iphoneSE3 = DeviceLifetime(
        versions: 15...26, models: "iPhone SE (3rd generation), 375×667 with a Home button: shipped with iOS 15.4, runs iOS 26")
    static let iphone11 = DeviceLifetime(
        versions: 13...26,
        models: "iPhone 11, 414×896 (the size of the iPhone XR and XS Max): shipped with iOS 13, runs iOS 26")
    static let iphone15 = DeviceLifetime(
        versions: 17...26,
        models: "iPhone 15, 393×852 (the size of the iPhone 14 Pro, 15 Pro and 16): shipped with iOS 17, runs iOS 26")
    static let iphone16Pro = DeviceLifetime(
        versions: 18...26, models: "iPhone 16 Pro, 402×874 (the size of the iPhone 17): shipped with iOS 18, runs iOS 26")
    static let iphone16ProMax = DeviceLifetime(
        versions: 18...26, models: "iPhone 16 Pro Max, 440×956: shipped with iOS 18, runs iOS 26")
    static let ipad97 = DeviceLifetime(
        versions: 6...17,
        models: "the 9.7-inch iPad class, 768×1024 with a Home button, from the iPad (4th generation), which shipped with "
            + "iOS 6 and stops at iOS 10, to the iPad (6th generation): the iPad Air 2 shipped with iOS 8.1 and stops at "
            + "iPadOS 15, the iPad (5th generation) and the 9.7-inch iPad Pro shipped with iOS 10.2 and 9.3 and stop at "
            + "iPadOS 16, the iPad (6th generation) shipped with iOS 11.3 and stops at iPadOS 17")
    static let ipadPro11 = DeviceLifetime(
        versions: 12...26, models: "iPad Pro 11-inch (1st generation), 834×1194: shipped with iOS 12.1, runs iPadOS 26")
    static let ipad10 = DeviceLifetime(
        versions: 16...26, models: "iPad (10th generation), 820×1180: shipped with iPadOS 16.1, runs iPadOS 26")
    static let ipadMini6 = DeviceLifetime(
        versions: 15...26, models: "iPad mini (6th generation), 744×1133: shipped with iPadOS 15, runs iPadOS 26")
    // Today's devices by screen class (one entry for every model of a screen size and keyboard class).
    static let iphone13Mini = DeviceLifetime(
        versions: 13...26,
        models: "iPhone 11 Pro, 12 mini and 13 mini, 375×812 (the iPhone X's screen, Face ID): the 11 Pro shipped with "
            + "iOS 13, the 12 mini with iOS 14.1, the 13 mini with iOS 15; all three run iOS 26")
    static let iphone12 = DeviceLifetime(
        versions: 14...26,
        models: "iPhone 12, 12 Pro, 13, 13 Pro and 14, 390×844: the 12 and 12 Pro shipped with iOS 14.1, the 13 and 13 "
            + "Pro with iOS 15, the 14 with iOS 16; all run iOS 26")
    static let iphone14Plus = DeviceLifetime(
        versions: 14...26,
        models: "iPhone 12 Pro Max, 13 Pro Max and 14 Plus, 428×926: the 12 Pro Max shipped with iOS 14.1, the 13 Pro "
            + "Max with iOS 15, the 14 Plus with iOS 16; all run iOS 26")
    static let iphone15ProMax = DeviceLifetime(
        versions: 16...26,
        models: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus, 430×932 (Dynamic Island): the 14 Pro Max shipped "
            + "with iOS 16, the 15 Plus and 15 Pro Max with iOS 17, the 16 Plus with iOS 18; all run iOS 26")
    static let ipad102 = DeviceLifetime(
        versions: 13...26,
        models: "iPad (7th, 8th and 9th generation), 10.2-inch, 810×1080 with a Home button: the 7th shipped with iPadOS "
            + "13.1 and stops at iPadOS 18, the 8th shipped with iPadOS 14 and the 9th with iPadOS 15; both run iPadOS 26")
    static let ipad105 = DeviceLifetime(
        versions: 10...26,
        models: "iPad Pro 10.5-inch and iPad Air (3rd generation), 834×1112 with a Home button: the Pro shipped with "
            + "iOS 10.3 and stops at iPadOS 17, the Air shipped with iOS 12.2 and runs iPadOS 26")
    static let ipadAir4 = DeviceLifetime(
        versions: 14...26,
        models: "iPad Air (4th and 5th generation), 10.9-inch, 820×1180 (the iPad (10th generation)'s screen), no Home "
            + "button: the 4th shipped with iPadOS 14.1, the 5th with iPadOS 15.4; both run iPadOS 26")
    static let ipadPro129 = DeviceLifetime(
        versions: 12...26,
        models: "iPad Pro 12.9-inch (3rd to 6th generation), 1024×1366 without a Home button: the 3rd shipped with iOS "
            + "12.1, the 6th with iPadOS 16.1; all run iPadOS 26 (the 1st and 2nd generation had a Home button and are "
            + "not this entry)")
    static let ipadPro13 = DeviceLifetime(
        versions: 17...26, models: "iPad Pro 13-inch (M4), 1032×1376: shipped with iPadOS 17.5, runs iPadOS 26")
}

extension Device {
    /// Whether the device ran an iOS of the era; `ideal` runs on every device.
    public func runs(_ era: Era) -> Bool {
        guard let versions = era.iOSVersions else { return true }
        return versions.overlaps(iOSVersions)
    }

    /// The newest era the device ran.
    public var newestEra: Era { Era.allCases.last { $0 != .ideal && runs($0) } ?? .ideal }

    /// "iOS 8 to 12" (or "iOS 26" for a single version).
    public var iOSRange: String {
        iOSVersions.lowerBound == iOSVersions.upperBound
            ? "iOS \(iOSVersions.lowerBound)" : "iOS \(iOSVersions.lowerBound) to \(iOSVersions.upperBound)"
    }
}

extension Era {
    /// The devices that ran an iOS of the era, in `Device.all`'s order.
    public var devices: [Device] { Device.all.filter { $0.runs(self) } }
}

/// Why a device and an era cannot go together, for the refusals of keyboardd's options,
/// Control1.SetDevice, SetProfile and Configure (nil when they can).
public func impossiblePairing(_ device: Device, _ era: Era) -> String? {
    guard !device.runs(era), let versions = era.iOSVersions else { return nil }
    let eraVersions = versions.lowerBound == versions.upperBound
        ? "iOS \(versions.lowerBound)" : "iOS \(versions.lowerBound) to \(versions.upperBound)"
    return "\(device.name) ran \(device.iOSRange), never \(era.name) (\(eraVersions)); \(era.name) runs on "
        + era.devices.map(\.name).joined(separator: ", ")
}
