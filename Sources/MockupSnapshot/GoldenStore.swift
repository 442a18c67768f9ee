import Foundation
import MockupRaster
import MockupUI

/// Golden PNGs on disk: where each snapshot lives, exact comparison against a render, recording,
/// failure artifacts (expected, actual, diff) and orphan detection.
///
/// Only recording writes into the golden directory; verification writes artifacts elsewhere.
public struct GoldenStore: Sendable {
    /// The folder holding `<brand>/<name>[.<scheme>].png` files.
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The outcome of comparing a render with its golden.
    public enum Verdict: Sendable {
        case match
        /// No golden file yet.
        case missing(path: String)
        case mismatch(path: String, difference: ImageDifference, expected: PixelImage)
    }

    /// What recording did.
    public enum RecordOutcome: String, Sendable {
        case created, updated, unchanged
    }

    /// The golden path of a snapshot, relative to `directory` (`monzo/card-hero.dark.png`).
    public static func relativePath(name: String, scheme: ColorScheme?) -> String {
        name + (scheme.map { ".\($0)" } ?? "") + ".png"
    }

    public func url(forRelativePath path: String) -> URL { directory.appendingPathComponent(path) }

    /// Compares `image` with the golden at `relativePath`, exactly: identical encoded bytes match at
    /// once; otherwise the pixels are compared so a mismatch can be explained. An unreadable golden
    /// throws an error naming its path.
    public func verify(_ image: PixelImage, relativePath: String) throws -> Verdict {
        let path = url(forRelativePath: relativePath).path
        guard FileManager.default.fileExists(atPath: path) else { return .missing(path: path) }
        let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        if stored == (try PNGEncoder.encode(image)) { return .match }
        let expected: PixelImage
        do { expected = try PNGDecoder.decode(stored) } catch {
            throw RasterError.fileError(path: path, reason: "the golden is not a readable PNG (\(error)); "
                                        + "restore it from git or record it again")
        }
        let difference = ImageDifference(expected: expected, actual: image)
        return difference.isIdentical ? .match : .mismatch(path: path, difference: difference, expected: expected)
    }

    /// Writes `image` as the golden at `relativePath` (atomically), creating folders as needed.
    @discardableResult
    public func record(_ image: PixelImage, relativePath: String) throws -> RecordOutcome {
        let target = url(forRelativePath: relativePath)
        let bytes = try PNGEncoder.encode(image)
        let existed = FileManager.default.fileExists(atPath: target.path)
        if existed, let stored = try? Data(contentsOf: target), [UInt8](stored) == bytes { return .unchanged }
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGEncoder.write(image, toFile: target.path)
        return existed ? .updated : .created
    }

    /// Every golden PNG under the directory, as relative paths, sorted.
    public func storedRelativePaths() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted()
    }

    /// Goldens with no snapshot among `expected` (relative paths): left over from renamed or
    /// removed scenes.
    public func orphans(expected: Set<String>) -> [String] {
        storedRelativePaths().filter { !expected.contains($0) }
    }

    /// Writes `<stem>.expected.png`, `<stem>.actual.png` and `<stem>.diff.png` (changed pixels in
    /// magenta over the faded expected image) under `folder`; returns the three paths.
    public static func writeArtifacts(expected: PixelImage?, actual: PixelImage, stem: String,
                                      to folder: URL) throws -> [String] {
        let base = folder.appendingPathComponent(stem)
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        var written: [String] = []
        if let expected {
            written.append(base.path + ".expected.png")
            try PNGEncoder.write(expected, toFile: written.last!)
        }
        written.append(base.path + ".actual.png")
        try PNGEncoder.write(actual, toFile: written.last!)
        if let expected {
            written.append(base.path + ".diff.png")
            try PNGEncoder.write(ImageDifference.diffImage(expected: expected, actual: actual), toFile: written.last!)
        }
        return written
    }
}

extension ImageDifference {
    /// "1,234 pixels changed in x 10…59, y 4…20 (max channel delta 37)".
    public var summary: String {
        if sizeMismatch { return "image size changed" }
        guard let bounds else { return "no pixels changed" }
        return "\(changedPixels) pixel\(changedPixels == 1 ? "" : "s") changed in x \(bounds.x)…\(bounds.maxX - 1), "
            + "y \(bounds.y)…\(bounds.maxY - 1) (max channel delta \(maxChannelDelta))"
    }
}
