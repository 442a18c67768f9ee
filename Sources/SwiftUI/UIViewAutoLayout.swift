import Foundation

/// A view's Auto Layout state: the constraints installed on it, its layout guides and its content
/// priorities.
@MainActor
final class UIViewAutoLayoutState {
    /// UIKit's standard spacing between sibling views, in points ("system spacing"; 8 points,
    /// Apple's "Standard" constant in Interface Builder).
    static let systemSpacing: CGFloat = 8
    /// UIKit's default layout margins on each side of a view (8 points; `UIView.layoutMargins`).
    static let defaultMargin: CGFloat = 8

    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var systemGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var layoutMargins = UIEdgeInsets(top: defaultMargin, left: defaultMargin, bottom: defaultMargin, right: defaultMargin)
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
}

extension UIView {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !autoLayout.constraints.contains(where: { $0 === constraint }) else { return }
        autoLayout.constraints.append(constraint)
        if !constraint.isActive { constraint.isActive = true }
    }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.removeAll { $0 === constraint }
        if constraint.isActive { constraint.isActive = false }
    }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = autoLayout.systemGuides[kind] { return guide }
        let guide = kind == .keyboard ? UIKeyboardLayoutGuide(kind: kind, owningView: self) : UILayoutGuide(kind: kind, owningView: self)
        autoLayout.systemGuides[kind] = guide
        return guide
    }
    /// The safe area as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The layout margins as a guide.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    /// The width text reads well at: the layout margins on an iPhone, whose widths are all below
    /// the readable width.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// The keyboard's frame as a guide (iOS 15): no keyboard is up in a still.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { systemGuide(.keyboard) as! UIKeyboardLayoutGuide }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        autoLayout.guides.append(guide)
    }
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
