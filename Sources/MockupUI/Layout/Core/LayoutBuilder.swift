import MockupRaster

/// Turns a `ViewNode` tree into `LayoutBox`es: each node's primitive builds its own box (layout
/// rules, spacing preferences, priority; LAYOUT-SPEC §1.4, §2.3); the builder carries what they
/// share — text and image metrics, the pixel grid — and collects warnings.
final class LayoutBuilder {
    let measurer: any TextMeasuring
    let images: any ImageSizing
    let grid: PixelGrid
    private(set) var warnings: [String] = []
    /// The nearest container around the views being built (`containerRelativeFrame`).
    private(set) var container: ContainerSize
    /// The layout direction of the views being built (`.environment(\.layoutDirection, …)`).
    private(set) var layoutDirection: LayoutDirection

    /// `container` is the size of the screen or view the root is laid out in, per axis;
    /// `layoutDirection` the direction the root is laid out in.
    init(measurer: any TextMeasuring, images: any ImageSizing, grid: PixelGrid,
         container: LayoutProposal = .unspecified, layoutDirection: LayoutDirection = .leftToRight) {
        self.measurer = measurer; self.images = images; self.grid = grid
        self.container = ContainerSize(container)
        self.layoutDirection = layoutDirection
    }

    /// Builds with `cell` as the nearest container.
    func building<T>(in cell: ContainerSize, _ build: () -> T) -> T {
        let outer = container
        container = cell
        defer { container = outer }
        return build()
    }

    /// Builds with `direction` as the layout direction.
    func building<T>(in direction: LayoutDirection, _ build: () -> T) -> T {
        let outer = layoutDirection
        layoutDirection = direction
        defer { layoutDirection = outer }
        return build()
    }

    /// Records a warning once, in first-seen order.
    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// The box for `node`. `stackAxis` is the axis of the directly enclosing stack (it orients
    /// Spacers and passes through modifiers); other containers reset it.
    func build(_ node: ViewNode, stackAxis: Axis?) -> LayoutBox {
        let box = node.primitive.makeBox(children: node.children, stackAxis: stackAxis, builder: self)
        if box.behavior.deferredContent != nil { box.enclosingContainer = container }
        box.adoptLayoutDirection(layoutDirection)
        return box
    }

    /// A layout-neutral wrapper around `child` that forwards its spacing and priority.
    func passthrough(_ kind: NodeKind, _ detail: String?, _ child: ViewNode, _ stackAxis: Axis?,
                     drawing: (any NodeDrawing)? = nil,
                     layout: PassthroughLayout = PassthroughLayout()) -> LayoutBox {
        let box = build(child, stackAxis: stackAxis)
        return LayoutBox(kind: kind, detail: detail, drawing: drawing, behavior: layout, children: [box],
                         spacing: box.spacing, priority: box.priority)
    }

    /// A length, nil (with a warning) when negative or not finite, as SwiftUI ignores it.
    func validLength(_ value: Double?, _ what: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            warn("invalid \(what) \(value) ignored: use a finite, non-negative length")
            return nil
        }
        return value
    }
}
