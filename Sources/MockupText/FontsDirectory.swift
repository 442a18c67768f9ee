import Foundation

/// Finds the bundled `Fonts/` folder: `MOCKUP_FONTS_DIR`, else next to (or above) the executable,
/// else relative to this source file in a repository checkout. Never the system's fonts.
public enum FontsDirectory {
    /// The marker file that identifies the folder.
    static let marker = "FONTS.md"

    /// The folder's URL, or a thrown error listing where it looked.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = Bundle.main.executableURL,
                              sourceFile: String = #filePath) throws -> URL {
        var searched: [String] = []
        if let override = environment["MOCKUP_FONTS_DIR"], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            if hasMarker(url) { return url.standardizedFileURL }
            searched.append(override + " (MOCKUP_FONTS_DIR)")
        }
        if let executable {
            var dir = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while dir.path != "/" {
                let candidate = dir.appendingPathComponent("Fonts", isDirectory: true)
                if hasMarker(candidate) { return candidate.standardizedFileURL }
                dir = dir.deletingLastPathComponent()
            }
            searched.append("parents of " + executable.path)
        }
        // Sources/MockupText/FontsDirectory.swift → repository root.
        let root = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidate = root.appendingPathComponent("Fonts", isDirectory: true)
        if hasMarker(candidate) { return candidate.standardizedFileURL }
        searched.append(candidate.path)
        throw FontError.fontsDirectoryNotFound(searched: searched)
    }

    private static func hasMarker(_ dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(marker).path)
    }
}
