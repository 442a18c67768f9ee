/// A vector path made of subpaths, in user-space coordinates.
///
/// Builders for standard shapes (rect, ellipse, capsule, rounded rects) live in extensions.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Command: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close
    }
    public private(set) var elements: [Command] = []
    public init() {}
    public init(elements: [Command]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }
    // SwiftUI code sees this Path beside its CGPoint/CGRect/Angle overloads (`Path(ellipseIn: .zero)`,
    // `move(to: .zero)`): those must win, so these are disfavored.
    @_disfavoredOverload
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    public mutating func close() { elements.append(.close) }
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }
}

/// How overlapping subpaths decide what is inside.
public enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}

/// Receives anti-aliased coverage from the rasterizer, row by row, left to right.
///
/// Coverage is 0...255. The rasterizer calls `solidSpan` for runs whose coverage is constant
/// (e.g. the untouched interior of a shape), so sinks can fill them without per-pixel work.
public protocol CoverageSink {
    /// Pixels `x ..< x + coverage.count` of row `y`, each with its own coverage.
    mutating func span(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
    /// Pixels `x ..< x + length` of row `y`, all with the same coverage (never 0).
    mutating func solidSpan(y: Int, x: Int, length: Int, coverage: UInt8)
}
