import Foundation
import MockupRaster

/// A list row with its separator along its bottom edge (UIKit draws a cell's separator inside the
/// cell). The row (child 0) alone decides the size. The separator (child 1) is a hairline from the
/// row's `.listRowSeparatorLeading` guide when a view of the row sets it, else from the row's
/// leading-most text (iOS 16 lines separators up with the text), else from the row's content
/// inset (`contentLeading`, the layout margin UIKit's separator inset follows); it ends at the row's
/// `.listRowSeparatorTrailing` guide when set, else at its trailing edge.
struct ListRowSeparatorLayout: LayoutBehavior {
    let thickness: Double
    let contentLeading: Double

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children[0].sizeThatFits(p)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let row = children[0]
        let leading = row.explicitGuide(HorizontalAlignment.listRowSeparatorLeading.key, axis: .horizontal,
                                        size: size, proposal: proposal)
            ?? Self.leadingTextEdge(of: row, size: size, proposal: proposal) ?? contentLeading
        let trailing = row.explicitGuide(HorizontalAlignment.listRowSeparatorTrailing.key, axis: .horizontal,
                                         size: size, proposal: proposal) ?? size.width
        let line = Size(max(0, trailing - leading), thickness)
        return [ChildPlacement(origin: .zero, size: size, proposal: proposal),
                ChildPlacement(origin: Point(leading, size.height - thickness), size: line,
                               proposal: LayoutProposal(line))]
    }

    /// Only the row's guides count.
    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        children[0].explicitGuide(guide, axis: axis, size: size, proposal: proposal)
    }

    /// The x of the leading-most non-empty text inside `box` (laid out at `size` for `proposal`),
    /// in its coordinates; nil when it shows no text. Backgrounds and overlays are not looked at; a
    /// control marked with a `ListRowSeparatorAnchor` counts as that says.
    static func leadingTextEdge(of box: LayoutBox, size: Size, proposal: LayoutProposal) -> Double? {
        if box.behavior is TextLeafLayout { return size.width > 0 ? 0 : nil }
        if let anchor = box.layoutValues[ObjectIdentifier(ListRowSeparatorAnchorKey.self)] as? ListRowSeparatorAnchor {
            return anchor == .leadingEdge && size.width > 0 ? 0 : nil
        }
        let placements = box.behavior.arrange(size, proposal: proposal, children: box.children)
        let inspected = box.behavior is SecondaryLayout ? 1 : placements.count
        var edge: Double?
        for (child, placement) in zip(box.children, placements).prefix(inspected) where !placement.isHidden {
            guard let x = leadingTextEdge(of: child, size: placement.size, proposal: placement.proposal) else { continue }
            edge = min(edge ?? .infinity, placement.origin.x + x)
        }
        return edge
    }
}

extension NodeKind { public static let listRowSeparator = NodeKind("listRowSeparator") }

/// A list row (child 0) and the separator drawn along its bottom edge (child 1).
struct ListRowSeparatorNode: ViewPrimitive {
    let thickness: Double
    let contentLeading: Double

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let row = builder.build(children[0], stackAxis: stackAxis)
        let separator = builder.build(children[1], stackAxis: nil)
        return LayoutBox(kind: .listRowSeparator, behavior: ListRowSeparatorLayout(thickness: thickness, contentLeading: contentLeading),
                         children: [row, separator], spacing: row.spacing, priority: row.priority)
    }
}

/// `row` with `separator` drawn as its bottom separator, `thickness` points tall; `contentLeading`
/// is the row's leading content inset, where the separator of a row without text starts.
struct SeparatedListRow<Row: View, Separator: View>: View, PrimitiveView {
    typealias Body = Never
    let row: Row
    let separator: Separator
    let thickness: CGFloat
    let contentLeading: CGFloat

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(ListRowSeparatorNode(thickness: Double(thickness), contentLeading: Double(contentLeading)),
                  children: [.combining(MockupUI.resolveNodes(row, in: environment)),
                             .combining(MockupUI.resolveNodes(separator, in: environment))])]
    }
}

/// How a list row's separator search sees a control drawn from views, as UIKit sees the control it
/// stands for: a text field is text from its leading edge (one UIKit text view, whatever its
/// alignment), a segmented control shows no text to line up with (`UISegmentedControl`).
enum ListRowSeparatorAnchor: Hashable, Sendable {
    case leadingEdge
    /// Not text: the separator looks past it.
    case notText
}

/// The `ListRowSeparatorAnchor` a control's outermost view carries.
enum ListRowSeparatorAnchorKey: LayoutValueKey {
    static let defaultValue: ListRowSeparatorAnchor? = nil
}
