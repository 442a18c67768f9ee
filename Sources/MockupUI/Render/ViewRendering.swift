import MockupAssets
import MockupRaster
import MockupText

/// How to render a view: proposed size, scale, colour scheme, canvas colour and margin.
public struct RenderRequest: Sendable {
    /// Proposed width in points; nil = the view's ideal width.
    public var width: Double?
    /// Proposed height in points; nil = the view's ideal height.
    public var height: Double?
    /// Pixels per point (1, 2 or 3).
    public var scale: Double
    public var colorScheme: ColorScheme
    /// The canvas behind the view.
    public var background: RGBA
    /// Canvas space around the view on every side, in points.
    public var margin: Double
    /// A component render's canvas grows past `margin` on each side its drawing reaches beyond it
    /// (an overlay hung off the view's edge, a wide shadow), by up to `maxOverflow` points.
    public var growsToFitDrawing = false
    /// The most a side grows for `growsToFitDrawing`.
    public static let maxOverflow = 200.0
    /// The app's asset catalogs, where `Image("name")` and `Color("name")` look their names up.
    public var assetCatalog = AssetCatalog()
    /// A single folder of assets (a scene's) as the catalog: its loose `name@3x.png` files and
    /// its image and colour sets. Reads the first folder of the catalog.
    public var assetDirectory: String? {
        get { assetCatalog.folders.first }
        set { assetCatalog = AssetCatalog(folders: newValue.map { [$0] } ?? []) }
    }
    /// The screen a full-screen render is framed on: the view is laid out in its safe area, under
    /// its status bar and home indicator. nil = a component render (no safe area, no system
    /// chrome). `RenderRequest(device:)` also takes its size and scale.
    public var device: DeviceProfile?

    public init(width: Double? = 393, height: Double? = nil, scale: Double = 3, colorScheme: ColorScheme = .light,
                background: RGBA = .white, margin: Double = 0, assetDirectory: String? = nil) {
        self.width = width; self.height = height; self.scale = scale; self.colorScheme = colorScheme
        self.background = background; self.margin = margin; self.assetDirectory = assetDirectory
    }

    /// A full-screen render on `device`: its size and scale, no margin.
    public init(device: DeviceProfile, colorScheme: ColorScheme = .light, background: RGBA = .white,
                assetDirectory: String? = nil) {
        self.init(width: device.width, height: device.height, scale: device.scale, colorScheme: colorScheme,
                  background: background, assetDirectory: assetDirectory)
        self.device = device
    }
}

/// A view laid out for one request: every node's frame and the draw operations, ready to rasterize
/// on any thread.
public struct LaidOutView: Sendable {
    public let request: RenderRequest
    public let tree: LayoutTree
    public let displayList: DisplayList
    /// What the fonts warned about while laying out (unknown font names, SF Symbols).
    public var fontWarnings: [String] = []
    /// The colour scheme the view asks its window to take (`.preferredColorScheme(.dark)`), if any.
    public var preferredColorScheme: ColorScheme?

    /// The whole canvas, in points.
    public var canvasFrame: Rect { Rect(origin: .zero, size: tree.size) }
}

/// A rendered view: pixels plus everything this render warned about (once each): layout, fonts,
/// symbols, raster.
public struct RenderedView: Sendable {
    public let layout: LaidOutView
    public let image: PixelImage
    public let warnings: [String]
}

/// Views → pixels: resolve on the main actor, lay out, rasterize.
public enum ViewRenderer {
    /// Resolves and lays out the view built by `makeView` (built fresh, after process-wide view
    /// state such as the tab bar appearance is reset). Throws when a font or symbol the view needs
    /// cannot be loaded.
    @preconcurrency @MainActor
    public static func layout<V: View>(_ request: RenderRequest, fonts: FontLibrary,
                                       _ makeView: () -> V) throws -> LaidOutView {
        var environment = EnvironmentValues()
        environment.colorScheme = request.colorScheme
        environment.assetCatalog = request.assetCatalog
        environment.displayScale = request.scale
        if let device = request.device {
            environment.horizontalSizeClass = device.horizontalSizeClass
            environment.verticalSizeClass = device.verticalSizeClass
            environment.renderDevice = device
        }
        let margin = max(request.margin, 0)
        let diagnostics = Diagnostics()
        let engine = try LayoutEngine(measurer: BundledFontMeasurer(library: fonts.reporting(to: diagnostics)),
                                      images: AssetImageSizes(), scale: request.scale)
        let even = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        var (tree, preferredColorScheme, statusBar) = try layOut(request, margins: even, environment: environment,
                                                                 engine: engine, makeView)
        // A home-button iPhone's top inset is its status bar's: hiding the bar gives it back.
        if statusBar.isHidden, let device = request.device, device.safeAreaInsets(statusBarHidden: true) != device.safeAreaInsets {
            (tree, preferredColorScheme, statusBar) = try layOut(request, margins: even, statusBarHidden: true,
                                                                 environment: environment, engine: engine, makeView)
        }
        var displayList = DisplayList(tree)
        if request.growsToFitDrawing, request.device == nil, let painted = displayList.items.paintedBounds {
            func overflow(_ distance: Double) -> Double { min(max(distance.rounded(.up), 0), RenderRequest.maxOverflow) }
            let grown = EdgeInsets(top: margin + overflow(-painted.minY), leading: margin + overflow(-painted.minX),
                                   bottom: margin + overflow(painted.maxY - tree.size.height),
                                   trailing: margin + overflow(painted.maxX - tree.size.width))
            if grown != even {
                (tree, preferredColorScheme, statusBar) = try layOut(request, margins: grown, environment: environment,
                                                                     engine: engine, makeView)
                displayList = DisplayList(tree)
            }
        }
        if let device = request.device {
            let screen = Size(device.width, device.height)
            func ink(at point: Point) -> RGBA { ContrastingInk.ink(at: point, in: displayList.items, over: request.background) }
            // A navigation bar's colour scheme sets the status bar's style; else it contrasts with the
            // content. A screen that hides it has none.
            let statusBarInk = statusBar.isHidden ? nil : statusBar.colorScheme.map { $0 == .dark ? RGBA.white : .black }
                ?? ink(at: DeviceChrome.statusBarCenter(device))
            let chrome = try engine.layout(DeviceChrome.node(for: device, statusBarInk: statusBarInk,
                                                             homeIndicatorInk: ink(at: DeviceChrome.homeIndicatorCenter(device))),
                                           proposal: LayoutProposal(screen), canvas: screen)
            displayList.items += DisplayList(chrome).items
        }
        if let error = diagnostics.errors.first { throw error }
        return LaidOutView(request: request, tree: tree, displayList: displayList, fontWarnings: diagnostics.messages,
                           preferredColorScheme: preferredColorScheme)
    }

    /// The view laid out with `margins` of canvas around it (in the device's safe area for a status
    /// bar hidden or not), the colour scheme it asks its window for and what it asks of the status
    /// bar: the colour scheme its navigation bar gives it (`StatusBarColorSchemeKey`) and whether
    /// it is hidden (`StatusBarHiddenKey`).
    @MainActor
    private static func layOut<V: View>(_ request: RenderRequest, margins: EdgeInsets, statusBarHidden: Bool = false,
                                        environment: EnvironmentValues, engine: LayoutEngine, _ makeView: () -> V)
        throws -> (LayoutTree, ColorScheme?, statusBar: (colorScheme: ColorScheme?, isHidden: Bool)) {
        let proposal = LayoutProposal(width: request.width.map { $0 + margins.leading + margins.trailing },
                                      height: request.height.map { $0 + margins.top + margins.bottom })
        // A fixed-size request (a full screen) gets exactly that canvas, the view centred in it.
        let canvas = proposal.width.flatMap { w in proposal.height.map { Size(w, $0) } }
        // On a device the view is laid out in the screen's safe area and the status bar and home
        // indicator are drawn over it.
        let (((laidOutTree, statusBarHidden), statusBarScheme), preferredColorScheme) =
            PreferenceCollection.collecting(PreferredColorSchemeKey.self) {
                PreferenceCollection.collecting(StatusBarColorSchemeKey.self) {
                    PreferenceCollection.collecting(StatusBarHiddenKey.self) {
                        Result {
                            try settledRender(environment: environment, makeView) { root in
                                try engine.layout(.padding(margins, child: root), proposal: proposal, canvas: canvas,
                                                  safeAreaInsets: request.device?.safeAreaInsets(statusBarHidden: statusBarHidden))
                            }
                        }
                    }
                }
            }
        return (try laidOutTree.get(), preferredColorScheme, (statusBarScheme, statusBarHidden ?? false))
    }

    /// Rasterizes a laid-out view (any thread). `region` (points, default the whole canvas) is the
    /// part of the canvas that is output, rounded to whole pixels. The warnings are the layout's,
    /// then the fonts' and the rasterizer's, each once.
    public static func rasterize(_ laidOut: LaidOutView, fonts: FontLibrary, region: Rect? = nil) throws -> RenderedView {
        let rendered = try DisplayListRenderer(fonts: fonts).render(laidOut.displayList, background: laidOut.request.background)
        var log = WarningLog()
        for message in laidOut.displayList.warnings + laidOut.fontWarnings + rendered.warnings { log.add(message) }
        guard let region, region != laidOut.canvasFrame else {
            return RenderedView(layout: laidOut, image: rendered.image, warnings: log.messages)
        }
        let scale = laidOut.request.scale
        let pixels = IntRect(x: Int((region.minX * scale).rounded()), y: Int((region.minY * scale).rounded()),
                             width: Int((region.width * scale).rounded()), height: Int((region.height * scale).rounded()))
        return RenderedView(layout: laidOut, image: try rendered.image.cropped(to: pixels), warnings: log.messages)
    }

    /// Lays out and rasterizes in one call.
    @preconcurrency @MainActor
    public static func render<V: View>(_ request: RenderRequest, fonts: FontLibrary,
                                       _ makeView: () -> V) throws -> RenderedView {
        try rasterize(layout(request, fonts: fonts, makeView), fonts: fonts)
    }
}
