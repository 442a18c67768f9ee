import Foundation

/// The implementation of SwiftUI's `Canvas` (declared in the SwiftUI module: MockupRaster has a
/// `Canvas` of its own): runs the renderer closure once the size is known and draws the recorded
/// paths, text and images in order; what it cannot draw (clips, filters, blend modes) is recorded as
/// a render note.
public struct _CanvasView: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let opaque: Bool

    public init(opaque: Bool, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer; self.opaque = opaque
    }

    @Environment(\.self) private var environment

    public var body: some View {
        let renderer = self.renderer, environment = self.environment
        return GeometryReader { proxy in
            CanvasDrawing(size: proxy.size, environment: environment, renderer: renderer)
        }
    }
}

extension EnvironmentValues {
    /// The whole environment (`@Environment(\.self)`).
    public var `self`: EnvironmentValues {
        get { self }
        set { self = newValue }
    }
}

/// The recorded commands of one canvas, drawn as views in its frame.
struct CanvasDrawing: View {
    let size: CGSize
    let environment: EnvironmentValues
    let renderer: (inout GraphicsContext, CGSize) -> Void

    var body: some View {
        var context = GraphicsContext(environment: environment)
        renderer(&context, size)
        let commands = context.recording.commands, notes = context.recording.notes
        let drawing = ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(commands.indices, id: \.self) { index in
                command(commands[index])
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        return notes.reduce(AnyView(drawing)) { view, note in AnyView(view.unsupported(note)) }
    }

    @ViewBuilder
    private func command(_ command: CanvasCommand) -> some View {
        switch command {
        case let .fill(path, style, evenOdd: evenOdd, opacity: opacity):
            path.fill(sized(style), style: FillStyle(eoFill: evenOdd)).opacity(opacity)
        case let .stroke(path, style, strokeStyle, opacity: opacity):
            path.stroke(sized(style), style: strokeStyle).opacity(opacity)
        case let .text(text, at: point, anchor: anchor, opacity: opacity):
            anchored(text.fixedSize(), at: point, anchor: anchor).opacity(opacity)
        case let .textIn(text, rect, opacity: opacity):
            anchored(text.frame(width: rect.width, height: rect.height, alignment: .topLeading),
                     at: rect.origin, anchor: .topLeading).opacity(opacity)
        case let .image(image, at: point, anchor: anchor, opacity: opacity):
            anchored(image, at: point, anchor: anchor).opacity(opacity)
        case let .imageIn(image, rect, opacity: opacity):
            anchored(image.resizable().frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading)
                .opacity(opacity)
        }
    }

    /// `view` with its `anchor` on `point`: in a zero-size frame aligned to the anchor, moved there.
    private func anchored<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint) -> some View {
        view.frame(width: 0, height: 0, alignment: Alignment(
                horizontal: anchor.x < 0.34 ? .leading : anchor.x > 0.66 ? .trailing : .center,
                vertical: anchor.y < 0.34 ? .top : anchor.y > 0.66 ? .bottom : .center))
            .offset(x: point.x, y: point.y)
    }

    /// Canvas gradients are given in canvas points: map them onto this canvas.
    private func sized(_ style: AnyShapeStyle) -> AnyShapeStyle {
        guard var gradient = style.base as? CanvasGradientStyle else { return style }
        gradient.canvasSize = size
        return AnyShapeStyle(gradient)
    }
}
