import Foundation
import MockupRaster

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's
/// `ViewDimensions`: what `LayoutSubview.dimensions(in:)` answers.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view's explicit guide values (text baselines), nil when the view defines none.
    private let explicitGuide: (AlignmentID) -> Double?

    init(size: Size, explicitGuide: @escaping (AlignmentID) -> Double?) {
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
        guide.id.isTextBaseline ? explicitGuide(guide.id).map { CGFloat($0) } : nil
    }

    /// The guide's explicit value (a text baseline), nil when the view does not define it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guide.id.isTextBaseline ? explicitGuide(guide.id).map { CGFloat($0) } : nil
    }
}
