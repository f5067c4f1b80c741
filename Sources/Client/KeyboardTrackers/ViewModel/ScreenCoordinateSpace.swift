/// The screen's coordinate space, as `UIScreen.main.coordinateSpace` names it (W3):
/// `view.convert(frame, from: UIScreen.main.coordinateSpace)`.
public struct ScreenCoordinateSpace: Sendable {
    public init() {}
}
