/// Anti-aliased path filling with exact area coverage (signed-area accumulation, as font-rs and
/// stb_truetype; docs/RENDERING.md §2).
///
/// Curves are flattened in device space after the transform. Each line deposits its signed trapezoid
/// areas into a cell buffer; a running sum along each row gives the winding-weighted coverage.
/// Cells are grouped in 16-pixel blocks with a touched flag: untouched blocks have constant coverage
/// and reach the sink as one `solidSpan`, as do long fully covered runs inside touched blocks.
///
/// An instance keeps its scratch memory between calls; use one per thread.
public struct Rasterizer {
    /// Curve flattening tolerance in device pixels.
    public var tolerance: Double = Flattener.defaultTolerance
    private var scratch = CoverageScratch()

    static let blockShift = 4
    /// Cells per band (4 bytes each): taller shapes are processed in horizontal bands.
    static let maxBandCells = 1 << 21
    /// Fully covered runs at least this long inside touched blocks go out as `solidSpan`.
    static let minSolidRun = 16

    public init() {}

    /// Fills `path` (mapped by `transform`) into `sink`, limited to the device pixels of `clip`.
    /// Returns what had to be skipped (subpaths with NaN, infinite or out-of-range coordinates).
    @discardableResult
    public mutating func fill<S: CoverageSink>(_ path: Path, transform: Transform2D = .identity,
                                               rule: FillRule = .nonZero, clip: IntRect,
                                               into sink: inout S) -> RasterDiagnostics {
        if !isKnownUniquelyReferenced(&scratch) { scratch = CoverageScratch() }
        let cull = Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.width),
                        height: Double(clip.height))
        var clipper = SegmentClipper(clip: clip, reusing: scratch.segments)
        scratch.segments = []
        let diagnostics = Flattener(tolerance: tolerance, cullRect: cull)
            .flatten(path, transform: transform, into: &clipper)
        scratch.segments = clipper.segments
        guard !clip.isEmpty, !clipper.segments.isEmpty else { return diagnostics }

        // The pixels that can be covered: segments' bounds (coverage is zero right of the last one).
        let boxX = max(0, Int(clipper.minX.rounded(.down)))
        let boxMaxX = min(clip.width, Int(clipper.maxX.rounded(.up)))
        let boxY = max(0, Int(clipper.minY.rounded(.down)))
        let boxMaxY = min(clip.height, Int(clipper.maxY.rounded(.up)))
        guard boxMaxX > boxX, boxMaxY > boxY else { return diagnostics }
        let geometry = BandGeometry(width: boxMaxX - boxX, evenOdd: rule == .evenOdd,
                                    originX: clip.x + boxX, originY: clip.y)
        let bandRows = max(1, min(boxMaxY - boxY, Self.maxBandCells / geometry.stride))
        scratch.reserve(cells: geometry.stride * bandRows, blocks: geometry.blocksPerRow * bandRows,
                        row: geometry.stride)
        let offsetX = Float(boxX)
        scratch.segments.withUnsafeBufferPointer { segments in
            var bandTop = boxY
            while bandTop < boxMaxY {
                let bandBottom = min(bandTop + bandRows, boxMaxY)
                let top = Float(bandTop), bottom = Float(bandBottom)
                var i = 0
                while i < segments.count {
                    let y0 = segments[i + 1], y1 = segments[i + 3]
                    if max(y0, y1) > top && min(y0, y1) < bottom {
                        geometry.addLine(segments[i] - offsetX, y0, segments[i + 2] - offsetX, y1,
                                         bandTop: bandTop, bandBottom: bandBottom, scratch: scratch)
                    }
                    i &+= 4
                }
                for row in bandTop..<bandBottom {
                    geometry.accumulateRow(row, bandTop: bandTop, scratch: scratch, into: &sink)
                }
                bandTop = bandBottom
            }
        }
        return diagnostics
    }
}
