import MockupRaster
import MockupText

/// A `Text` with its environment applied.
public struct ResolvedText: Hashable, Sendable {
    public var string: String
    public var font: FontDescriptor
    public var paint: ResolvedPaint
    /// `.tracking(t)`: points added after each grapheme cluster.
    public var tracking: Double
    /// `.kerning(k)`.
    public var kerning: Double
    public var monospacedDigit: Bool
    public var lineLimit: Int?
    /// Lines of height the text takes however few it has (`.lineLimit(3, reservesSpace: true)`, the
    /// lower bound of `.lineLimit(2...4)`); 0 reserves none.
    public var reservedLines = 0
    /// Where lines sit as drawn left to right: a right-to-left `.leading` text is `.trailing` here.
    public var alignment: TextAlignment
    /// `.lineSpacing(s)`: points between lines.
    public var lineSpacing: Double
    /// Underline and strikethrough, drawn in this order.
    public var decorations: [TextDecoration]
    /// `.truncationMode`: where "…" goes on the last line when lines are dropped.
    public var truncationMode: TruncationMode
    /// `.minimumScaleFactor`: how far the text may shrink to fit its lines (1 = not at all).
    public var minimumScaleFactor: Double
    /// Runs of different styles (`Text + Text`, attributed strings, inline images), laid out as one
    /// paragraph; empty = all of `string` in the text's own style. The text's own font, paint,
    /// spacing and decorations are then the first run's.
    public var runs: [ResolvedTextRun]
    /// Set when the text is redacted as a placeholder (`redacted(reason: .placeholder)`): its lines
    /// are drawn as these bars instead of glyphs, laid out as the text is.
    public var placeholderBars: PlaceholderBars?
    public init(string: String, font: FontDescriptor, paint: ResolvedPaint, tracking: Double = 0,
                kerning: Double = 0, monospacedDigit: Bool = false, lineLimit: Int? = nil,
                alignment: TextAlignment = .leading, lineSpacing: Double = 0, decorations: [TextDecoration] = [],
                truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1, runs: [ResolvedTextRun] = []) {
        self.string = string; self.font = font; self.paint = paint; self.tracking = tracking
        self.kerning = kerning; self.monospacedDigit = monospacedDigit; self.lineLimit = lineLimit
        self.alignment = alignment; self.lineSpacing = lineSpacing; self.decorations = decorations
        self.truncationMode = truncationMode; self.minimumScaleFactor = minimumScaleFactor; self.runs = runs
    }

    /// How a redacted text's lines are drawn: each line a rounded bar as wide as the line, from its
    /// ascent to its descent, filled with `paint`.
    public struct PlaceholderBars: Hashable, Sendable {
        public var paint: ResolvedPaint
        public var cornerRadius: Double
        public init(paint: ResolvedPaint, cornerRadius: Double) { self.paint = paint; self.cornerRadius = cornerRadius }
    }

    /// The text with every length of its style (font sizes and line heights, tracking, kerning,
    /// line spacing, baseline offsets) multiplied by `factor`: shrunk by `minimumScaleFactor`.
    public func scaled(by factor: Double) -> ResolvedText {
        guard factor != 1 else { return self }
        var text = self
        text.font = font.scaled(by: factor)
        text.tracking *= factor; text.kerning *= factor; text.lineSpacing *= factor
        text.runs = runs.map { run in
            var run = run
            run.font = run.font.scaled(by: factor)
            run.tracking *= factor; run.kerning *= factor; run.baselineOffset *= factor
            return run
        }
        return text
    }

    /// The text's runs: its own `runs`, or all of `string` as one run in the text's style.
    public var styledRuns: [ResolvedTextRun] {
        guard runs.isEmpty else { return runs }
        return [ResolvedTextRun(content: .text(string), font: font, paint: paint, tracking: tracking, kerning: kerning,
                                monospacedDigit: monospacedDigit, decorations: decorations)]
    }
}

/// One run of a `ResolvedText`: characters or an inline symbol, with its own style.
public struct ResolvedTextRun: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case text(String)
        /// `Text(Image(systemName:))`, sized by the run's font.
        case symbol(name: String, scale: SymbolScale)
    }
    public var content: Content
    public var font: FontDescriptor
    public var paint: ResolvedPaint
    public var tracking: Double
    public var kerning: Double
    public var monospacedDigit: Bool
    /// `.baselineOffset(o)`: points up.
    public var baselineOffset: Double
    public var decorations: [TextDecoration]
    /// The colour filled behind the run on each line (`AttributedString.backgroundColor`), nil for none.
    public var highlight: ResolvedPaint?
    /// The BCP 47 language the run is shaped for (`.typesettingLanguage`, `languageIdentifier`), nil for the default.
    public var language: String?
    public init(content: Content, font: FontDescriptor, paint: ResolvedPaint, tracking: Double = 0, kerning: Double = 0,
                monospacedDigit: Bool = false, baselineOffset: Double = 0, decorations: [TextDecoration] = [],
                highlight: ResolvedPaint? = nil, language: String? = nil) {
        self.content = content; self.font = font; self.paint = paint; self.tracking = tracking; self.kerning = kerning
        self.monospacedDigit = monospacedDigit; self.baselineOffset = baselineOffset; self.decorations = decorations
        self.highlight = highlight; self.language = language
    }

    /// Whether `other` is drawn in the same style (its content aside).
    public func hasSameStyle(as other: ResolvedTextRun) -> Bool {
        var restyled = other
        restyled.content = content
        return restyled == self
    }
}

/// An `Image` with its environment applied.
public enum ResolvedImage: Hashable, Sendable {
    /// `Image(systemName:)`: drawn from the symbol font, sized by `font` and `scale`, its layers
    /// painted as `layers` says (the primary one with `paint`); `resizable`, stretched to its frame;
    /// `variableValue` (0…1) lights a variable-colour symbol's layers up to it.
    case symbol(name: String, font: FontDescriptor, paint: ResolvedPaint, scale: SymbolScale = .medium,
                layers: SymbolLayerPaint = .single, resizable: Bool = false, variableValue: Double? = nil)
    /// `Image("name")` as the asset catalog resolved it, drawn as `style` says.
    case bitmap(BitmapAsset, resizable: Bool, style: BitmapStyle = BitmapStyle())
}

/// How a bitmap `Image` is drawn into its frame.
public struct BitmapStyle: Hashable, Sendable {
    /// `resizable(capInsets:)`: the edges (points) kept at their size while the middle resizes.
    public var capInsets: EdgeInsets
    /// `Image.ResizingMode.tile`: the resized parts repeat at their own size instead of stretching.
    public var tiles: Bool
    /// `interpolation(.none)`: each pixel scaled as a hard-edged block.
    public var nearestNeighbour: Bool
    /// `renderingMode(.template)`: the image's alpha painted with this style instead of its colours.
    public var tint: ResolvedPaint?
    public init(capInsets: EdgeInsets = EdgeInsets(), tiles: Bool = false, nearestNeighbour: Bool = false,
                tint: ResolvedPaint? = nil) {
        self.capInsets = capInsets; self.tiles = tiles; self.nearestNeighbour = nearestNeighbour; self.tint = tint
    }
}

/// The geometry of a SwiftUI shape.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, continuous: Bool)
    case circle
    case ellipse
    case capsule(continuous: Bool)
    /// A `Path { }` in the view's local coordinates.
    case path(Path)
}

/// How a shape is painted.
public enum ShapeDrawing: Hashable, Sendable {
    case fill(ResolvedPaint, evenOdd: Bool)
    /// Centred on the path.
    case stroke(ResolvedPaint, StrokeOptions)
    /// Inside the shape's bounds (`strokeBorder`).
    case strokeBorder(ResolvedPaint, StrokeOptions)
}

/// A shape view: geometry, paint, and how much it is inset (`.inset(by:)`).
public struct ResolvedShape: Hashable, Sendable {
    public var kind: ShapeKind
    public var drawing: ShapeDrawing
    public var inset: Double
    public init(kind: ShapeKind, drawing: ShapeDrawing, inset: Double = 0) {
        self.kind = kind; self.drawing = drawing; self.inset = inset
    }
}

/// Render-only modifiers.
public enum RenderEffect: Hashable, Sendable {
    /// Multiplies into each leaf drawn inside (SwiftUI's semantics), unless a `composite` flattens it.
    case opacity(Double)
    /// `.compositingGroup()` / `.drawingGroup()`: the content as one layer, so enclosing opacity
    /// and shadows apply to the composite instead of each leaf.
    case composite
    /// Gaussian sigma ≈ radius points; offset in points.
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// `ShadowStyle.inner`: a shadow inside the content's alpha, on top of its paint.
    case innerShadow(color: RGBA, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    /// A material: what is already drawn behind each shape inside is blurred (σ ≈ radius points)
    /// before the shape's tint is drawn over it.
    case backdropBlur(radius: Double)
    /// `.clipShape(shape)` / `.clipped()` (a rectangle), in the view's bounds.
    case clip(ShapeKind, evenOdd: Bool)
    /// `.blendMode(mode)`: the content blended onto what is behind it.
    case blend(BlendMode)
    /// `.brightness`, `.grayscale`, `.colorMultiply`, …: the content as one layer whose pixels
    /// go through the matrix.
    case colorMatrix(ColorMatrix)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(radians: Double, anchor: UnitPoint)
    /// `rotation3DEffect`: turned about `axis` through the anchor (at depth `anchorZ` points) and
    /// drawn in perspective, the viewer the view's longer side over `perspective` away.
    case rotation3D(radians: Double, axis: Vector3, anchor: UnitPoint, anchorZ: Double, perspective: Double)
    /// An affine transform in the view's own coordinates (origin at its top-left corner).
    case affine(Transform2D)
    /// A perspective projection (`projectionEffect`) in the view's own coordinates.
    case projection(Homography)
}

/// A 3-D axis for `rotation3DEffect`.
public struct Vector3: Hashable, Sendable {
    public var x, y, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// Text alignment inside a multi-line Text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The alignment as drawn left to right: leading and trailing swap places right to left, as
    /// the text's leading edge is on the right (docs/TEXT.md §11).
    func physical(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}

/// A `TabView` resolved for a static render: the first tab's content and the bar's items.
public struct TabBarContent: Sendable {
    public struct Item: Hashable, Sendable {
        public var title: String
        public var systemImage: String?
        /// A bitmap icon (`Label(_:image:)`, `Image("name")`) when the item has no symbol.
        public var bitmap: BitmapIcon?
        /// The symbol of the selected item (UIKit's `selectedImage`); nil = `systemImage`.
        public var selectedSystemImage: String?
        /// The `.badge` text (a count or a label); nil = no badge.
        public var badge: String?
        /// `systemImage` and `selectedSystemImage` are the names drawn: a SwiftUI tab's in the variant its
        /// label resolved (`EnvironmentValues.tabItemSymbolVariants`), UIKit's as given.
        public init(title: String, systemImage: String?, selectedSystemImage: String? = nil, badge: String? = nil) {
            self.title = title; self.systemImage = systemImage; self.selectedSystemImage = selectedSystemImage
            self.badge = badge
        }
    }
    /// A tab item's bitmap image: drawn at its size; a template (a style with a tint) in the
    /// item's state colour instead of its own tint.
    public struct BitmapIcon: Hashable, Sendable {
        public var asset: BitmapAsset
        public var style: BitmapStyle
        public init(asset: BitmapAsset, style: BitmapStyle) { self.asset = asset; self.style = style }
    }
    public var items: [Item]
    public var selectedIndex: Int
    public var selectedContent: ViewNode
    public var tint: RGBA
    /// From `UITabBar.appearance()`; nil = system default material.
    public var barBackground: RGBA?
    public var barShadow: RGBA?
    /// Whether the bar blurs what is behind it (the system chrome material; UIKit's default).
    public var barBlursBackdrop: Bool
    /// The `toolbarBackground(_:for: .tabBar)` style, drawn instead of the appearance's background
    /// when the bar shows its standard look; nil = the appearance's.
    public var barFill: ViewNode?
    /// The bar view's own colour (`UITabBar.appearance().backgroundColor`), under its background.
    public var barUnderlay: RGBA?
    /// The bar's colour scheme (`toolbarColorScheme(_:for: .tabBar)`, or the view's).
    public var colorSchemeIsDark: Bool
    /// An item state's icon and title colours from UIKit's appearance; nil = the tint (selected) or
    /// the system grey (unselected).
    public struct ItemColors: Hashable, Sendable {
        public var icon: RGBA?
        public var title: RGBA?
        public init(icon: RGBA? = nil, title: RGBA? = nil) { self.icon = icon; self.title = title }
    }
    public var selectedItemColors = ItemColors()
    public var unselectedItemColors = ItemColors()
    public init(items: [Item], selectedIndex: Int, selectedContent: ViewNode, tint: RGBA,
                barBackground: RGBA?, barShadow: RGBA?, barBlursBackdrop: Bool = true, barFill: ViewNode? = nil,
                colorSchemeIsDark: Bool) {
        self.items = items; self.selectedIndex = selectedIndex; self.selectedContent = selectedContent
        self.tint = tint; self.barBackground = barBackground; self.barShadow = barShadow
        self.barBlursBackdrop = barBlursBackdrop; self.barFill = barFill; self.colorSchemeIsDark = colorSchemeIsDark
    }
}
