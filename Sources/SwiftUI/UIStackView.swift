import Foundation
import MockupUI

/// UIKit's stack view: its arranged subviews in a row or column. In a representable it draws as a
/// SwiftUI stack of their drawings (`UIKitViewDrawing`), with UIKit's rules approximated:
/// - along the axis, a view sized by its own constant constraint or intrinsic size keeps that
///   length; labels, images and controls take their ideal length; plain views share what is left.
///   `.fill` with no such view stretches the last; `.fillEqually` makes all equal; `.equalSpacing`
///   and `.equalCentering` spread the views with equal gaps of at least `spacing`
///   (`.fillProportionally` draws as `.fill`);
/// - across the axis, `.fill` stretches each view; the other alignments keep their ideal size at the
///   leading, centre, trailing edge or first/last baseline;
/// - `spacing`, custom spacing after a view, and the layout margins when the arrangement is
///   relative to them.
@preconcurrency @MainActor
open class UIStackView: UIView {
    open override class func appearance() -> Self { appearanceProxy(UIStackView(frame: .zero)) }
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How the arranged views sit across the stack.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// Spacing values with a special meaning for `setCustomSpacing(_:after:)`.
    public nonisolated static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public nonisolated static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var distribution = Distribution.fill
    open var alignment = Alignment.fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    /// Adds `view` after the others (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

    /// The gap after `arrangedSubview` instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap after `view`: its custom spacing, else the stack's (8 pt for the system spacing).
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let chosen = custom == Self.spacingUseDefault ? spacing : custom
        return chosen == Self.spacingUseSystem ? 8 : chosen
    }

    /// The arranged views drawn as a SwiftUI stack; nil when one of them cannot be drawn.
    var drawing: AnyView? {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        var items: [AnyView] = []
        let horizontal = axis == .horizontal
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        let flexible = shown.map { child in
            distribution == .fillEqually || (length(of: child, horizontal: horizontal) == nil && fills(child))
        }
        let stretchesLast = distribution == .fill || distribution == .fillProportionally
        for (index, child) in shown.enumerated() {
            guard let drawn = UIKitViewDrawing.drawing(of: child) else { return nil }
            let last = index == shown.count - 1
            let grows = flexible[index] || (stretchesLast && last && !flexible.contains(true))
            items.append(arranged(drawn, child, horizontal: horizontal, grows: grows && !spreads))
            guard !last else { continue }
            let gap = gap(after: child)
            items.append(spreads ? AnyView(Spacer(minLength: gap)) : AnyView(Color.clear.frame(width: horizontal ? gap : 0,
                                                                                                height: horizontal ? 0 : gap)))
        }
        let stack = horizontal
            ? AnyView(HStack(alignment: verticalAlignment, spacing: 0) { ForEach(items.indices, id: \.self) { items[$0] } })
            : AnyView(VStack(alignment: horizontalAlignment, spacing: 0) { ForEach(items.indices, id: \.self) { items[$0] } })
        let margins = isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : NSDirectionalEdgeInsets()
        return AnyView(stack
            .padding(EdgeInsets(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: placement(horizontal: horizontal)))
    }

    /// Where the arranged views sit in the stack view's bounds: from the leading or top edge along the
    /// axis, across it as the alignment says (baselines in the middle).
    private func placement(horizontal: Bool) -> MockupUI.Alignment {
        let across: (HorizontalAlignment, VerticalAlignment)
        switch alignment {
        case .leading: across = (.leading, .top)
        case .trailing: across = (.trailing, .bottom)
        case .fill, .center, .firstBaseline, .lastBaseline: across = (.center, .center)
        }
        return horizontal ? MockupUI.Alignment(horizontal: .leading, vertical: across.1)
            : MockupUI.Alignment(horizontal: across.0, vertical: .top)
    }

    /// A view's own length along the axis (constant constraint or intrinsic size).
    private func length(of view: UIView, horizontal: Bool) -> CGFloat? {
        let size = AutoLayoutPlacement.ownSize(of: view)
        return horizontal ? size.width : size.height
    }

    /// Views with no content of their own (plain views, nested stacks) fill the space they are given.
    private func fills(_ view: UIView) -> Bool { type(of: view) == UIView.self || view is UIStackView }

    /// One arranged view's drawing sized as the distribution and alignment say.
    private func arranged(_ drawing: AnyView, _ view: UIView, horizontal: Bool, grows: Bool) -> AnyView {
        let own = AutoLayoutPlacement.ownSize(of: view)
        let along = horizontal ? own.width : own.height, across = horizontal ? own.height : own.width
        let fillsAcross = alignment == .fill
        var sized = drawing
        if !grows, along == nil {
            sized = AnyView(sized.fixedSize(horizontal: horizontal, vertical: !horizontal))
        }
        if !fillsAcross, across == nil {
            sized = AnyView(sized.fixedSize(horizontal: !horizontal, vertical: horizontal))
        }
        let width = horizontal ? (grows ? nil : along) : (fillsAcross ? nil : across)
        let height = horizontal ? (fillsAcross ? nil : across) : (grows ? nil : along)
        return AnyView(sized
            .frame(width: width, height: height)
            .frame(maxWidth: horizontal ? (grows ? .infinity : nil) : (fillsAcross ? .infinity : nil),
                   maxHeight: horizontal ? (fillsAcross ? .infinity : nil) : (grows ? .infinity : nil)))
    }

    private var verticalAlignment: VerticalAlignment {
        switch alignment {
        case .fill, .center: return .center
        case .leading: return .top
        case .trailing: return .bottom
        case .firstBaseline: return .firstTextBaseline
        case .lastBaseline: return .lastTextBaseline
        }
    }

    private var horizontalAlignment: HorizontalAlignment {
        switch alignment {
        case .leading, .firstBaseline: return .leading
        case .trailing, .lastBaseline: return .trailing
        case .fill, .center: return .center
        }
    }
}
