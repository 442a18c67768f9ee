/// An 8-bit coverage (alpha) buffer over a device-pixel rectangle; row-major, stride = width.
///
/// It is a `CoverageSink`: fills write their coverage into it (pixels outside `bounds` are ignored),
/// which is how clip masks, shadow masks and tests collect a rasterized shape.
public struct CoverageMask: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    /// A fully transparent mask over `bounds`.
    public init(bounds: IntRect) {
        x = bounds.x; y = bounds.y
        width = max(0, bounds.width); height = max(0, bounds.height)
        pixels = [UInt8](repeating: 0, count: width * height)
    }

    public var bounds: IntRect { IntRect(x: x, y: y, width: width, height: height) }

    /// Coverage at device pixel (px, py); 0 outside the mask.
    public subscript(px: Int, py: Int) -> UInt8 {
        guard px >= x, px < x + width, py >= y, py < y + height else { return 0 }
        return pixels[(py - y) * width + (px - x)]
    }

    /// The sum of all coverage in pixels (255 per fully covered pixel divides out): the covered area.
    public var coveredArea: Double { Double(pixels.reduce(0) { $0 + Int($1) }) / 255 }
}

extension CoverageMask: CoverageSink {
    public mutating func span(y py: Int, x px: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard py >= y, py < y + height else { return }
        let from = max(px, x), to = min(px + coverage.count, x + width)
        guard from < to else { return }
        let rowStart = (py - y) * width - x
        pixels.withUnsafeMutableBufferPointer { buffer in
            for column in from..<to { buffer[rowStart + column] = coverage[column - px] }
        }
    }

    public mutating func solidSpan(y py: Int, x px: Int, length: Int, coverage: UInt8) {
        guard py >= y, py < y + height else { return }
        let from = max(px, x), to = min(px + length, x + width)
        guard from < to else { return }
        let rowStart = (py - y) * width - x
        pixels.withUnsafeMutableBufferPointer { buffer in
            for column in from..<to { buffer[rowStart + column] = coverage }
        }
    }
}

extension Rasterizer {
    /// Rasterizes `path` into a new mask covering the path's device bounds within `clip`.
    public mutating func coverageMask(_ path: Path, transform: Transform2D = .identity,
                                      rule: FillRule = .nonZero, clip: IntRect)
        -> (mask: CoverageMask, diagnostics: RasterDiagnostics) {
        // Outset by the flattening tolerance: polyline vertices may sit that far outside the curve.
        let margin = tolerance
        let box = path.transformed(by: transform).bounds.insetBy(dx: -margin, dy: -margin)
        let bounds = IntRect(enclosing: box).intersection(clip)
        var mask = CoverageMask(bounds: bounds)
        let diagnostics = fill(path, transform: transform, rule: rule, clip: bounds, into: &mask)
        return (mask, diagnostics)
    }
}

extension CoverageMask {
    /// The part of the mask inside `rect` (pixels outside the mask read as 0).
    public func cropped(to rect: IntRect) -> CoverageMask {
        var result = CoverageMask(bounds: rect)
        for row in 0..<result.height {
            for column in 0..<result.width {
                result.pixels[row * result.width + column] = self[rect.x + column, rect.y + row]
            }
        }
        return result
    }
}
