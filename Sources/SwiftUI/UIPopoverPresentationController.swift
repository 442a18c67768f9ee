import Foundation
import MockupUI

/// The edges a popover's arrow may point from (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction of a popover that is not on screen.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// The presentation of a controller whose style is `.popover` (UIKit's
/// `UIPopoverPresentationController`), configured before `present(_:animated:)`. A render presents
/// nothing, so the popover is never on screen and its arrow direction stays `.unknown`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// What the popover points at: a view and a rectangle in it, or a bar button item.
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    /// The popover's colour, arrow included (nil: the system's).
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    private var ownAdaptiveSheet: UISheetPresentationController?
    /// The sheet the popover becomes in compact width (iOS 15), made when first read.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let ownAdaptiveSheet { return ownAdaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        ownAdaptiveSheet = sheet
        return sheet
    }
}

/// What a popover presentation tells its delegate; every method is optional and none is called in a
/// render. `popoverPresentationController(_:willRepositionPopoverTo:in:)` is left out: its
/// `AutoreleasingUnsafeMutablePointer` exists only with Objective-C.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// The popover presentation of this controller when its style is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
