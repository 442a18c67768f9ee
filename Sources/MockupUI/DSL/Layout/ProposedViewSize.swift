import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: per dimension a length, or
/// nil for "unspecified" (the view answers with its ideal size); `0` asks for the minimum and
/// `.infinity` for the maximum (LAYOUT-SPEC §1.2).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, nil when unspecified.
    public var width: CGFloat?
    /// The proposed height, nil when unspecified.
    public var height: CGFloat?

    /// A proposal of `width` by `height`; nil leaves a dimension unspecified.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unspecified in both dimensions: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinite in both dimensions: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with `size`'s dimensions for the unspecified ones (10 × 10 by
    /// default, as SwiftUI: a flexible view then does not vanish into a zero frame).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    init(_ proposal: LayoutProposal) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// The engine's proposal.
    var layoutProposal: LayoutProposal {
        LayoutProposal(width: width.map(Double.init), height: height.map(Double.init))
    }
}
