import Foundation

/// The space a compositional layout (or one of its sections) lays out in, as UIKit's
/// `NSCollectionLayoutContainer`: the size, the insets, and the size inside the insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is given to decide a section, as UIKit's `NSCollectionLayoutEnvironment`:
/// the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// A container of a fixed size and insets.
final class CollectionLayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    /// The size inside the insets.
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment a layout gives its section provider: its collection view's size, or the
/// render's screen (393 × 852, `UIScreen.main.bounds`) while the collection view has no size, and
/// the collection view's traits (the device's).
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(collectionView: UICollectionView?) {
        let size = collectionView?.bounds.size ?? .zero
        container = CollectionLayoutContainer(contentSize: size.width > 0 && size.height > 0 ? size : UIScreen.main.bounds.size)
        traitCollection = collectionView?.traitCollection ?? .current
    }
}
