import MockupRaster

/// Content that depends on a view's final size — a GeometryReader's body, a custom shape's path —
/// as a value the layout pass carries without running it. It runs user view code (main-actor
/// isolated, like SwiftUI's), so layout stays a pure function callable from any thread: it records
/// such views as `PendingContent`, and `LayoutEngine.layoutResolvingContent` evaluates them on the
/// main actor and lays the result out at their size.
public struct DeferredContent: Sendable {
    /// Builds the content for where the view was placed.
    public let build: @MainActor @Sendable (DeferredGeometry) -> ViewNode
    /// Content that depends on the final size only.
    public init(_ make: @escaping @MainActor @Sendable (Size) -> ViewNode) { build = { make($0.frame.size) } }
    private init(build: @escaping @MainActor @Sendable (DeferredGeometry) -> ViewNode) { self.build = build }
    /// Content that depends on the view's placement (its frame, the named coordinate spaces).
    public static func placed(_ build: @escaping @MainActor @Sendable (DeferredGeometry) -> ViewNode) -> DeferredContent {
        DeferredContent(build: build)
    }

    /// The content for a view of `size` at the origin, outside any named coordinate space and any
    /// layout (no engine to measure with).
    @preconcurrency @MainActor
    public func make(_ size: Size) -> ViewNode {
        build(DeferredGeometry(frame: Rect(origin: .zero, size: size), namedSpaces: [:], safeAreaInsets: EdgeInsets(),
                               engine: nil))
    }
}

/// Where a view with deferred content was placed: its layout frame in the render and the frames of
/// the named coordinate spaces (`.coordinateSpace(name:)`) around it.
public struct DeferredGeometry: Sendable {
    public let frame: Rect
    public let namedSpaces: [String: Rect]
    /// The safe-area insets that reach the view (`SafeAreaRegion.insets(reaching:)`).
    public let safeAreaInsets: EdgeInsets
    /// The frames of the views anchors measure, in the render's layout coordinates of this view:
    /// where each is drawn, moved back by this view's own `.offset`s.
    public var anchors: [AnchorTag: Rect] = [:]
    /// How much of the view the unsafe bands cover (`SafeAreaRegion.insets(covering:)`).
    public var coveredSafeAreaInsets = EdgeInsets()
    /// The engine laying the content out, for content that measures views (a `Canvas` resolving
    /// text); nil outside a layout.
    public let engine: LayoutEngine?
}

/// A placed view whose deferred content is not laid out yet.
public struct PendingContent: Sendable {
    public let content: DeferredContent
    /// Child indices from the root of the layout tree to the view.
    public let path: [Int]
    /// The view's layout frame (absolute, unrounded).
    public let frame: Rect
    /// The sum of the `.offset`s around the view.
    public let offset: Point
    /// The safe area the content is placed in.
    public var safeArea: SafeAreaRegion? = nil
    /// The size of the nearest container around the view, per axis (`containerRelativeFrame`).
    public var container: LayoutProposal = .unspecified
    /// The direction the view lays its content out in (LAYOUT-SPEC §6.8).
    public var layoutDirection: LayoutDirection = .leftToRight
}

extension LayoutTree.Node {
    /// This node with `children` set on the node at `path` (child indices from this node).
    func settingChildren(_ children: [LayoutTree.Node], at path: ArraySlice<Int>) -> LayoutTree.Node {
        var node = self
        if let index = path.first {
            node.children[index] = node.children[index].settingChildren(children, at: path.dropFirst())
        } else {
            node.children = children
        }
        return node
    }
}
