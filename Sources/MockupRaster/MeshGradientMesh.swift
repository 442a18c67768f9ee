import Foundation

/// A mesh gradient (SwiftUI's `MeshGradient`): a grid of vertices, each with a colour and four
/// Bézier control points, drawn as Coons patches whose colours blend across each patch
/// (RENDERING.md §4.3). Positions are in the unit square of the filled rect.
public struct MeshGradientMesh: Hashable, Sendable {
    /// One grid vertex and the control points of the curves to its four neighbours.
    public struct Vertex: Hashable, Sendable {
        public var position, leading, top, trailing, bottom: Point
        public init(position: Point, leading: Point, top: Point, trailing: Point, bottom: Point) {
            self.position = position; self.leading = leading; self.top = top
            self.trailing = trailing; self.bottom = bottom
        }
    }

    /// Vertices per row and per column (each at least 2).
    public var width, height: Int
    /// `width × height` vertices, row by row from the top.
    public var vertices: [Vertex]
    /// `width × height` colours, one per vertex.
    public var colors: [SRGBColor]
    /// What fills the rect outside the mesh.
    public var background: SRGBColor
    /// Bicubic colour blending across patches (true) or bilinear within each patch (false).
    public var smoothsColors: Bool
    public var interpolation: GradientInterpolation

    /// A mesh, or nil when the counts do not match the grid (`width`, `height` ≥ 2).
    public init?(width: Int, height: Int, vertices: [Vertex], colors: [SRGBColor], background: SRGBColor,
                 smoothsColors: Bool, interpolation: GradientInterpolation) {
        guard width >= 2, height >= 2, vertices.count == width * height, colors.count == width * height else {
            return nil
        }
        self.width = width; self.height = height; self.vertices = vertices; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.interpolation = interpolation
    }

    /// Vertices for bare points: each control point a third of the way along the Catmull-Rom
    /// tangent (half the vector between the two neighbours; one-sided at the mesh's edges), so a
    /// regular grid gives straight, evenly parametrised edges and a moved point bends them smoothly.
    public static func vertices(width: Int, height: Int, points: [Point]) -> [Vertex] {
        func p(_ row: Int, _ column: Int) -> Point { points[row * width + column] }
        func tangent(_ before: Point, _ after: Point, _ span: Double) -> Point { (after - before) * (1 / (3 * span)) }
        return (0..<height).flatMap { row in
            (0..<width).map { column -> Vertex in
                let c = p(row, column)
                let left = p(row, max(column - 1, 0)), right = p(row, min(column + 1, width - 1))
                let up = p(max(row - 1, 0), column), down = p(min(row + 1, height - 1), column)
                let across = tangent(left, right, Double(min(column + 1, width - 1) - max(column - 1, 0)))
                let along = tangent(up, down, Double(min(row + 1, height - 1) - max(row - 1, 0)))
                return Vertex(position: c, leading: c - across, top: c - along, trailing: c + across, bottom: c + along)
            }
        }
    }

    /// The mesh drawn over a `pixelWidth × pixelHeight` image of the unit square: each patch
    /// tessellated into cells of at most about 4 px, each cell two Gouraud triangles sampled at pixel
    /// centres; pixels no patch covers get the background.
    public func image(pixelWidth: Int, pixelHeight: Int) throws -> PixelImage {
        var raster = MeshRaster(width: pixelWidth, height: pixelHeight)
        let scale = Point(Double(pixelWidth), Double(pixelHeight))
        let samples = smoothsColors ? colorDerivatives() : nil
        let space = colors.map { ColorSample($0, interpolation) }
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let patch = CoonsPatch(mesh: self, row: row, column: column, scale: scale)
                let n = min(max(Int((patch.extent / 4).rounded(.up)), 2), 256)
                var grid: [(Point, ColorSample)] = []
                grid.reserveCapacity((n + 1) * (n + 1))
                for j in 0...n {
                    let v = Double(j) / Double(n)
                    for i in 0...n {
                        let u = Double(i) / Double(n)
                        grid.append((patch.point(u, v), color(row, column, u, v, space, samples)))
                    }
                }
                for j in 0..<n {
                    for i in 0..<n {
                        let a = grid[j * (n + 1) + i], b = grid[j * (n + 1) + i + 1]
                        let c = grid[(j + 1) * (n + 1) + i], d = grid[(j + 1) * (n + 1) + i + 1]
                        raster.triangle(a, b, d)
                        raster.triangle(a, d, c)
                    }
                }
            }
        }
        return try raster.image(background: PremultipliedColor(background), interpolation: interpolation)
    }

    /// Per-vertex colour slopes along rows (u) and columns (v), per patch: monotone cubic slopes
    /// (Fritsch–Carlson) from the differences to the two neighbours, so a colour never overshoots
    /// past its neighbours; one-sided at the mesh's edges.
    private func colorDerivatives() -> (u: [ColorSample], v: [ColorSample]) {
        let space = colors.map { ColorSample($0, interpolation) }
        func c(_ row: Int, _ column: Int) -> ColorSample { space[row * width + column] }
        var du: [ColorSample] = [], dv: [ColorSample] = []
        for row in 0..<height {
            for column in 0..<width {
                let here = c(row, column)
                du.append(ColorSample.slope(before: column > 0 ? here - c(row, column - 1) : nil,
                                            after: column < width - 1 ? c(row, column + 1) - here : nil))
                dv.append(ColorSample.slope(before: row > 0 ? here - c(row - 1, column) : nil,
                                            after: row < height - 1 ? c(row + 1, column) - here : nil))
            }
        }
        return (du, dv)
    }

    /// The colour at (u, v) of the patch whose top-leading vertex is (row, column).
    private func color(_ row: Int, _ column: Int, _ u: Double, _ v: Double, _ space: [ColorSample],
                       _ derivatives: (u: [ColorSample], v: [ColorSample])?) -> ColorSample {
        let corners = [(row, column, 0), (row, column + 1, 1), (row + 1, column, 2), (row + 1, column + 1, 3)]
        guard let derivatives else {
            let w = [(1 - u) * (1 - v), u * (1 - v), (1 - u) * v, u * v]
            return corners.reduce(ColorSample.zero) { $0 + space[$1.0 * width + $1.1] * w[$1.2] }
        }
        // Cubic Hermite in u and v with the corner values and slopes (cross derivatives 0).
        func h(_ t: Double) -> (value0: Double, value1: Double, slope0: Double, slope1: Double) {
            let t2 = t * t, t3 = t2 * t
            return (2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2)
        }
        let hu = h(u), hv = h(v)
        var result = ColorSample.zero
        for (r, c, corner) in corners {
            let index = r * width + c
            let wu = corner & 1 == 0 ? hu.value0 : hu.value1, su = corner & 1 == 0 ? hu.slope0 : hu.slope1
            let wv = corner < 2 ? hv.value0 : hv.value1, sv = corner < 2 ? hv.slope0 : hv.slope1
            result = result + space[index] * (wu * wv) + derivatives.u[index] * (su * wv)
                + derivatives.v[index] * (wu * sv)
        }
        return result
    }
}

/// One patch of a mesh as a Coons patch of its four cubic edges, in pixels.
private struct CoonsPatch {
    let top, bottom, left, right: [Point]   // each edge's four Bézier points

    init(mesh: MeshGradientMesh, row: Int, column: Int, scale: Point) {
        func vertex(_ r: Int, _ c: Int) -> MeshGradientMesh.Vertex { mesh.vertices[r * mesh.width + c] }
        func px(_ p: Point) -> Point { Point(p.x * scale.x, p.y * scale.y) }
        let a = vertex(row, column), b = vertex(row, column + 1)
        let c = vertex(row + 1, column), d = vertex(row + 1, column + 1)
        top = [a.position, a.trailing, b.leading, b.position].map(px)
        bottom = [c.position, c.trailing, d.leading, d.position].map(px)
        left = [a.position, a.bottom, c.top, c.position].map(px)
        right = [b.position, b.bottom, d.top, d.position].map(px)
    }

    /// The longest control polygon of the four edges: a bound on the patch's size in pixels.
    var extent: Double {
        [top, bottom, left, right].map { edge in
            zip(edge, edge.dropFirst()).reduce(0) { sum, pair in
                let d = pair.1 - pair.0
                return sum + (d.x * d.x + d.y * d.y).squareRoot()
            }
        }.max() ?? 0
    }

    func point(_ u: Double, _ v: Double) -> Point {
        func bezier(_ e: [Point], _ t: Double) -> Point { Path.cubicPoint(e[0], e[1], e[2], e[3], t) }
        let ruled = bezier(top, u) * (1 - v) + bezier(bottom, u) * v
        let ruledV = bezier(left, v) * (1 - u) + bezier(right, v) * u
        let corners = top[0] * ((1 - u) * (1 - v)) + top[3] * (u * (1 - v)) + bottom[0] * ((1 - u) * v)
            + bottom[3] * (u * v)
        return ruled + ruledV - corners
    }
}

/// Gouraud triangles accumulated into a float image, pixel centres inside a triangle taking its
/// interpolated colour (later triangles overwrite earlier ones on shared edges).
private struct MeshRaster {
    let width, height: Int
    var samples: [ColorSample]
    var covered: [Bool]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        samples = Array(repeating: .zero, count: width * height)
        covered = Array(repeating: false, count: width * height)
    }

    mutating func triangle(_ a: (Point, ColorSample), _ b: (Point, ColorSample), _ c: (Point, ColorSample)) {
        let (p0, p1, p2) = (a.0, b.0, c.0)
        let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
        guard abs(area) > 1e-12, area.isFinite else { return }
        let minX = max(Int((min(p0.x, p1.x, p2.x) - 0.5).rounded(.down)), 0)
        let maxX = min(Int((max(p0.x, p1.x, p2.x) - 0.5).rounded(.up)), width - 1)
        let minY = max(Int((min(p0.y, p1.y, p2.y) - 0.5).rounded(.down)), 0)
        let maxY = min(Int((max(p0.y, p1.y, p2.y) - 0.5).rounded(.up)), height - 1)
        guard minX <= maxX, minY <= maxY else { return }
        let epsilon = -1e-9
        for y in minY...maxY {
            let py = Double(y) + 0.5
            for x in minX...maxX {
                let px = Double(x) + 0.5
                let w0 = ((p1.x - px) * (p2.y - py) - (p2.x - px) * (p1.y - py)) / area
                let w1 = ((p2.x - px) * (p0.y - py) - (p0.x - px) * (p2.y - py)) / area
                let w2 = 1 - w0 - w1
                guard w0 >= epsilon, w1 >= epsilon, w2 >= epsilon else { continue }
                samples[y * width + x] = a.1 * w0 + b.1 * w1 + c.1 * w2
                covered[y * width + x] = true
            }
        }
    }

    func image(background: PremultipliedColor, interpolation: GradientInterpolation) throws -> PixelImage {
        let pixels = (0..<(width * height)).map { covered[$0] ? samples[$0].pixel(interpolation) : background.rawValue }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }
}
