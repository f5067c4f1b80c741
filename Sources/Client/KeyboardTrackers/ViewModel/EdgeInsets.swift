import Foundation

/// `UIEdgeInsets`: distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Sendable, Equatable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

extension CGRect {
    /// `rect.inset(by: insets)`, as UIKit's `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
