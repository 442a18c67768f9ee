import Foundation

extension GraphicsContext {
    /// A text resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedText`:
    /// measured by the same engine that lays the canvas out.
    public struct ResolvedText {
        let text: Text
        let context: GraphicsContext
        /// The paint of the text's uncoloured runs (`.foreground`: the environment's).
        public var shading: Shading = .foreground

        init(text: Text, context: GraphicsContext) { self.text = text; self.context = context }

        /// The size the text takes laid out in `size` (its layout size for that proposal).
        public func measure(in size: CGSize) -> CGSize { context.measure(text, in: size).cgSize }
        /// The first baseline below the top of the text laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { CGFloat(context.measure(text, in: size).firstBaseline) }
        /// The last baseline below the top of the text laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { CGFloat(context.measure(text, in: size).lastBaseline) }
    }

    /// An image resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The image's own size in points.
        public let size: CGSize
        /// The distance from the top of the image to its baseline (its height when it has none).
        public let baseline: CGFloat
        /// The paint of a template image or symbol (nil: the environment's foreground).
        public var shading: Shading?

        init(image: Image, context: GraphicsContext) {
            self.image = image
            let measurement = context.measure(image, in: GraphicsContext.unbounded)
            size = measurement.cgSize; baseline = CGFloat(measurement.firstBaseline)
        }
    }

    /// A view of the canvas's `symbols`, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let view: AnyView
        /// The view's ideal size.
        public let size: CGSize

        init(view: AnyView, context: GraphicsContext) {
            self.view = view
            size = context.measure(view, in: GraphicsContext.unbounded).cgSize
        }
    }
}

extension ViewMeasurement {
    var cgSize: CGSize { CGSize(width: size.width, height: size.height) }
}
