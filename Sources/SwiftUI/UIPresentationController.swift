import Foundation
import MockupUI

/// Manages how a presented view controller is shown (UIKit's `UIPresentationController`). A render
/// presents nothing, so there is never a container view and no transition callback is called.
@preconcurrency @MainActor
open class UIPresentationController {
    public let presentedViewController: UIViewController
    /// The controller that presents: nil until a presentation, which a render never makes.
    public private(set) weak var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view the presentation happens in: none, as nothing is presented.
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { presentedViewController.view }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// What a presentation controller asks about adapting to size changes (UIKit's
/// `UIAdaptivePresentationControllerDelegate`); every method is optional and none is called.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A sheet's presentation (UIKit's `UISheetPresentationController`, iOS 15): the heights it rests
/// at, grabber, corner radius and dimming. The properties hold what is set; a render presents no
/// UIKit sheet (SwiftUI's `.sheet` and its `presentationDetents` draw their own).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen: half the maximum height (Mockup's choice; UIKit documents it
        /// as "approximately half the height of the screen").
        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height the resolver computes; a new identifier unless given.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The height this detent resolves to in `context` (nil: left out).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which what is behind the sheet is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// The sheet's corner radius; nil is the system's.
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    open var sourceView: UIView?

    /// Changes made in `changes`, which run at once (nothing animates in a render).
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Asks the sheet to resolve its detents again: there is no sheet on screen to resize.
    open func invalidateDetents() {}
}

/// What a sheet tells its delegate (UIKit's `UISheetPresentationControllerDelegate`), besides what every
/// presentation does; optional, and never called, as a render presents no UIKit sheet.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// What a custom detent's resolver is told (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent.
    var maximumDetentValue: CGFloat { get }
}

extension UIViewController {
    /// The controller that presents or would present this one: a sheet's for the sheet styles
    /// (`.automatic`, `.pageSheet`, `.formSheet`), made when first read, as UIKit makes it ahead of a
    /// presentation so it can be configured.
    public var presentationController: UIPresentationController? { lazyPresentationController }

    /// The sheet presentation of this controller, for the sheet styles; nil for the others.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
