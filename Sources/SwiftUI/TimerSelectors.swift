import Foundation

extension Timer {
    /// A timer that would send `aSelector` to `aTarget` (UIKit code's target-action timers). Linux has
    /// no Objective-C runtime to send a selector, so it is made but never scheduled and never fires;
    /// code that schedules a block (`scheduledTimer(withTimeInterval:repeats:block:)`) runs as usual.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }

    /// A target-action timer that is never scheduled (see `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                            repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    /// A target-action timer first due at `date`, never scheduled (see `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
                            repeats rep: Bool) {
        self.init(fire: date, interval: ti, repeats: rep) { _ in }
    }
}
