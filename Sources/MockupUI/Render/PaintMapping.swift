import MockupRaster

extension RGBA {
    /// The colour as MockupRaster's straight-alpha sRGB value.
    var srgb: SRGBColor { SRGBColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The colour premultiplied into the canvas pixel format.
    var premultiplied: PremultipliedColor { PremultipliedColor(srgb) }
}

/// Turns `ResolvedPaint`s into raster paints, building each gradient's lookup table once per
/// render (gradients repeat across list rows).
struct PaintMapper {
    /// Device pixels per point: the resolution mesh gradients are drawn at.
    var scale: Double
    private var tables: [[GradientStop]: GradientLUT] = [:]
    private var meshes: [MeshImageKey: PixelImage] = [:]

    /// An `ImagePattern`'s image and its size in points; nil when it cannot be loaded.
    var loadImage: (ImagePattern) -> (image: PixelImage, points: Size)? = { _ in nil }

    init(scale: Double) { self.scale = scale }

    /// The paint for a drawing whose unit square is `frame` (points): gradient unit points map onto
    /// `frame`, radii stay in points. Colours interpolate in Oklab (SwiftUI's default look).
    mutating func source(_ paint: ResolvedPaint, frame: Rect) -> PaintSource {
        func point(_ u: UnitPoint) -> Point { Point(frame.minX + u.x * frame.width, frame.minY + u.y * frame.height) }
        switch paint {
        case let .color(color):
            return .solid(color.premultiplied)
        case let .linearGradient(stops, start, end):
            return .linearGradient(table(stops), start: point(start), end: point(end))
        case let .radialGradient(stops, center, startRadius, endRadius):
            return .radialGradient(table(stops), center: point(center), startRadius: startRadius, endRadius: endRadius)
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            return .ellipticalGradient(table(stops), rect: frame, center: Point(center.x, center.y),
                                       startRadius: startFraction, endRadius: endFraction)
        case let .conicGradient(stops, center, startAngle, endAngle):
            return .conicGradient(table(stops), center: point(center), startAngle: startAngle.radians,
                                  endAngle: endAngle.radians)
        case let .meshGradient(mesh):
            return meshImage(mesh, frame: frame)
        case let .image(pattern):
            return imagePaint(pattern, origin: frame.origin) ?? .solid(.clear)
        }
    }

    /// The mesh drawn at the render's resolution over `frame`, as an image paint (an empty frame
    /// or a failed image paints the background colour).
    private mutating func meshImage(_ mesh: MeshGradientMesh, frame: Rect) -> PaintSource {
        let limit = 4096.0   // larger meshes are drawn at this size and upsampled: smooth colours lose nothing
        let width = Int(min(max((frame.width * scale).rounded(.up), 1), limit))
        let height = Int(min(max((frame.height * scale).rounded(.up), 1), limit))
        let key = MeshImageKey(mesh: mesh, width: width, height: height)
        if meshes[key] == nil, frame.width > 0, frame.height > 0 {
            meshes[key] = try? mesh.image(pixelWidth: width, pixelHeight: height)
        }
        guard let image = meshes[key] else { return .solid(PremultipliedColor(mesh.background)) }
        let placement = Transform2D.scale(frame.width / Double(width), frame.height / Double(height))
            .concatenating(.translation(frame.minX, frame.minY))
        return .image(image, transform: placement)
    }

    /// The pattern's source rect cropped out, faded by its opacity, repeating from `origin` at the
    /// image's point size times its scale.
    private func imagePaint(_ pattern: ImagePattern, origin: Point) -> PaintSource? {
        guard let (image, points) = loadImage(pattern), pattern.scale > 0 else { return nil }
        let unit = pattern.sourceRect
        let crop = IntRect(enclosing: Rect(x: unit.minX * Double(image.width), y: unit.minY * Double(image.height),
                                           width: unit.width * Double(image.width), height: unit.height * Double(image.height)))
        guard var tile = try? image.cropped(to: crop) else { return nil }
        if pattern.opacity < 1 {
            let k = UInt32((max(pattern.opacity, 0) * 255).rounded())
            tile.pixels = tile.pixels.map { pixel in
                (0..<4).reduce(UInt32(0)) { sum, shift in sum | (((pixel >> (8 * shift)) & 0xFF) * k / 255) << (8 * shift) }
            }
        }
        let perPixel = Size(points.width / Double(image.width) * pattern.scale, points.height / Double(image.height) * pattern.scale)
        return .image(tile, transform: Transform2D.scale(perPixel.width, perPixel.height).concatenating(.translation(origin.x, origin.y)),
                      sampling: ImageSampling(tiles: true))
    }

    private mutating func table(_ stops: [GradientStop]) -> GradientLUT {
        if let cached = tables[stops] { return cached }
        let lut = GradientLUT(stops: stops.map { ColorStop($0.color.srgb, at: $0.location) }, interpolation: .oklab)
        tables[stops] = lut
        return lut
    }
}

/// A mesh gradient drawn at one pixel size.
private struct MeshImageKey: Hashable {
    var mesh: MeshGradientMesh
    var width, height: Int
}

extension PaintSource {
    /// The opacity a shadow cast by a shape filled with this paint has: the colour's alpha for a
    /// solid paint, 1 for an opaque gradient, nil when the alpha varies (the shadow must then be
    /// derived from the drawn pixels).
    var uniformAlpha: Double? {
        switch self {
        case let .solid(color): return Double(color.alpha) / 255
        case let .linearGradient(lut, _, _), let .radialGradient(lut, _, _, _), let .ellipticalGradient(lut, _, _, _, _),
             let .conicGradient(lut, _, _, _):
            return lut.isOpaque ? 1 : nil
        case .image: return nil
        }
    }
}
