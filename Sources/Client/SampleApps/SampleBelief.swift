import Foundation

/// What a sample app's tracker believes at one moment, as `sync` and `state` print it and as a
/// runner judges it: how far it lifted its view, the keyboard height it acted on, the focused
/// field's bottom, and, given the truth's keyboard height, where its own layout puts the view.
/// Geometry in window coordinates.
public struct SampleBelief: Sendable, Equatable {
    public var tracker: String
    /// How far the view is above where it rests with no keyboard.
    public var viewLift: Double
    public var trackedKeyboardHeight: Double
    public var viewBottom: Double
    /// The first responder's name, nil when none.
    public var focused: String?
    public var fieldBottom: Double?
    /// With `--fix watchdog`: how many times it found the view out of place.
    public var watchdogDetections: Int?
    /// Where the tracker's own layout puts the view's bottom for the truth's keyboard height,
    /// when one was given.
    public var expectedViewBottom: Double?
    /// The duration of the animation that carried the latest change of the app's layout (0 when
    /// it was made without one; nil before any): the keyboard's where it was made in a Will's
    /// handlers, whatever the tracker asked for (N21).
    public var liftAnimation: Double?

    /// The keys a sample client's `sync` line and JSON carry (IntegrationTests and the bus
    /// runner read them by these names).
    public var dictionary: [String: Any] {
        var belief: [String: Any] = [
            "tracker": tracker, "viewLift": viewLift, "trackedKeyboardHeight": trackedKeyboardHeight, "viewBottom": viewBottom,
        ]
        if let focused { belief["focused"] = focused }
        if let fieldBottom { belief["fieldBottom"] = fieldBottom }
        if let watchdogDetections { belief["watchdogDetections"] = watchdogDetections }
        if let expectedViewBottom { belief["expectedViewBottom"] = expectedViewBottom }
        if let liftAnimation { belief["liftAnimation"] = liftAnimation }
        return belief
    }

    /// A figure as the sample clients print it: no trailing ".0"; iOS 7's null hide rect (O1) has
    /// infinite coordinates.
    public static func describe(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
