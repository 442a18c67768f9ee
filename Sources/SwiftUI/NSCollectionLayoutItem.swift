import Foundation

/// One item of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size, insets, edge
/// spacing and attached supplementary items, held for the code to read back (nothing is laid out).
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views attached to the item (badges and the like).
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the content inside the item's size; zero by default.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Spacing outside the item's edges; nil by default.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }
}

/// The place and stacking of one item of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}

/// Places the items of a custom group for an environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items laid out in a row, a column or custom frames, as UIKit's `NSCollectionLayoutGroup`; a group
/// is itself an item, so groups nest.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private enum Arrangement { case horizontal, vertical, custom }
    private let arrangement: Arrangement
    /// How many times a repeated subitem appears (`subitem:count:`), nil when the subitems are listed.
    private let repeatCount: Int?
    private let itemProvider: NSCollectionLayoutGroupCustomItemProvider?

    /// The items the group holds, as given: the one repeated item for a `count:` group, none for a
    /// custom group.
    public let subitems: [NSCollectionLayoutItem]
    /// Spacing between the group's items along its axis; nil by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary views attached to the group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    private init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], repeatCount: Int? = nil,
                 itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = repeatCount
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `subitems` side by side, repeated along the row while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }
    /// `subitems` one above another, repeated down the column while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }
    /// `count` copies of `subitem` in a row, sized to share the width (deprecated in iOS 16).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count)
    }
    /// `count` copies of `subitem` in a column, sized to share the height (deprecated in iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count)
    }
    /// `count` copies of `subitem` in a row, each keeping its own size (iOS 16).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count)
    }
    /// `count` copies of `subitem` in a column, each keeping its own size (iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count)
    }
    /// Items at the frames `itemProvider` gives for the environment.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .custom, subitems: [], itemProvider: itemProvider)
    }

    /// The group as text: its arrangement, size and subitems, one a line.
    public func visualDescription() -> String {
        func describe(_ dimension: NSCollectionLayoutDimension) -> String {
            let kind = dimension.isFractionalWidth ? "fractionalWidth" : dimension.isFractionalHeight ? "fractionalHeight"
                : dimension.isAbsolute ? "absolute" : dimension.isEstimated ? "estimated" : "uniformAcrossSiblings"
            return "\(kind)(\(dimension.dimension))"
        }
        func describe(_ size: NSCollectionLayoutSize) -> String { "\(describe(size.widthDimension)) × \(describe(size.heightDimension))" }
        var lines = ["\(arrangement) group \(describe(layoutSize))" + (repeatCount.map { ", \($0) times" } ?? "")]
        for item in subitems {
            if let group = item as? NSCollectionLayoutGroup {
                lines += group.visualDescription().split(separator: "\n").map { "    " + $0 }
            } else {
                lines.append("    item \(describe(item.layoutSize))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
