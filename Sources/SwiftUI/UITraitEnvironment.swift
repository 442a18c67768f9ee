import Foundation
import MockupUI

/// What has traits: views, view controllers, window scenes and screens (UIKit's
/// `UITraitEnvironment`). `traitCollectionDidChange(_:)` is called when the traits change, and
/// they never change in a render, so it is never called.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject {}

/// Registration for changes of chosen traits (iOS 17, UIKit's `UITraitChangeObservable`): a
/// handler, or an action sent to a target or to the object itself. Traits never change in a render,
/// so nothing registered is ever called.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> =
        (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void

    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        TraitChangeRegistration()
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration()
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration()
    }

    /// Nothing registered is called in a render, so there is nothing to stop.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

/// A registration: a token to unregister with.
private final class TraitChangeRegistration: UITraitChangeRegistration {}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}
extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable {
    /// The render's traits, with what the scene overrides.
    public var traitCollection: UITraitCollection { UITraitCollection.current.overridden(by: traitOverrides) }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
extension UIScreen: UITraitEnvironment {
    /// The render's traits.
    public var traitCollection: UITraitCollection { .current }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
