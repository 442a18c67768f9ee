import MockupRaster
import MockupText

extension MockupScene {
    /// The render request for `scheme` at `scale`; `width` overrides a component scene's proposed
    /// width (a device scene keeps its screen).
    public func request(scheme: ColorScheme, scale: Double = 3, width: Double? = nil) -> RenderRequest {
        guard let device else {
            return RenderRequest(width: width ?? self.width, height: height, scale: scale, colorScheme: scheme,
                                 background: canvas(scheme), margin: margin, assetDirectory: assetDirectory)
        }
        var request = RenderRequest(device: device, colorScheme: scheme, background: canvas(scheme),
                                    assetDirectory: assetDirectory)
        request.scale = scale
        return request
    }

    /// Resolves and lays the scene out (main actor); rasterize the result on any thread.
    @preconcurrency @MainActor
    public func layout(scheme: ColorScheme, scale: Double = 3, width: Double? = nil,
                       fonts: FontLibrary) throws -> LaidOutView {
        try ViewRenderer.layout(request(scheme: scheme, scale: scale, width: width), fonts: fonts) { makeView() }
    }

    /// The part of a laid-out canvas the scene shows, in points: the whole canvas, or only its
    /// bottom `visibleBottom` points (a full-screen TabView's bar).
    public func outputFrame(of laidOut: LaidOutView) -> Rect {
        let canvas = laidOut.canvasFrame
        guard let visibleBottom else { return canvas }
        let height = min(max(visibleBottom, 0), canvas.height)
        return Rect(x: 0, y: canvas.maxY - height, width: canvas.width, height: height)
    }

    /// Rasterizes a layout of this scene (any thread), framed as the scene shows it.
    public func rasterize(_ laidOut: LaidOutView, fonts: FontLibrary) throws -> RenderedView {
        try ViewRenderer.rasterize(laidOut, fonts: fonts, region: outputFrame(of: laidOut))
    }
}
