import Foundation

/// An Auto Layout constraint, UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
/// Activating one installs it on its first item's view; when a representable's view is drawn, the
/// constraints that tie a subview to its superview (or the superview's guides) or fix its size
/// place it (`UIViewAutoLayout.swift`).
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// A layout axis (what content hugging and compression resistance are set for).
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// A part of an item's frame a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
             firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin,
             centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout; setting it installs it on (or removes it from)
    /// its first item's view.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = owningView else { return }
            if isActive { view.addConstraint(self) } else { view.removeConstraint(self) }
        }
    }

    /// The constraint between two items' attributes.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: Self.object(view1), attr1, relation, second: view2.flatMap(Self.object), attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The view or guide `item` holds (an `Any` that holds an optional is unwrapped, not boxed).
    private static func object(_ item: Any) -> AnyObject? {
        if let view = item as? UIView { return view }
        return item as? UILayoutGuide
    }

    /// The view the constraint is installed on: its first item, or the view owning that guide.
    private var owningView: UIView? { (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView }

    /// Activates each of `constraints`.
    public class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates each of `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// How strongly a constraint or a view's content size holds, UIKit's `UILayoutPriority` (1–1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// What a button resists compression with.
    public static let defaultHigh = UILayoutPriority(750)
    /// What a button hugs its content with.
    public static let defaultLow = UILayoutPriority(250)
    /// The level at which a view fits its content as small as it can.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
