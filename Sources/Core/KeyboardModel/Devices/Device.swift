// Device profiles (docs/CONTRACT.md "Device profiles"). The heights live in KeyboardHeightTable.
//
// Sources for the geometry below (found through public reference material):
// - Screen sizes: docs/CONTRACT.md; the 11" iPad Pro is 1194×834 points in landscape
//   (Geoff Hackworth, "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro",
//   https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20).
// - iPhone safe areas: "Supporting iPhone X", https://useyourloaf.com/blog/supporting-iphone-x/
//   (status bar 20 pt on iPhone 8 in portrait and hidden in landscape with zero side insets;
//   iPhone X bottom 34 pt in portrait and 44 pt on each side in landscape) and
//   "iPhone Xのセーフエリアやマージン幅について", https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8
//   (iPhone X safe area 375×734 pt portrait → 44 top + 34 bottom; 724×354 pt landscape →
//   44 left + 44 right + 21 bottom).
// - iPad Pro 11": status bar 24 pt and home indicator 20 pt in both orientations, Split View
//   widths 504/320 (portrait) and 809/592/375 (landscape), Slide Over 320×1146 (portrait) and
//   375×786 (landscape): a public iPad display reference table ("11" Display: Safe Area,
//   Multitasking"), found through code search. The 10 pt divider follows from those widths
//   (504 + 10 + 320 = 834, 592 + 10 + 592 = 1194, 809 + 10 + 375 = 1194) and matches the older
//   iPads' sizes in https://gist.github.com/macguru/b7a01e3f0e9ae6f350d5 (551 + 10 + 551 = 1112).
// - The second wave's iPhones: screens from docs/CONTRACT.md "Additions"; iPhone 11 (= XR, 414×896)
//   safe area 414×818 portrait, 808×393 landscape (the usagimaru article above: 44 top + 34 bottom,
//   44 on each side + 21 bottom); Dynamic Island iPhones 59 top + 34 bottom, 59 on each side + 21
//   bottom in landscape (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation); the iPhone 16
//   Pro and Pro Max take the same (estimate: no measurement of theirs was found).
// - Today's devices by screen class: the iPhone 12 family's points (390×844, 428×926, the 12 mini at
//   375×812) from Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 12 Screen Sizes" (2020); the
//   iPads' (810×1080 10.2-inch, 834×1112 10.5-inch, 1024×1366 12.9-inch) from Apple's Human Interface
//   Guidelines, "Adaptivity and Layout" (device dimensions). Safe areas as logged, found by public code
//   search: 390×844 and 428×926 `UIEdgeInsets(top: 47.0, left: 0.0, bottom: 34.0, right: 0.0)`, the
//   428×926 turned to landscape `(top: 0.0, left: 47.0, bottom: 21.0, right: 47.0)`; the 12 mini's
//   portrait `(top: 50.0, ..., bottom: 34.0)` in a snapshot library's tests (its landscape 50 on each
//   side is an estimate, as the other notched phones' sides equal their tops); the 430×932 Dynamic
//   Island phones 59 as the iPhone 15 (above; "the expected 59.0 for the iPhone 14 Pro Max" in a
//   write-up of a Stack Overflow question on safeAreaInsets).
// - Floating keyboard "basically the same size as the iPhone keyboard" (9to5Mac on the iOS 10.3
//   hidden floating keyboard) and "by default it comes in on the left side"
//   (http://www.vernroseman.net/apples-new-floating-keyboard/). Its exact frame is an estimate.

public enum Orientation: String, CaseIterable, Sendable, Codable {
    case portrait, landscapeLeft, landscapeRight, portraitUpsideDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Docked is the only mode an iPhone has; the others are iPad-only (K10, K11).
public enum KeyboardMode: String, CaseIterable, Sendable, Codable {
    case docked, undocked, split, floating
}

/// The two windows of iPad Split View, in screen coordinates: `primary` on the left (leading),
/// `secondary` on the right, with the divider between them.
public struct SplitViewLayout: Hashable, Sendable {
    public let primary: Rect
    public let secondary: Rect
    /// The primary window's share of the screen width after snapping to a supported split.
    public var primaryFraction: Double { primary.width / (primary.width + secondary.width + Device.splitViewDividerWidth) }

    public init(primary: Rect, secondary: Rect) {
        self.primary = primary
        self.secondary = secondary
    }
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
    /// The major iOS versions the device ran, first to last (`DeviceLifetimes`).
    public let iOSVersions: ClosedRange<Int>
    /// The models the entry stands for, as people name them.
    public let standsFor: String
    /// `supportedKeyboardModes` as bits, for the checks made at every layout.
    private let keyboardModeBits: UInt8

    init(name: String, portraitSize: Size, isPad: Bool, hasHomeIndicator: Bool,
         supportedKeyboardModes: Set<KeyboardMode>, supportsMultitasking: Bool, iOS: DeviceLifetime) {
        self.name = name
        self.iOSVersions = iOS.versions
        self.standsFor = iOS.models
        self.portraitSize = portraitSize
        self.isPad = isPad
        self.hasHomeIndicator = hasHomeIndicator
        self.supportedKeyboardModes = supportedKeyboardModes
        self.supportsMultitasking = supportsMultitasking
        var bits: UInt8 = 0
        for (i, mode) in KeyboardMode.allCases.enumerated() where supportedKeyboardModes.contains(mode) { bits |= 1 << i }
        keyboardModeBits = bits
    }

    /// `supportedKeyboardModes.contains(mode)` without hashing.
    func supports(_ mode: KeyboardMode) -> Bool {
        switch mode {
        case .docked: keyboardModeBits & 1 != 0
        case .undocked: keyboardModeBits & 2 != 0
        case .split: keyboardModeBits & 4 != 0
        case .floating: keyboardModeBits & 8 != 0
        }
    }

    public func screenSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape
            ? Size(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
    }

    public func screenBounds(_ orientation: Orientation) -> Rect {
        Rect(origin: 0, 0, size: screenSize(orientation))
    }

    /// The safe area insets of a full-screen window (no navigation or tab bar), as
    /// `UIWindow.safeAreaInsets` reports them. Sources in the header of this file.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        switch name {
        case "iphone-x":
            // Portrait 44/34; landscape 44 on both sides (notch side or not) and 21 at the bottom.
            // iPhone X does not rotate upside down; treat it as portrait.
            return orientation.isLandscape
                ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
                : EdgeInsets(top: 44, bottom: 34)
        case "iphone-11":
            return orientation.isLandscape
                ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
                : EdgeInsets(top: 44, bottom: 34)
        case "iphone-15", "iphone-16-pro", "iphone-16-pro-max", "iphone-15-pro-max":
            return orientation.isLandscape
                ? EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
                : EdgeInsets(top: 59, bottom: 34)
        case "iphone-12", "iphone-14-plus":
            return orientation.isLandscape
                ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                : EdgeInsets(top: 47, bottom: 34)
        case "iphone-13-mini":
            return orientation.isLandscape
                ? EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
                : EdgeInsets(top: 50, bottom: 34)
        case "ipad-pro-11":
            // Status bar 24, home indicator 20, in every orientation.
            return EdgeInsets(top: 24, bottom: 20)
        case "ipad-10", "ipad-mini-6", "ipad-pro-13", "ipad-air-4", "ipad-pro-12.9":
            // Estimate: the 11-inch iPad Pro's insets, as every iPad without a Home button has them.
            return EdgeInsets(top: 24, bottom: 20)
        default:
            if isPad { return EdgeInsets(top: 20) }
            // Home-button iPhones: a 20 pt status bar in portrait, hidden in landscape.
            return orientation.isLandscape ? .zero : EdgeInsets(top: 20)
        }
    }

    // MARK: - iPad multitasking (K10)

    /// Width of the Split View divider between the two windows.
    public static let splitViewDividerWidth = 10.0

    /// The widths the primary (left) window can take in Split View, narrowest first; empty on
    /// devices without multitasking. Portrait has only the 2/3 and 1/3 splits.
    public func splitViewPrimaryWidths(_ orientation: Orientation) -> [Double] {
        guard supportsMultitasking else { return [] }
        switch name {
        case "ipad-pro-11":
            return orientation.isLandscape ? [375, 592, 809] : [320, 504]
        default:
            // Other iPads: a third of 320 pt, an even split, and the rest (estimate).
            let w = screenSize(orientation).width
            let half = ((w - Device.splitViewDividerWidth) / 2).rounded(.down)
            let widths = orientation.isLandscape
                ? [320, half, w - 320 - Device.splitViewDividerWidth]
                : [320, w - 320 - Device.splitViewDividerWidth]
            return widths.sorted()
        }
    }

    /// Split View windows for a requested share of the screen width for the primary window.
    /// The fraction snaps to the nearest supported split (as dragging the divider does). Nil on
    /// devices without multitasking, or for a fraction that is not finite or not in (0, 1):
    /// 0 and 1 are "no split", the caller's business.
    public func splitViewLayout(_ orientation: Orientation, primaryFraction fraction: Double) -> SplitViewLayout? {
        let widths = splitViewPrimaryWidths(orientation)
        guard !widths.isEmpty, fraction.isFinite, fraction > 0, fraction < 1 else { return nil }
        let screen = screenSize(orientation)
        let wanted = fraction * screen.width
        var best = widths[0]
        for w in widths where abs(w - wanted) < abs(best - wanted) { best = w }
        let secondaryX = best + Device.splitViewDividerWidth
        return SplitViewLayout(
            primary: Rect(x: 0, y: 0, width: best, height: screen.height),
            secondary: Rect(x: secondaryX, y: 0, width: screen.width - secondaryX, height: screen.height))
    }

    /// The Slide Over window over the right edge, in screen coordinates; nil without multitasking.
    /// Its size is sourced (320×1146 portrait, 375×786 landscape on the 11" iPad Pro: 24 pt off the
    /// top and bottom); flush with the right edge is an estimate (the real panel floats a few
    /// points in).
    public func slideOverFrame(_ orientation: Orientation) -> Rect? {
        guard supportsMultitasking else { return nil }
        let screen = screenSize(orientation)
        let width: Double
        let inset: Double
        switch name {
        case "ipad-pro-11":
            width = orientation.isLandscape ? 375 : 320
            inset = 24
        default:
            width = 320   // estimate for other iPads; 20 pt insets as on the 10.5" (Hackworth)
            inset = 20
        }
        return Rect(x: screen.width - width, y: inset, width: width, height: screen.height - 2 * inset)
    }

    // MARK: - iPad keyboard modes (K10, K11)

    /// Where the undocked keyboard lands by default, in screen coordinates, for a docked keyboard
    /// of `dockedHeight`. Estimate: full width, without the home-indicator strip (it no longer sits
    /// on the bottom edge), vertically centred on the screen, which keeps `maxY` above the window's
    /// bottom as K12's detection needs. Nil when the device cannot undock.
    public func undockedKeyboardFrame(_ orientation: Orientation, dockedHeight: Double) -> Rect? {
        guard supports(.undocked) else { return nil }
        let screen = screenSize(orientation)
        let height = min(max(dockedHeight - safeAreaInsets(orientation).bottom, 1), screen.height / 2)
        return Rect(x: 0, y: ((screen.height - height) / 2).rounded(), width: screen.width, height: height)
    }

    /// The split keyboard's frame as iOS reports it: one full-width rect spanning both halves.
    /// Estimate: the halves keep the undocked keyboard's position; each half is shorter than the
    /// docked keyboard but the reported rect is as tall as the taller half, so the undocked height.
    public func splitKeyboardFrame(_ orientation: Orientation, dockedHeight: Double) -> Rect? {
        guard supports(.split) else { return nil }
        return undockedKeyboardFrame(orientation, dockedHeight: dockedHeight)
    }

    /// Default frame of the floating (iPhone-sized) keyboard (P1, P5): the iPhone keyboard's layout
    /// (divvun/giellakbd-ios#154, iPadOS 13: "what looks like the native iPhone keyboard layout").
    /// Estimate: 320 pt wide like an iPhone SE keyboard, 253 pt tall (that keyboard with its
    /// predictive bar, see KeyboardHeightTable; reports put the floating keyboard at about 320×254),
    /// 20 pt in from the left edge and 20 pt above the safe area's bottom.
    public func floatingKeyboardFrame(_ orientation: Orientation) -> Rect? {
        guard supports(.floating) else { return nil }
        let screen = screenSize(orientation)
        let insets = safeAreaInsets(orientation)
        let size = Device.floatingKeyboardSize
        return Rect(
            x: insets.left + 20, y: screen.height - insets.bottom - 20 - size.height,
            width: size.width, height: size.height)
    }

    /// Size of the floating keyboard (estimate, see `floatingKeyboardFrame`).
    public static let floatingKeyboardSize = Size(width: 320, height: 253)

    // MARK: - The devices

    public static let iphoneSE = Device(
        name: "iphone-se", portraitSize: Size(width: 320, height: 568), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphoneSE)
    /// The 3.5-inch iPhones of iOS 5 to 9, for the logs of that screen (Stack Overflow 19482573).
    public static let iphone4s = Device(
        name: "iphone-4s", portraitSize: Size(width: 320, height: 480), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone4s)
    public static let iphone8 = Device(
        name: "iphone-8", portraitSize: Size(width: 375, height: 667), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone8)
    public static let iphoneX = Device(
        name: "iphone-x", portraitSize: Size(width: 375, height: 812), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphoneX)
    // iPads (P5). Which keyboard modes each has: docs/IPAD.md "Devices"; the Pros only float
    // (Apple's iPad User Guide: no split or undocked keyboard on the 11-inch and 12.9/13-inch iPad
    // Pro, quoted by Daring Fireball and MacSparky on 2018-12-18), the others undock, split and
    // float (iOS 5 brought split and undock, iPadOS 13 the floating keyboard).
    public static let ipadPro11 = Device(
        name: "ipad-pro-11", portraitSize: Size(width: 834, height: 1194), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: IPadModels.floatOnly, supportsMultitasking: true, iOS: .ipadPro11)
    /// iPad 9.7-inch (iPad Air 2, iPad 5th and 6th generation, 9.7-inch iPad Pro): Home button.
    public static let ipad97 = Device(
        name: "ipad-9.7", portraitSize: Size(width: 768, height: 1024), isPad: true,
        hasHomeIndicator: false, supportedKeyboardModes: IPadModels.allModes, supportsMultitasking: true, iOS: .ipad97)
    /// iPad 10th generation (2022), 10.9-inch, no Home button.
    public static let ipad10 = Device(
        name: "ipad-10", portraitSize: Size(width: 820, height: 1180), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: IPadModels.allModes, supportsMultitasking: true, iOS: .ipad10)
    /// iPad mini 6th generation (2021), 8.3-inch.
    public static let ipadMini6 = Device(
        name: "ipad-mini-6", portraitSize: Size(width: 744, height: 1133), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: IPadModels.allModes, supportsMultitasking: true, iOS: .ipadMini6)
    /// iPad Pro 13-inch (M4, 2024).
    public static let ipadPro13 = Device(
        name: "ipad-pro-13", portraitSize: Size(width: 1032, height: 1376), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: IPadModels.floatOnly, supportsMultitasking: true, iOS: .ipadPro13)

    // The 375- and 414-wide phones of iOS 8 to 12, for the older eras' stories (home button).
    public static let iphone6 = Device(
        name: "iphone-6", portraitSize: Size(width: 375, height: 667), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone6)
    public static let iphone6Plus = Device(
        name: "iphone-6-plus", portraitSize: Size(width: 414, height: 736), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone6Plus)

    // Today's iPhones (docs/CONTRACT.md "Additions"; heights per era in KeyboardHeightTable: N14).
    public static let iphoneSE3 = Device(
        name: "iphone-se-3", portraitSize: Size(width: 375, height: 667), isPad: false,
        hasHomeIndicator: false, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphoneSE3)
    public static let iphone11 = Device(
        name: "iphone-11", portraitSize: Size(width: 414, height: 896), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone11)
    public static let iphone15 = Device(
        name: "iphone-15", portraitSize: Size(width: 393, height: 852), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone15)
    public static let iphone16Pro = Device(
        name: "iphone-16-pro", portraitSize: Size(width: 402, height: 874), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone16Pro)
    public static let iphone16ProMax = Device(
        name: "iphone-16-pro-max", portraitSize: Size(width: 440, height: 956), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone16ProMax)

    // Today's devices by screen class: every iPhone and iPad screen of iOS 15 and later has an entry
    // (heights per era in KeyboardHeightTable; the models each stands for in DeviceLifetime).
    /// iPhone 11 Pro, 12 mini and 13 mini: the iPhone X's screen, run to iOS 26.
    public static let iphone13Mini = Device(
        name: "iphone-13-mini", portraitSize: Size(width: 375, height: 812), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone13Mini)
    /// iPhone 12, 12 Pro, 13, 13 Pro and 14.
    public static let iphone12 = Device(
        name: "iphone-12", portraitSize: Size(width: 390, height: 844), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone12)
    /// iPhone 12 Pro Max, 13 Pro Max and 14 Plus.
    public static let iphone14Plus = Device(
        name: "iphone-14-plus", portraitSize: Size(width: 428, height: 926), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone14Plus)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus.
    public static let iphone15ProMax = Device(
        name: "iphone-15-pro-max", portraitSize: Size(width: 430, height: 932), isPad: false,
        hasHomeIndicator: true, supportedKeyboardModes: [.docked], supportsMultitasking: false, iOS: .iphone15ProMax)
    /// iPad (7th to 9th generation), 10.2-inch, Home button.
    public static let ipad102 = Device(
        name: "ipad-10.2", portraitSize: Size(width: 810, height: 1080), isPad: true,
        hasHomeIndicator: false, supportedKeyboardModes: IPadModels.allModes, supportsMultitasking: true, iOS: .ipad102)
    /// iPad Pro 10.5-inch and iPad Air (3rd generation), Home button.
    public static let ipad105 = Device(
        name: "ipad-10.5", portraitSize: Size(width: 834, height: 1112), isPad: true,
        hasHomeIndicator: false, supportedKeyboardModes: IPadModels.allModes, supportsMultitasking: true, iOS: .ipad105)
    /// iPad Air (4th and 5th generation), 10.9-inch, no Home button.
    public static let ipadAir4 = Device(
        name: "ipad-air-4", portraitSize: Size(width: 820, height: 1180), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: IPadModels.allModes, supportsMultitasking: true, iOS: .ipadAir4)
    /// iPad Pro 12.9-inch (3rd to 6th generation).
    public static let ipadPro129 = Device(
        name: "ipad-pro-12.9", portraitSize: Size(width: 1024, height: 1366), isPad: true,
        hasHomeIndicator: true, supportedKeyboardModes: IPadModels.floatOnly, supportsMultitasking: true, iOS: .ipadPro129)

    /// New entries go last: where a story's own device never ran an era, the compatibility table
    /// falls back on the first like device in this order.
    public static let all: [Device] = [iphoneSE, iphone8, iphoneX, ipadPro11, iphoneSE3, iphone11, iphone15,
                                       iphone16Pro, iphone16ProMax, ipad97, ipad10, ipadMini6, ipadPro13,
                                       iphone6, iphone6Plus, iphone4s,
                                       iphone13Mini, iphone12, iphone14Plus, iphone15ProMax,
                                       ipad102, ipad105, ipadAir4, ipadPro129]
    /// The device of the default era (`Era.ios26.defaultDevice`).
    public static let `default` = iphone16Pro

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
