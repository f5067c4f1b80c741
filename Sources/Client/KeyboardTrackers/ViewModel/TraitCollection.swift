import Foundation
import KeyboardClient

/// A headless `UITraitCollection`, only the traits today's keyboard code asks: the idiom and the
/// two size classes (the Flutter engine's Slide Over check asks for a compact width and a regular
/// height on iPad).
///
/// keyboardd has no size classes (it publishes the window's frame, not its traits), so
/// `derived(idiom:windowSize:)` estimates them from the window's size; a test or an app sets
/// `Window.traitCollectionOverride` to say exactly what it wants.
public struct TraitCollection: Sendable, Equatable, CustomStringConvertible {
    public enum SizeClass: String, Sendable, Equatable {
        case unspecified, compact, regular
    }

    public var userInterfaceIdiom: UIDevice.UserInterfaceIdiom
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(userInterfaceIdiom: UIDevice.UserInterfaceIdiom, horizontalSizeClass: SizeClass,
                verticalSizeClass: SizeClass) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// An estimate of UIKit's size classes for a window of `windowSize`. On iPad the height is
    /// always regular and the width compact below 600 pt: that puts Slide Over (320 pt), every
    /// Split View third and both halves of the 11-inch iPads on the compact side and the 2/3
    /// panes, full screen and the 13-inch landscape half on the regular side, as Apple's
    /// size-class tables have them; the 600 pt line itself is this project's choice. On iPhone
    /// a landscape window has a compact height, and only the Plus and Max phones (414 pt wide and
    /// more in portrait) a regular width there.
    public static func derived(idiom: UIDevice.UserInterfaceIdiom, windowSize: CGSize) -> TraitCollection {
        switch idiom {
        case .pad:
            return TraitCollection(userInterfaceIdiom: .pad,
                                   horizontalSizeClass: windowSize.width < 600 ? .compact : .regular,
                                   verticalSizeClass: .regular)
        case .phone:
            let landscape = windowSize.width > windowSize.height
            return TraitCollection(userInterfaceIdiom: .phone,
                                   horizontalSizeClass: landscape && windowSize.height >= 414 ? .regular : .compact,
                                   verticalSizeClass: landscape ? .compact : .regular)
        }
    }

    public var description: String {
        "\(userInterfaceIdiom == .pad ? "pad" : "phone") w\(horizontalSizeClass.rawValue) h\(verticalSizeClass.rawValue)"
    }
}

extension View {
    /// The traits of the view's window: its override if it has one, else derived from the window's
    /// size; for a view in no window, derived from the view's own size.
    public func traitCollection(idiom: UIDevice.UserInterfaceIdiom) -> TraitCollection {
        if let override = window?.traitCollectionOverride { return override }
        return TraitCollection.derived(idiom: idiom, windowSize: (window ?? self).bounds.size)
    }
}
