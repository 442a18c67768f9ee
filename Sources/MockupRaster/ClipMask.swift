/// The anti-aliased clip region in effect: device pixels outside `bounds` are clipped away; inside,
/// the coverage buffer (when present) gives each pixel's clip coverage, and nil means fully inside.
final class ClipMask {
    let bounds: IntRect
    private let coverage: UnsafeMutablePointer<UInt8>?

    /// The clip of `mask`'s coverage, multiplied by the enclosing clip `outer` (nested clips multiply).
    init(_ mask: CoverageMask, inside outer: ClipMask?) {
        bounds = mask.bounds
        let count = bounds.area
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        if count > 0 { mask.pixels.withUnsafeBufferPointer { buffer.initialize(from: $0.baseAddress!, count: count) } }
        if let outer {
            for row in 0..<bounds.height {
                let line = buffer + row * bounds.width
                guard let outerRow = outer.coverageRow(y: bounds.y + row, x: bounds.x) else { continue }
                for i in 0..<bounds.width { line[i] = UInt8(truncatingIfNeeded: div255(UInt32(line[i]) &* UInt32(outerRow[i]))) }
            }
        }
        if UnsafeBufferPointer(start: buffer, count: count).allSatisfy({ $0 == 255 }) {
            buffer.deallocate()
            coverage = nil
        } else {
            coverage = buffer
        }
    }

    deinit { coverage?.deallocate() }

    /// The clip coverage of row `y` from column `x` on, or nil when fully covered. Only pixels
    /// inside `bounds` may be asked for.
    @inline(__always) func coverageRow(y: Int, x: Int) -> UnsafePointer<UInt8>? {
        guard let coverage else { return nil }
        return UnsafePointer(coverage + ((y &- bounds.y) &* bounds.width &+ (x &- bounds.x)))
    }
}
