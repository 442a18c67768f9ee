import Foundation
import MockupRaster

/// Decoded PNG assets shared by every render in the process, keyed by file path. Thread-safe; a
/// file is decoded once (two renders racing on a cold entry may both decode it, with the same result).
///
/// Files are looked up like `PNGAssetSizes` (`BitmapAssetFiles`): `name@3x.png`, `name@2x.png`,
/// then `name.png`.
public final class BitmapAssetCache: @unchecked Sendable {
    /// The process-wide cache.
    public static let shared = BitmapAssetCache()

    private let lock = NSLock()
    private var decoded: [String: Result<PixelImage, any Error>] = [:]

    public init() {}

    /// The image `name` in `directory`, or a message saying why it cannot be drawn.
    func image(named name: String, directory: String) -> Result<PixelImage, BitmapLoadFailure> {
        for (path, _) in BitmapAssetFiles.candidates(named: name, in: directory) {
            guard FileManager.default.fileExists(atPath: path) else { continue }
            return decode(path).mapError { BitmapLoadFailure(message: "cannot decode image '\(path)': \($0); re-export it as a PNG") }
        }
        return .failure(BitmapLoadFailure(message: "image '\(name)' not found in \(directory) (looked for \(name)@3x.png, "
            + "\(name)@2x.png and \(name).png)"))
    }

    private func decode(_ path: String) -> Result<PixelImage, any Error> {
        if let hit = lock.withLock({ decoded[path] }) { return hit }
        let result = Result { try PNGDecoder.decode(fileAt: path) }
        lock.withLock { decoded[path] = result }
        return result
    }

    /// Forgets every decoded image (e.g. after assets changed on disk).
    public func removeAll() { lock.withLock { decoded.removeAll() } }
}

/// Why a bitmap image could not be drawn.
struct BitmapLoadFailure: Error {
    let message: String
}
