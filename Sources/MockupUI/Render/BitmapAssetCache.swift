import Foundation
import MockupRaster

/// Decoded image assets (PNG, JPEG or WebP; PDF or SVG rasterized at their scale), keyed by the files'
/// bytes: a file that changes on disk is decoded anew, never drawn from a stale entry. Thread-safe;
/// a file is decoded once per content (two renders racing on a cold entry may both decode it, with
/// the same result).
public final class BitmapAssetCache: @unchecked Sendable {
    /// The process-wide cache (content-keyed, so sharing it never changes what is drawn).
    public static let shared = BitmapAssetCache()

    /// A file's bytes, and for a vector file its format and the scale it is rasterized at.
    private struct Key: Hashable {
        let bytes: Data
        let vector: VectorImageFile.Format?
        let scale: Double?
    }

    private let lock = NSLock()
    private var decoded: [Key: Result<PixelImage, any Error>] = [:]

    public init() {}

    /// The pixels of the asset (in memory, or its file's), or a message saying why it cannot be drawn.
    func image(for asset: BitmapAsset) -> Result<PixelImage, BitmapLoadFailure> {
        if let decoded = asset.decoded { return .success(decoded.pixels) }
        guard let path = asset.file?.path else {
            return .failure(BitmapLoadFailure(message: asset.warning ?? "image '\(asset.name)' has no file"))
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            return .failure(BitmapLoadFailure(message: "cannot read image '\(path)'; check that it exists and its permissions"))
        }
        let vector = VectorImageFile.Format(path: path)
        let key = Key(bytes: bytes, vector: vector, scale: vector == nil ? nil : asset.file?.scale)
        return decode(key).mapError { BitmapLoadFailure(message: "cannot decode image '\(path)': \($0); re-export it as a PNG") }
    }

    private func decode(_ key: Key) -> Result<PixelImage, any Error> {
        if let hit = lock.withLock({ decoded[key] }) { return hit }
        let result = Result {
            if let format = key.vector, let scale = key.scale { return try VectorImageFile.rasterize(key.bytes, format: format, scale: scale) }
            return try ImageFileDecoder.decode([UInt8](key.bytes))
        }
        lock.withLock { decoded[key] = result }
        return result
    }

    /// Forgets every decoded image (to free memory).
    public func removeAll() { lock.withLock { decoded.removeAll() } }
}

/// Why a bitmap image could not be drawn.
struct BitmapLoadFailure: Error {
    let message: String
}
