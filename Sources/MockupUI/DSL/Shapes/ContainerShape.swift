import Foundation

/// The shape `containerShape(_:)` sets for `ContainerRelativeShape` below; nil = a rectangle.
private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: (any InsettableShape)? = nil
}

extension View {
    /// Sets the shape `ContainerRelativeShape` takes in this view's descendants, as SwiftUI's
    /// `containerShape(_:)`.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        modifier(EnvironmentWriter { $0[ContainerShapeKey.self] = shape })
            .wrapNodes { node, _ in .coordinateSpace(ContainerRelativeOutline.containerSpace, child: node) }
    }
}

/// A `ContainerRelativeShape` (inset by `amount`) inside a container of shape `container`: "an inset
/// version of the current container shape" (Apple's `ContainerRelativeShape`), the container's shape
/// inset by how far the view lies inside the container, in the view's frame — a card 16 pt inside a
/// widget of corner radius 22 has corners of 6.
struct ContainerRelativeOutline: InsettableShape {
    /// The coordinate space `containerShape(_:)` names its view's frame with.
    static let containerSpace = "_containerShape"

    let container: any InsettableShape
    var amount: Double = 0
    /// How far the view's frame lies inside the container's: the least of its four distances.
    var distance: Double = 0

    func path(in rect: CGRect) -> Path {
        container.inset(by: CGFloat(distance + amount)).path(in: rect.insetBy(dx: -distance, dy: -distance))
    }

    /// The container shape's.
    var layoutDirectionBehavior: LayoutDirectionBehavior { container.layoutDirectionBehavior }

    func inset(by amount: CGFloat) -> ContainerRelativeOutline {
        var inset = self
        inset.amount += Double(amount)
        return inset
    }

    /// The outline for a view placed at `geometry`, in the container `containerShape(_:)` names.
    func placed(in geometry: DeferredGeometry) -> ContainerRelativeOutline {
        guard let outer = geometry.namedSpaces[Self.containerSpace] else { return self }
        let frame = geometry.frame
        var placed = self
        placed.distance = max(min(frame.minX - outer.minX, frame.minY - outer.minY,
                                  outer.maxX - frame.maxX, outer.maxY - frame.maxY), 0)
        return placed
    }
}

extension Shape {
    /// The shape to draw for this one in `environment`: a `ContainerRelativeShape` (inset or not)
    /// becomes the nearest `containerShape(_:)` inset by the view's distance to that container
    /// (`ContainerRelativeOutline`); a `ButtonBorderShape` (inset or not) becomes the shape bordered
    /// buttons draw there.
    func resolvingEnvironmentShape(in environment: EnvironmentValues) -> any Shape {
        if let border = self as? ButtonBorderShape { return border.builtIn(in: environment) }
        if let inset = self as? _InsetShape<ButtonBorderShape> {
            return inset.base.builtIn(in: environment).inset(by: CGFloat(inset.amount))
        }
        guard let container = environment[ContainerShapeKey.self] else { return self }
        if self is ContainerRelativeShape { return ContainerRelativeOutline(container: container) }
        if let inset = self as? _InsetShape<ContainerRelativeShape> {
            return ContainerRelativeOutline(container: container, amount: inset.amount)
        }
        return self
    }
}
