// N10: the heights a third-party keyboard's appearance is announced with before its own, per device.

extension KeyboardHeightTable {
    /// The device iOS 26's steps are taken to be measured on. KeyboardKit #971 prints 364 and 347
    /// without naming the device; keyboardd plays that log on its usual iOS 26 phone, this one, so the
    /// log's figures hold there.
    static let thirdPartyStepsReference = Device.iphone16Pro

    /// The era's steps (`Timings.thirdPartyFirstStep`, `thirdPartySecondStep`) on this device and in
    /// this orientation, before any accessory view is added. iOS 26's steps are scaled by the system
    /// English keyboard's height here against the reference's in portrait in the same era (estimate:
    /// no source gives the steps on another device; as figures above the system keyboard's own,
    /// 364 and 347 would cover more than the whole system keyboard on a 375-wide iPhone (260) and
    /// stand above a landscape screen's keyboard; in proportion they keep the log's relation to the
    /// system keyboard on every device). The earlier eras' steps, 0 and iOS 8's 216, are the bare keys,
    /// the same on every iPhone (Benacquista: the letters view is the same size), and are not scaled.
    public static func thirdPartySteps(first: Double, second: Double, device: Device, orientation: Orientation,
                                       era: KeyboardHeightEra) -> [Double] {
        guard era == .iOS26 || era == .iOS26_0, device != thirdPartyStepsReference || orientation.isLandscape else {
            return [first, second]
        }
        let here = height(device: device, orientation: orientation, inputMode: .english, era: era).height
        let there = height(device: thirdPartyStepsReference, orientation: .portrait, inputMode: .english, era: era).height
        return [first, second].map { ($0 * here / there).rounded() }
    }
}
