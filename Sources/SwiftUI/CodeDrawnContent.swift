import Foundation
import MockupUI

/// What a view class of the code draws in `draw(_:)`: its drawing into the current context,
/// recorded (`CGContext`) at the size the view is laid out at and replayed, as UIKit draws a view's
/// content before its subviews. Nil when `draw(_:)` draws nothing (UIView's own does not).
struct CodeDrawnContent: View {
    private let view: UIView

    @MainActor init?(view: UIView) {
        let probe = Self.recording(view, in: view.bounds)
        guard !probe.operations.isEmpty || !probe.undrawn.isEmpty else { return nil }
        self.view = view
    }

    var body: some View {
        let view = view
        Canvas { context, size in
            let drawing = MainActor.assumeIsolated { Self.recording(view, in: CGRect(origin: .zero, size: size)) }
            drawing.replay(into: context)
        }
    }

    /// `view.draw(rect)` recorded with the view's bounds at `rect`'s size meanwhile.
    @MainActor private static func recording(_ view: UIView, in rect: CGRect) -> CGContext {
        let context = CGContext()
        let bounds = view.bounds
        view.bounds = CGRect(origin: bounds.origin, size: rect.size)
        UIGraphicsPushContext(context)
        view.draw(rect)
        UIGraphicsPopContext()
        view.bounds = bounds
        return context
    }
}
