import MockupRaster

extension AlignmentKey {
    /// True for `.firstTextBaseline` / `.lastTextBaseline`, the guides texts and symbols define
    /// explicitly (LAYOUT-SPEC §1.3); any guide can be set with `.alignmentGuide`.
    var isTextBaseline: Bool {
        switch self {
        case .firstTextBaseline, .lastTextBaseline: return true
        default: return false
        }
    }

    /// The guide's value in a view of `size` that does not set it (LAYOUT-SPEC §1.3): a built-in
    /// guide's start edge, centre or end edge along `axis` (text baselines of text-less views at the
    /// end); a custom guide's `defaultValue(in:)` with the view's dimensions, whose explicit guides
    /// `explicit` answers.
    func defaultValue(size: Size, axis: Axis, explicit: (AlignmentKey, Axis) -> Double?) -> Double {
        switch self {
        case .leading, .top: return 0
        case .center: return size.length(along: axis) / 2
        case .trailing, .bottom, .firstTextBaseline, .lastTextBaseline: return size.length(along: axis)
        case .custom(let guide):
            return withoutActuallyEscaping(explicit) { explicit in
                Double(guide.type.defaultValue(in: ViewDimensions(size: size, explicitGuide: explicit)))
            }
        }
    }

    /// The default value in a plain rectangle of `size`, which sets no guide.
    func defaultValue(size: Size, axis: Axis) -> Double {
        defaultValue(size: size, axis: axis) { _, _ in nil }
    }

    /// The explicit value of a container whose subviews set `values` (in its coordinates), as
    /// SwiftUI's `combineExplicit`: the top-most first baseline, the bottom-most last baseline, the
    /// mean of any other guide; nil when no subview sets it (LAYOUT-SPEC §3.7).
    func combineExplicit(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .firstTextBaseline: return values.min()
        case .lastTextBaseline: return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}
