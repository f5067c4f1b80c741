/// `UIScreen`, only for its coordinate space: the keyboard's frames are in it (K13, W3).
public struct Screen: Sendable {
    public static let main = Screen()

    public let coordinateSpace = ScreenCoordinateSpace()
}
