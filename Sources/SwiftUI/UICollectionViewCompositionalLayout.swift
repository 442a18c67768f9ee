import Foundation

/// What a layout's or section's insets are measured from (iOS 14), as UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}

/// Decides the section at an index for an environment (nil for none).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Settings of a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the layout scrolls in: vertical by default.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between sections; 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the layout's insets are measured from (iOS 14): `.automatic` by default.
    public var contentInsetsReference = UIContentInsetsReference.automatic

    public init() {}

    /// A copy, as UIKit's configuration is copied when a layout takes it.
    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

/// UIKit's layout of sections built from items and groups (iOS 13): one section for every section
/// of the collection view, or a section provider deciding each. It holds what it is given; a render
/// draws no collection items, so it lays nothing out and its provider is not called by a render.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The layout's settings; the layout keeps a copy of a configuration it is given, as UIKit does.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set { storedConfiguration = newValue.copy() }
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy()
        super.init()
    }
    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// Each section as `sectionProvider` decides for its index and the environment.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout of list sections all styled by `configuration` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The section at `index` as the layout would lay it out now: its provider asked with the
    /// environment of its collection view (or the render's screen).
    func section(at index: Int) -> NSCollectionLayoutSection? {
        sectionProvider(index, CollectionLayoutEnvironment(collectionView: collectionView))
    }
}
