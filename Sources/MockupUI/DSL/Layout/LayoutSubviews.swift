import Foundation
import MockupRaster

/// A proxy for one subview of a custom `Layout`, as SwiftUI's `LayoutSubview`: ask it for its
/// size and guides for a proposal, read its spacing and priority, and place it (once, from
/// `placeSubviews`).
public struct LayoutSubview: Equatable {
    let box: LayoutBox
    let index: Int
    let placements: LayoutPlacements?

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = box.sizeThatFits(proposal.layoutProposal)
        return CGSize(width: size.width, height: size.height)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = proposal.layoutProposal
        let size = box.sizeThatFits(p)
        return ViewDimensions(size: size) { [box] guide, axis in box.explicitGuide(guide, axis: axis, size: size, proposal: p) }
    }

    /// Puts the subview's `anchor` point at `position` (relative to the container's bounds), at
    /// the size it chooses for `proposal`. Calls outside `placeSubviews` are ignored, as are
    /// non-finite positions.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let placements, position.x.isFinite, position.y.isFinite else { return }
        let p = proposal.layoutProposal
        let size = box.sizeThatFits(p)
        let origin = Point(Double(position.x) - anchor.x * size.width - placements.bounds.x,
                           Double(position.y) - anchor.y * size.height - placements.bounds.y)
        placements.placed[index] = ChildPlacement(origin: origin, size: size, proposal: p)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { ViewSpacing(box.spacing) }

    /// The subview's layout priority (`.layoutPriority`, 0 by default).
    public var priority: Double { box.priority }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { box.layoutValue(key) }

    /// The values the subview set for its container with `.containerValue(_:_:)` (iOS 18).
    public var containerValues: ContainerValues { ContainerValues(storage: box.containerValues) }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.box === b.box && a.index == b.index }
}

/// The subviews of a custom `Layout`, in declaration order, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    let elements: ArraySlice<LayoutSubview>
    /// The layout direction inherited by the container: right to left, SwiftUI flips the x
    /// position of each placed subview within the container, so layouts need not read it
    /// (LAYOUT-SPEC §6.8).
    public let layoutDirection: LayoutDirection

    init(_ elements: ArraySlice<LayoutSubview>, layoutDirection: LayoutDirection) {
        self.elements = elements; self.layoutDirection = layoutDirection
    }

    init(_ boxes: [LayoutBox], placements: LayoutPlacements?, layoutDirection: LayoutDirection) {
        elements = ArraySlice(boxes.enumerated().map { LayoutSubview(box: $0.element, index: $0.offset, placements: placements) })
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements[bounds], layoutDirection: layoutDirection) }
    /// The subviews at `indices`, in that order, indexed from 0 (each still places itself).
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(ArraySlice(indices.map { elements[$0] }), layoutDirection: layoutDirection)
    }
    /// The subviews from `bounds.lowerBound` on (`subviews[1...]`). `1...` is also a sequence of
    /// indices, without end: this overload keeps the slice from taking the one above.
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.lowerBound..<endIndex] }

    /// The same subviews, placing into `placements`.
    func placing(into placements: LayoutPlacements?) -> LayoutSubviews {
        LayoutSubviews(ArraySlice(elements.map { LayoutSubview(box: $0.box, index: $0.index, placements: placements) }),
                       layoutDirection: layoutDirection)
    }

    var boxes: [LayoutBox] { elements.map(\.box) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { Array(a.elements) == Array(b.elements) }
}

/// Where `placeSubviews` put each subview, collected while it runs.
final class LayoutPlacements {
    /// The container's bounds handed to `placeSubviews` (its origin is subtracted from positions).
    let bounds: Point
    var placed: [Int: ChildPlacement] = [:]

    init(bounds: Point) { self.bounds = bounds }
}
