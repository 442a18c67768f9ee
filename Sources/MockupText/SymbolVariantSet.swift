/// SF Symbols' variant suffixes requested for a symbol (SwiftUI's `SymbolVariants`), applied to a
/// base name in SF's order: `.slash`, then the enclosure, then `.fill` (`video.slash.circle.fill`).
public struct SymbolVariantSet: Hashable, Sendable {
    /// The shape around the symbol: `.circle`, `.square` or `.rectangle`.
    public enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }

    public var slash: Bool
    public var enclosure: Enclosure?
    public var fill: Bool

    public init(slash: Bool = false, enclosure: Enclosure? = nil, fill: Bool = false) {
        self.slash = slash; self.enclosure = enclosure; self.fill = fill
    }

    /// `base` with as many of the requested suffixes as a mapped name has: all of them, else the
    /// largest subset (among equals, later suffixes kept first: `.fill`, then the enclosure), else
    /// `base` as written. A suffix `base` already has is not added again.
    public func name(for base: String) -> String {
        let suffixes = [slash ? "slash" : nil, enclosure?.rawValue, fill ? "fill" : nil].compactMap { $0 }
            .filter { !base.hasSuffix("." + $0) && !base.contains("." + $0 + ".") }
        guard !suffixes.isEmpty else { return base }
        // Subsets as bit masks over `suffixes`: larger first, then higher masks (later suffixes kept).
        let masks = (1..<(1 << suffixes.count)).sorted { ($0.nonzeroBitCount, $0) > ($1.nonzeroBitCount, $1) }
        for mask in masks {
            let subset = suffixes.indices.filter { mask & (1 << $0) != 0 }.map { suffixes[$0] }
            let candidate = ([base] + subset).joined(separator: ".")
            // Rule 3 draws every enclosure of a mapped name itself, so no font is needed to know it resolves.
            if SymbolNames.lookup(candidate, hasMaterialGlyph: { _ in false }) != nil { return candidate }
        }
        return base
    }
}
