// N20: iOS 8's QuickType bar could be swiped down to a handle above the keys and pulled back up;
// the keyboard's height changes and the apps hear it as the predictive bar's toggle (N3: a Show
// group without the animation keys on iOS 8, `predictive-toggle-without-animation-keys`; Stack Overflow
// 25946121: "all 4 UIKeyboard__Notification are fired when the predictive accessory view is
// changed", 258 to 225 on an iPhone 6; Stack Overflow 25874975: Apple's keyboard at 224 on a
// 320-wide iPhone). iOS 9 took the handle away (Predictive is turned off from the keyboard's
// menu or Settings there, with no handle left), so only ios8 has it, and `ideal`: the handle is a
// feature, not a bug, and ideal plays every story.
// N3: whether the bar is there at all: the predictive setting, the password AutoFill bar, and a
// field's autocorrectionType `no` (`autocorrection-off-hides-bar`, iOS 8 to 14).

extension KeyboardWorld {
    /// The bar above the keys for a responder: the predictive bar when the setting is on, unless the
    /// era takes it away from a field without autocorrection (N3); the password AutoFill bar in its
    /// place for a password field whatever either says (N5). (Inlined: an outlined non-mutating
    /// helper called from a mutating method copies the whole world first.)
    @inline(__always)
    func showsBar(_ traits: ResponderTraits) -> Bool {
        traits.isPasswordEntry || (settings.predictive && !autocorrectionHidesBar(traits))
    }

    /// N3: the era leaves the QuickType bar out for a field whose autocorrectionType is `no`.
    @inline(__always)
    func autocorrectionHidesBar(_ traits: ResponderTraits) -> Bool {
        traits.autocorrectionType == .no && quirkSet.contains(.autocorrectionOffHidesBar)
    }

    /// Whether the era and device have the collapsible bar: iOS 8 (and ideal) on an iPhone (no
    /// source shows an iPad's).
    var hasCollapsibleQuickType: Bool { (profile.era == .ios8 || profile.era == .ideal) && !device.isPad }

    /// Control1.SetQuickTypeCollapsed.
    mutating func setQuickTypeCollapsed(_ collapsed: Bool) throws(ModelError) {
        guard hasCollapsibleQuickType else {
            throw .notSupported(message("the QuickType bar collapses to a handle on iOS 8 (ios8, or ideal) on an iPhone only, not on ",
                                        device.name, " in ", profile.name))
        }
        guard settings.predictive else { throw .wrongState("the predictive setting is off: there is no QuickType bar to collapse") }
        guard assignIfChanged(&keyboard.quickTypeCollapsed, to: collapsed) else { return }
        // The bar's own toggle: announced as the predictive bar going or coming (N3's rules).
        reconcileKeyboard(cause: .predictiveToggle)
        publish()
    }

    /// The handle's height when the collapsed bar applies to this keyboard: iOS 8 on an iPhone,
    /// the English keyboard with its bar (not a password field's AutoFill bar, nor another input
    /// mode's candidate bar); nil otherwise. (Inlined: an outlined call from a mutating method
    /// copies the whole world onto the stack, and the layout asks this after every change.)
    @inline(__always)
    func collapsedQuickTypeHandle(_ traits: ResponderTraits) -> Double? {
        guard keyboard.quickTypeCollapsed, hasCollapsibleQuickType, !traits.isPasswordEntry,
              case .english = keyboard.inputMode else { return nil }
        // 224 - 216 on a 320-wide iPhone (Stack Overflow 25874975), 225 - 216 on the 375-wide
        // iPhone 6 (Stack Overflow 25946121); the 414-wide iPhone 6 Plus's is an estimate: the
        // iPhone 6's, and the handle in landscape is taken to be the portrait one (estimate).
        return device.portraitSize.width <= 320 ? 8 : 9
    }
}
