import Foundation
import SwiftUI

// UIKit's colours, images, fonts, data assets, storyboards and cells made from R.swift's resources.

extension ColorResource {
    /// The colour (`R.color.brand()`), nil when the asset catalogs have no such colour set.
    @MainActor public func callAsFunction(compatibleWith traitCollection: UITraitCollection? = nil) -> UIColor? {
        UIColor(resource: self, compatibleWith: traitCollection)
    }
}

extension UIColor {
    public convenience init?(resource: ColorResource, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: traitCollection)
    }
}

extension ImageResource {
    /// The image (`R.image.logo()`), nil when the app has no such image.
    @MainActor public func callAsFunction(compatibleWith traitCollection: UITraitCollection? = nil) -> UIImage? {
        UIImage(resource: self, compatibleWith: traitCollection)
    }
}

extension UIImage {
    public convenience init?(resource: ImageResource, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: traitCollection)
    }
    public convenience init?(resource: ImageResource, with configuration: UIImage.Configuration?) {
        self.init(named: resource.name, in: resource.bundle, with: configuration)
    }
    public convenience init?(resource: ImageResource, variableValue: Double, with configuration: UIImage.Configuration? = nil) {
        self.init(named: resource.name, in: resource.bundle, with: configuration)
    }
}

extension FontResource {
    /// The font at `size` (`R.font.interBold(size: 17)`), nil when the app bundles no such font.
    public func callAsFunction(size: CGFloat) -> UIFont? { UIFont(name: name, size: size) }
    /// Whether the font can be made.
    public func canBeLoaded() -> Bool { UIFont(name: name, size: 12) != nil }
}

extension UIFont {
    public convenience init?(resource: FontResource, size: CGFloat) { self.init(name: resource.name, size: size) }
}

extension DataResource {
    /// The data set's contents, nil when the asset catalogs have no such data set.
    public func callAsFunction() -> Data? { NSDataAsset(resource: self)?.data }
}

extension NSDataAsset {
    public convenience init?(resource: DataResource) { self.init(name: resource.name, bundle: resource.bundle) }
}

extension UIStoryboard {
    public convenience init<Reference: StoryboardReference>(resource: Reference) {
        self.init(name: resource.name, bundle: resource.bundle)
    }
    public func instantiateViewController<ViewController: UIViewController>(
        withIdentifier identifier: StoryboardViewControllerIdentifier<ViewController>) -> ViewController? {
        instantiateViewController(withIdentifier: identifier.identifier) as? ViewController
    }
}

extension StoryboardReference where Self: InitialControllerContainer {
    /// The storyboard's initial controller, when UIKit's stand-in for it is of the declared type.
    @MainActor public func instantiateInitialViewController() -> InitialController? {
        UIStoryboard(resource: self).instantiateInitialViewController() as? InitialController
    }
}

extension StoryboardViewControllerIdentifier {
    /// The controller with this storyboard ID, when UIKit's stand-in for it is of the declared type.
    @MainActor public func callAsFunction() -> ViewController? {
        UIStoryboard(name: storyboard, bundle: bundle).instantiateViewController(withIdentifier: identifier) as? ViewController
    }
}

extension UITableView {
    public func register<Resource: ReuseIdentifierContainer>(_ resource: Resource) where Resource.Reusable: UITableViewCell {
        register(Resource.Reusable.self, forCellReuseIdentifier: resource.identifier)
    }
    public func registerHeaderFooterView<Resource: ReuseIdentifierContainer>(_ resource: Resource)
        where Resource.Reusable: UITableViewHeaderFooterView {
        register(Resource.Reusable.self, forHeaderFooterViewReuseIdentifier: resource.identifier)
    }
    public func dequeueReusableCell<Identifier: ReuseIdentifierContainer>(withIdentifier identifier: Identifier, for indexPath: IndexPath)
        -> Identifier.Reusable? where Identifier.Reusable: UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier.identifier, for: indexPath) as? Identifier.Reusable
    }
    public func dequeueReusableHeaderFooterView<Identifier: ReuseIdentifierContainer>(withIdentifier identifier: Identifier)
        -> Identifier.Reusable? where Identifier.Reusable: UITableViewHeaderFooterView {
        dequeueReusableHeaderFooterView(withIdentifier: identifier.identifier) as? Identifier.Reusable
    }
}

extension UICollectionView {
    public func register<Resource: ReuseIdentifierContainer>(_ resource: Resource) where Resource.Reusable: UICollectionViewCell {
        register(Resource.Reusable.self, forCellWithReuseIdentifier: resource.identifier)
    }
    public func register<Resource: ReuseIdentifierContainer>(_ resource: Resource, forSupplementaryViewOfKind kind: String)
        where Resource.Reusable: UICollectionReusableView {
        register(Resource.Reusable.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: resource.identifier)
    }
    public func dequeueReusableCell<Identifier: ReuseIdentifierContainer>(withReuseIdentifier identifier: Identifier, for indexPath: IndexPath)
        -> Identifier.Reusable? where Identifier.Reusable: UICollectionReusableView {
        dequeueReusableCell(withReuseIdentifier: identifier.identifier, for: indexPath) as? Identifier.Reusable
    }
    public func dequeueReusableSupplementaryView<Identifier: ReuseIdentifierContainer>(
        ofKind elementKind: String, withReuseIdentifier identifier: Identifier, for indexPath: IndexPath)
        -> Identifier.Reusable? where Identifier.Reusable: UICollectionReusableView {
        dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier.identifier, for: indexPath)
            as? Identifier.Reusable
    }
}
