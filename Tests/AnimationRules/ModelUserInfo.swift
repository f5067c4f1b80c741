import KeyboardModel

// The model's side of N1's rule, declared once: the model's checker is in two modules
// (KeyboardModelTests and, through a link, FuzzTargets).

extension Rect: AnimationFrame {}

extension AnimationKeys<Rect> {
    /// The keys of a model userInfo that one animation shares.
    public init(_ info: KeyboardUserInfo) {
        // In the interface's coordinates: iOS 5 to 7 post the frames unrotated (O1), N1 holds for the keyboard.
        self.init(begin: info.interfaceFrameBegin, end: info.interfaceFrameEnd, duration: info.duration, curve: info.curve,
                  isLocal: info.keys.isLocal ? info.isLocal : nil, owner: info.owner)
    }
}
