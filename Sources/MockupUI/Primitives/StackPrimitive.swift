import Foundation
import MockupRaster

/// `HStack` / `VStack` (LAYOUT-SPEC §3, after OpenSwiftUI's `StackLayout`): children sorted by
/// priority then flexibility (stable), each offered an equal share of what is left, lower
/// priority groups' minimums reserved; cross axis aligned on one guide.
struct StackLayout: LayoutBehavior {
    let axis: Axis
    let alignment: AlignmentKey
    /// `gaps[i]` separates child i−1 from child i; `gaps[0] == 0`.
    let gaps: [Double]

    init(axis: Axis, alignment: AlignmentKey, spacing: Double?, children: [LayoutBox]) {
        self.axis = axis
        self.alignment = alignment
        gaps = children.indices.map { i in
            i == 0 ? 0 : spacing ?? children[i - 1].spacing.distance(
                to: children[i].spacing, along: axis, defaultSpacing: LayoutDefaults.spacing)
        }
    }

    /// A stack's own spacing preferences: its children's cross-axis edges, the first child's
    /// leading edge and the last child's trailing edge (LAYOUT-SPEC §2.3).
    static func spacing(axis: Axis, children: [LayoutBox]) -> SpacingPreferences {
        guard let first = children.first, let last = children.last else { return .zero }
        let (lead, trail) = SpacingPreferences.edges(along: axis)
        let cross = SpacingPreferences.edges(along: axis.crossAxis)
        var result = first.spacing.restricted(to: [lead]).merged(with: last.spacing.restricted(to: [trail]))
        for child in children { result = result.merged(with: child.spacing.restricted(to: [cross.leading, cross.trailing])) }
        return result
    }

    private struct Solution {
        var size: Size
        var proposals: [LayoutProposal]
        var sizes: [Size]
        /// Cross-axis origin of each child relative to the stack.
        var crossOrigins: [Double]
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size { solve(p, children).size }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        // The placement proposal: a nil cross-axis proposal becomes the stack's own size (§3.3).
        var placing = proposal
        placing[axis.crossAxis] = proposal[axis.crossAxis] ?? size.length(along: axis.crossAxis)
        let s = solve(placing, children)
        var position = 0.0
        return children.indices.map { i in
            position += gaps[i]
            let origin = Point(axis: axis, major: position, minor: s.crossOrigins[i])
            position += s.sizes[i].length(along: axis)
            return ChildPlacement(origin: origin, size: s.sizes[i], proposal: s.proposals[i])
        }
    }

    private func solve(_ p: LayoutProposal, _ children: [LayoutBox]) -> Solution {
        let n = children.count
        guard n > 0 else { return Solution(size: .zero, proposals: [], sizes: [], crossOrigins: []) }
        let cross = axis.crossAxis
        let crossProposal = p[cross]
        let internalSpacing = gaps.reduce(0, +)
        var proposals = [LayoutProposal](repeating: .unspecified, count: n)
        var sizes = [Size](repeating: .zero, count: n)

        if let major = p[axis] {
            let lo = children.map { $0.sizeThatFits(LayoutProposal(axis: axis, major: 0, minor: crossProposal)).length(along: axis) }
            let hi = children.map { $0.sizeThatFits(LayoutProposal(axis: axis, major: .infinity, minor: crossProposal)).length(along: axis) }
            let order = Array(0..<n).sorted { i, j in
                let pi = children[i].priority, pj = children[j].priority
                if pi != pj { return pi > pj }
                if Self.lessFlexible(lo[i], hi[i], than: lo[j], hi[j]) { return true }
                if Self.lessFlexible(lo[j], hi[j], than: lo[i], hi[i]) { return false }
                return i < j
            }
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, children[last].priority == children[i].priority {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            var available = major - internalSpacing
            for (g, group) in groups.enumerated() {
                if g == 0 {
                    available -= groups.dropFirst().joined().reduce(0) { $0 + lo[$1] }
                } else {
                    available += group.reduce(0) { $0 + lo[$1] }
                }
                var remaining = Double(group.count)
                for i in group {
                    let offer = max(available / remaining, 0)
                    proposals[i] = LayoutProposal(axis: axis, major: offer, minor: crossProposal)
                    sizes[i] = children[i].sizeThatFits(proposals[i])
                    // An infinite proposal stays infinite for the children after one that took it
                    // all (∞ − ∞ would be NaN), so the stack's size is infinite, as SwiftUI's is.
                    if available.isFinite { available -= sizes[i].length(along: axis) }
                    remaining -= 1
                }
            }
        } else {
            for i in 0..<n {
                proposals[i] = LayoutProposal(axis: axis, major: nil, minor: crossProposal)
                sizes[i] = children[i].sizeThatFits(proposals[i])
            }
        }

        let majorTotal = sizes.reduce(internalSpacing) { $0 + $1.length(along: axis) }
        var lower = 0.0, upper = 0.0
        var guides = [Double](repeating: 0, count: n)
        for i in 0..<n {
            guides[i] = children[i].guide(alignment, axis: cross, size: sizes[i], proposal: proposals[i])
            lower = min(lower, -guides[i])
            upper = max(upper, sizes[i].length(along: cross) - guides[i])
        }
        return Solution(size: Size(axis: axis, major: majorTotal, minor: upper - lower), proposals: proposals,
                        sizes: sizes, crossOrigins: guides.map { -$0 - lower })
    }

    /// `_LayoutTraits.FlexibilityEstimate <`: smaller range first; among infinitely flexible
    /// views the one with the larger minimum goes first.
    static func lessFlexible(_ loA: Double, _ hiA: Double, than loB: Double, _ hiB: Double) -> Bool {
        let dA = hiA - loA, dB = hiB - loB
        if dA == dB {
            let eA = dA == .infinity ? -loA : 0
            let eB = dB == .infinity ? -loB : 0
            return eA < eB
        }
        return dA < dB
    }
}

extension NodeKind {
    public static let hstack = NodeKind("hstack")
    public static let vstack = NodeKind("vstack")
}

/// `HStack` (axis .horizontal) or `VStack` (.vertical), with the stack's cross-axis alignment.
struct StackNode: ViewPrimitive {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let boxes = children.filter { !$0.isEmptyNode }.map { builder.build($0, stackAxis: axis) }
        return LayoutBox(kind: axis == .horizontal ? .hstack : .vstack,
                         behavior: StackLayout(axis: axis, alignment: alignment, spacing: spacing, children: boxes),
                         children: boxes, spacing: StackLayout.spacing(axis: axis, children: boxes))
    }
}

extension ViewNode {
    /// An `HStack` or a `VStack`.
    public static func stack(axis: Axis, alignment: AlignmentKey, spacing: Double?, children: [ViewNode]) -> ViewNode {
        ViewNode(StackNode(axis: axis, alignment: alignment, spacing: spacing), children: children)
    }
}

/// Children side by side, left to right.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.linearStack(.horizontal, alignment.key, spacing, content, environment)]
    }
}

/// Children one below the other.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.linearStack(.vertical, alignment.key, spacing, content, environment)]
    }
}

extension ViewNode {
    /// An HStack or VStack of `content`'s views.
    @MainActor
    static func linearStack<Content: View>(_ axis: Axis, _ alignment: AlignmentKey, _ spacing: CGFloat?,
                                           _ content: Content, _ environment: EnvironmentValues) -> ViewNode {
        .stack(axis: axis, alignment: alignment, spacing: spacing.map(Double.init),
               children: resolveNodes(content, in: environment.with { $0.stackAxis = axis }))
    }
}
