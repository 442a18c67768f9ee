import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a control or scroll view tracks a touch, as UIKit
    /// declares it (`UITrackingRunLoopMode`); Foundation on Linux has no UI tracking mode. Nothing
    /// is tracked in a render, so timers scheduled only in it do not fire.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
