import BusTestSupport
import Testing

/// Every suite of this target, one test at a time: `UIApplication.shared` and `UIDevice.current`
/// are the process's, as in UIKit; and none while another target's test registers KeyboardApps
/// in this process (ReliabilityTests' RestartTests does).
@Suite(.serialized, .exclusiveUIKitState) struct KeyboardClientTests {}
