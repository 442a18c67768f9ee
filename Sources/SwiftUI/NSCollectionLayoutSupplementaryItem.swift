import Foundation

// The extra views a compositional layout attaches: badges anchored to items, headers and footers
// at a section's or layout's boundary, and decorations behind sections. Held and read back; a render
// draws no collection items, so none is placed.

/// Where a supplementary item attaches to its item, as UIKit's `NSCollectionLayoutAnchor`: edges
/// (two adjacent ones for a corner) and an offset in points or in fractions of the supplementary's size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public let isFractionalOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        isFractionalOffset = fractional
    }
    /// Attached inside `edges`, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: false, fractional: false) }
    /// Attached at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true, fractional: false)
    }
    /// Attached at `edges`, moved by `fractionalOffset` of the supplementary's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false, fractional: true)
    }
}

/// A view attached to an item or group, as UIKit's `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source's supplementary view provider is asked for.
    public let elementKind: String
    /// Where on the containing item it attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary meets the container anchor; nil for the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Its stacking order among the section's views: 1 by default, above the items.
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
}

/// Where on a rectangle's boundary something sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The edges of the alignment.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// A header or footer at the boundary of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which boundary it sits on (`.top` for a header, `.bottom` for a footer).
    public let alignment: NSRectAlignment
    /// Its offset from the aligned position, in points.
    public let offset: CGPoint
    /// Whether the section's (or layout's) content area grows to include it: true by default.
    public var extendsBoundary = true
    /// Whether it stays on screen while its section scrolls by (a sticky header): false by default.
    public var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset), itemAnchor: nil)
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`; its class is registered
/// on the layout with `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Its stacking order: 0 by default, below the section's items.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }
    /// A decoration filling its section, behind the items (inset by `contentInsets`).
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}
