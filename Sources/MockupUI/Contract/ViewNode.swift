import MockupRaster

// The contract between the SwiftUI-compatible DSL (which resolves `body`s into ViewNodes) and the
// layout engine (which sizes and places ViewNodes, then emits a display list).
// Everything here is a plain value with the environment already applied.

/// A resolved view: what `body` evaluation produces for the layout engine.
public indirect enum ViewNode: Sendable {
    case empty
    case text(ResolvedText)
    case image(ResolvedImage)
    /// A shape view (`Rectangle()`, `Circle().fill(...)`, `Color.red`, a gradient as a view, `Path {}`).
    case shape(ResolvedShape)
    case spacer(minLength: Double?)
    /// `HStack` (axis .horizontal) or `VStack` (.vertical), with the stack's cross-axis alignment.
    case stack(axis: Axis, alignment: AlignmentID, spacing: Double?, children: [ViewNode])
    case zstack(alignment: Alignment, children: [ViewNode])
    /// `.frame(width:height:alignment:)`; nil = that axis follows the child.
    case frame(width: Double?, height: Double?, alignment: Alignment, child: ViewNode)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexFrame(FlexFrame, child: ViewNode)
    /// `.padding`: insets already resolved (nil lengths → 16 on the given edges).
    case padding(EdgeInsets, child: ViewNode)
    /// `.background` (behind) or `.overlay` (in front); the secondary is proposed the primary's size.
    case secondary(SecondaryLayer, primary: ViewNode)
    case offset(x: Double, y: Double, child: ViewNode)
    case aspectRatio(ratio: Double?, contentMode: ContentMode, child: ViewNode)
    case fixedSize(horizontal: Bool, vertical: Bool, child: ViewNode)
    case layoutPriority(Double, child: ViewNode)
    /// `GeometryReader`: `content` is called with the proposed size during placement.
    case geometryReader(GeometryContent)
    /// Render-only effects; no layout influence.
    case effect(RenderEffect, child: ViewNode)
    /// `.ignoresSafeArea(edges)`.
    case ignoresSafeArea(Edge.Set, child: ViewNode)
    /// A `TabView`: the selected tab's content plus the system tab bar.
    case tabView(TabBarContent)
    /// An API the engine accepts but cannot honour yet; the renderer warns once and draws `child`.
    case unsupported(feature: String, child: ViewNode)
}

/// Layout axis.
public enum Axis: Hashable, Sendable { case horizontal, vertical }

/// Which alignment guide a stack aligns its children on (cross axis).
public enum AlignmentID: Hashable, Sendable {
    case leading, center, trailing          // horizontal guides (VStack)
    case top, bottom, firstTextBaseline, lastTextBaseline   // vertical guides (HStack); .center shared
}

/// A 2-D alignment (horizontal guide, vertical guide).
public struct Alignment: Hashable, Sendable {
    public var horizontal: AlignmentID
    public var vertical: AlignmentID
    public init(horizontal: AlignmentID, vertical: AlignmentID) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Edge insets in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// `.fit` or `.fill`.
public enum ContentMode: Hashable, Sendable { case fit, fill }

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

/// A `.background` or `.overlay` layer.
public struct SecondaryLayer: Sendable {
    public enum Placement: Hashable, Sendable { case background, overlay }
    public var placement: Placement
    public var alignment: Alignment
    public var content: ViewNode
    public init(placement: Placement, alignment: Alignment, content: ViewNode) {
        self.placement = placement; self.alignment = alignment; self.content = content
    }
}

/// The body of a `GeometryReader`, evaluated once the reader's size is known.
///
/// Evaluating it runs user view code, which is main-actor isolated like SwiftUI's, so layout runs on
/// the main actor; rasterization afterwards is free to use any thread.
public struct GeometryContent: @unchecked Sendable {
    public var content: @MainActor (Size) -> ViewNode
    public init(_ content: @escaping @MainActor (Size) -> ViewNode) { self.content = content }
}
