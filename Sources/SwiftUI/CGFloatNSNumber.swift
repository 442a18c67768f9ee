import Foundation

// Core Graphics' `NSNumber` conversions of `CGFloat` (`CGFloat(truncating: formatter.number(from: text)!)`),
// which Foundation on Linux leaves out.
extension CGFloat {
    /// The number's value, rounded if it is not exactly representable, as `Double(truncating:)` gives it.
    public init(truncating number: NSNumber) { self.init(Double(truncating: number)) }

    /// The number's value when a `CGFloat` holds it exactly; nil otherwise.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
