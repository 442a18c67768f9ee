import Foundation

extension View {
    /// Positions this view in an invisible frame as long as the nearest container on `axes`: the
    /// screen's safe area, a `NavigationStack`'s content, a `TabView`'s tab, or a scroll view's
    /// visible region less its content margins. The view is proposed that length and placed in
    /// the frame at `alignment`; on the other axes it keeps its own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment, length: .whole)
    }

    /// As `containerRelativeFrame(_:alignment:)`, `span` of `count` equal columns of the
    /// container's length with `spacing` between them: a carousel showing `count` cards at once.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment,
                               length: .columns(count: count, span: span, spacing: Double(spacing)))
    }

    /// As `containerRelativeFrame(_:alignment:)`, the length `length` returns for the container's
    /// length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        containerRelativeFrame(axes, alignment: alignment,
                               length: ContainerRelativeLength { Double(length(CGFloat($0), $1)) })
    }

    private func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment,
                                        length: ContainerRelativeLength) -> some View {
        wrapNodes { node, _ in .containerRelativeFrame(axes, alignment: alignment, length: length, child: node) }
    }
}
