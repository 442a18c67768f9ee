import Foundation

/// How a list section of a compositional layout looks, as UIKit's `UICollectionLayoutListConfiguration`
/// (iOS 14): its appearance, separators, header and footer modes, background and swipe actions.
/// Held for `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
/// `UICollectionViewCompositionalLayout.list(using:)`; a render draws no list rows from it.
public struct UICollectionLayoutListConfiguration {
    /// The list's overall look.
    public enum Appearance: Int, Hashable, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where section headers come from: none, supplementary views of kind
    /// `UICollectionView.elementKindSectionHeader`, or each section's first item.
    public enum HeaderMode: Int, Hashable, Sendable { case none, supplementary, firstItemInSection }
    /// Where section footers come from: none, or supplementary views of kind `elementKindSectionFooter`.
    public enum FooterMode: Int, Hashable, Sendable { case none, supplementary }
    /// The swipe actions of the row at an index path, nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Adjusts the separators of the row at an index path (iOS 14.5).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    /// Whether rows have separators: true by default.
    public var showsSeparators = true
    /// The rows' separators (iOS 14.5), made for the appearance.
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil for the appearance's own.
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Extra space above each section header (iOS 15); nil for the system's.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// How a list's row separators look (iOS 14.5), as UIKit's `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows: as the list decides, always, or never.
    public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }
    /// The insets that mean "the list decides" (a sentinel, as UIKit's).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = automaticInsets
    public var bottomSeparatorInsets = automaticInsets
    public var color = UIColor.separator
    public var multipleSelectionColor = UIColor.separator
    /// A vibrancy effect for the separators; held, not drawn.
    public var visualEffect: UIVisualEffect?

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
            && lhs.visualEffect === rhs.visualEffect
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(color)
    }
}
