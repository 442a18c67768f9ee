import Foundation
import MockupUI

/// Where a command reads and writes: found from the working directory (or given explicitly),
/// never from the checkout the binary was built in, so running from another checkout or outside
/// one cannot touch the wrong goldens or read the wrong assets.
enum RepositoryPaths {
    /// The nearest folder at or above the working directory that holds `Package.swift` and
    /// `Golden/`: the Mockup checkout being worked in, or nil.
    static func checkoutRoot() -> URL? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               isDirectory(folder.appendingPathComponent("Golden")) {
                return folder
            }
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
    }

    /// The golden folder: `--golden DIR` (`option`), else `MOCKUP_GOLDEN_DIR`, else `Golden/` of the
    /// checkout around the working directory. Throws when none is found or the folder is missing.
    static func goldenDirectory(option: String?) throws -> URL {
        let given = option ?? ProcessInfo.processInfo.environment["MOCKUP_GOLDEN_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        if let given {
            let url = URL(fileURLWithPath: given).standardizedFileURL
            guard isDirectory(url) else {
                throw CommandError("golden folder \(url.path) does not exist; create it or pass an existing --golden DIR")
            }
            return url
        }
        guard let root = checkoutRoot() else {
            throw CommandError("not inside a Mockup checkout (no Golden/ beside a Package.swift in "
                               + "\(FileManager.default.currentDirectoryPath) or above); cd into the checkout or pass --golden DIR")
        }
        return root.appendingPathComponent("Golden")
    }

    /// Where `verify` writes expected/actual/diff images: `MOCKUP_ARTIFACTS_DIR`, else
    /// `.build/mockup-artifacts` beside the golden folder.
    static func artifactsDirectory(golden: URL) -> URL {
        if let override = ProcessInfo.processInfo.environment["MOCKUP_ARTIFACTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return golden.deletingLastPathComponent().appendingPathComponent(".build/mockup-artifacts")
    }

    /// The checkout this binary was built from: scenes name their asset folders inside it.
    private static let buildRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// The scene's image folder in the checkout around the working directory (scenes record it as a
    /// path in the build checkout); nil when the scene has no images. Throws when there is no
    /// checkout or the folder is missing from it.
    static func assetDirectory(of scene: MockupScene) throws -> String? {
        guard let built = scene.assetDirectory else { return nil }
        let builtURL = URL(fileURLWithPath: built).standardizedFileURL
        let prefix = buildRoot.path + "/"
        guard builtURL.path.hasPrefix(prefix) else { return built }   // an absolute folder of the scene's own
        let relative = String(builtURL.path.dropFirst(prefix.count))
        guard let root = checkoutRoot() else {
            throw CommandError("its images are read from \(relative) of a Mockup checkout, and "
                               + "\(FileManager.default.currentDirectoryPath) is not inside one; cd into the checkout")
        }
        let folder = root.appendingPathComponent(relative)
        guard isDirectory(folder) else {
            throw CommandError("image folder \(folder.path) is missing; restore it (git checkout -- \(relative))")
        }
        return folder.path
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
