import Foundation

/// The folders a Swift package's targets build, read from its `Package.swift` as SwiftPM lays them
/// out: each target's `path:`, else `Sources/<name>` (or `Source`, `src`, `srcs`). A package folder's
/// other Swift files — a script that generates its tokens, a template — are built by no target.
struct SwiftPackageManifest {
    /// The target folders, relative to the package's folder, without a trailing slash.
    let targetFolders: [String]
    /// The modules its targets build, which its code and its example apps import (test and plugin
    /// targets are imported by none).
    let modules: [String]

    /// The manifest in `folder`; nil when there is none or it declares no target Mockup can read.
    init?(folder: URL) {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return nil }
        self.init(manifest: text)
    }

    init?(manifest text: String) {
        let scanner = SwiftSourceScanner(text)
        var folders: [String] = [], modules: [String] = []
        let target = #/\.(target|executableTarget|testTarget|macro|plugin|systemLibrary)\s*\(\s*name:\s*"([^"]+)"/#
        for match in text.matches(of: target) {
            let name = String(match.output.2)
            if match.output.1 != "testTarget" && match.output.1 != "plugin" { modules.append(name) }
            // The target's own arguments, to its closing parenthesis.
            let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
            guard let open = scanner.nextCode(UInt8(ascii: "("), from: start),
                  let close = scanner.matching(from: open, open: "(", close: ")") else { continue }
            let arguments = scanner.codeAndStrings(open..<close)
            if let path = arguments.firstMatch(of: #/\bpath:\s*"([^"]*)"/#) {
                folders.append(Self.trimmed(String(path.output.1)))
            } else {
                folders += ["Sources", "Source", "src", "srcs", "Tests"].map { $0 + "/" + name }
            }
        }
        guard !folders.isEmpty else { return nil }
        targetFolders = folders
        self.modules = modules
    }

    /// Whether a target builds the file at `path` (relative to the package's `folder`), or the file
    /// belongs to a package of its own in a folder between (a local package).
    func builds(_ path: String, in folder: URL) -> Bool {
        if targetFolders.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) { return true }
        let folders = path.split(separator: "/").dropLast()
        return folders.indices.contains { index in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(folders[...index].joined(separator: "/") + "/Package.swift").path)
        }
    }

    /// `./Kit/` → `Kit`; `.` → the package's folder itself.
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path == "." ? "" : path
    }
}
