import MockupRaster

/// A straight-alpha sRGB colour with components in 0...1 (gamma-encoded, as SwiftUI's `.sRGB`).
public typealias RGBA = SRGBColor

/// A point in a view's unit square: (0,0) top-leading, (1,1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable, BitwiseCopyable {
    public var x, y: Double
    /// The top leading corner, as `.zero`.
    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// One gradient stop.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

/// A resolved shape style: what a fill, stroke or foreground style paints with.
public enum ResolvedPaint: Hashable, Sendable {
    case color(RGBA)
    /// Points are in the unit square of the filled shape's bounding rect.
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Ellipses filling the filled shape's bounding rect; radii are fractions of its unit square.
    case ellipticalGradient(stops: [GradientStop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Colours swept clockwise around `center` from `startAngle` to `endAngle` (AngularGradient).
    case conicGradient(stops: [GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A mesh gradient; its positions are in the unit square of the filled shape's bounding rect.
    case meshGradient(MeshGradientMesh)
    /// `ImagePaint`: a bitmap asset repeated from the top-left of the filled shape's bounding rect.
    case image(ImagePattern)
}

/// A bitmap asset as a repeating paint (`ImagePaint(image:sourceRect:scale:)`).
public struct ImagePattern: Hashable, Sendable {
    public var asset: BitmapAsset
    /// The part of the image that tiles, in its unit square.
    public var sourceRect: Rect
    /// The tile's size relative to the image's size in points.
    public var scale: Double
    /// Multiplied into the image's alpha (`ShapeStyle.opacity(_:)`).
    public var opacity: Double
    public init(asset: BitmapAsset, sourceRect: Rect, scale: Double, opacity: Double = 1) {
        self.asset = asset; self.sourceRect = sourceRect; self.scale = scale
        self.opacity = opacity
    }
}

extension ResolvedPaint {
    /// The paint with its opacity multiplied by `opacity` (`ShapeStyle.opacity(_:)`).
    public func faded(by opacity: Double) -> ResolvedPaint {
        func faded(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.opacity(opacity), location: $0.location) }
        }
        switch self {
        case .color(let color):
            return .color(color.opacity(opacity))
        case let .linearGradient(stops, start, end):
            return .linearGradient(stops: faded(stops), start: start, end: end)
        case let .radialGradient(stops, center, startRadius, endRadius):
            return .radialGradient(stops: faded(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            return .ellipticalGradient(stops: faded(stops), center: center, startRadiusFraction: startFraction,
                                       endRadiusFraction: endFraction)
        case let .conicGradient(stops, center, startAngle, endAngle):
            return .conicGradient(stops: faded(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        case var .meshGradient(mesh):
            mesh.colors = mesh.colors.map { $0.opacity(opacity) }
            mesh.background = mesh.background.opacity(opacity)
            return .meshGradient(mesh)
        case var .image(pattern):
            pattern.opacity *= opacity
            return .image(pattern)
        }
    }

    /// One colour standing for the paint: the colour itself, or the colour halfway along a
    /// gradient (an image pattern stands as clear).
    public var middleColor: RGBA {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
             .ellipticalGradient(let stops, _, _, _), .conicGradient(let stops, _, _, _):
            return stops.isEmpty ? .clear : stops[stops.count / 2].color
        case .meshGradient(let mesh): return mesh.colors[mesh.colors.count / 2]
        case .image: return .clear
        }
    }
}
