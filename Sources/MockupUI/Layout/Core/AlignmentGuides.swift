extension AlignmentID {
    /// True for `.firstTextBaseline` / `.lastTextBaseline`, the guides texts and symbols define
    /// explicitly (LAYOUT-SPEC §1.3); any guide can be set with `.alignmentGuide`.
    var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }

    /// The guide's value for a view of `length` along the guide's axis when nothing overrides it:
    /// start edge 0, centre half, end edge (and text baselines of text-less views) the full length.
    func defaultValue(length: Double) -> Double {
        switch self {
        case .leading, .top: return 0
        case .center: return length / 2
        case .trailing, .bottom, .firstTextBaseline, .lastTextBaseline: return length
        }
    }
}
