/// The rasterizer's reusable memory: the signed-area cell buffer, the touched-block flags, one row
/// of coverage bytes and the clipped segments.
///
/// Invariant between fills: every cell and flag is zero (the accumulate pass clears what it reads),
/// so a fill never clears the whole buffer.
final class CoverageScratch {
    private(set) var cells: UnsafeMutablePointer<Float>
    private(set) var touched: UnsafeMutablePointer<UInt8>
    private(set) var rowCoverage: UnsafeMutablePointer<UInt8>
    private var cellCapacity = 0, touchedCapacity = 0, rowCapacity = 0
    var segments: [Float] = []

    init() {
        cells = .allocate(capacity: 0)
        touched = .allocate(capacity: 0)
        rowCoverage = .allocate(capacity: 0)
    }

    deinit {
        cells.deallocate(); touched.deallocate(); rowCoverage.deallocate()
    }

    /// Makes room for `cellCount` cells, `blockCount` flags and a row of `rowLength` bytes.
    func reserve(cells cellCount: Int, blocks blockCount: Int, row rowLength: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cells = .allocate(capacity: cellCount)
            cells.initialize(repeating: 0, count: cellCount)
            cellCapacity = cellCount
        }
        if blockCount > touchedCapacity {
            touched.deallocate()
            touched = .allocate(capacity: blockCount)
            touched.initialize(repeating: 0, count: blockCount)
            touchedCapacity = blockCount
        }
        if rowLength > rowCapacity {
            rowCoverage.deallocate()
            rowCoverage = .allocate(capacity: rowLength)
            rowCoverage.initialize(repeating: 0, count: rowLength)
            rowCapacity = rowLength
        }
    }
}
