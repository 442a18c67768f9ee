import Foundation

/// A view whose Liquid Glass shapes iOS 26 renders together, blending shapes closer than `spacing`
/// and morphing them into one another, as SwiftUI's `GlassEffectContainer`. A render draws the
/// content with each glass shape on its own (docs/API-SHIMS.md §12).
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container blending glass shapes closer than `spacing` (nil: the system's distance).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing; self.content = content()
    }

    public var body: some View { content }
}
