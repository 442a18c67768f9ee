import Foundation

/// Rasterized glyphs keyed by face instance, pixel size (26.6), glyph and quarter-pixel bin.
/// Thread-safe; FreeType work happens only on a miss (and is serialised per face by `FontFace`).
public final class GlyphCache: @unchecked Sendable {
    struct Key: Hashable {
        let face: Int
        let pixelSize: Int
        let glyph: UInt32
        let subpixelBin: Int
    }
    private let lock = NSLock()
    private var entries: [Key: GlyphBitmap] = [:]
    private var storedBytes = 0
    /// Bytes of bitmaps kept before the cache starts over (output does not depend on it).
    public let byteLimit: Int

    public init(byteLimit: Int = 64 << 20) { self.byteLimit = byteLimit }

    /// Number of cached bitmaps.
    public var count: Int { lock.withLock { entries.count } }

    /// The bitmap of `glyph` in `face` at `pixelSize` (26.6) shifted by `subpixelBin`/4 px.
    func bitmap(face: FontFace, glyph: UInt32, pixelSize: Int, subpixelBin: Int) throws -> GlyphBitmap {
        let key = Key(face: face.id, pixelSize: pixelSize, glyph: glyph, subpixelBin: subpixelBin)
        if let hit = lock.withLock({ entries[key] }) { return hit }
        let bitmap = try face.rasterize(glyph: glyph, pixelSize: pixelSize, subpixelBin: subpixelBin)
        lock.withLock {
            if entries[key] == nil {
                if storedBytes + bitmap.pixels.count > byteLimit {
                    entries.removeAll(keepingCapacity: true)
                    storedBytes = 0
                }
                entries[key] = bitmap
                storedBytes += bitmap.pixels.count
            }
        }
        return bitmap
    }

    /// Drops every bitmap (for cold-cache benchmarks).
    public func removeAll() { lock.withLock { entries.removeAll(); storedBytes = 0 } }
}
