import Foundation

extension GraphicsContext {
    /// A paint for fills, strokes, text and template images, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradient points are in the context's user space when the shading is used.
    public struct Shading {
        /// What a shading stands for besides its styles.
        enum Role { case paint, foreground, backdrop }
        /// One style, or a palette's styles in order (a fill uses the first).
        let styles: [AnyShapeStyle]
        /// `.foreground`: text and images keep their own foreground.
        let role: Role

        init(_ style: AnyShapeStyle, role: Role = .paint) { styles = [style]; self.role = role }
        private init(styles: [AnyShapeStyle]) { self.styles = styles; role = .paint }

        /// The style a fill or stroke paints with.
        var style: AnyShapeStyle { styles.first ?? AnyShapeStyle(Color.clear) }

        /// A copy of what the canvas already has: drawn over itself with a normal blend it changes
        /// nothing, so it paints nothing here (with another blend mode, a render note).
        public static var backdrop: Shading { Shading(AnyShapeStyle(Color.clear), role: .backdrop) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(AnyShapeStyle(ForegroundStyle()), role: .foreground) }
        /// Several shadings: a fill uses the first; a palette symbol paints its layers with them.
        public static func palette(_ array: [Shading]) -> Shading { Shading(styles: array.flatMap(\.styles)) }
        public static func color(_ color: Color) -> Shading { Shading(AnyShapeStyle(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(AnyShapeStyle(style)) }
        /// A Metal shader's colours (left clear, with a render note: no Metal here).
        public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading { Shading(AnyShapeStyle(shader)) }

        /// A linear gradient from `startPoint` to `endPoint` (user space).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(AnyShapeStyle(CanvasGradientStyle(gradient: gradient, kind: .linear(startPoint, endPoint))))
        }
        /// A radial gradient around `center` (user space).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(AnyShapeStyle(CanvasGradientStyle(gradient: gradient,
                                                      kind: .radial(center, Double(startRadius), Double(endRadius)))))
        }
        /// A conic gradient around `center` starting at `angle` (user space), one full turn.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(AnyShapeStyle(CanvasGradientStyle(gradient: gradient, kind: .conic(center, angle))))
        }
        /// `image` tiled (its `sourceRect` part, at `scale`) from the filled shape's bounds, as
        /// `ImagePaint`; a non-zero `origin` is not applied (render note).
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            let paint = ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
            return Shading(origin == .zero ? AnyShapeStyle(paint) : AnyShapeStyle(NotedStyle(base: paint,
                                                                                                note: "GraphicsContext.Shading.tiledImage(origin:)")))
        }

        /// This shading with its gradient geometry mapped from user space through `transform`.
        func applying(_ transform: CGAffineTransform) -> Shading {
            guard transform != .identity, role == .paint else { return self }
            return Shading(styles: styles.map { style in
                (style.base as? CanvasGradientStyle).map { AnyShapeStyle($0.applying(transform)) } ?? style
            })
        }
    }

    /// Gradient options (accepted: gradients are drawn clamped, in the default colour space).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

/// A style drawn as its base, with a render note for what it leaves out.
struct NotedStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let note: String
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
    var _renderNote: String? { note }
}

/// Text and template images painted with a shading: its style, or a palette's styles.
struct ShadingForeground: ViewModifier {
    let shading: GraphicsContext.Shading?

    func body(content: Content) -> some View {
        if let shading, shading.role != .foreground {
            let styles = shading.styles
            switch styles.count {
            case 0, 1: AnyView(content.foregroundStyle(shading.style))
            case 2: AnyView(content.foregroundStyle(styles[0], styles[1]))
            default: AnyView(content.foregroundStyle(styles[0], styles[1], styles[2]))
            }
        } else {
            AnyView(content)
        }
    }
}

/// A canvas gradient given in canvas points, painted across the canvas-sized frame it fills.
struct CanvasGradientStyle: ShapeStyle {
    enum Kind { case linear(CGPoint, CGPoint), radial(CGPoint, Double, Double), conic(CGPoint, Angle) }
    let gradient: Gradient
    let kind: Kind
    /// The canvas size, set when the operations are drawn (points → unit points).
    var canvasSize = CGSize(width: 1, height: 1)

    /// The gradient with its points mapped through `transform` (radii scaled by its average scale,
    /// angles turned by its rotation).
    func applying(_ transform: CGAffineTransform) -> CanvasGradientStyle {
        let mapped: Kind
        switch kind {
        case let .linear(start, end): mapped = .linear(start.applying(transform), end.applying(transform))
        case let .radial(center, r0, r1):
            let scale = Double((hypot(transform.a, transform.b) + hypot(transform.c, transform.d)) / 2)
            mapped = .radial(center.applying(transform), r0 * scale, r1 * scale)
        case let .conic(center, angle):
            mapped = .conic(center.applying(transform), .radians(angle.radians + atan2(Double(transform.b), Double(transform.a))))
        }
        return CanvasGradientStyle(gradient: gradient, kind: mapped, canvasSize: canvasSize)
    }

    private func unit(_ p: CGPoint) -> UnitPoint {
        UnitPoint(x: Double(p.x / max(canvasSize.width, 1)), y: Double(p.y / max(canvasSize.height, 1)))
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        switch kind {
        case let .linear(start, end):
            return .linearGradient(stops: gradient.resolvedStops(in: environment), start: unit(start), end: unit(end))
        case let .radial(center, startRadius, endRadius):
            return .radialGradient(stops: gradient.resolvedStops(in: environment), center: unit(center),
                                   startRadius: startRadius, endRadius: endRadius)
        case let .conic(center, angle):
            return AngularGradient(gradient: gradient, center: unit(center), angle: angle).resolvePaint(in: environment)
        }
    }
}
