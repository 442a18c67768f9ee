import Foundation
import MockupAssets

/// A guide compiled into its runner: an executable that renders every component it can build.
public struct CompiledGuide: Sendable {
    /// A code block, or in an app's files a declaration, left out because it does not compile, with its
    /// first error.
    public struct BlockFailure: Sendable, Codable, Equatable {
        public let file: String
        /// Guide line of the block's first code line.
        public let blockLine: Int
        /// Guide line of the error.
        public let line: Int
        public let message: String
        /// The declaration left out for it (`User.isCurrentUser`, `the body of ProfileView.body`); nil
        /// when the whole block was.
        public var declaration: String? = nil

        /// `block at line 9` or `User.isCurrentUser left out`.
        public var leftOut: String { declaration.map { "\($0) left out" } ?? "block at line \(blockLine)" }
    }

    /// How much was left out: `2 blocks`, `14 declarations`, `14 declarations and 1 block`.
    public var leftOutCount: String {
        let declarations = failedBlocks.filter { $0.declaration != nil }.count, blocks = failedBlocks.count - declarations
        let parts = [(declarations, "declaration"), (blocks, "block")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 blocks" : parts.joined(separator: " and ")
    }

    public let runner: URL
    public let failedBlocks: [BlockFailure]
    /// Screens the guide names but never defines, stubbed as empty views.
    public let stubs: [String]
    /// Components whose generated call did not compile.
    public let droppedComponents: [String]
    public let notes: [String]
    /// The third-party packages the code imports that a render has not (`GuideProgram.missingPackages`).
    public var missingPackages: [String] = []
    /// True when the runner came from the cache without compiling.
    public let cached: Bool
    /// Where each of the user's files (or blocks) sits in the runner's `Guide.swift`.
    var blocks: [GuideProgram.Block] = []

    /// `message` with each `Guide.swift:LINE` of the runner's source (a trap's location) written as
    /// the user's file and line it came from.
    func userLocations(in message: String) -> String {
        message.replacing(#/(?:[\w.-]+/)?Guide\.swift:(\d+)/#) { match in
            guard let line = Int(match.1), let location = GuideProgram.location(ofProgramLine: line, in: blocks)
            else { return String(match.0) }
            return "\(location.block.file):\(location.guideLine)"
        }
    }
}

/// Compiles guides against the prebuilt engine (`EngineBuild`), caching runners by content: an
/// unchanged guide is not compiled again, an edited one is compiled on its own. Blocks that do not
/// compile are left out (and reported against the guide's line), so the rest still renders. The
/// app's asset catalogs add the symbols Xcode generates for them (`Assets.swift`, `AssetSymbols`).
public struct GuideCompiler: Sendable {
    public let engine: EngineBuild
    /// Where runners are kept (`~/.cache/mockup/guides`).
    public let cacheDirectory: URL
    /// Compile rounds before giving up on a guide (each may leave out blocks or stub screens); an app's
    /// files, left out by declaration, take more (code that used a removed declaration fails next).
    static let maximumRounds = 10
    static let maximumRoundsByDeclaration = 20

    public init(engine: EngineBuild, cacheDirectory: URL) {
        self.engine = engine
        self.cacheDirectory = cacheDirectory
    }

    /// The user's cache folder for runners: `$XDG_CACHE_HOME/mockup/guides` or `~/.cache/mockup/guides`.
    public static var defaultCacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("mockup/guides")
    }

    /// Moves the file at `new` to `url`, in one step when `url` is on the same file system.
    private static func replace(_ url: URL, with new: URL) throws {
        guard rename(new.path, url.path) == 0 else {
            throw GuideError("cannot place the runner at \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Compiles `input` (or finds it in the cache). `typecheckOnly` stops after the blocks are
    /// known to compile (for `mockup check`).
    public func compile(_ input: GuideInput, typecheckOnly: Bool = false) throws -> CompiledGuide {
        if let problem = engine.problem { throw GuideError(problem) }
        let catalogs = input.assetCatalogs
        let catalogSets = AssetCatalog(folders: catalogs.map(\.path)).sets
        var assets = AssetSymbols(sets: catalogSets)
        let folderURL = URL(fileURLWithPath: input.path)
        var generated = ResourceAccessors(source: input.code, declaredTypes: { Set(TypeDeclaration.all(in: input.code).map(\.name)) },
                                          catalogs: { ResourceAccessors.catalogs(catalogs, in: folderURL) },
                                          fonts: { ResourceAccessors.fontFiles(input.resourceFiles, in: folderURL) },
                                          tables: { ResourceAccessors.stringTables(input.stringTables) },
                                          swiftGen: SwiftGenConfiguration(text: input.swiftGenConfiguration))
        let key = StableHash.hex(engine.identity + "\u{0}" + Self.generatorIdentity + "\u{0}" + input.fingerprint + "\u{0}"
                                 + assets.fingerprint + "\u{0}" + generated.fingerprint)
        let folder = cacheDirectory.appendingPathComponent(key)
        let runner = folder.appendingPathComponent("runner")
        let record = folder.appendingPathComponent("compile.json")
        let hold = try CacheEntryLock(folder: folder)
        defer { hold.release() }
        if let data = try? Data(contentsOf: record), let saved = try? JSONDecoder().decode(Record.self, from: data),
           typecheckOnly || FileManager.default.isExecutableFile(atPath: runner.path) {
            return CompiledGuide(runner: runner, failedBlocks: saved.failedBlocks, stubs: saved.stubs,
                                 droppedComponents: saved.droppedComponents, notes: saved.notes, missingPackages: saved.missingPackages ?? [],
                                 cached: true, blocks: saved.blocks)
        }
        let missingModules = try self.missingModules(of: input.program(excluding: []), in: folder)
        if !assets.isEmpty {
            try probe(&assets, program: input.program(excluding: [], missingModules: missingModules), accessors: generated.source.text, in: folder)
        }

        var leftOut = LeftOutCode(byDeclaration: input.leavesOutDeclarations)
        var stubs = Set<String>()
        var dropped: [String: String] = [:]
        var stillFailing = ""
        let rounds = input.leavesOutDeclarations ? Self.maximumRoundsByDeclaration : Self.maximumRounds
        // Code that imports modules not here has its declarations checked apart from bodies until they
        // all compile: a body that calls a declaration whose signature names a missing package's type
        // can keep the compiler diagnosing it for many minutes (QuickBlox's views), where the
        // signature's error takes seconds, and its bodies are then checked watching for one the compiler
        // gets stuck on (`StalledBody`). Other code is checked whole at once (a pass less).
        var signaturesCompile = missingModules.isEmpty
        for _ in 0..<rounds {
            let program = input.program(excluding: Set(leftOut.blocks.keys), missingModules: missingModules, leftOut: leftOut.declarations)
            let types = TypeDeclaration.all(in: program.source)
            let plan = ComponentPlan(program: program, types: types, stubs: stubs,
                                     imageNames: catalogSets.filter { $0.kind == .image }.map(\.name))
            let source = RunnerSource(program: program, plan: plan, stubs: stubs, dropped: dropped)
            let components = source.components
            let symbols = assets.source
            let accessors = generated.source
            try write(["Guide.swift": program.source, "Support.swift": source.support, "Components.swift": components.text,
                       "Assets.swift": symbols.text, "ResourceAccessors.swift": accessors.text, "main.swift": RunnerSource.main], to: folder)
            // Type checking finds most errors quickly; some (escaping-closure and other SIL checks)
            // only appear when the runner is built, and are handled the same way.
            var (result, errors) = signaturesCompile ? try typecheckBodies(program, watchingForStalls: !missingModules.isEmpty, in: folder)
                : try swiftc(["-typecheck", "-Xfrontend", "-experimental-skip-all-function-bodies"], in: folder).withErrors
            if !signaturesCompile && result.status == 0 && errors.isEmpty {
                signaturesCompile = true
                (result, errors) = try typecheckBodies(program, watchingForStalls: true, in: folder)
            }
            if result.status == 0 && errors.isEmpty {
                if !typecheckOnly {
                    // Linked beside it and renamed: a runner path never holds a half-written file.
                    let linking = folder.appendingPathComponent("runner.linking")
                    result = try swiftc(["-Onone", "-o", linking.path] + engine.linkerFlags, in: folder)
                    errors = CompilerDiagnostic.errors(in: result.output)
                    if result.status == 0 { try Self.replace(runner, with: linking) }
                }
                if result.status == 0 {
                    let guide = CompiledGuide(runner: runner, failedBlocks: leftOut.failures, stubs: stubs.sorted(),
                                              droppedComponents: dropped.keys.filter { !RunnerSource.registersEnvironmentObject($0) }.sorted(),
                                              notes: program.notes + assets.notes + generated.notes, missingPackages: program.missingPackages,
                                              cached: false, blocks: program.blocks)
                    try JSONEncoder().encode(Record(guide)).write(to: record, options: .atomic)
                    return guide
                }
            }
            guard !errors.isEmpty else {
                throw GuideError("swiftc failed without an error line: " + result.output.prefix(300))
            }
            stillFailing = Self.describe(errors[0], in: program)
            let defined = Set(types.map(\.name))
            let missingScreens = Set(errors.compactMap(Self.missingViewName)).subtracting(defined).subtracting(stubs)
            if !missingScreens.isEmpty {
                stubs.formUnion(missingScreens)
                continue
            }
            var progressed = leftOut.leaveOut(errors, of: program)
            for error in errors {
                switch error.file {
                case "Components.swift":
                    if let owner = components.lineOwners[error.line], dropped[owner] == nil {
                        dropped[owner] = error.message
                        progressed = true
                    }
                case "Assets.swift":
                    if let owner = symbols.lineOwners[error.line], !assets.taken.contains(owner) {
                        assets.drop(owner, because: error.message)
                        progressed = true
                    }
                case "ResourceAccessors.swift":
                    if let target = accessors.lineOwners[error.line], generated.targets.contains(where: { $0.name == target }) {
                        generated.drop(target, because: error.message)
                        progressed = true
                    }
                default:
                    continue
                }
            }
            guard progressed else {
                throw GuideError("cannot compile the generated runner: \(errors[0].file):\(errors[0].line): \(errors[0].message)")
            }
        }
        throw GuideError("still does not compile after \(rounds) rounds of leaving out code (\(leftOut.failures.count) left out); "
                         + "still failing: \(stillFailing)")
    }

    /// Type checks the program with its bodies, and its errors. Watching for stalls, one frontend job
    /// checks the whole module (`-wmo`), printing each body as it finishes, and the declaration the
    /// compiler got stuck on when it stopped finishing bodies (`StalledBody`) is among the errors, so
    /// that it is left out.
    private func typecheckBodies(_ program: GuideProgram, watchingForStalls: Bool, in folder: URL) throws -> (ChildProcess.Result, [CompilerDiagnostic]) {
        guard watchingForStalls else { return try swiftc(["-typecheck"], in: folder).withErrors }
        let result = try swiftc(["-typecheck", "-wmo"] + StalledBody.timingFlags, stallLimit: StalledBody.limit, in: folder)
        guard result.stalled else { return result.withErrors }
        guard let stuck = StalledBody.diagnostic(output: result.output, file: "Guide.swift", source: program.source) else {
            throw GuideError("the Swift compiler stopped making progress for \(Int(StalledBody.limit)) s outside the code's "
                             + "declarations; render a subfolder (one target, fewer files)")
        }
        return (result, CompilerDiagnostic.errors(in: result.output) + [stuck])
    }

    /// An error of the generated program at its guide (or Swift file) line when it is in the user's
    /// code, else at the generated file's line.
    static func describe(_ error: CompilerDiagnostic, in program: GuideProgram) -> String {
        if error.file == "Guide.swift", let location = program.location(ofProgramLine: error.line) {
            return "\(location.block.file):\(location.guideLine): \(error.message)"
        }
        return "\(error.file):\(error.line): \(error.message)"
    }

    /// Identifies the code that writes runners (this process's executable): a new `mockup` may plan
    /// components differently, so its runners are compiled afresh.
    static let generatorIdentity: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size)-\(date)"
    }()

    /// `cannot find 'HomeView' in scope` → `HomeView` (screens are stubbed, as the seeds' scenes do).
    static func missingViewName(_ error: CompilerDiagnostic) -> String? {
        guard error.file == "Guide.swift" || error.file == "Components.swift",
              error.message.hasPrefix("cannot find '"), error.message.hasSuffix("' in scope") else { return nil }
        let name = error.message.dropFirst(13).dropLast(10)
        return name.hasSuffix("View") || name.hasSuffix("Screen") ? String(name) : nil
    }

    /// The modules `program` imports that cannot be imported here (`ModuleImports`), found with one
    /// type check rather than a compile round per file.
    private func missingModules(of program: GuideProgram, in folder: URL) throws -> Set<String> {
        let modules = ModuleImports.modules(in: program.source)
        guard !modules.isEmpty else { return [] }
        try write(["ModuleProbe.swift": ModuleImports.probe(modules)], to: folder)
        let result = try swiftc(["-typecheck"], files: ["ModuleProbe.swift"], in: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("ModuleProbe.swift"))
        return Set(CompilerDiagnostic.errors(in: result.output).compactMap(ModuleImports.missingModule))
    }

    /// Type checks the asset symbols' probe against the guide's code and marks the names the code or
    /// the engine already declares, so they are not generated again (`AssetSymbols`).
    /// The code's declarations that use generated resource accessors (`accessors`) are typed with them in place.
    private func probe(_ assets: inout AssetSymbols, program: GuideProgram, accessors: String, in folder: URL) throws {
        let probe = assets.probe
        let support = RunnerSource(program: program, plan: ComponentPlan(program: program, types: []), stubs: [], dropped: [:]).support
        try write(["Guide.swift": program.source, "Support.swift": support, "ResourceAccessors.swift": accessors, "AssetProbe.swift": probe.text],
                  to: folder)
        // The probe's body alone is checked (the code's bodies would only take time), even when the code
        // has errors of its own (a use of a symbol not yet generated).
        let result = try swiftc(["-frontend", "-typecheck", "-primary-file", "AssetProbe.swift"],
                                files: ["Guide.swift", "Support.swift", "ResourceAccessors.swift"], in: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("AssetProbe.swift"))
        assets.markTaken(by: CompilerDiagnostic.errors(in: result.output).filter { $0.file == "AssetProbe.swift" }, probe: probe.lines)
    }

    /// Compiles as Xcode builds a preview: in the Debug configuration, so `#if DEBUG` code (the sample
    /// data previews use) is in. Default values are isolated as in Swift 6 language mode (SE-0411,
    /// `IsolatedDefaultValues`): apps written in it give a `@MainActor` type's initializer a default
    /// argument that calls a `@MainActor` function, which Swift 5 mode rejects; code written for
    /// Swift 5 gets at most warnings from it. Regex literals may be written between slashes (SE-0354,
    /// `BareSlashRegexLiterals`), as in Swift 6 mode: `.onRouteRegex(/modal|detail/)`.
    private func swiftc(_ mode: [String], files: [String] = ["Guide.swift", "Support.swift", "Components.swift", "Assets.swift", "ResourceAccessors.swift",
                                                        "main.swift"],
                        stallLimit: TimeInterval? = nil, in folder: URL) throws -> ChildProcess.Result {
        let arguments = mode + ["-module-name", GuideProgram.moduleName, "-D", "DEBUG", "-enable-upcoming-feature", "IsolatedDefaultValues",
                                "-enable-upcoming-feature", "BareSlashRegexLiterals"] + engine.compilerFlags
            + ["-module-cache-path", cacheDirectory.appendingPathComponent("module-cache").path] + files
        var compiler = ChildProcess(executable: Self.swiftcPath, arguments: arguments, directory: folder)
        if let stallLimit {
            // The driver passes on its frontend's output only when the job ends: run the frontend job
            // it plans (`-###` prints it, quoted for a shell) so that its progress arrives as it is made.
            let plan = try ChildProcess(executable: Self.swiftcPath, arguments: ["-###"] + arguments, directory: folder).run()
            let jobs = plan.output.split(separator: "\n").filter { $0.contains(" -frontend ") }
            if plan.status == 0, jobs.count == 1 {
                compiler = ChildProcess(executable: "/bin/sh", arguments: ["-c", String(jobs[0])], directory: folder)
            }
            compiler.stallLimit = stallLimit
        }
        let result = try compiler.run()
        if result.timedOut {
            let lines = files.compactMap { try? Data(contentsOf: folder.appendingPathComponent($0)) }.reduce(0) { $0 + $1.filter { $0 == 10 }.count }
            throw GuideError("the Swift compiler was stopped after \(Int(ChildProcess.defaultTimeLimit)) s on \(lines) lines of code; "
                             + "render a subfolder (one target, fewer files)")
        }
        return result
    }

    /// `swiftc` on the PATH.
    static var swiftcPath: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? "/usr/bin/swiftc"
    }

    private func write(_ files: [String: String], to folder: URL) throws {
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
        }
    }

    /// What `compile.json` keeps of a compile.
    private struct Record: Codable {
        let failedBlocks: [CompiledGuide.BlockFailure]
        let stubs: [String]
        let droppedComponents: [String]
        let notes: [String]
        /// nil in records written before packages were kept.
        let missingPackages: [String]?
        let blocks: [GuideProgram.Block]
        init(_ guide: CompiledGuide) {
            failedBlocks = guide.failedBlocks; stubs = guide.stubs; droppedComponents = guide.droppedComponents; notes = guide.notes
            missingPackages = guide.missingPackages
            blocks = guide.blocks
        }
    }
}

private extension ChildProcess.Result {
    /// The result of a compiler run with the errors its output reports.
    var withErrors: (ChildProcess.Result, [CompilerDiagnostic]) { (self, CompilerDiagnostic.errors(in: output)) }
}
