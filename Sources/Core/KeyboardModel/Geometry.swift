// Plain geometry in points, screen coordinates with the origin at the top left (docs/CONTRACT.md).
// The model cannot use CoreGraphics (it is not on Linux), so it has its own small types.

public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A point, as UIKit's `(CGPoint)` userInfo values carry it.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }
    public var description: String { "(\(x), \(y))" }
}

public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin x: Double, _ y: Double, size: Size) {
        self.init(x: x, y: y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: Size { Size(width: width, height: height) }
    /// The middle (CGRect's midX, midY).
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// The same size at the origin (a view's bounds).
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// True when the rect has no area (the model's "zero rect" for no overlap).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The overlap of two rects, or `.zero` when they do not overlap (like CGRectIntersection,
    /// but with a zero rect instead of CGRectNull so it can travel over the bus as `(dddd)`).
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(minX, other.minX)
        let right = Swift.min(maxX, other.maxX)
        let top = Swift.max(minY, other.minY)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return .zero }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rect expressed in the coordinates of a window whose frame (in screen coordinates) is `window`.
    public func converted(toWindow window: Rect) -> Rect {
        offsetBy(dx: -window.x, dy: -window.y)
    }

    public var description: String {
        "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width)), \(Rect.format(height)))"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}
