// Device profiles (CONTRACT.md "Device profiles"). The heights live in KeyboardHeightTable.

public enum Orientation: String, CaseIterable, Sendable, Codable {
    case portrait, landscapeLeft, landscapeRight, portraitUpsideDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Docked is the only mode an iPhone has; the others are iPad-only (K10, K11).
public enum KeyboardMode: String, CaseIterable, Sendable, Codable {
    case docked, undocked, split, floating
}

public struct Device: Hashable, Sendable {
    public let name: String
    /// Screen size in points in portrait.
    public let portraitSize: Size
    public let isPad: Bool
    /// iPhone X and later: the home indicator that K9's gesture touches.
    public let hasHomeIndicator: Bool
    public let supportedKeyboardModes: Set<KeyboardMode>
    /// Split View and Slide Over.
    public let supportsMultitasking: Bool

    public func screenSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape
            ? Size(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
    }

    public func screenBounds(_ orientation: Orientation) -> Rect {
        Rect(origin: 0, 0, size: screenSize(orientation))
    }

    /// Placeholder: filled by the device table.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets { .zero }

    public static let iphoneSE = Device(
        name: "iphone-se", portraitSize: Size(width: 320, height: 568), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false)
    public static let iphone8 = Device(
        name: "iphone-8", portraitSize: Size(width: 375, height: 667), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false)
    public static let iphoneX = Device(
        name: "iphone-x", portraitSize: Size(width: 375, height: 812), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false)
    public static let ipadPro11 = Device(
        name: "ipad-pro-11", portraitSize: Size(width: 834, height: 1194), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: Set(KeyboardMode.allCases),
        supportsMultitasking: true)

    public static let all: [Device] = [iphoneSE, iphone8, iphoneX, ipadPro11]
    public static let `default` = iphoneX

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
