import Foundation

extension NotificationCenter {
    /// Registers `observer`'s method `aSelector` for `aName` (UIKit code's target-action way of
    /// observing). Linux has no Objective-C runtime to send a selector, so the method is not
    /// called; code that observes with `addObserver(forName:object:queue:using:)` or `publisher(for:)`
    /// is called as usual.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
