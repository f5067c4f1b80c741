import Testing

/// Every suite of this target, one test at a time: `UIApplication.shared` and `UIDevice.current`
/// are the process's, as in UIKit.
@Suite(.serialized) struct KeyboardClientTests {}
