/// Something that delivers coverage to a sink within a device clip rectangle: a filled path, a
/// stroke outline, an A8 mask or a plain rectangle.
protocol CoverageSource {
    /// Returns what had to be skipped (non-finite path coordinates).
    func emit<Sink: CoverageSink>(into sink: inout Sink, clip: IntRect, rasterizer: inout Rasterizer) -> RasterDiagnostics
}

/// A path filled with a fill rule.
struct PathCoverage: CoverageSource {
    let path: Path
    let transform: Transform2D
    let rule: FillRule

    func emit<Sink: CoverageSink>(into sink: inout Sink, clip: IntRect, rasterizer: inout Rasterizer) -> RasterDiagnostics {
        rasterizer.fill(path, transform: transform, rule: rule, clip: clip, into: &sink)
    }
}

/// An A8 mask placed at its own device bounds, shifted by (dx, dy).
struct MaskCoverage: CoverageSource {
    let mask: CoverageMask
    let dx, dy: Int

    func emit<Sink: CoverageSink>(into sink: inout Sink, clip: IntRect, rasterizer: inout Rasterizer) -> RasterDiagnostics {
        let placed = IntRect(x: mask.x + dx, y: mask.y + dy, width: mask.width, height: mask.height)
        let area = placed.intersection(clip)
        guard !area.isEmpty else { return RasterDiagnostics() }
        mask.pixels.withUnsafeBufferPointer { pixels in
            for y in area.y..<area.maxY {
                let row = pixels.baseAddress! + (y - placed.y) * mask.width + (area.x - placed.x)
                sink.span(y: y, x: area.x, coverage: UnsafeBufferPointer(start: row, count: area.width))
            }
        }
        return RasterDiagnostics()
    }
}

/// Every pixel of a rectangle, fully covered.
struct RectCoverage: CoverageSource {
    let rect: IntRect

    func emit<Sink: CoverageSink>(into sink: inout Sink, clip: IntRect, rasterizer: inout Rasterizer) -> RasterDiagnostics {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return RasterDiagnostics() }
        for y in area.y..<area.maxY { sink.solidSpan(y: y, x: area.x, length: area.width, coverage: 255) }
        return RasterDiagnostics()
    }
}
