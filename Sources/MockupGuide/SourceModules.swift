import Foundation

/// The modules a folder's Swift files are built as, compiled here into one program: the targets of
/// its Swift package (`Package.swift`) and of its Tuist projects (`Project.swift` in each module's
/// folder, `Projects/Domain/Sources/…`), and otherwise SwiftPM's layout, in which the folder after
/// `Sources/` is a target's (`Kit/Sources/Models/Notice.swift` → `Models`). Their code imports
/// them, and those imports are of the program itself.
public struct SourceModules: Sendable, Equatable {
    /// The modules the manifests name, whatever their folders.
    public var names: Set<String> = []
    /// A Tuist target's sources folder (relative, without a trailing slash) → its module.
    public var folders: [String: String] = [:]
    /// The app's own module names (its Xcode application targets'), which its code may qualify its
    /// names with (`LineClone.User` beside `FirebaseAuth.User`).
    public var appModules: Set<String> = []

    public init(names: Set<String> = [], folders: [String: String] = [:]) {
        self.names = names
        self.folders = folders
    }

    /// The modules of the folder at `url`, whose Swift `files` (relative paths) hold any Tuist manifests.
    init(folder url: URL, files: [String], package: SwiftPackageManifest?) throws {
        names = Set(package?.modules ?? [])
        for file in files where (file as NSString).lastPathComponent == "Project.swift" {
            let projectFolder = (file as NSString).deletingLastPathComponent
            let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            let folderName = projectFolder.isEmpty ? url.lastPathComponent : (projectFolder as NSString).lastPathComponent
            guard let project = TuistProjectManifest(manifest: text, folderName: folderName) else { continue }
            for target in project.targets {
                names.insert(target.name)
                let folder = [projectFolder, target.sourcesFolder].filter { !$0.isEmpty }.joined(separator: "/")
                if folders[folder] == nil { folders[folder] = target.name }
            }
        }
    }

    /// The module Xcode names a target's product (`PRODUCT_MODULE_NAME`): its name with each
    /// character that cannot be in an identifier an underscore, and one before a leading digit.
    static func moduleName(ofTarget target: String) -> String {
        let name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The module a file at `path` belongs to: the Tuist target whose sources folder holds it (the
    /// innermost), else the folder after `Sources/` (`Kit/Sources/Models/Notice.swift` → `Models`);
    /// nil for the app's own files.
    public func module(of path: String) -> String? {
        let components = path.split(separator: "/")
        if !folders.isEmpty {
            for end in stride(from: components.count - 1, to: 0, by: -1) {
                if let module = folders[components[..<end].joined(separator: "/")] { return module }
            }
        }
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return nil }
        return String(components[sources + 1])
    }
}
