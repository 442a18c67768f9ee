import Foundation

/// A two-dimensional grid of rows, as SwiftUI's `Grid` (iOS 16). SwiftUI sizes each column to its
/// widest cell across all rows, which needs a layout node the engine does not have yet: the rows
/// are drawn as stacks with `horizontalSpacing` between cells, each row sized on its own, with a
/// render note.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.content = content()
    }

    public var body: some View {
        VStack(alignment: HorizontalAlignment(alignment.horizontal), spacing: verticalSpacing) { content }
            .controlEnvironment { $0.gridCellSpacing = horizontalSpacing }
            .unsupported("Grid (column widths shared across rows)")
    }
}

/// One row of a `Grid`: its cells side by side.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    @Environment(\.controls.gridCellSpacing) private var spacing

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment ?? .center, spacing: spacing) { content }
    }
}

extension View {
    /// How many grid columns this cell spans.
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// The horizontal alignment of this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// Where this cell sits in its grid area.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// Axes along which this cell does not ask for more space.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
