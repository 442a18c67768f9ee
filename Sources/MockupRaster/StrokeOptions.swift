/// How a path is stroked, with Core Graphics / SwiftUI `StrokeStyle` semantics (named apart so the
/// SwiftUI-compatible `StrokeStyle` in MockupUI never clashes with it).
public struct StrokeOptions: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// Miter length over line width above which a miter join becomes a bevel.
    public var miterLimit: Double
    /// Alternating on/off lengths; empty = solid. An odd count repeats, as in Core Graphics.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// A flattened subpath: its points (no repeats) and whether it was closed.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var isClosed: Bool
    public init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
}

/// Collects flattened subpaths as polylines, dropping repeated points.
struct PolylineCollector: PolylineSink {
    var polylines: [Polyline] = []
    private var current: [Point] = []

    mutating func begin(at p: Point) { current = [p] }

    mutating func line(to p: Point) {
        if let last = current.last, last == p { return }
        current.append(p)
    }

    mutating func end(closed: Bool) {
        if closed, current.count > 1, current.first == current.last { current.removeLast() }
        polylines.append(Polyline(points: current, isClosed: closed && current.count > 2))
        current = []
    }
}
