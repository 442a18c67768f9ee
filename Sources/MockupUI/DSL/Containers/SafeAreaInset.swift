import Foundation

extension View {
    /// A view along the top or bottom edge that the rest of the content makes room for, as
    /// SwiftUI's `safeAreaInset(edge:)`: at rest the content ends where the inset view begins.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(spacing: spacing ?? 0) {
            if edge == .top { inset.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)) }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)) }
        }
    }

    /// A view along the leading or trailing edge that the rest of the content makes room for.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(spacing: spacing ?? 0) {
            if edge == .leading { inset.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)) }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)) }
        }
    }

    /// Extra safe-area padding (iOS 17): at rest, padding on those edges.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
}
