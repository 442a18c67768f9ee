import Foundation

/// Where the checkout's `Golden/` folder is: `MOCKUP_GOLDEN_DIR` if set, else the nearest
/// `Golden/` beside a `Package.swift` walking up from the working directory, else the one of the
/// checkout this binary was built from.
enum RepositoryPaths {
    static func goldenDirectory() -> URL {
        if let override = ProcessInfo.processInfo.environment["MOCKUP_GOLDEN_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: folder.appendingPathComponent("Golden").path) {
                return folder.appendingPathComponent("Golden")
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// The guides folder (`seeds/`) for `mockup gallery`: beside the golden folder's checkout.
    static func seedsDirectory() -> URL {
        goldenDirectory().deletingLastPathComponent().appendingPathComponent("seeds")
    }

    /// Where `verify` writes expected/actual/diff images: `MOCKUP_ARTIFACTS_DIR`, else
    /// `.build/mockup-artifacts` beside the golden folder.
    static func artifactsDirectory(golden: URL) -> URL {
        if let override = ProcessInfo.processInfo.environment["MOCKUP_ARTIFACTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return golden.deletingLastPathComponent().appendingPathComponent(".build/mockup-artifacts")
    }
}
