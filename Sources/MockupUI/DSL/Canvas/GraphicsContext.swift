import Foundation

/// The drawing context of a `Canvas`, as SwiftUI's `GraphicsContext`. Drawing commands are recorded
/// (with the transform and opacity current when they are issued) and drawn as views once the
/// canvas size is known. Clipping, filters and blend modes are recorded as render notes.
public struct GraphicsContext {
    /// Where commands go; copies of a context (`drawLayer`, `var copy = context`) share it.
    final class Recording {
        var commands: [CanvasCommand] = []
        var notes: [String] = []
        func note(_ feature: String) { if !notes.contains(feature) { notes.append(feature) } }
    }
    let recording: Recording

    /// The transform applied to everything drawn after it is set.
    public var transform: CGAffineTransform = .identity
    /// The opacity applied to everything drawn after it is set.
    public var opacity: Double = 1
    /// The blend mode (only `.normal` is drawn; others add a render note).
    public var blendMode: BlendMode = .normal {
        didSet { if blendMode != .normal { recording.note("GraphicsContext.blendMode") } }
    }
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    init(environment: EnvironmentValues) {
        recording = Recording(); self.environment = environment
    }

    /// A paint for fills and strokes.
    public struct Shading {
        let style: AnyShapeStyle
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
        /// A linear gradient between two points of the canvas (drawn across the filled shape's
        /// bounds in the points' direction).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradientStyle(gradient: gradient, kind: .linear(startPoint, endPoint))))
        }
        /// A radial gradient around a point of the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradientStyle(gradient: gradient,
                                                              kind: .radial(center, Double(startRadius), Double(endRadius)))))
        }
    }

    /// Gradient options (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A filter applied to what is drawn after it (recorded as a render note).
    public struct Filter {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(name: "shadow")
        }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static var alphaThreshold: Filter { Filter(name: "alphaThreshold") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(name: "alphaThreshold")
        }
    }

    /// Blur filter options.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Shadow filter options.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    // MARK: Drawing

    /// Fills `path` (in the current transform) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.commands.append(.fill(path.applying(transform), shading.style, evenOdd: style.isEOFilled, opacity: opacity))
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transformScale
        recording.commands.append(.stroke(path.applying(transform), shading.style, scaled, opacity: opacity))
    }

    /// Strokes `path` with `shading` at `lineWidth`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.commands.append(.text(text, at: point.applying(transform), anchor: anchor, opacity: opacity))
    }

    /// Draws `text` in `rect` (top-leading, wrapping to the rect's width).
    public func draw(_ text: Text, in rect: CGRect) {
        recording.commands.append(.textIn(text, rect.offsetBy(transform), opacity: opacity))
    }

    /// Draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.commands.append(.image(image, at: point.applying(transform), anchor: anchor, opacity: opacity))
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.commands.append(.imageIn(image, rect.offsetBy(transform), opacity: opacity))
    }

    /// A text ready to draw (here: the text itself).
    public func resolve(_ text: Text) -> Text { text }
    /// An image ready to draw (here: the image itself).
    public func resolve(_ image: Image) -> Image { image }

    // MARK: State

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clipping is not applied (a render note).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recording.note("GraphicsContext.clip")
    }

    /// Filters are not applied (a render note).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        recording.note("GraphicsContext.addFilter(.\(filter.name))")
    }

    /// Draws into a copy of the context (its transform, opacity and filters stay inside).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Clip options.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Filter options.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// How much the transform scales lengths (for stroke widths).
    private var transformScale: CGFloat {
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        return (sx + sy) / 2
    }
}

/// One recorded canvas command (positions already in canvas coordinates).
enum CanvasCommand {
    case fill(Path, AnyShapeStyle, evenOdd: Bool, opacity: Double)
    case stroke(Path, AnyShapeStyle, StrokeStyle, opacity: Double)
    case text(Text, at: CGPoint, anchor: UnitPoint, opacity: Double)
    case textIn(Text, CGRect, opacity: Double)
    case image(Image, at: CGPoint, anchor: UnitPoint, opacity: Double)
    case imageIn(Image, CGRect, opacity: Double)
}

extension CGRect {
    /// The rect moved by `transform` (its origin mapped; size kept: text and images are not scaled).
    func offsetBy(_ transform: CGAffineTransform) -> CGRect {
        CGRect(origin: origin.applying(transform), size: size)
    }
}

/// A canvas gradient given in canvas points; painted across the filled shape's frame (the canvas).
struct CanvasGradientStyle: ShapeStyle {
    enum Kind { case linear(CGPoint, CGPoint), radial(CGPoint, Double, Double) }
    let gradient: Gradient
    let kind: Kind
    /// The canvas size, set when the commands are drawn (points → unit points).
    var canvasSize = CGSize(width: 1, height: 1)

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: Double(p.x / max(canvasSize.width, 1)), y: Double(p.y / max(canvasSize.height, 1)))
        }
        switch kind {
        case let .linear(start, end):
            return .linearGradient(stops: gradient.resolvedStops(in: environment), start: unit(start), end: unit(end))
        case let .radial(center, startRadius, endRadius):
            return .radialGradient(stops: gradient.resolvedStops(in: environment), center: unit(center),
                                   startRadius: startRadius, endRadius: endRadius)
        }
    }
}
