import Foundation
import MockupRaster

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (LAYOUT-SPEC §4.2, OpenSwiftUI `_FlexFrameLayout`, iOS 17 "FlexFrameIdealSizing" placement).
struct FlexFrameLayout: LayoutBehavior {
    /// One axis' constraints, normalised: min ≥ 0, ideal ≥ min, max ≥ ideal.
    struct Limits: Hashable {
        var min, ideal, max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            self.min = mn; self.ideal = id; self.max = max.map { Swift.max(id ?? 0, $0) }
        }

        var constrains: Bool { min != nil || ideal != nil || max != nil }

        /// What the child is proposed while sizing: the proposal (or ideal) clamped to the limits.
        func childProposal(_ proposed: Double?) -> Double? {
            guard let length = proposed ?? ideal else { return nil }
            return Swift.min(Swift.max(length, min ?? -.infinity), max ?? .infinity)
        }

        /// The frame's length; `child` measures the child under the clamped proposal.
        func length(proposed: Double?, child: () -> Double) -> Double {
            if let proposed {
                if let mn = min, let mx = max, mn <= mx { return Swift.min(Swift.max(proposed, mn), mx) }
            } else if let ideal {
                return ideal
            }
            let c = child()
            let cp = childProposal(proposed)
            switch (min, max) {
            case let (mn?, mx?) where mn <= mx: return Swift.min(Swift.max(mn, c), mx)
            case let (mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), mn)
            case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, c), mx)
            default: return c
            }
        }

        /// The child's proposal at placement: the final length, except where the frame itself
        /// was unconstrained (nil proposal, no ideal) and the length is strictly inside the limits.
        func placementProposal(final: Double, proposed: Double?) -> Double? {
            if ideal == nil, proposed == nil, (min ?? -.infinity) < final, final < (max ?? .infinity) { return nil }
            return final
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(_ frame: FlexFrame) {
        horizontal = Limits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        vertical = Limits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        alignment = frame.alignment
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let cp = LayoutProposal(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
        var measured: Size?
        let child = { () -> Size in
            if let measured { return measured }
            let s = children.first?.sizeThatFits(cp) ?? .zero
            measured = s
            return s
        }
        return Size(horizontal.length(proposed: p.width) { child().width },
                    vertical.length(proposed: p.height) { child().height })
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let cp = LayoutProposal(width: horizontal.placementProposal(final: size.width, proposed: proposal.width),
                                height: vertical.placementProposal(final: size.height, proposed: proposal.height))
        return children.map { AlignedPlacement.place($0, proposal: cp, in: size, alignment: alignment) }
    }
}

/// Parameters of a flexible frame (all optional).
public struct FlexFrame: Hashable, Sendable {
    public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension NodeKind { public static let flexFrame = NodeKind("flexFrame") }

extension LayoutTree.Node {
    /// Whether this is a flexible frame that grows to any height offered (`.frame(maxHeight: .infinity)`).
    public var growsToAnyHeight: Bool { kind == .flexFrame && detail == FlexFrameNode.growsToAnyHeight }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexFrameNode: ViewPrimitive {
    let frame: FlexFrame

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let valid = validated(frame, builder: builder)
        let layout = FlexFrameLayout(valid)
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .flexFrame, detail: valid.maxHeight == .infinity ? Self.growsToAnyHeight : nil, behavior: layout, children: [box],
                         spacing: box.spacing.framed(horizontal: layout.horizontal.constrains,
                                                     vertical: layout.vertical.constrains, isSpacer: box.isSpacer))
    }

    /// The detail of a frame whose height grows to any height offered (`maxHeight: .infinity`).
    static let growsToAnyHeight = "maxHeight: infinity"

    /// The frame with invalid lengths dropped (and warned about), as SwiftUI ignores them.
    private func validated(_ frame: FlexFrame, builder: LayoutBuilder) -> FlexFrame {
        var f = frame
        for (path, name) in [(\FlexFrame.minWidth, "minWidth"), (\.idealWidth, "idealWidth"),
                             (\.minHeight, "minHeight"), (\.idealHeight, "idealHeight")] {
            f[keyPath: path] = builder.validLength(f[keyPath: path], "frame \(name)")
        }
        for (path, name) in [(\FlexFrame.maxWidth, "maxWidth"), (\.maxHeight, "maxHeight")] {
            if let value = f[keyPath: path], value < 0 || value.isNaN {
                builder.warn("invalid frame \(name) \(value) ignored: use a non-negative length or .infinity")
                f[keyPath: path] = nil
            }
        }
        return f
    }
}

extension ViewNode {
    /// A flexible `.frame(minWidth:...)`.
    public static func flexFrame(_ frame: FlexFrame, child: ViewNode) -> ViewNode {
        ViewNode(FlexFrameNode(frame: frame), children: [child])
    }
}

extension View {
    /// A flexible frame: the content's size clamped to the given limits.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let frame = FlexFrame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                              maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                              idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                              alignment: alignment)
        return wrapNodes { node, _ in .flexFrame(frame, child: node) }
    }
}
