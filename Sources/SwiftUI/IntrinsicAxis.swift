import Foundation

/// A UIKit view's intrinsic length along one axis and whether it keeps it against the space
/// SwiftUI offers: a content hugging priority above `.defaultLow` keeps it from growing, a
/// compression resistance above `.defaultLow` from shrinking (a UISwitch keeps its 51 × 31; a view
/// with UIKit's default priorities, 250 and 750, grows to the offer and does not shrink below it).
struct IntrinsicAxis {
    /// The intrinsic length; nil when the view has none along the axis.
    var length: CGFloat?
    var hugs = false
    var resistsCompression = false

    static let none = IntrinsicAxis(length: nil)

    @MainActor init(of view: UIView, _ axis: NSLayoutConstraint.Axis) {
        let size = view.intrinsicContentSize, length = axis == .horizontal ? size.width : size.height
        self.length = length == UIView.noIntrinsicMetric ? nil : length
        hugs = view.contentHuggingPriority(for: axis) > .defaultLow
        resistsCompression = view.contentCompressionResistancePriority(for: axis) > .defaultLow
    }

    init(length: CGFloat?) { self.length = length }

    /// The view's length for a proposed one (nil = its ideal); nil when it has no intrinsic length.
    func length(for proposed: CGFloat?) -> CGFloat? {
        guard let length else { return nil }
        guard let proposed else { return length }
        if proposed > length { return hugs ? length : proposed }
        return resistsCompression ? length : proposed
    }
}
