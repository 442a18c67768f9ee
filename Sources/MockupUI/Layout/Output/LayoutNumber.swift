/// Formats lengths for dumps: at most 4 decimals, no trailing zeros, "inf" for infinity.
enum LayoutNumber {
    static func format(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        var r = (v * 10_000).rounded() / 10_000
        if r == 0 { r = 0 }   // no "-0"
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return "\(r)"
    }

    /// An optional length: "nil" when absent.
    static func formatOrNil(_ v: Double?) -> String { v.map { format($0) } ?? "nil" }
}
