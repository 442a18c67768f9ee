import Foundation

/// A guide's code as one Swift program: its complete code blocks concatenated (snippets whose first
/// line is a comment — motion and haptics fragments — are left out, as the gallery does), with the
/// guide line of every program line, so a compile error is reported where the guide has it.
///
/// The source is compiled as iOS code: `#if os(iOS)` / `canImport(UIKit)` take their iOS branch, and
/// `#Preview` blocks become named values the runner renders (`IOSConditions`, `PreviewRewriter`), and
/// `@Entry` properties the key and property the macro expands to (`EntryRewriter`), and SwiftData's
/// `@Model` classes observable persistent models (`SwiftDataRewriter`), and Core Data's `@NSManaged`
/// declarations Swift over the object's values (`NSManagedRewriter`), and TipKit's `#Rule` the rule it
/// builds (`TipRuleRewriter`); imports of modules a render has not are blanked (`ModuleImports`) and
/// declarations earlier compile rounds left out are replaced (`LeftOutDeclaration`); all keep line numbers.
public struct GuideProgram: Sendable {
    /// The module the program is compiled as: `GuideRunner.Name` names a top-level declaration.
    public static let moduleName = "GuideRunner"

    /// One code block in the program.
    public struct Block: Sendable, Codable, Equatable {
        /// Index among the guide's code blocks.
        public let index: Int
        /// Guide (Markdown) line of the block's first code line; 1 for a Swift file.
        public let guideLine: Int
        /// Program line of the block's first line.
        public let programLine: Int
        public let lineCount: Int
        /// The file the block comes from (the guide or Swift file).
        public let file: String
    }

    public let blocks: [Block]
    /// `Guide.swift`: the blocks, one after the other.
    public let source: String
    /// The `#Preview` blocks found, in order.
    public let previews: [PreviewDeclaration]
    /// What the compile step changed and why (for the render notes).
    public let notes: [String]
    /// The third-party packages the code imports that a render has not (their imports left out), sorted.
    public let missingPackages: [String]

    /// The program of `document`'s blocks, leaving out the blocks in `excluded` and the imports of
    /// `missingModules` (`ModuleImports`), and with `leftOut` declarations applied.
    public init(document: GuideDocument, file: String, excluded: Set<Int> = [], missingModules: Set<String> = [],
                leftOut: [LeftOutDeclaration] = []) {
        let sources = document.blocks.enumerated().compactMap { index, block -> (Int, Int, String, String)? in
            guard !excluded.contains(index), !GuideProgram.isSnippet(block.code) else { return nil }
            return (index, block.firstLine, block.code, file)
        }
        self.init(sources, missingModules: missingModules, leftOut: leftOut)
    }

    /// The program of Swift files (each file is one block), leaving out the files in `excluded` and the
    /// imports of `missingModules`, and with `leftOut` declarations applied. File-private names two files
    /// share are renamed apart (`FilePrivateNames`), as are names two package targets in the folder
    /// declare (`TargetScopedNames`), and a type name two imported modules declare is qualified in a
    /// file that imports one of them (`ImportedNameCollisions`). `modules` are those the folder's Swift
    /// package and Tuist projects build, whose imports are of the program itself.
    public init(swiftFiles: [(name: String, text: String)], excluded: Set<Int> = [], missingModules: Set<String> = [],
                leftOut: [LeftOutDeclaration] = [], modules: SourceModules = SourceModules()) {
        let included = swiftFiles.enumerated().filter { !excluded.contains($0.offset) }
        let targets = TargetScopedNames.rewrite(included.map(\.element), modules: modules)
        let separated = FilePrivateNames.rewrite(targets.files)
        let qualified = ImportedNameCollisions.rewrite(separated.files)
        self.init(zip(included, qualified.files).map { entry, file in
            (entry.offset, 1, file.text.hasSuffix("\n") ? file.text : file.text + "\n", file.name)
        }, notes: targets.notes + separated.notes + qualified.notes, missingModules: missingModules, leftOut: leftOut,
                  modules: modules)
    }

    private init(_ sources: [(index: Int, guideLine: Int, code: String, file: String)], notes: [String] = [],
                 missingModules: Set<String>, leftOut: [LeftOutDeclaration], modules: SourceModules = SourceModules()) {
        var blocks: [Block] = []
        var text = ""
        var line = 1
        var notes = notes
        var missingPackages = Set<String>()
        // A package's own targets (`Sources/DesignTokens/…`, or any its manifest names), or an Xcode project's
        // top folders (a framework's), are modules of the program: their code is in it. A folder inside a
        // target (`Sources/Kit/Components/`) is not a module: an `import Components` there is a package's.
        let ownModules = Set(sources.compactMap { source in
            modules.module(of: source.file) ?? source.file.split(separator: "/").dropLast().first.map(String.init)
        }).union(modules.names)
        // A package's own target is the module its name imports, even where Mockup has a module of that
        // name (`Sources/Storage/` of an app that never uses Supabase): its sources are in the program.
        let leftOutModules = missingModules.union(sources.compactMap { modules.module(of: $0.file) }).union(modules.names)
        for source in sources {
            let imports = ModuleImports.rewrite(source.code, leavingOut: leftOutModules)
            for (removed, module) in imports.removed {
                let isOwn = ownModules.contains(module)
                if !isOwn { missingPackages.insert(module) }
                let reason = isOwn
                    ? "its sources are in this folder and compile into the same program"
                    : "no such module here: a third-party package is not part of a render; code that uses it is left out"
                notes.append("\(source.file):\(source.guideLine + removed - 1): import \(module) left out (\(reason))")
            }
            let conditions = IOSConditions.rewrite(imports.text)
            if conditions.changed { notes.append("\(source.file):\(source.guideLine): #if conditions take their iOS branch") }
            let availability = AvailabilityConditions.rewrite(conditions.text)
            if availability.changed {
                notes.append("\(source.file):\(source.guideLine): checks for an iOS newer than \(AvailabilityConditions.renderedIOS.map(String.init).joined(separator: ".")) take their older branch (renders show that iOS)")
            }
            let entry = MainAttribute.rewrite(availability.text)
            if entry.changed { notes.append("\(source.file):\(source.guideLine): @main removed; the app is rendered as its first window") }
            let objC = ObjCAttributes.rewrite(entry.text)
            if objC.changed {
                notes.append("\(source.file):\(source.guideLine): @objc and #selector kept as names (Linux has no Objective-C runtime; a render sends no actions)")
            }
            let darwin = DarwinQualifiers.rewrite(objC.text)
            if darwin.changed { notes.append("\(source.file):\(source.guideLine): Darwin.name read as Glibc.name (Linux's C library)") }
            let overrides = ExtensionOverrides.rewrite(darwin.text)
            for removed in overrides.removedLines {
                notes.append("\(source.file):\(source.guideLine + removed - 1): override in an extension left out (it replaces a UIKit method through the Objective-C runtime, which Linux has not; a render never calls it)")
            }
            let count = conditions.text.filter { $0 == "\n" }.count
            blocks.append(Block(index: source.index, guideLine: source.guideLine, programLine: line, lineCount: count,
                                file: source.file))
            text += TipRuleRewriter.rewrite(NSManagedRewriter.rewrite(SwiftDataRewriter.rewrite(EntryRewriter.rewrite(overrides.text).text).text).text).text
            line += count
        }
        let rewritten = PreviewRewriter.rewrite(text)
        self.blocks = blocks
        self.source = LeftOutDeclaration.apply(leftOut, to: rewritten.source,
                                               blockLines: Dictionary(blocks.map { ($0.index, $0.programLine) }, uniquingKeysWith: { a, _ in a }))
        self.previews = rewritten.previews
        self.notes = notes
        self.missingPackages = missingPackages.sorted()
    }

    /// A snippet (first non-blank line is a comment): motion or haptics fragments, not compiled.
    static func isSnippet(_ code: String) -> Bool {
        guard let first = code.split(separator: "\n").first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return true }
        return first.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }

    /// The block holding program `line` and the guide line it stands for.
    public func location(ofProgramLine line: Int) -> (block: Block, guideLine: Int)? {
        Self.location(ofProgramLine: line, in: blocks)
    }

    /// The block of `blocks` (a program's, in order) holding program `line`, and the guide line it stands for.
    static func location(ofProgramLine line: Int, in blocks: [Block]) -> (block: Block, guideLine: Int)? {
        guard let block = blocks.last(where: { $0.programLine <= line }), line < block.programLine + block.lineCount
        else { return nil }
        return (block, block.guideLine + line - block.programLine)
    }
}
