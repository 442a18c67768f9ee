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
    private let explicitGuide: (AlignmentID, Axis) -> Double?

    init(size: Size, explicitGuide: @escaping (AlignmentID, Axis) -> Double?) {
        width = CGFloat(size.width); height = CGFloat(size.height); self.explicitGuide = explicitGuide
    }

    /// The guide's value: explicit when the view defines it, else its default for this size.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? CGFloat(guide.id.defaultValue(length: Double(width)))
    }

    /// The guide's value: explicit when the view defines it, else its default for this size.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? CGFloat(guide.id.defaultValue(length: Double(height)))
    }

    /// The guide's explicit value, nil when the view does not define it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuide(guide.id, .horizontal).map { CGFloat($0) }
    }

    /// The guide's explicit value, nil when the view does not define it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuide(guide.id, .vertical).map { CGFloat($0) }
    }
}
