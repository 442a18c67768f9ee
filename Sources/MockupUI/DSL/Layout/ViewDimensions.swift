import Foundation
import MockupRaster

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's
/// `ViewDimensions`: what `LayoutSubview.dimensions(in:)` answers.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view's explicit guide values (text baselines, `.alignmentGuide`s), nil when it has none.
    private let explicitGuide: (AlignmentKey, Axis) -> Double?
    private var size: Size { Size(Double(width), Double(height)) }

    init(size: Size, explicitGuide: @escaping (AlignmentKey, Axis) -> Double?) {
        width = CGFloat(size.width); height = CGFloat(size.height); self.explicitGuide = explicitGuide
    }

    /// The guide's value: explicit when the view defines it, else its default for this size (a custom
    /// guide's `AlignmentID.defaultValue(in:)`).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? CGFloat(guide.key.defaultValue(size: size, axis: .horizontal, explicit: explicitGuide))
    }

    /// The guide's value: explicit when the view defines it, else its default for this size (a custom
    /// guide's `AlignmentID.defaultValue(in:)`).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? CGFloat(guide.key.defaultValue(size: size, axis: .vertical, explicit: explicitGuide))
    }

    /// The guide's explicit value, nil when the view does not define it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuide(guide.key, .horizontal).map { CGFloat($0) }
    }

    /// The guide's explicit value, nil when the view does not define it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuide(guide.key, .vertical).map { CGFloat($0) }
    }
}

extension ViewDimensions: Equatable {
    /// Dimensions are equal when their sizes and the values of the built-in guides are (a custom
    /// guide's value is a function of its own type, which equality cannot enumerate).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        return lhs.width == rhs.width && lhs.height == rhs.height
            && horizontal.allSatisfy { lhs[$0] == rhs[$0] } && vertical.allSatisfy { lhs[$0] == rhs[$0] }
    }
}
