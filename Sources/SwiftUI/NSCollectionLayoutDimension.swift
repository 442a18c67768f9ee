import Foundation

// The measures a compositional layout declares its items with, as UIKit's: a dimension (a fraction
// of the container, points, an estimate), a size of two dimensions, and spacings around items. They
// are held and read back; no layout is computed from them, as a render draws no collection items.

/// One side of an item's size, as UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    private let kind: Kind
    /// The fraction, points or estimate the dimension was made with.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the containing group's (or section's) width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the containing group's (or section's) height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// A first guess in points, the content deciding the final size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    /// The largest size any sibling's content needs, starting from an estimate (iOS 17).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.uniformAcrossSiblings, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
}

/// An item's width and height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
}

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible (at least the
/// given amount, growing to share the leftover room).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The points the spacing was made with.
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, fixed: true) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, fixed: false) }
}

/// The spacing outside each edge of an item, as UIKit's `NSCollectionLayoutEdgeSpacing`; nil for none.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
