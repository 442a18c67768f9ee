import Foundation

// iOS 14's typed registrations: a cell or supplementary class with the closure that configures it,
// dequeued and configured in one call. Swift cannot make an instance of an arbitrary subclass from
// its type without an initializer every subclass must have (UIKit does it through the Objective-C
// runtime), so dequeuing makes UIKit's own classes (`UICollectionViewCell`, `UICollectionViewListCell`,
// `UICollectionReusableView`) and traps for a subclass of the app's. A render dequeues nothing.

extension UICollectionView {
    /// A cell class with the closure that configures a dequeued cell for an item.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` to show `item` at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class and element kind with the closure that configures a dequeued view.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures the view of the element kind at the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        public let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A new cell of the registration's class, configured by its handler for `item` (not called
    /// when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let cell = Self.makeReusableView(Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let view = Self.makeReusableView(Supplementary.self)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// An instance of `type` when it is one of UIKit's reusable view classes.
    private static func makeReusableView<View: UICollectionReusableView>(_ type: View.Type) -> View {
        let view: UICollectionReusableView?
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(UICollectionViewListCell.self): view = UICollectionViewListCell(frame: .zero)
        case ObjectIdentifier(UICollectionViewCell.self): view = UICollectionViewCell(frame: .zero)
        case ObjectIdentifier(UICollectionReusableView.self): view = UICollectionReusableView(frame: .zero)
        default: view = nil
        }
        guard let made = view as? View else {
            preconditionFailure("Mockup cannot make an instance of \(type) from its class (no Objective-C runtime); "
                + "register UICollectionViewListCell, UICollectionViewCell or UICollectionReusableView")
        }
        return made
    }
}
