/// Swift files rendered together are compiled as one program (`GuideProgram`), so the targets of a
/// package in the folder (`Sources/<Target>/…`, as SwiftPM lays them out) lose their module scope:
/// a type or variable two targets each declare at top level — a feature module's own `enum Constants`, a
/// `typealias NoticeType = String` beside another target's `enum NoticeType` — collides, where
/// SwiftPM compiles the targets apart. One declaration keeps the name (the app's own, else that of
/// the target most files import); each other target's is renamed (`NoticeType` →
/// `NoticeType_Networks`) in its own files and in the files of targets that import it without
/// importing the one that kept the name, as Swift would resolve them. Lines are kept, so compile
/// errors still point at the code.
enum TargetScopedNames {
    /// `files` with target-scoped names renamed apart, and a note per renamed name.
    static func rewrite(_ files: [(name: String, text: String)]) -> (files: [(name: String, text: String)], notes: [String]) {
        let targets = files.map { target(of: $0.name) }
        guard Set(targets).count > 1 else { return (files, []) }
        let imports = files.map { Set(ModuleImports.modules(in: $0.text)) }
        var declaringTargets: [String: Set<String?>] = [:]
        for (index, file) in files.enumerated() {
            // Functions are left alone: one module may overload a name across folders (an app laid out
            // as `Sources/<Folder>/…` is one module), while a type or variable declared twice cannot be.
            for declaration in FilePrivateNames.topLevelDeclarations(SwiftSourceScanner(file.text))
            where !declaration.isFilePrivate && !declaration.isFunction {
                declaringTargets[declaration.name, default: []].insert(targets[index])
            }
        }
        var result = files
        var notes: [String] = []
        for (name, declaring) in declaringTargets.sorted(by: { $0.key < $1.key }) where declaring.count > 1 {
            let importers = { (target: String?) in target.map { target in imports.filter { $0.contains(target) }.count } ?? Int.max }
            let kept = declaring.max { importers($0) < importers($1) || importers($0) == importers($1) && ($0 ?? "") > ($1 ?? "") }!
            for case let renamed? in declaring.sorted(by: { ($0 ?? "") < ($1 ?? "") }) where renamed != kept {
                let newName = "\(name)_\(String(renamed.map { $0.isLetter || $0.isNumber ? $0 : "_" }))"
                for index in files.indices where targets[index] == renamed
                    || targets[index] != kept && imports[index].contains(renamed) && !(kept.map(imports[index].contains) ?? false) {
                    result[index].text = FilePrivateNames.renaming(name, to: newName, in: result[index].text)
                }
                let keeper = kept.map { "target \($0)" } ?? "the app"
                notes.append("target \(renamed): '\(name)' renamed '\(newName)': \(keeper) declares it too, and the targets are compiled as one program")
            }
        }
        return (result, notes)
    }

    /// The package target a file belongs to: the folder after `Sources/` in its path
    /// (`Kit/Sources/Models/Notice.swift` → `Models`); nil for the app's own files.
    static func target(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return nil }
        return String(components[sources + 1])
    }
}
