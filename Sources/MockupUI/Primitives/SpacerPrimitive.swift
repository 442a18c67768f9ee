import Foundation
import MockupRaster

/// `Spacer` (LAYOUT-SPEC §3.6): at least `minLength` (default 8) along the enclosing stack's axis,
/// 0 across it; on both axes outside stacks.
struct SpacerLayout: LeafLayout {
    let minLength: Double
    /// The axis of the directly enclosing stack, nil outside stacks.
    let stackAxis: Axis?

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        let w = max(p.width ?? -.infinity, minLength), h = max(p.height ?? -.infinity, minLength)
        switch stackAxis {
        case .horizontal: return Size(w, 0)
        case .vertical: return Size(0, h)
        case nil: return Size(w, h)
        }
    }

    /// Zero spacing to any neighbour along the stack axis (all edges outside stacks).
    var spacing: SpacingPreferences {
        switch stackAxis {
        case .horizontal: return SpacingPreferences(edges: [.left, .right])
        case .vertical: return SpacingPreferences(edges: [.top, .bottom])
        case nil: return .zero
        }
    }
}

extension NodeKind { public static let spacer = NodeKind("spacer") }

/// `Spacer(minLength:)`: nil = the default spacing (8).
struct SpacerNode: ViewPrimitive {
    let minLength: Double?

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let layout = SpacerLayout(minLength: minLength ?? LayoutDefaults.spacing, stackAxis: stackAxis)
        return LayoutBox(kind: .spacer, behavior: layout, spacing: layout.spacing, priority: -.infinity, isSpacer: true)
    }
}

extension ViewNode {
    /// A `Spacer`.
    public static func spacer(minLength: Double?) -> ViewNode { ViewNode(SpacerNode(minLength: minLength)) }
}

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least length along the stack's axis; nil for the system spacing.
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.spacer(minLength: minLength.map(Double.init))]
    }
}
