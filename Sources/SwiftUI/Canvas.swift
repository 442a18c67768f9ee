import Foundation
import MockupUI

/// Immediate-mode 2-D drawing (`Canvas { context, size in … }`), as SwiftUI's `Canvas`: the closure
/// runs once the size is known, and what it draws through the `GraphicsContext` is drawn in order.
/// Clips, filters and blend modes are recorded as render notes; `symbols` are not drawn.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let opaque: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer; self.opaque = opaque
    }

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer; self.opaque = opaque
    }

    public var body: some View { _CanvasView(opaque: opaque, renderer: renderer) }
}
