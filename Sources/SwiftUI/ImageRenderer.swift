import Combine
import Foundation
import MockupRaster
import MockupText
import MockupUI

/// Renders a view into an image (iOS 16), as SwiftUI's `ImageRenderer`: the content is laid out
/// for `proposedSize` and rasterized by the engine at `scale` in a default environment (light
/// scheme), on a clear canvas unless `isOpaque`. `uiImage` and `cgImage` are that real render;
/// `render(rasterizationScale:renderer:)` is not declared, as the engine has no drawing `CGContext`.
public final class ImageRenderer<Content: View>: ObservableObject {
    public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view to render.
    @preconcurrency @MainActor public var content: Content { willSet { objectWillChange.send() } }
    /// The size proposed to the content (`.unspecified` by default: its ideal size).
    @preconcurrency @MainActor public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }
    /// Pixels per point (1 by default, as Apple's).
    @preconcurrency @MainActor public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
    /// Whether the image is opaque: a white canvas behind the content instead of a clear one.
    @preconcurrency @MainActor public var isOpaque = false { willSet { objectWillChange.send() } }
    /// The working colour space; renders are always in gamma-encoded sRGB.
    @preconcurrency @MainActor public var colorMode: ColorRenderingMode = .nonLinear { willSet { objectWillChange.send() } }

    @preconcurrency @MainActor public init(content view: Content) { content = view }

    /// The content rendered to pixels at the size it takes for `proposedSize` (a fixed-size view
    /// offered more keeps its size), nil when the engine cannot render it (a missing font, or a
    /// size beyond the rasterizer's limits).
    @preconcurrency @MainActor public var uiImage: UIImage? {
        guard let fonts = try? FontLibrary.shared(), let laidOut = try? layout(fonts: fonts),
              let rendered = try? ViewRenderer.rasterize(laidOut, fonts: fonts, region: laidOut.tree.root.frame)
        else { return nil }
        return UIImage(rendered: RenderedViewImage(pixels: rendered.image, scale: scale, content: AnyView(content)))
    }

    /// The same render as a bitmap (`scale` pixels per point).
    @preconcurrency @MainActor public var cgImage: CGImage? { uiImage?.cgImage }

    /// The content laid out for `proposedSize`; its root's frame is the content's own.
    @MainActor func layout(fonts: FontLibrary) throws -> LaidOutView {
        let request = RenderRequest(width: proposedSize.width.map(Double.init), height: proposedSize.height.map(Double.init),
                                    scale: Double(scale), background: isOpaque ? .white : .clear)
        return try ViewRenderer.layout(request, fonts: fonts) { content }
    }
}

/// The pixels of an `ImageRenderer` render, with the view they show (to draw it again in
/// `Image(uiImage:)`). Compared by identity; the view is only read on the main actor.
final class RenderedViewImage: Hashable, @unchecked Sendable {
    let pixels: PixelImage
    let scale: CGFloat
    let content: AnyView

    init(pixels: PixelImage, scale: CGFloat, content: AnyView) {
        self.pixels = pixels; self.scale = scale; self.content = content
    }

    /// The image's size in points.
    var pointSize: CGSize { CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale) }

    static func == (lhs: RenderedViewImage, rhs: RenderedViewImage) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
