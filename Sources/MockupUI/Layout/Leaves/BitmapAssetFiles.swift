import Foundation

/// Where `Image("name")` looks on disk: `name@3x.png`, `name@2x.png`, then `name.png` in the asset
/// directory, with the scale each file's pixels are at. Shared by sizing and drawing so both always
/// pick the same file.
enum BitmapAssetFiles {
    static func candidates(named name: String, in directory: String) -> [(path: String, scale: Double)] {
        [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)].map { suffix, scale in
            ((directory as NSString).appendingPathComponent(name + suffix + ".png"), scale)
        }
    }
}
