import Foundation

extension GraphicsContext {
    /// An image-processing step applied to each drawing operation after `addFilter`, as SwiftUI's
    /// `GraphicsContext.Filter`. Each maps onto the view effect of the same name; colour filters
    /// draw through the colour matrices of those view modifiers (see `ColorEffectMatrices.swift`).
    public struct Filter {
        enum Kind {
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case blur(radius: CGFloat, options: BlurOptions)
            case brightness(Double), contrast(Double), saturation(Double), grayscale(Double)
            case hueRotation(Angle), colorMultiply(Color), colorInvert(Double), luminanceToAlpha
            case colorMatrix(ColorMatrix)
            case alphaThreshold(min: Double, max: Double, color: Color)
            case shader(Shader, String)
        }
        let kind: Kind

        /// A drop shadow of what is drawn (default colour black at 33 %, as a view's shadow).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
        }
        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, options: options))
        }
        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }
        /// Scales each colour channel's distance from 50 % grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }
        /// Scales the colourfulness (0 is grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }
        /// Removes `amount` (0...1) of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }
        /// Rotates hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }
        /// Multiplies each channel, alpha too, by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Inverts the colours by `amount` (0 unchanged, 1 fully inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .colorInvert(amount)) }
        /// Black whose opacity is the luminance.
        public static var luminanceToAlpha: Filter { Filter(kind: .luminanceToAlpha) }
        /// Each pixel's straight RGBA through `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .colorMatrix(matrix)) }
        /// Pixels whose alpha is in `min...max` become `color`, the rest transparent (drawn
        /// unfiltered, with a render note).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }

        /// Recolours each pixel with `shader` (drawn unfiltered, with a render note: no Metal here).
        public static func colorShader(_ shader: Shader) -> Filter { Filter(kind: .shader(shader, "colorShader")) }
        /// Moves each pixel by `shader`'s offset (drawn unfiltered, with a render note).
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(kind: .shader(shader, "distortionShader"))
        }
        /// Redraws the layer through `shader` (drawn unfiltered, with a render note).
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(kind: .shader(shader, "layerShader"))
        }

        /// `view` drawn through this filter.
        @MainActor
        func apply(to view: AnyView) -> AnyView {
            switch kind {
            case let .shadow(color, radius, x, y, blendMode, options):
                return Self.shadow(view, color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options)
            case let .blur(radius, options): return AnyView(view.blur(radius: radius, opaque: options.contains(.opaque)))
            case let .brightness(amount): return AnyView(view.brightness(amount))
            case let .contrast(amount): return AnyView(view.contrast(amount))
            case let .saturation(amount): return AnyView(view.saturation(amount))
            case let .grayscale(amount): return AnyView(view.grayscale(amount))
            case let .hueRotation(angle): return AnyView(view.hueRotation(angle))
            case let .colorMultiply(color): return AnyView(view.colorMultiply(color))
            case let .colorInvert(amount): return AnyView(view.colorMatrix { _ in .inverting(amount) })
            case .luminanceToAlpha: return AnyView(view.luminanceToAlpha())
            case let .colorMatrix(matrix): return AnyView(view.colorMatrix { _ in matrix })
            case .alphaThreshold: return AnyView(view.unsupported("GraphicsContext.Filter.alphaThreshold"))
            case let .shader(shader, filter):
                return AnyView(view.unsupported("GraphicsContext.Filter.\(filter) with the \(shader.noteName) (Linux has no Metal)"))
            }
        }

        /// The shadow filter: the view's drop shadow below it (or above it, or alone).
        @MainActor
        private static func shadow(_ view: AnyView, color: Color, radius: CGFloat, x: CGFloat, y: CGFloat,
                                   blendMode: BlendMode, options: ShadowOptions) -> AnyView {
            var shadowed = AnyView(view.shadow(color: color, radius: radius, x: x, y: y))
            if options.contains(.invertsAlpha) { shadowed = AnyView(shadowed.unsupported("GraphicsContext.ShadowOptions.invertsAlpha")) }
            if blendMode != .normal { shadowed = AnyView(shadowed.unsupported("GraphicsContext.Filter.shadow(blendMode:)")) }
            guard options.contains(.shadowOnly) || options.contains(.shadowAbove) else { return shadowed }
            // The shadow alone: the shadowed view with the view's own pixels cut out of it.
            let shadowOnly = AnyView(ZStack(alignment: .topLeading) {
                shadowed
                view.blendMode(.destinationOut)
            }.compositingGroup())
            guard !options.contains(.shadowOnly) else { return shadowOnly }
            return AnyView(ZStack(alignment: .topLeading) { view; shadowOnly })
        }
    }

    /// Blur filter options.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Edges are blurred as if the content were opaque beyond them.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Accepted: the result is deterministic, not dithered.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Shadow filter options.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow drawn above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Only the shadow, without the content.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow of the inverted alpha (an inner shadow; render note).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Content and shadow composited separately (the same still image here).
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Filter options.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Accepted: filters work in the default colour space.
        public static let linearColor = FilterOptions(rawValue: 1)
    }
}
