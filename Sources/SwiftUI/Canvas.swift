import Foundation
import MockupUI

/// Immediate-mode 2-D drawing (`Canvas { context, size in … }`), as SwiftUI's `Canvas`: the closure
/// runs once the size is known, and what it draws through the `GraphicsContext` (with its
/// transforms, clips, filters and blend modes) is drawn in order, inside the canvas's bounds. The
/// `symbols` views, identified by their `.tag`, are what `resolveSymbol(id:)` returns.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let opaque: Bool
    let symbols: Symbols

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer; self.opaque = opaque; symbols = EmptyView()
    }

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer; self.opaque = opaque; self.symbols = symbols()
    }

    public var body: some View { _CanvasView(opaque: opaque, symbols: symbols, renderer: renderer) }
}
