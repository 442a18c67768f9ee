import Foundation
import MockupRaster

/// Compares this gallery's component images with an earlier gallery's (`--baseline DIR`), like
/// Paparazzi's report: a changed image keeps a copy of its earlier version and gets a diff image
/// (changed pixels in magenta over the faded earlier image), both written into this gallery.
public struct BaselineComparison: Sendable {
    /// How one image differs from the baseline.
    public struct Change: Sendable, Equatable {
        /// Site-relative paths of the earlier image and of the diff (nil for a new image).
        public let before: String?, diff: String?
        /// `1,234 pixels changed …`, `new`, `size changed`.
        public let summary: String
    }

    /// Changes by image path (unchanged images are absent).
    public let changes: [String: Change]
    /// The files to write: earlier images under `baseline/`, diffs under `diffs/`.
    public let files: [(path: String, bytes: [UInt8])]

    /// Compares `images` (site-relative path and PNG bytes) with the files at the same paths in
    /// `baseline`. An unreadable earlier image counts as changed, with no diff.
    public init(images: [(path: String, bytes: [UInt8])], baseline: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: baseline.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GalleryError("--baseline \(baseline.path): no such folder; give the folder of an earlier gallery")
        }
        var changes: [String: Change] = [:]
        var files: [(String, [UInt8])] = []
        for image in images {
            guard let data = FileManager.default.contents(atPath: baseline.appendingPathComponent(image.path).path) else {
                changes[image.path] = Change(before: nil, diff: nil, summary: "new since the baseline")
                continue
            }
            let before = [UInt8](data)
            guard before != image.bytes else { continue }
            guard let old = try? PNGDecoder.decode(before), let new = try? PNGDecoder.decode(image.bytes) else {
                changes[image.path] = Change(before: nil, diff: nil, summary: "the baseline image is not a readable PNG")
                continue
            }
            let difference = ImageDifference(expected: old, actual: new)
            guard !difference.isIdentical else { continue }
            let beforePath = "baseline/" + image.path, diffPath = "diffs/" + image.path
            files.append((beforePath, before))
            files.append((diffPath, try PNGEncoder.encode(ImageDifference.diffImage(expected: old, actual: new))))
            let summary = difference.sizeMismatch ? "size changed (\(old.width)×\(old.height) → \(new.width)×\(new.height) px)"
                : "\(difference.changedPixels) pixel\(difference.changedPixels == 1 ? "" : "s") changed"
            changes[image.path] = Change(before: beforePath, diff: diffPath, summary: summary)
        }
        self.changes = changes
        self.files = files
    }
}
