import Foundation

extension HorizontalAlignment {
    /// The guide marking where the separator below a list row starts (iOS 16). Unless a view of the
    /// row sets it with `.alignmentGuide(.listRowSeparatorLeading)`, the separator starts at the
    /// row's leading-most text, so it lines up with the titles rather than with icons.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// The guide marking where the separator below a list row ends (iOS 16): unless a view of the
    /// row sets it, the row's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

/// `.listRowSeparatorLeading`: by default a view's leading edge.
enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

/// `.listRowSeparatorTrailing`: by default a view's trailing edge.
enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}
