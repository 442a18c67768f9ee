import Foundation
import SwiftUI

// UIKit's colours, images, fonts, storyboards, nibs, cells and segues made from R.swift.Library's
// resources, as its UIKit extensions make them.

extension UIColor {
    public convenience init?(resource: ColorResourceType, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: traitCollection)
    }
}

extension UIImage {
    public convenience init?(resource: ImageResourceType, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: traitCollection)
    }
}

extension UIFont {
    public convenience init?(resource: FontResourceType, size: CGFloat) { self.init(name: resource.fontName, size: size) }
}

extension UIStoryboard {
    public convenience init(resource: StoryboardResourceType) { self.init(name: resource.name, bundle: resource.bundle) }

    /// The controller with the resource's storyboard ID, when UIKit's stand-in for it is of its type.
    public func instantiateViewController<Resource: StoryboardViewControllerResourceType>(withResource resource: Resource)
        -> Resource.ViewControllerType? {
        instantiateViewController(withIdentifier: resource.identifier) as? Resource.ViewControllerType
    }
}

extension StoryboardResourceWithInitialControllerType {
    /// The storyboard's initial controller, when UIKit's stand-in for it is of the declared type.
    @MainActor public func instantiateInitialViewController() -> InitialController? {
        UIStoryboard(resource: self).instantiateInitialViewController() as? InitialController
    }
}

extension UINib {
    public convenience init(resource: NibResourceType) { self.init(nibName: resource.name, bundle: resource.bundle) }
}

extension NibResourceType {
    /// The nib's top-level objects (`UINib`'s stand-in).
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = [:]) -> [Any] {
        UINib(resource: self).instantiate(withOwner: ownerOrNil, options: optionsOrNil)
    }
}

extension UITableView {
    public func register<Resource: NibResourceType & ReuseIdentifierType>(_ nibResource: Resource)
        where Resource.ReusableType: UITableViewCell {
        register(UINib(resource: nibResource), forCellReuseIdentifier: nibResource.identifier)
    }
    public func registerHeaderFooterView<Resource: NibResourceType & ReuseIdentifierType>(_ nibResource: Resource)
        where Resource.ReusableType: UIView {
        register(UINib(resource: nibResource), forHeaderFooterViewReuseIdentifier: nibResource.identifier)
    }
    public func dequeueReusableCell<Identifier: ReuseIdentifierType>(withIdentifier identifier: Identifier, for indexPath: IndexPath)
        -> Identifier.ReusableType? where Identifier.ReusableType: UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier.identifier, for: indexPath) as? Identifier.ReusableType
    }
    public func dequeueReusableHeaderFooterView<Identifier: ReuseIdentifierType>(withIdentifier identifier: Identifier)
        -> Identifier.ReusableType? where Identifier.ReusableType: UITableViewHeaderFooterView {
        dequeueReusableHeaderFooterView(withIdentifier: identifier.identifier) as? Identifier.ReusableType
    }
}

extension UICollectionView {
    public func register<Resource: NibResourceType & ReuseIdentifierType>(_ nibResource: Resource)
        where Resource.ReusableType: UICollectionViewCell {
        register(UINib(resource: nibResource), forCellWithReuseIdentifier: nibResource.identifier)
    }
    public func dequeueReusableCell<Identifier: ReuseIdentifierType>(withReuseIdentifier identifier: Identifier, for indexPath: IndexPath)
        -> Identifier.ReusableType? where Identifier.ReusableType: UICollectionReusableView {
        dequeueReusableCell(withReuseIdentifier: identifier.identifier, for: indexPath) as? Identifier.ReusableType
    }
}

/// A controller that performs segues (R.swift.Library's `performSegue(withIdentifier: R.segue.…)`).
@MainActor public protocol SeguePerformerType {
    func performSegue(withIdentifier identifier: String, sender: Any?)
}

extension UIViewController: SeguePerformerType {}

extension SeguePerformerType {
    public func performSegue<Segue, Destination>(withIdentifier identifier: StoryboardSegueIdentifier<Segue, Self, Destination>, sender: Any?) {
        performSegue(withIdentifier: identifier.identifier, sender: sender)
    }
}

extension StoryboardSegue where Source: UIViewController {
    @MainActor public func performSegue(sender: Any? = nil) {
        source.performSegue(withIdentifier: identifier.identifier, sender: sender)
    }
}

extension TypedStoryboardSegueInfo {
    /// The segue's typed information, nil unless its identifier and types are the identifier's.
    @MainActor public init?<SegueIdentifier: StoryboardSegueIdentifierType>(segueIdentifier: SegueIdentifier, segue: UIStoryboardSegue)
        where SegueIdentifier.SegueType == Segue, SegueIdentifier.SourceType == Source, SegueIdentifier.DestinationType == Destination {
        guard let identifier = segue.identifier, identifier == segueIdentifier.identifier,
              let source = segue.source as? Source, let destination = segue.destination as? Destination,
              let typedSegue = segue as? Segue else { return nil }
        self.init(destination: destination, identifier: identifier, segue: typedSegue, source: source)
    }
}
