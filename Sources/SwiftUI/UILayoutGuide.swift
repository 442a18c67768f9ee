import Foundation

/// A rectangle in a view that constraints can refer to, UIKit's `UILayoutGuide`. The guides a view
/// provides (safe area, layout margins, readable content, keyboard) have frames derived from the
/// view's bounds; a guide added with `addLayoutGuide(_:)` is placed only by constraints, which a
/// render does not solve for guides, so constraints to it are not used.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// Which rectangle of its owning view a guide stands for.
    enum Kind { case custom, safeArea, layoutMargins, readableContent, keyboard, scrollFrame, scrollContent }
    let kind: Kind

    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    open var identifier = ""

    public init() { kind = .custom }
    init(kind: Kind, owningView: UIView) { self.kind = kind; self.owningView = owningView }

    /// The guide's rectangle in its owning view's coordinates, for a view of `size`; nil for a
    /// custom guide and a scroll view's content (whose size its content sets).
    func frame(inViewOfSize size: CGSize) -> CGRect? {
        guard let view = owningView else { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        switch kind {
        case .custom, .scrollContent: return nil
        case .scrollFrame:
            // The visible rectangle, in the coordinates of the content it shows.
            return CGRect(origin: (view as? UIScrollView)?.contentOffset ?? .zero, size: size)
        case .safeArea: return bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins, .readableContent: return bounds.inset(by: view.layoutMargins)
        case .keyboard:
            // No keyboard is up in a still: the guide is an empty strip along the safe area's bottom.
            let safeBottom = size.height - view.safeAreaInsets.bottom
            return CGRect(x: 0, y: safeBottom, width: size.width, height: 0)
        }
    }

    /// The guide's rectangle in its owning view's coordinates, from that view's bounds.
    open var layoutFrame: CGRect { frame(inViewOfSize: owningView?.bounds.size ?? .zero) ?? .zero }
}

/// The keyboard's frame as a layout guide (iOS 15), UIKit's `UIKeyboardLayoutGuide`.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard (no keyboard is up in a still).
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stays at the safe area's bottom while the keyboard is hidden.
    open var usesBottomSafeArea = true
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.left - insets.right),
               height: max(0, height - insets.top - insets.bottom))
    }
}
