import Foundation

extension View {
    /// A view along the top or bottom edge that the rest of the content makes room for, as
    /// SwiftUI's `safeAreaInset(edge:)`: the inset view narrows the content's safe area, not its
    /// bounds, so at rest the content ends where the inset view begins, and what in it extends into
    /// the safe area (a scroll view and its content, a ShapeStyle background, the iOS 17 map) runs on
    /// under the inset view, drawn above it, to the modified view's edge.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content().frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)).zIndex(1)
        return VStack(spacing: spacing ?? 0) {
            if edge == .top { inset }
            insetContent(edge == .top ? .top : .bottom)
            if edge == .bottom { inset }
        }
        .wrapNodes { node, _ in .safeAreaScope(child: node) }
    }

    /// A view along the leading or trailing edge that the rest of the content makes room for.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content().frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)).zIndex(1)
        return HStack(spacing: spacing ?? 0) {
            if edge == .leading { inset }
            insetContent(edge == .leading ? .leading : .trailing)
            if edge == .trailing { inset }
        }
        .wrapNodes { node, _ in .safeAreaScope(child: node) }
    }

    /// A custom bar above or below this view (iOS 26): a `safeAreaInset` that iOS 26 also gives its
    /// scroll edge effect. The iOS 17/18 look has no such effect, so it is drawn as the inset.
    public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// A custom bar beside this view (iOS 26), drawn as `safeAreaInset(edge:)` is.
    public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// The view beside a `safeAreaInset`, filling the rest, its safe area ending at `edge`.
    private func insetContent(_ edge: Edge.Set) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity).wrapNodes { node, _ in .safeAreaEdges(edge, child: node) }
    }

    /// Adds `length` (16 when nil, as `.padding`) on `edges` to the safe area of this view (iOS 17).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? amount : 0,
                                          leading: edges.contains(.leading) ? amount : 0,
                                          bottom: edges.contains(.bottom) ? amount : 0,
                                          trailing: edges.contains(.trailing) ? amount : 0))
    }

    /// Adds `length` on every edge to the safe area of this view (iOS 17).
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Adds `insets` to the safe area of this view (iOS 17), as a `safeAreaInset` of that length
    /// would: content that stays in the safe area lays out inside the insets, as with `.padding`,
    /// while what extends into the safe area (a scroll view and its content, a ShapeStyle background,
    /// the iOS 17 map, which keeps its controls inside the insets) still fills the view's frame.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return wrapNodes { node, _ in .safeAreaEdges(padded, child: node) }
            .padding(insets)
            .wrapNodes { node, _ in .safeAreaScope(child: node) }
    }
}
