import Foundation
import MockupRaster
import MockupText

/// `Image(systemName:)` (LAYOUT-SPEC §9.2): a fixed box from the symbol metrics, whatever the
/// proposal; both text baselines sit `baselineOffset` above the bottom edge. `.resizable()`, it
/// sizes as a resizable bitmap (LAYOUT-SPEC §9.1) with the box as its intrinsic size, and the
/// baseline scales with the height.
struct SymbolLayout: LeafLayout {
    let measurement: SymbolMeasurement
    var resizable = false

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        guard resizable else { return measurement.size }
        return Size(p.width ?? measurement.size.width, p.height ?? measurement.size.height)
    }

    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        let baseline = measurement.size.height - measurement.baselineOffset
        guard resizable, measurement.size.height > 0 else { return baseline }
        return baseline * size.height / measurement.size.height
    }

    /// Symbol spacing preferences (LAYOUT-SPEC §2.3; alignment origin 0).
    var spacing: SpacingPreferences {
        let b = measurement.baselineOffset, h = measurement.size.height
        typealias Key = SpacingPreferences.Key
        return SpacingPreferences([
            Key(category: .textToText, edge: .top): .distance(0),
            Key(category: .textToText, edge: .bottom): .distance(0),
            Key(category: .edgeAboveText, edge: .top): .distance(b),
            Key(category: .edgeBelowText, edge: .bottom): .distance(b + 1),
            Key(category: .textBaseline, edge: .bottom): .distance(-b),
            Key(category: .textBaseline, edge: .top): .distance(-(h - b)),
        ])
    }
}

/// `Image("name")` (LAYOUT-SPEC §9.1): the intrinsic size for every proposal, or, when
/// `.resizable()`, the proposal with unspecified axes taken from the intrinsic size.
struct BitmapLayout: LeafLayout {
    let intrinsicSize: Size
    let resizable: Bool

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        guard resizable else { return intrinsicSize }
        return Size(p.width ?? intrinsicSize.width, p.height ?? intrinsicSize.height)
    }
}

extension NodeKind {
    public static let symbol = NodeKind("symbol")
    public static let image = NodeKind("image")
}

/// An `Image`: a symbol sized from its font, or a bitmap asset (a reported placeholder when the
/// asset is missing).
struct ImageNode: ViewPrimitive {
    let image: ResolvedImage

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        switch image {
        case let .symbol(name, font, _, scale, _, resizable, _):
            let layout = SymbolLayout(measurement: builder.measurer.measureSymbol(named: name, font: font, scale: scale),
                                      resizable: resizable)
            // Resizable, it spaces as a resizable bitmap does; else as text (LAYOUT-SPEC §2.3).
            return LayoutBox(kind: .symbol, detail: resizable ? name + " resizable" : name,
                             drawing: ImageDrawing(image: image, found: true), behavior: layout,
                             spacing: resizable ? .generic : layout.spacing)
        case let .bitmap(asset, resizable, _):
            let size = builder.images.imageSize(of: asset)
            if size == nil {
                builder.warn(asset.warning ?? asset.file.map { file in
                    // An empty file (a download or checkout that left out large files) says so.
                    let isEmpty = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue == 0
                    return "image \"\(asset.name)\": \(file.path) " + (isEmpty ? "is empty (0 bytes)" : "cannot be read as a PNG, JPEG, WebP, PDF or SVG")
                        + "; drawn as a placeholder"
                } ?? "image \"\(asset.name)\" not found; drawn as a placeholder")
            }
            return LayoutBox(kind: .image, detail: asset.name,
                             drawing: ImageDrawing(image: image, found: size != nil, intrinsicSize: size ?? Size(0, 0)),
                             behavior: BitmapLayout(intrinsicSize: size ?? LayoutDefaults.missingImageSize, resizable: resizable),
                             spacing: .generic)
        }
    }
}

/// An image as drawn: a symbol, a bitmap, or — where the bitmap is missing — a placeholder.
struct ImageDrawing: NodeDrawing {
    let image: ResolvedImage
    /// False for a bitmap the image provider does not know.
    let found: Bool
    /// A bitmap's size in points (its cap insets and tiles are in points).
    var intrinsicSize = Size(0, 0)

    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        let frame = node.displayFrame
        switch image {
        case let .symbol(name, font, paint, scale, layers, resizable, variableValue):
            return [.symbol(DisplaySymbol(name: name, font: font, paint: paint, scale: scale, layers: layers, frame: frame,
                                          resizable: resizable, variableValue: variableValue))]
        case let .bitmap(asset, _, style):
            return found ? [.bitmap(DisplayBitmap(asset: asset, frame: frame, style: style,
                                                  intrinsicSize: intrinsicSize))]
                         : Self.placeholder(in: frame)
        }
    }

    /// The fill and cross drawn where a bitmap image is missing.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    static let placeholderInk = RGBA(red: 0.55, green: 0.55, blue: 0.58)

    /// A light box with a diagonal cross, clipped to the frame.
    private static func placeholder(in frame: Rect) -> [DisplayItem] {
        var cross = Path()
        cross.move(to: Point.zero); cross.line(to: Point(frame.width, frame.height))
        cross.move(to: Point(frame.width, 0)); cross.line(to: Point(0, frame.height))
        let box = ResolvedShape(kind: .rectangle, drawing: .fill(.color(placeholderFill), evenOdd: false))
        let ink = ResolvedShape(kind: .path(cross), drawing: .stroke(.color(placeholderInk), StrokeOptions(lineWidth: 1)))
        let border = ResolvedShape(kind: .rectangle, drawing: .strokeBorder(.color(placeholderInk), StrokeOptions(lineWidth: 1)))
        return [.group(DisplayGroup(effect: .clip(.rect(frame), evenOdd: false), bounds: frame, items: [
            .shape(DisplayShape(shape: box, frame: frame)), .shape(DisplayShape(shape: ink, frame: frame)),
            .shape(DisplayShape(shape: border, frame: frame)),
        ]))]
    }
}

extension ViewNode {
    /// An `Image`.
    public static func image(_ image: ResolvedImage) -> ViewNode { ViewNode(ImageNode(image: image)) }
}

/// An image: an SF Symbol drawn from the symbol font (sized by the current font), a bitmap of the
/// app's asset catalog, or a `GraphicsContext` drawing (`Image(size:renderer:)`).
public struct Image: View, PrimitiveView {
    public typealias Body = Never

    enum Source {
        case symbol(String)
        case bitmap(String)
        /// Pixels decoded in memory (`UIImage(data:)`).
        case decoded(DecodedBitmap)
        case drawing(DrawnImage)
        /// A view rendered into an image (`ImageRenderer`), drawn as that view at the rendered size.
        case rendered(RenderedContent)
    }
    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    /// `Image.symbolRenderingMode(_:)`: the mode of this symbol, over the environment's.
    var ownRenderingMode: SymbolRenderingMode?
    /// `.symbolColorRenderingMode(_:)` / `.symbolVariableValueMode(_:)` on the image (iOS 26).
    var ownColorRenderingMode: SymbolColorRenderingMode?
    var ownVariableValueMode: SymbolVariableValueMode?
    /// `renderingMode(_:)`: nil draws a bitmap as it is and a symbol as a template.
    var templateMode: TemplateRenderingMode?
    var interpolationQuality = Interpolation.high
    /// `Image(systemName:variableValue:)`: how far a variable-colour symbol is lit (0…1).
    var variableValue: Double?
    /// A colour the image draws its template in, over the foreground style (`UIImage.withTintColor`).
    package var tint: Color?

    /// The image `name` of the app's asset catalog; `bundle` is accepted (assets come from the
    /// app's asset catalogs). One initializer with a defaulted bundle, as SwiftUI declares it, so
    /// `Text(.init(markdown))` still means a `LocalizedStringKey`.
    public init(_ name: String, bundle: Bundle? = nil) { source = .bitmap(name) }

    /// An SF Symbol, mapped by name to the bundled icon font.
    public init(systemName: String) { source = .symbol(systemName) }

    /// The image scaled to fill the space it is given (combine with `.aspectRatio`); a symbol's
    /// box scales as a bitmap does.
    public func resizable() -> Image { resizable(capInsets: EdgeInsets(), resizingMode: .stretch) }

    /// This symbol image drawn in `mode` (nil: the environment's mode), as `Image.symbolRenderingMode(_:)`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.ownRenderingMode = mode
        return image
    }

    /// The bitmap this image draws (an asset of the catalog, or pixels in memory) and whether it
    /// asks to be drawn as a template; nil for symbols and drawn images.
    nonisolated func bitmapAsset(in environment: EnvironmentValues) -> (asset: BitmapAsset, isTemplate: Bool)? {
        switch source {
        case .bitmap(let name):
            let found = environment.assetCatalog.bitmap(named: name, scale: environment.displayScale, scheme: environment.colorScheme)
            return (found.asset, found.isTemplate)
        case .decoded(let bitmap):
            return (BitmapAsset(name: "uiImage", decoded: bitmap), false)
        case .symbol, .drawing, .rendered:
            return nil
        }
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if environment.redactionReasons.contains(.placeholder) { return placeholderNodes(in: environment) }
        var environment = environment
        if let ownRenderingMode { environment.symbolRenderingMode = ownRenderingMode }
        if let ownColorRenderingMode { environment.symbolColorRenderingMode = ownColorRenderingMode }
        if let ownVariableValueMode { environment.symbolVariableValueMode = ownVariableValueMode }
        switch source {
        case .bitmap(let name):
            if let symbol = customSymbolName(name, in: environment) { return symbolNodes(symbol, in: environment) }
            fallthrough
        case .decoded:
            guard let found = bitmapAsset(in: environment) else { return [] }
            // An image set marked as a template, or any in a tab item, draws in the foreground style
            // unless `renderingMode(.original)`.
            let template = templateMode == .template
                || (templateMode == nil && (found.isTemplate || environment.controls.isTabItemLabel))
            let style = BitmapStyle(capInsets: capInsets, tiles: resizingMode == .tile,
                                    nearestNeighbour: interpolationQuality == .none,
                                    tint: template ? tintOrForeground(in: environment) : nil)
            return [.image(.bitmap(found.asset, resizable: isResizable, style: style))]
        case .symbol(let name):
            return symbolNodes(environment.symbolVariants.set.name(for: name), in: environment)
        case .rendered(let rendered):
            let size = rendered.size
            let drawn = MockupUI.resolveNodes(rendered.content.frame(width: size.width, height: size.height), in: environment)
            guard isResizable else { return drawn }
            return drawn.map { .unsupported(feature: "a resizable Image(uiImage:) of an ImageRenderer image (drawn at its rendered size)", child: $0) }
        case .drawing(let drawing):
            return MockupUI.resolveNodes(ImageDrawingView(size: drawing.size, resizable: isResizable, renderer: drawing.renderer),
                                         in: environment)
        }
    }

    /// A redacted image (`redacted(reason: .placeholder)`): its space, filled with a rounded bar in the
    /// foreground style faded as a redacted text's lines are.
    private func placeholderNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var unredacted = environment
        unredacted.redactionReasons.remove(.placeholder)
        let bar = RoundedRectangle(cornerRadius: SystemMetrics.placeholderCornerRadius)
            .fill(.foreground.opacity(SystemMetrics.placeholderOpacity))
        return MockupUI.resolveNodes(hidden().overlay(bar), in: unredacted)
    }

    /// The symbol `name` (with its variants applied), sized by the font and painted as symbols are.
    private func symbolNodes(_ name: String, in environment: EnvironmentValues) -> [ViewNode] {
        var environment = environment
        // `renderingMode(.original)` draws a symbol's own colours: multicolor (Apple's
        // `Image.TemplateRenderingMode.original`), unless `symbolRenderingMode` chose a mode.
        if templateMode == .original, ownRenderingMode == nil { environment.symbolRenderingMode = .multicolor }
        let symbol = environment.withForegroundShadow(.image(.symbol(
            name: name, font: environment.resolvedFont(), paint: tintOrForeground(in: environment), scale: environment.imageScale,
            layers: environment.resolvedSymbolLayers(), resizable: isResizable, variableValue: variableValue)))
        // A held `.disappear` symbol effect hides the symbol and keeps its space (SymbolEffects.swift).
        let effects = environment.symbolEffectState
        let shown = effects.hidesSymbols && !effects.removed ? ViewNode.effect(.opacity(0), child: symbol) : symbol
        // Symbols named by reading direction (`chevron.forward`) face the other way right to left.
        let facing = environment.layoutDirection == .rightToLeft && SymbolReadingDirection.mirrorsInRightToLeft(name)
            ? ViewNode.effect(.scale(x: -1, y: 1, anchor: .center), child: shown) : shown
        return [environment.undrawnSymbolModes.reduce(facing) { .unsupported(feature: $1, child: $0) }]
    }

    /// The symbol name of the custom symbol `name` of the app's asset catalog (a `.symbolset`, which
    /// `Image(name)` draws as a symbol, as on iOS), or nil when the catalog has none or an image of the name.
    nonisolated func customSymbolName(_ name: String, in environment: EnvironmentValues) -> String? {
        environment.assetCatalog.customSymbolFile(named: name).map(CustomSymbolName.name(forTemplate:))
    }

    /// What a template or symbol is painted with: the image's own tint, else the foreground style.
    nonisolated func tintOrForeground(in environment: EnvironmentValues) -> ResolvedPaint {
        tint.map { .color($0.rgba(in: environment)) } ?? environment.resolvedForeground()
    }
}

/// A title with an icon, as SwiftUI's `Label` (icon, then title, side by side).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        StyledLabel(configuration: LabelStyleConfiguration(title: title, icon: icon))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}
