import Foundation

/// The region a text view lays its text out in (TextKit's `NSTextContainer`): the padding at each
/// end of a line, the line limit and how a cut line ends are drawn; exclusion paths are held.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size; a dimension of `greatestFiniteMagnitude` is unlimited.
    open var size: CGSize
    /// The space at each end of every line: 5 pt, TextKit's default.
    open var lineFragmentPadding: CGFloat = 5
    /// The line limit; 0 means no limit.
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Regions text flows around (held, not drawn around).
    open var exclusionPaths: [UIBezierPath] = []
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    public init(size: CGSize) { self.size = size }
    public convenience init() { self.init(size: .zero) }
}
