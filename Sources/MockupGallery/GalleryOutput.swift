import Foundation
import MockupRaster

/// The gallery's output folder. Never touches a file it did not write: a non-empty folder must
/// carry the manifest of an earlier gallery, only files listed there (or new paths) are written,
/// and only files listed there are removed when a new gallery no longer needs them.
/// Every file is written atomically (temporary file + rename). `write` is thread-safe.
public final class GalleryOutput: @unchecked Sendable {
    /// The manifest's file name, in the output folder.
    public static let manifestName = ".mockup-gallery"
    private static let manifestHeader = "# mockup gallery manifest: files this gallery wrote (only these are replaced or removed)"

    public let directory: URL
    private let planned: Set<String>
    private let previous: Set<String>
    private var written: Set<String> = []
    /// Temporary files of an interrupted earlier run, removed when this output was opened.
    public let removedTemporaries: [String]
    private let lock = NSLock()

    /// Checks `directory` (created when missing) and records `planned` (relative paths) in the
    /// manifest before anything is written, so an interrupted run can be repeated.
    public init(directory: URL, planned: [String]) throws {
        self.directory = directory
        self.planned = Set(planned)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw GalleryError("\(directory.path) is a file, not a folder; give -o a folder path")
            }
        } else {
            do { try fileManager.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw GalleryError("cannot create \(directory.path): \(error.localizedDescription)")
            }
        }
        let manifest = directory.appendingPathComponent(Self.manifestName)
        if fileManager.fileExists(atPath: manifest.path) {
            previous = try Self.readManifest(manifest)
            removedTemporaries = Self.removeStaleTemporaries(in: directory)
        } else {
            let contents = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
            guard contents.isEmpty else {
                throw GalleryError("\(directory.path) is not empty and holds no earlier gallery (no \(Self.manifestName) "
                                   + "manifest); choose an empty or new folder so no file of yours is overwritten")
            }
            previous = []
            removedTemporaries = []
        }
        for path in planned.sorted() {
            guard Self.isSafe(path) else { throw GalleryError("refusing to write outside the gallery folder: \(path)") }
            if !previous.contains(path), fileManager.fileExists(atPath: directory.appendingPathComponent(path).path) {
                throw GalleryError("\(directory.appendingPathComponent(path).path) exists but was not written by an earlier "
                                   + "gallery; move it away or choose another folder")
            }
        }
        try writeManifest(previous.union(planned))
    }

    /// Writes `bytes` to `relativePath` (one of the planned paths), creating folders as needed.
    public func write(_ bytes: some DataProtocol, to relativePath: String) throws {
        guard planned.contains(relativePath) else { throw GalleryError("\(relativePath) was not planned") }
        let url = directory.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Array(bytes), to: url.path)
        } catch let error as RasterError {
            throw GalleryError("cannot write \(url.path): \(error)")
        } catch {
            throw GalleryError("cannot write \(url.path): \(error.localizedDescription)")
        }
        _ = lock.withLock { written.insert(relativePath) }
    }

    /// Removes files the previous gallery wrote that this one did not, and records what this one
    /// wrote. Returns the removed paths.
    @discardableResult
    public func finish() throws -> [String] {
        let current = lock.withLock { written }
        let stale = previous.subtracting(current).sorted()
        for path in stale {
            let url = directory.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path) { try? FileManager.default.removeItem(at: url) }
        }
        try writeManifest(current)
        return stale
    }

    private func writeManifest(_ paths: Set<String>) throws {
        let text = ([Self.manifestHeader] + paths.sorted()).joined(separator: "\n") + "\n"
        let url = directory.appendingPathComponent(Self.manifestName)
        do { try AtomicFile.write(Array(text.utf8), to: url.path) } catch {
            throw GalleryError("cannot write \(url.path): \(error)")
        }
    }

    private static func readManifest(_ url: URL) throws -> Set<String> {
        guard let text = try? String(contentsOf: url, encoding: .utf8), text.hasPrefix(manifestHeader) else {
            throw GalleryError("\(url.path) is not a mockup gallery manifest; remove it only if the folder is yours to replace")
        }
        let paths = text.split(separator: "\n").dropFirst().map(String.init)
        guard paths.allSatisfy(isSafe) else { throw GalleryError("\(url.path) lists a path outside the folder; it is damaged") }
        return Set(paths)
    }

    /// Removes temporary files an interrupted gallery left in `directory` (an earlier gallery's
    /// folder): unfinished atomic writes, including Foundation's `.dat.nosync…` files of older versions.
    private static func removeStaleTemporaries(in directory: URL) -> [String] {
        var removed = AtomicFile.removeStaleTemporaries(in: directory.path, recursive: true)
        let walker = FileManager.default.enumerator(atPath: directory.path)
        while let relative = walker?.nextObject() as? String {
            guard (relative as NSString).lastPathComponent.hasPrefix(".dat.nosync") else { continue }
            let path = directory.appendingPathComponent(relative).path
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed.sorted()
    }

    /// A relative path that stays inside the folder.
    private static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && path != manifestName
            && !path.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }
}

/// A gallery failure with a message that says what to do.
public struct GalleryError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
