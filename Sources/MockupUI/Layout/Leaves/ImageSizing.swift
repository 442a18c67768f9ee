import Foundation
import MockupRaster

/// Where bitmap `Image("name")` sizes come from: the intrinsic size in points, or nil when the
/// image cannot be found (the engine then warns and draws a placeholder).
public protocol ImageSizing: Sendable {
    func imageSize(named name: String, assetDirectory: String?) -> Size?
}

/// Finds PNG assets on disk: `name@3x.png`, `name@2x.png`, then `name.png` in the image's asset
/// directory (or `defaultDirectory`), and reads the pixel size from the PNG header. The size in
/// points is pixels / the file's scale suffix.
public struct PNGAssetSizes: ImageSizing {
    public var defaultDirectory: String?
    public init(defaultDirectory: String? = nil) { self.defaultDirectory = defaultDirectory }

    public func imageSize(named name: String, assetDirectory: String?) -> Size? {
        guard let directory = assetDirectory ?? defaultDirectory else { return nil }
        for (path, scale) in BitmapAssetFiles.candidates(named: name, in: directory) {
            if let pixels = Self.pngPixelSize(atPath: path) {
                return Size(pixels.width / scale, pixels.height / scale)
            }
        }
        return nil
    }

    /// Width and height from the IHDR chunk (bytes 16..<24), nil when not a PNG.
    static func pngPixelSize(atPath path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func u32(_ at: Int) -> Double {
            Double(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return Size(u32(16), u32(20))
    }
}
