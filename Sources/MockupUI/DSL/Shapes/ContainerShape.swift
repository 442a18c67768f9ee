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
    }
}

extension Shape {
    /// The shape to draw for this one in `environment`: a `ContainerRelativeShape` (inset or not)
    /// becomes the nearest `containerShape(_:)`, drawn in the shape view's own frame (SwiftUI also
    /// shrinks its corners by the distance to the container; a render draws them as set); a
    /// `ButtonBorderShape` (inset or not) becomes the shape bordered buttons draw there.
    func resolvingEnvironmentShape(in environment: EnvironmentValues) -> any Shape {
        if let border = self as? ButtonBorderShape { return border.builtIn(in: environment) }
        if let inset = self as? _InsetShape<ButtonBorderShape> {
            return inset.base.builtIn(in: environment).inset(by: CGFloat(inset.amount))
        }
        guard let container = environment[ContainerShapeKey.self] else { return self }
        if self is ContainerRelativeShape { return container }
        if let inset = self as? _InsetShape<ContainerRelativeShape> { return container.inset(by: CGFloat(inset.amount)) }
        return self
    }
}
