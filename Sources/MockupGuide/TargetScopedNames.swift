/// Swift files rendered together are compiled as one program (`GuideProgram`), so the targets of a
/// package in the folder (`Sources/<Target>/…`, as SwiftPM lays them out) lose their module scope:
/// a type or variable two targets each declare at top level — a feature module's own `enum Constants`, a
/// `typealias NoticeType = String` beside another target's `enum NoticeType` — collides, where
/// SwiftPM compiles the targets apart. One declaration keeps the name (the app's own, else that of
/// the target most files import); each other target's is renamed (`NoticeType` →
/// `NoticeType_Networks`) in its own files and in the files of targets that import it without
/// importing the one that kept the name, as Swift would resolve them. A target's type that
/// shadows one of the SDK's (an `enum Duration`, a `struct Notification`) is renamed the same way
/// when a file of another target that does not import it uses the name, which there means the
/// SDK's. References qualified with a target's module name (`Models.Status`, in another target's
/// files or its own) are qualified with the program's module instead, the targets being one module here. Lines are kept (and columns,
/// but after a module name shorter than the program's), so compile errors still point at the code.
enum TargetScopedNames {
    /// `files` with target-scoped names renamed apart, and a note per renamed name. `modules` are
    /// those the folder's manifests build, and the folders of Tuist's.
    static func rewrite(_ files: [(name: String, text: String)], modules sourceModules: SourceModules = SourceModules())
        -> (files: [(name: String, text: String)], notes: [String]) {
        let targets = files.map { sourceModules.module(of: $0.name) }
        // A target's files may qualify its own names with its module name (`QuickBloxUIKit.settings`).
        let selfQualifying = Set(zip(files, targets).compactMap { file, target in target.flatMap { file.text.contains($0 + ".") ? $0 : nil } })
        let imports = files.map { Set(ModuleImports.modules(in: $0.text)) }
        // An Xcode project's framework, in a top folder of its name, or a package's target built from a
        // folder of another name (`path: "Sources"`), that an example app beside it imports and
        // qualifies names with (`RagiSwiftUIComponents.Slider`, against SwiftUI's); and the app's own
        // module, with which its code qualifies its names (`LineClone.User`, against FirebaseAuth's).
        let importedModules = Set(files.compactMap { $0.name.split(separator: "/").dropLast().first.map(String.init) })
            .union(sourceModules.names)
            .filter { module in imports.contains { $0.contains(module) } }
            .union(sourceModules.appModules)
        guard Set(targets).count > 1 || !selfQualifying.isEmpty else {
            guard !importedModules.isEmpty else { return (files, []) }
            let modules = importedModules.subtracting(topLevelNames(declaredIn: files.map { FilePrivateNames.declarations(in: SwiftSourceScanner($0.text)) }))
            return (files.map { (name: $0.name, text: unqualifying(modules, in: $0.text)) }, [])
        }
        // Each file's top-level declarations and extension members, scanned once for both passes.
        let declared = files.map { FilePrivateNames.declarations(in: SwiftSourceScanner($0.text)) }
        var declaringTargets: [String: Set<String?>] = [:]
        for index in files.indices {
            // Functions are left alone: one module may overload a name across folders (an app laid out
            // as `Sources/<Folder>/…` is one module), while a type or variable declared twice cannot be.
            for declaration in declared[index]
            where declaration.extendedType == nil && !declaration.isFilePrivate && !declaration.isFunction {
                declaringTargets[declaration.name, default: []].insert(targets[index])
            }
        }
        // Targets some file imports or names are modules; others may be folders of one module (`Sources/Views`).
        // A module that shares its name with a type it declares (`enum DesignSystem`) is not read as the
        // module where the code qualifies a name with it.
        let modules = Set(targets.compactMap { $0 }).filter { target in selfQualifying.contains(target) || imports.contains { $0.contains(target) } }
            .union(importedModules)
            .subtracting(topLevelNames(declaredIn: declared))
        var result = files
        var notes: [String] = []
        // What each target's declarations were renamed: where its module qualifies a name, that name.
        var renamedIn: [String: [String: String]] = [:]
        let sees = visibleModules(imports: imports, targets: targets, files: files)
        let usedNames = result.map { FilePrivateNames.usedNames(in: $0.text) }
        for (name, declaring) in declaringTargets.sorted(by: { $0.key < $1.key })
        where declaring.count == 1 && name.first?.isUppercase == true {
            guard let owner = declaring.first!, modules.contains(owner), files.indices.contains(where: {
                targets[$0] != owner && !sees[$0].contains(owner) && usedNames[$0].contains(name)
            }) else { continue }
            let newName = renamed(name, in: owner)
            renamedIn[owner, default: [:]][name] = newName
            for index in files.indices where targets[index] == owner || sees[index].contains(owner) {
                result[index].text = FilePrivateNames.renaming(name, to: newName, in: result[index].text)
            }
            notes.append("target \(owner): '\(name)' renamed '\(newName)': files of other targets that do not import \(owner) "
                         + "use the name for another declaration (the SDK's), and the targets are compiled as one program")
        }
        for (name, declaring) in declaringTargets.sorted(by: { $0.key < $1.key }) where declaring.count > 1 {
            let importers = { (target: String?) in target.map { target in imports.filter { $0.contains(target) }.count } ?? Int.max }
            let kept = declaring.max { importers($0) < importers($1) || importers($0) == importers($1) && ($0 ?? "") > ($1 ?? "") }!
            for case let renamed? in declaring.sorted(by: { ($0 ?? "") < ($1 ?? "") }) where renamed != kept {
                let newName = Self.renamed(name, in: renamed)
                renamedIn[renamed, default: [:]][name] = newName
                for index in files.indices where targets[index] == renamed
                    || targets[index] != kept && imports[index].contains(renamed) && !(kept.map(imports[index].contains) ?? false) {
                    result[index].text = FilePrivateNames.renaming(name, to: newName, in: result[index].text)
                }
                let keeper = kept.map { "target \($0)" } ?? "the app"
                notes.append("target \(renamed): '\(name)' renamed '\(newName)': \(keeper) declares it too, and the targets are compiled as one program")
            }
        }
        notes += renamingInternalExtensionMembers(in: &result, declared: declared, targets: targets, modules: modules)
        return (result.map { (name: $0.name, text: unqualifying(modules, in: $0.text, renamed: renamedIn)) }, notes)
    }

    /// The names of the types and variables `declared` at the top level of the files (not file-private).
    private static func topLevelNames(declaredIn declared: [[FilePrivateNames.Declaration]]) -> Set<String> {
        Set(declared.joined().filter { $0.extendedType == nil && !$0.isFilePrivate && !$0.isFunction }.map(\.name))
    }

    /// Renames, in its own target's files, an extension member a target keeps to itself (internal) that
    /// another target's extension of the same type also declares: SwiftfulRouting's internal
    /// `View.onFirstAppear(perform:)` beside SwiftfulUI's public `onFirstAppear(action:)`. SwiftPM
    /// resolves each target's uses to its own; one program finds the two ambiguous. A public one keeps
    /// its name (other targets' files call it), and so do the members of folders no file imports (one
    /// module's folders, which may overload a name). Notes, one per renamed member.
    /// `declared` holds each file's declarations as scanned before any renaming.
    private static func renamingInternalExtensionMembers(in files: inout [(name: String, text: String)],
                                                         declared: [[FilePrivateNames.Declaration]], targets: [String?],
                                                         modules: Set<String>) -> [String] {
        var declaring: [FilePrivateNames.Declaration.Key: [String?: Bool]] = [:]  // target → declares it publicly
        for index in files.indices {
            for declaration in declared[index] where declaration.extendedType != nil && !declaration.isFilePrivate {
                declaring[declaration.key, default: [:]][targets[index], default: false] = declaration.isPublic
                    || declaring[declaration.key]?[targets[index]] == true
            }
        }
        var notes: [String] = []
        for (key, byTarget) in declaring.sorted(by: { ($0.key.name, $0.key.extendedType ?? "") < ($1.key.name, $1.key.extendedType ?? "") })
        where byTarget.count > 1 {
            for case (let target?, false) in byTarget.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) where modules.contains(target) {
                let newName = renamed(key.name, in: target)
                for index in files.indices where targets[index] == target {
                    files[index].text = FilePrivateNames.renaming(key.name, to: newName, in: files[index].text, includingMemberAccesses: true,
                                                                 ofType: key.extendedType)
                }
                notes.append("target \(target): internal '\(key.name)' in an extension of \(key.extendedType ?? "") renamed '\(newName)': "
                             + "another target declares it too, and the targets are compiled as one program")
            }
        }
        return notes
    }

    /// The modules each file sees: those it imports and those its own target re-exports and, through
    /// targets that re-export others (`@_exported import SwiftUIKitCore` in an umbrella target), theirs.
    private static func visibleModules(imports: [Set<String>], targets: [String?],
                                       files: [(name: String, text: String)]) -> [Set<String>] {
        var reexports: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() where file.text.contains("@_exported") {
            guard let target = targets[index] else { continue }
            for match in file.text.matches(of: #/@_exported\s+import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/#) {
                reexports[target, default: []].insert(String(match.output.1))
            }
        }
        guard !reexports.isEmpty else { return imports }
        // A target's own `@_exported import` is seen by all its files, as Swift makes it module-wide
        // (an umbrella's `Exports.swift`).
        return zip(imports, targets).map { direct, target in
            var seen = direct.union(target.flatMap { reexports[$0] } ?? []), pending = Array(seen)
            while let module = pending.popLast() {
                for reexported in reexports[module] ?? [] where seen.insert(reexported).inserted { pending.append(reexported) }
            }
            return seen
        }
    }

    /// `name` as renamed apart in `target`'s files: `NoticeType_Networks`.
    private static func renamed(_ name: String, in target: String) -> String {
        "\(name)_\(String(target.map { $0.isLetter || $0.isNumber ? $0 : "_" }))"
    }

    /// `text` with names qualified with one of `modules` qualified with the program's module instead
    /// (`SUIComponents.SemanticColors` → `  GuideRunner.SemanticColors`, spaces keeping the columns
    /// where the name is longer), so a type nested under the same name (`extension Color { class
    /// SemanticColors: SUIComponents.SemanticColors }`) still reaches the top-level one; a name the
    /// module's declaration was `renamed` apart to is that name (`SwiftUIControls.TextField` →
    /// `GuideRunner.TextField_SwiftUIControls`). Member accesses (`value.Models`) are left alone.
    static func unqualifying(_ modules: Set<String>, in text: String, renamed: [String: [String: String]] = [:]) -> String {
        guard modules.contains(where: { text.contains($0 + ".") }) else { return text }
        let scanner = SwiftSourceScanner(text)
        let bytes = scanner.bytes, programModule = Array(GuideProgram.moduleName.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            guard scanner.kinds[index] == .code, SwiftSourceScanner.isIdentifierByte(bytes[index]),
                  index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]) else { output.append(bytes[index]); index += 1; continue }
            var end = scanner.identifierEnd(from: index)
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), SwiftSourceScanner.isIdentifierByte(bytes[end + 1]),
               case let module = String(decoding: bytes[index..<end], as: UTF8.self), modules.contains(module),
               FilePrivateNames.previousCode(before: index, in: scanner) != UInt8(ascii: ".") {
                output += [UInt8](repeating: UInt8(ascii: " "), count: max(0, end - index - programModule.count)) + programModule
                let nameEnd = scanner.identifierEnd(from: end + 1)
                let name = String(decoding: bytes[(end + 1)..<nameEnd], as: UTF8.self)
                output += [UInt8(ascii: ".")] + Array((renamed[module]?[name] ?? name).utf8)
                end = nameEnd
            } else {
                output += bytes[index..<end]
            }
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }
}
