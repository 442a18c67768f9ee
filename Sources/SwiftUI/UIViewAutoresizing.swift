import Foundation

extension UIView {
    /// Which of a view's margins and sizes grow when its superview's size changes (UIKit's
    /// `UIView.AutoresizingMask`): `[.flexibleWidth, .flexibleHeight]` keeps a view filling its
    /// superview as the superview is resized.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes and moves the subviews that follow their masks after this view's size changed from
    /// `oldSize`. Along each axis the change is shared among the flexible parts (leading margin,
    /// size, trailing margin) in proportion to their current lengths, equally when they are all
    /// zero, as Apple's documentation of `autoresizingMask` describes; with none flexible the
    /// subview keeps its frame.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let horizontal = Self.resized(start: subview.frame.minX, length: subview.frame.width, in: oldSize.width, to: frame.width,
                                          flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                     mask.contains(.flexibleRightMargin)))
            let vertical = Self.resized(start: subview.frame.minY, length: subview.frame.height, in: oldSize.height, to: frame.height,
                                        flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                   mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
        }
    }

    /// One axis of `autoresizeSubviews(from:)`: a subview's start and length in a superview whose
    /// length went from `oldLength` to `newLength`.
    static func resized(start: CGFloat, length: CGFloat, in oldLength: CGFloat, to newLength: CGFloat,
                        flexible: (leading: Bool, size: Bool, trailing: Bool)) -> (start: CGFloat, length: CGFloat) {
        let change = newLength - oldLength
        let parts = [(flexible.leading, start), (flexible.size, length), (flexible.trailing, oldLength - start - length)]
        let flexibleParts = parts.filter(\.0).map { max($0.1, 0) }
        guard !flexibleParts.isEmpty, change != 0 else { return (start, length) }
        let total = flexibleParts.reduce(0, +)
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? change * max(part.1, 0) / total : change / CGFloat(flexibleParts.count)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }
}
