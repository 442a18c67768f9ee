import Foundation

/// Code to render: a designmd guide (`*.md`) or Swift files, named by the folder its PNGs go to.
public struct GuideInput: Sendable {
    public enum Content: Sendable {
        case guide(GuideDocument)
        case swiftFiles([(name: String, text: String)])
    }

    /// The output folder name: `monzo` for `ios-monzo-swiftui.md`, the file or folder name otherwise
    /// (with the folders above it when another input has the same name: `GuideInputNames`).
    public internal(set) var slug: String
    /// The path the user gave (for messages).
    public let path: String
    public let content: Content
    /// For a folder of Swift files with an Xcode project: which of its files the project builds into
    /// no target and are left out, as one line for the user (nil when none are).
    public var unbuiltFilesNote: String?
    /// The Xcode projects of a folder of Swift files, which say what in it is the app's.
    var projects: [XcodeProjectMembership] = []
    /// The modules the folder's Swift package and Tuist projects build (`DesignSystem`, from `Sources/`
    /// as its `path:`), which its own code and its example apps import.
    var modules = SourceModules()
    /// A Markdown document beside a folder's Swift program (its README, API notes): its blocks are
    /// usually snippets of that program's code, which do not compile on their own.
    public var isBesideSwiftProgram = false

    /// The `Fonts/` folder beside the guide or Swift file (inside the folder, for a folder of Swift
    /// files), if there is one: its font files are registered for the render, as an app's own fonts.
    public var fontsFolder: URL? {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path)
        let base = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? url : url.deletingLastPathComponent()
        let folder = base.appendingPathComponent("Fonts", isDirectory: true)
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? folder.standardizedFileURL : nil
    }

    /// The app's asset catalogs (`*.xcassets`), in sorted path order: beside a guide or Swift file,
    /// or anywhere in a folder of Swift files (its subfolders searched as `AppFolder` says) that its
    /// Xcode project copies into a target.
    public var assetCatalogs: [URL] { appFiles(AppFolder.assetCatalogs).filter(isBuilt) }

    /// The app's localized string tables (`.lproj/*.strings`, `.xcstrings`), found as its asset
    /// catalogs are: anywhere in a folder of Swift files, or beside a guide or Swift file (in the
    /// `.lproj` folders there).
    public var stringTables: [URL] { appFiles(AppFolder.stringTables).filter(isBuilt) }

    /// The text of the project's SwiftGen configuration (`swiftgen.yml` anywhere in a folder of
    /// Swift files, the first in path order), empty when it has none.
    public var swiftGenConfiguration: String {
        let files = appFiles({ folder, _ in AppFolder.swiftGenConfigurations(in: folder) }, besideAFile: false)
        return files.first.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    }

    /// The app's resource files (`AppFolder.resourceFiles`): anywhere in a folder of Swift files;
    /// none for a single guide or Swift file, whose folder may hold anything. Not checked against
    /// the project: its `Info.plist` is in no build phase, and a loose file no code asks for by
    /// name changes nothing.
    public var resourceFiles: [URL] { appFiles(AppFolder.resourceFiles, besideAFile: false) }

    /// Whether the folder's Xcode project builds `url` into a target (true without a project).
    private func isBuilt(_ url: URL) -> Bool { XcodeProjectMembership.projectLeavingOut(url, projects: projects) == nil }

    /// The app's information property list as its bundle has it (`AppInfoPlist`), from its
    /// `resourceFiles` and Xcode projects, for a folder of Swift files; nil otherwise.
    public func infoPropertyList(resources: [URL]) -> Data? {
        appFolder.flatMap { AppInfoPlist.make(in: $0, resources: resources) }
    }

    /// What `find` finds in the folder of Swift files (searching its subfolders), or beside the
    /// guide or Swift file (not searching them) when `besideAFile`; nothing when the path is gone.
    private func appFiles(_ find: (URL, Bool) -> [URL], besideAFile: Bool = true) -> [URL] {
        if let appFolder { return find(appFolder, true) }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard besideAFile, FileManager.default.fileExists(atPath: url.path) else { return [] }
        return find(url.deletingLastPathComponent(), false)
    }

    /// The path, when it is a folder of Swift files.
    private var appFolder: URL? {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }

    /// The guides at `path`: a `.md` guide, a `.swift` file, or a folder — its guides (Markdown with
    /// Swift code blocks; a README is not one) one by one and
    /// its Swift files, subfolders included, together as one program, with the Swift Xcode would
    /// generate from its Core Data models (`DataModelCode`) and SiriKit intent definitions
    /// (`IntentDefinitionCode`).
    public static func load(_ path: String) throws -> [GuideInput] {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw GuideError("\(path): no such file or folder; give a guide (.md), a Swift file or a folder of them")
        }
        if !isDirectory.boolValue {
            switch url.pathExtension {
            case "md": return [try guide(at: url)]
            case "swift": return [GuideInput(slug: slug(url), path: path, content: .swiftFiles([(url.lastPathComponent, try read(url))]))]
            default: throw GuideError("\(path): not a guide (.md) or Swift file")
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        // A folder's Markdown without Swift code (a README, contributor notes) is not a guide.
        var inputs = try names.filter { $0.hasSuffix(".md") }.map { try guide(at: url.appendingPathComponent($0)) }.filter {
            if case .guide(let document) = $0.content { return !document.blocks.isEmpty }
            return true
        }
        let projects = XcodeProjectMembership.read(AppFolder.projectFiles(in: url))
        var programs = try separatePrograms(in: url, path: path,
                                            folders: projects.isEmpty ? try appEntryFolders(in: url) : projectFolders(projects),
                                            projects: projects)
        // A project with several apps (a SwiftUI app and its UIKit twin) renders each on its own, named
        // by its target, with the files the target builds: their types would clash in one program.
        // Apps built from the same files (a staging flavour) render once.
        if programs.isEmpty, let split = projects.first(where: { $0.applications.count > 1 }) {
            var fileLists: [[String]] = []
            for scoped in split.perApplication {
                let scopedProjects = projects.map { $0.projectFile == split.projectFile ? scoped : $0 }
                guard let program = try swiftProgram(in: url, slug: slug(scoped.application ?? url.lastPathComponent), path: path,
                                                     projects: scopedProjects, allProjects: projects),
                      case .swiftFiles(let files) = program.content, !fileLists.contains(files.map(\.0)) else { continue }
                fileLists.append(files.map(\.0))
                programs.append(program)
            }
        }
        if programs.count < 2 {
            // A project in another's folder that builds an app of its own (a chapter's second app kept
            // in a subfolder) is that app's program, as Xcode builds it apart.
            let nested = try nestedApplicationProjects(projects, in: url)
            let outer = projects.filter { project in !nested.contains { $0.projectFile == project.projectFile } }
            programs = try swiftProgram(in: url, slug: slug(url), path: path, projects: outer, allProjects: outer,
                                        excluding: nested.map(\.folder)).map { [$0] } ?? []
            programs += try nested.flatMap { project in
                try load((path as NSString).appendingPathComponent(String(project.folder.path.dropFirst(url.standardizedFileURL.path.count + 1))))
                    .filter { if case .swiftFiles = $0.content { true } else { false } }
            }
        }
        if !programs.isEmpty {
            for index in inputs.indices { inputs[index].isBesideSwiftProgram = true }
            inputs += programs
        }
        guard !inputs.isEmpty else { throw GuideError("\(path): no guides (.md with ```swift blocks) or Swift files in this folder") }
        return GuideInputNames.distinct(inputs)
    }

    /// The guides at each of `paths` (`load(_:)`), each named apart from the others.
    public static func load(paths: [String]) throws -> [GuideInput] {
        GuideInputNames.distinct(try paths.flatMap { try load($0) })
    }

    /// The programs of a folder holding several apps side by side, each in a folder of its own (a
    /// repository of sample apps, each with its `ContentView`): each app's folder is rendered as a
    /// folder of its own, as Xcode builds each apart. Empty unless there are several such `folders`
    /// and every Swift file is in one of them — code beside app folders found by their entry files
    /// may be shared (one program then). Beside Xcode `projects`' folders, a folder of the top level
    /// with an app entry file and no project (one whose project was not committed: Apple's tutorial
    /// apps in a learner's repository) is an app folder too; a file no project builds elsewhere (a
    /// playground's page, a stray copy of a file) is left out and noted; one a project builds from
    /// outside its folder is shared code (one program then).
    private static func separatePrograms(in url: URL, path: String, folders: [URL],
                                         projects: [XcodeProjectMembership]) throws -> [GuideInput] {
        var separate = folders
        let root = url.standardizedFileURL.path + "/"
        var strays = try AppFolder.swiftFiles(in: url).filter { file in
            !separate.contains { (root + file).hasPrefix($0.path + "/") }
        }
        guard !projects.isEmpty || strays.isEmpty,
              !strays.contains(where: { file in projects.contains { $0.builds(url.appendingPathComponent(file)) } }) else { return [] }
        if !projects.isEmpty {
            let appFolders = try Set(strays.compactMap { file -> String? in
                let parts = file.split(separator: "/")
                guard parts.count > 1, AppFolder.isAppEntry(try read(url.appendingPathComponent(file))) else { return nil }
                let top = String(parts[0])
                return separate.contains { ($0.path + "/").hasPrefix(root + top + "/") } ? nil : top
            })
            separate = (separate + appFolders.map { url.appendingPathComponent($0).standardizedFileURL }).sorted { $0.path < $1.path }
            strays.removeAll { file in appFolders.contains { file.hasPrefix($0 + "/") } }
        }
        guard separate.count > 1 else { return [] }
        var programs = try separate.flatMap { folder in
            try load((path as NSString).appendingPathComponent(String(folder.path.dropFirst(root.count))))
                .filter { if case .swiftFiles = $0.content { true } else { false } }
        }
        if let note = unbuiltNote(strays.map { ($0, "the folder's Xcode projects") }), !programs.isEmpty {
            programs[0].unbuiltFilesNote = [note, programs[0].unbuiltFilesNote].compactMap { $0 }.joined(separator: "; ")
        }
        return programs
    }

    /// The projects inside another project's folder (not the folder at `url` itself) that build an
    /// iPhone app from Swift files none of which a project around them builds: apps of their own.
    private static func nestedApplicationProjects(_ projects: [XcodeProjectMembership], in url: URL) throws -> [XcodeProjectMembership] {
        try projects.filter { project in
            let around = projects.filter { project.folder.path.hasPrefix($0.folder.path + "/") }
            guard !project.applications.isEmpty, project.folder != url.standardizedFileURL, !around.isEmpty else { return false }
            let files = try AppFolder.swiftFiles(in: project.folder)
            return !files.isEmpty && files.allSatisfy { file in !around.contains { $0.builds(project.folder.appendingPathComponent(file)) } }
        }
    }

    /// The folders of Xcode projects not inside another project's folder, in path order.
    private static func projectFolders(_ projects: [XcodeProjectMembership]) -> [URL] {
        let folders = Set(projects.map(\.folder))
        return folders.filter { folder in !folders.contains { folder.path.hasPrefix($0.path + "/") } }.sorted { $0.path < $1.path }
    }

    /// In a folder without Xcode projects, the folder of each app (`@main struct …: App`): the folders
    /// below the entry files' common folder that hold them (`Weather/WeatherApp.swift`,
    /// `Notes/App/NotesApp.swift` → `Weather`, `Notes`); a folder holding several is split when it is
    /// loaded. Empty when there are not several such folders, or when an entry sits in the common
    /// folder itself.
    private static func appEntryFolders(in url: URL) throws -> [URL] {
        let entries = try AppFolder.swiftFiles(in: url).filter { file in
            AppFolder.isAppEntry(try read(url.appendingPathComponent(file)))
        }.map { $0.split(separator: "/").dropLast() }
        guard entries.count > 1, var common = entries.first else { return [] }
        for folders in entries.dropFirst() {
            common = common.prefix(zip(common, folders).prefix { $0 == $1 }.count)
        }
        // A folder holding several apps' folders (a tutorial's Complete and StartingPoint apps) is one
        // of them here; it is split in turn when it is loaded.
        let roots = entries.compactMap { $0.count > common.count ? $0.prefix(common.count + 1).joined(separator: "/") : nil }
        guard roots.count == entries.count, Set(roots).count > 1 else { return [] }
        return Set(roots).sorted().map { url.appendingPathComponent($0).standardizedFileURL }
    }

    /// The folder's Swift files that `projects` build, as one program with the code Xcode generates
    /// for its Core Data models and intent definitions; nil when there are none. Files that none of
    /// `allProjects` (the projects not scoped to one app) or the folder's Swift package builds are
    /// noted as left out, and so are CocoaPods' sources: the pods are modules of their own, mostly Objective-C runtime and UIKit
    /// internals, and compiled into the app they only cascade into code left out (RxSwift's 300
    /// files took an events app past its rounds).
    private static func swiftProgram(in url: URL, slug: String, path: String, projects: [XcodeProjectMembership],
                                     allProjects: [XcodeProjectMembership], excluding excluded: [URL] = []) throws -> GuideInput? {
        var unbuilt: [(file: String, project: String)] = []
        var swift: [(String, String)] = []
        var pods = 0
        let package = SwiftPackageManifest(folder: url)
        let files = try AppFolder.swiftFiles(in: url).filter { file in
            !excluded.contains { url.appendingPathComponent(file).standardizedFileURL.path.hasPrefix($0.path + "/") }
        }
        // An app beside a package's targets (a catalog demo built by a project generated elsewhere)
        // is the package's showcase: its entry file's folder stays.
        let demoAppFolders = try package.map { package in
            try files.filter { try !package.builds($0, in: url) && AppFolder.isAppEntry(read(url.appendingPathComponent($0))) }
                .map { ($0 as NSString).deletingLastPathComponent + "/" }
        } ?? []
        for file in files {
            if AppFolder.isCocoaPodsSource(file, in: url) {
                pods += 1
                continue
            }
            if AppFolder.isTuistPluginSource(file, in: url) { continue }
            // A package's files outside its targets (a token-generating script) are in no program;
            // an example app's beside it are its project's, or its own.
            let fileURL = url.appendingPathComponent(file).standardizedFileURL
            if let package, !package.builds(file, in: url), !demoAppFolders.contains(where: { file.hasPrefix($0) }),
               !allProjects.contains(where: { fileURL.path.hasPrefix($0.folder.path + "/") }) {
                unbuilt.append((file, "Package.swift"))
                continue
            }
            if XcodeProjectMembership.projectLeavingOut(url.appendingPathComponent(file), projects: projects) != nil {
                // Another app's file is that app's program; only what no app builds is reported.
                if let project = XcodeProjectMembership.projectLeavingOut(url.appendingPathComponent(file), projects: allProjects) {
                    unbuilt.append((file, project.name))
                }
                continue
            }
            let text = try read(url.appendingPathComponent(file))
            if !AppFolder.isBuildManifest(text) && !AppFolder.isScript(text) { swift.append((file, text)) }
        }
        guard !swift.isEmpty else { return nil }
        let models = try AppFolder.dataModels(in: url).filter { XcodeProjectMembership.projectLeavingOut($0, projects: projects) == nil }
            .map(DataModelFile.init(contentsOf:))
        let intents = AppFolder.intentDefinitions(in: url).filter { XcodeProjectMembership.projectLeavingOut($0, projects: projects) == nil }
        let generated = DataModelCode.files(for: models, appSource: swift.map(\.1).joined(separator: "\n"))
            + IntentDefinitionCode.files(for: intents)
        var input = GuideInput(slug: slug, path: path, content: .swiftFiles(swift + generated))
        let podsNote = pods == 0 ? nil : "CocoaPods' sources (\(pods) Swift file\(pods == 1 ? "" : "s") in Pods) are not compiled: "
            + "the pods are missing modules, and code that needs them is left out"
        let notes = [unbuiltNote(unbuilt), podsNote].compactMap { $0 }
        input.unbuiltFilesNote = notes.isEmpty ? nil : notes.joined(separator: "; ")
        input.projects = projects
        input.modules = try SourceModules(folder: url, files: files, package: package)
        input.modules.appModules = Set(projects.flatMap { $0.application.map { [$0] } ?? $0.applications }.map(SourceModules.moduleName(ofTarget:)))
        return input
    }

    /// "3 Swift files are left out: no target of App.xcodeproj builds them for iPhone (Old/Card.swift, …)".
    static func unbuiltNote(_ unbuilt: [(file: String, project: String)]) -> String? {
        guard !unbuilt.isEmpty else { return nil }
        let projects = Array(Set(unbuilt.map(\.project))).sorted().joined(separator: " or ")
        let shown = unbuilt.prefix(3).map(\.file).joined(separator: ", ") + (unbuilt.count > 3 ? ", …" : "")
        return "\(unbuilt.count) Swift file\(unbuilt.count == 1 ? " is" : "s are") left out: no target of \(projects) builds "
            + "\(unbuilt.count == 1 ? "it" : "them") for iPhone (\(shown))"
    }

    private static func guide(at url: URL) throws -> GuideInput {
        GuideInput(slug: slug(url), path: url.path, content: .guide(GuideDocument(markdown: try read(url))))
    }

    private static func read(_ url: URL) throws -> String {
        do { return try String(contentsOf: url, encoding: .utf8) } catch {
            throw GuideError("\(url.path): cannot read it as UTF-8 text (\(error.localizedDescription))")
        }
    }

    /// `ios-monzo-swiftui.md` → `monzo`; `Card.swift` → `card`.
    static func slug(_ url: URL) -> String { slug(url.lastPathComponent) }

    /// `ios-monzo-swiftui.md` → `monzo`; `My Card#2.swift` → `my-card-2`: letters, digits and dashes.
    public static func slug(_ fileName: String) -> String {
        var name = (fileName as NSString).deletingPathExtension.lowercased()
        if name.hasPrefix("ios-") { name.removeFirst(4) }
        if name.hasSuffix("-swiftui") { name.removeLast(8) }
        let allowed = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(allowed).split(separator: "-").joined(separator: "-").ifEmpty("guide")
    }

    /// The program of this input, leaving out `excluded` blocks, the imports of `missingModules` and
    /// the `leftOut` declarations.
    func program(excluding excluded: Set<Int>, missingModules: Set<String> = [], leftOut: [LeftOutDeclaration] = []) -> GuideProgram {
        switch content {
        case .guide(let document):
            return GuideProgram(document: document, file: path, excluded: excluded, missingModules: missingModules, leftOut: leftOut)
        case .swiftFiles(let files):
            return GuideProgram(swiftFiles: files, excluded: excluded, missingModules: missingModules, leftOut: leftOut,
                                modules: modules)
        }
    }

    /// Whether a compile error leaves out the declaration it is in rather than its whole block: an
    /// app's files are large and depend on each other, a guide's blocks are each one component.
    var leavesOutDeclarations: Bool {
        if case .swiftFiles = content { return true }
        return false
    }

    /// All the code: the guide's blocks or the Swift files, one after the other.
    var code: String {
        switch content {
        case .guide(let document): return document.blocks.map(\.code).joined(separator: "\n")
        case .swiftFiles(let files): return files.map(\.text).joined(separator: "\n")
        }
    }

    /// Every byte that defines the program, for cache keys.
    var fingerprint: String {
        switch content {
        case .guide(let document): return document.blocks.map(\.code).joined(separator: "\u{0}")
        case .swiftFiles(let files): return files.map { $0.name + "\u{0}" + $0.text }.joined(separator: "\u{0}")
        }
    }
}

/// A guide-level failure with a one-line message saying what to do.
public struct GuideError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

private extension String {
    func ifEmpty(_ fallback: String) -> String { isEmpty ? fallback : self }
}
