import Foundation

extension NSAttributedString {
    /// An empty attributed string: `NSAttributedString()` and `NSMutableAttributedString()`, which
    /// Apple's Foundation has and swift-corelibs-foundation does not (its `NSObject.init()` is not
    /// inherited and cannot be overridden from an extension, so this defaulted parameter stands in).
    public convenience init(_ empty: Void = ()) { self.init(string: "") }
}
