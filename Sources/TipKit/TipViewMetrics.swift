import SwiftUI

/// iOS 17/18's inline tip view at the default Dynamic Type size, measured on real TipKit renders
/// (docs/CONTROLS.md, "Tips": [TK1] an iOS 17 inline `TipView` with actions and an arrow, [TK2]
/// an iOS 18.4 popover tip with an image).
enum TipViewMetrics {
    /// Title and message 13 pt from the leading edge and 14.5 pt from the top; 15.5 pt to the
    /// trailing edge and, without actions, to the bottom; 9 pt above the first action's separator.
    static let leadingInset: CGFloat = 13
    static let topInset: CGFloat = 14.5
    static let trailingInset: CGFloat = 15.5
    static let bottomInset: CGFloat = 15.5
    static let insetAboveActions: CGFloat = 9
    /// Title (17 pt semibold) over message (15 pt, secondary), 4 pt apart.
    static let titleFont = Font.headline
    static let messageFont = Font.subheadline
    static let titleMessageSpacing: CGFloat = 4
    /// The image: a 44-pt slot top-aligned with the title, the text column 69.5 pt from the leading edge.
    static let imageFont = Font.system(size: 40)
    static let imageWidth: CGFloat = 44
    static let imageSpacing: CGFloat = 69.5 - 13 - 44
    /// The close button: `xmark`, about 13 pt of ink, tertiary label.
    static let closeFont = Font.system(size: 15, weight: .semibold)
    /// Each action a 42.6-pt row under a hairline from the leading inset to the trailing edge, its
    /// title 17 pt in the tint; 3 pt below the last.
    static let actionHeight: CGFloat = 42.6
    static let insetBelowActions: CGFloat = 3
    static let cornerRadius: CGFloat = 13
    static let background = Color(uiColor: .secondarySystemBackground)
    /// The arrow of `TipView(_:arrowEdge:)`: 24 pt across its base, 13 pt deep, centred on the edge.
    static let arrowBase: CGFloat = 24
    static let arrowDepth: CGFloat = 13
}
