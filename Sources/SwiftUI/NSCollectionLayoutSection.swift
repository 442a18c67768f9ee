import Foundation

/// How a section scrolls across the layout's scroll direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section does not scroll across; its groups wrap.
    case none = 0
    case continuous
    /// Scrolls freely, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolls a page (the section's width) at a time.
    case paging
    /// Scrolls a group at a time, resting at its leading edge.
    case groupPaging
    /// Scrolls a group at a time, resting with it centred.
    case groupPagingCentered
}

/// How a sideways-scrolling section decelerates and bounces (iOS 17), as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`.
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How quickly scrolling slows: the system's choice, or a scroll view's rate.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }
    /// Whether the section bounces at its ends.
    public enum BounceMode: Int, Hashable, Sendable { case automatic, always, never }

    public var decelerationRate = DecelerationRate.automatic
    public var bounce = BounceMode.automatic
    init() {}
}

/// What a visible item's attributes are, as UIKit's `NSCollectionLayoutVisibleItem`, given to a
/// section's `visibleItemsInvalidationHandler` (never called in a render: nothing scrolls).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

extension UICollectionView {
    /// What kind of view a layout element is.
    public enum ElementCategory: UInt, Hashable, Sendable { case cell, supplementaryView, decorationView }
}

/// Called as a section's items scroll, to adjust the visible items.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: the group it
/// repeats for its items, its insets and spacing, sideways scrolling, headers, footers and
/// decorations. Held and read back; no layout is computed.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    let group: NSCollectionLayoutGroup

    /// Insets around the section's content; zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// What `contentInsets` are measured from (iOS 14): `.automatic` by default.
    public var contentInsetsReference = UIContentInsetsReference.automatic
    /// What the boundary supplementaries' insets are measured from (iOS 16): `.automatic` by default.
    public var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Space between the section's groups; 0 by default.
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Deceleration and bounce of sideways scrolling (iOS 17).
    public var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset with the content: true by default (deprecated in iOS 16
    /// for `supplementaryContentInsetsReference`).
    public var supplementariesFollowContentInsets = true
    /// Adjusts visible items as the section scrolls; held, never called in a render.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Views behind the section (backgrounds).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// A section repeating `group` for its items.
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// A list section styled by `configuration` (iOS 14): full-width rows of an estimated 44 points,
    /// with the configuration's header and footer as boundary supplementaries of UIKit's section
    /// header and footer kinds, inset 16 points on each side for the inset-grouped look (the list
    /// drawing's margin).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
        if configuration.appearance == .insetGrouped {
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        }
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
