/// Scales a `SamplePlane` up by an integer factor to 8-bit samples, separably: each output row
/// first interpolates one low-resolution row vertically, then columns use precomputed weights.
/// The plane's top-left corner sits at (`originX`, `originY`) in output pixels; outside is 0, or
/// the nearest edge sample when `repeatsEdges` (a plane that holds the whole picture).
struct BilinearUpsampler {
    private let plane: SamplePlane
    private let factor: Double
    private let originY: Double
    private let repeatsEdges: Bool
    /// Per output column: the left source index + 1 (into `line`) and the right weight 0...256.
    private let index: UnsafeMutablePointer<Int32>
    private let weight: UnsafeMutablePointer<UInt32>
    /// One vertically interpolated row with a zero at each end.
    private let line: UnsafeMutablePointer<UInt32>
    /// A row of zeros standing in for rows outside the plane.
    private let zeros: UnsafeMutablePointer<UInt16>

    init(plane: SamplePlane, factor: Int, width: Int, originX: Double = 0, originY: Double = 0,
         repeatsEdges: Bool = false) {
        self.plane = plane
        self.factor = Double(factor)
        self.originY = originY
        self.repeatsEdges = repeatsEdges
        index = .allocate(capacity: width)
        weight = .allocate(capacity: width)
        line = .allocate(capacity: plane.width + 3)
        line.initialize(repeating: 0, count: plane.width + 3)
        zeros = .allocate(capacity: plane.width)
        zeros.initialize(repeating: 0, count: plane.width)
        for x in 0..<width {
            let (i, w) = BilinearUpsampler.tap((Double(x) + 0.5 - originX) / Double(factor) - 0.5, count: plane.width,
                                               repeatsEdges: repeatsEdges)
            index[x] = Int32(i + 1)
            weight[x] = w
        }
    }

    func deallocate() { index.deallocate(); weight.deallocate(); line.deallocate(); zeros.deallocate() }

    /// The left tap in -1...count and its partner's weight in 0...256 for source position `u`
    /// (with `repeatsEdges`, `u` is held inside 0...count − 1 first).
    private static func tap(_ u: Double, count: Int, repeatsEdges: Bool) -> (Int, UInt32) {
        let u = repeatsEdges ? min(max(u, 0), Double(count - 1)) : u
        guard u > -1 else { return (-1, 0) }
        guard u < Double(count) else { return (count, 0) }
        let i = Int(u.rounded(.down))
        return (i, UInt32(((u - Double(i)) * 256).rounded()))
    }

    /// Interpolates the low-resolution rows around output row `y` into the line buffer.
    func prepareRow(_ y: Int) {
        let (i, w) = BilinearUpsampler.tap((Double(y) + 0.5 - originY) / factor - 0.5, count: plane.height,
                                           repeatsEdges: repeatsEdges)
        let top = i >= 0 && i < plane.height ? plane.row(i) : zeros
        let bottom = i + 1 >= 0 && i + 1 < plane.height ? plane.row(i + 1) : zeros
        let out = line + 1
        for x in 0..<plane.width {
            out[x] = (UInt32(top[x]) &* (256 &- w) &+ UInt32(bottom[x]) &* w &+ 128) >> 8
        }
    }

    /// The 8-bit sample at output column `x` of the prepared row.
    @inline(__always) func sample(_ x: Int) -> UInt8 {
        let i = Int(index[x]), w = weight[x]
        return UInt8(truncatingIfNeeded: (line[i] &* (256 &- w) &+ line[i &+ 1] &* w &+ 32768) >> 16)
    }
}
