import MockupRaster

/// A two-dimensional gradient over a grid of coloured vertices (iOS 18); a shape style, and a view
/// filling its frame. Drawn by MockupRaster's `MeshGradientMesh` (RENDERING.md §4.3).
public struct MeshGradient: Hashable, Sendable, ShapeStyle {
    /// A vertex with the control points of the curves to its four neighbours, in the unit square.
    /// Vertices on the mesh's edges ignore the control points that point outside it.
    public struct BezierPoint: Hashable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position; self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint; self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the vertices are: bare points (control points derived from the neighbours) or Bézier points.
    public enum Locations: Hashable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Hashable, Sendable {
        case colors([Color])
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// What fills the frame outside the mesh.
    public var background: Color
    /// Whether colours blend along cubic curves across patches (true) or linearly within each patch.
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let background = background.rgba(in: environment)
        guard case let .colors(colors) = colors, width >= 2, height >= 2,
              let mesh = MeshGradientMesh(width: width, height: height, vertices: vertices(),
                                          colors: colors.map { $0.rgba(in: environment) }, background: background,
                                          smoothsColors: smoothsColors,
                                          interpolation: colorSpace == .perceptual ? .oklab : .sRGB) else {
            return .color(background)
        }
        return .meshGradient(mesh)
    }

    /// A mesh whose counts do not match its grid draws only its background, as a note says.
    public var _renderNote: String? {
        let count = width * height
        let locationCount: Int
        switch locations {
        case let .points(points): locationCount = points.count
        case let .bezierPoints(points): locationCount = points.count
        }
        guard case let .colors(colors) = colors, width < 2 || height < 2 || locationCount != count
                || colors.count != count else { return nil }
        return "MeshGradient \(width)×\(height) with \(locationCount) locations and \(colors.count) colours (background only)"
    }

    private func vertices() -> [MeshGradientMesh.Vertex] {
        func point(_ p: SIMD2<Float>) -> Point { Point(Double(p.x), Double(p.y)) }
        switch locations {
        case let .points(points):
            guard points.count == width * height else { return [] }
            return MeshGradientMesh.vertices(width: width, height: height, points: points.map(point))
        case let .bezierPoints(points):
            return points.map {
                MeshGradientMesh.Vertex(position: point($0.position), leading: point($0.leadingControlPoint),
                                        top: point($0.topControlPoint), trailing: point($0.trailingControlPoint),
                                        bottom: point($0.bottomControlPoint))
            }
        }
    }
}

extension MeshGradient: View, ShapeStyleView { public typealias Body = Never }
