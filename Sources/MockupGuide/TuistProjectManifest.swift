/// The modules a Tuist project builds, read from its `Project.swift` (`import ProjectDescription`):
/// each target's name and the folder its sources glob starts at (`sources: ["Sources/**"]`), Tuist's
/// `Sources/` when the target names none. A manifest that builds its targets through a helper of its
/// own (`Project.makeProject(name: "Domain", …)`) declares no target Mockup can read: the project's
/// name is then its one module, with its sources in `Sources/`; a name that is not a string literal
/// (`name: .appName`) is the project folder's name. Test targets are imported by no code and left out.
struct TuistProjectManifest: Equatable {
    struct Target: Equatable {
        let name: String
        /// The folder of its sources, relative to the manifest's folder, without a trailing slash.
        let sourcesFolder: String
    }

    let targets: [Target]

    /// The manifest `text` of the project in a folder named `folderName`; nil when it is not a Tuist
    /// project manifest.
    init?(manifest text: String, folderName: String) {
        guard ModuleImports.modules(in: text).contains("ProjectDescription") else { return nil }
        let scanner = SwiftSourceScanner(text)
        var targets: [Target] = []
        // `Target(name:`, Tuist 4's `.target(name:`, a workspace helper's `Target.makeTarget(name:`; a
        // dependency on a target (`.target(name: "Core")`) has neither a product nor a bundle identifier.
        for match in text.matches(of: #/(?:\bTarget(?:\.\w+)?|\.target)\s*\(\s*name:\s*"([^"]+)"/#) {
            let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
            guard let open = scanner.nextCode(UInt8(ascii: "("), from: start),
                  let close = scanner.matching(from: open, open: "(", close: ")") else { continue }
            let arguments = scanner.codeAndStrings(open..<close)
            guard arguments.contains("bundleId:") || arguments.contains("product:"),
                  arguments.firstMatch(of: #/product:\s*\.(unitTests|uiTests)\b/#) == nil else { continue }
            let glob = arguments.firstMatch(of: #/sources:\s*(?:\[\s*)?(?:\.glob\(\s*)?"([^"]*)"/#).map { String($0.output.1) }
            targets.append(Target(name: String(match.output.1), sourcesFolder: glob.map(Self.folder(ofGlob:)) ?? "Sources"))
        }
        if targets.isEmpty {
            // The project's `name:`, wherever it is among the arguments.
            let project = #/Project(?:\.\w+)?\s*\((?:[^()]|\([^()]*\))*?\bname:\s*"([^"]+)"/#
            let name = text.firstMatch(of: project).map { String($0.output.1) } ?? folderName
            targets = [Target(name: name, sourcesFolder: "Sources")]
        }
        self.targets = targets
    }

    /// `Sources/**` → `Sources`; `Targets/App/Sources/**/*.swift` → `Targets/App/Sources`.
    static func folder(ofGlob glob: String) -> String {
        let fixed = glob.split(separator: "/", omittingEmptySubsequences: false).prefix { !$0.contains("*") && !$0.contains("{") }
        var folder = fixed.joined(separator: "/")
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }
}
