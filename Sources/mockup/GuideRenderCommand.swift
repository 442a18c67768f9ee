import Foundation
import MockupGuide
import MockupText
import MockupUI

/// `mockup render PATH… [-o DIR] [--scheme light|dark|both] [--scale 1|2|3] [--device NAME] [--jobs N] [--fonts DIR]`
/// for guides (`*.md`), Swift files and folders of them: each is compiled against the prebuilt
/// engine (cached by content) and every component it can build is rendered into `DIR/<guide>/`,
/// with `DIR/<guide>/index.json`. The font files in `--fonts DIR` and in a `Fonts/` folder beside
/// each guide are registered for its render (`UserFontsOption`).
enum GuideRenderCommand {
    static let valueOptions: Set<String> = ["-o", "--output", "--scheme", "--scale", "--device", "--jobs", "--width",
                                            UserFontsOption.option]

    /// True when the positional words name guides, Swift files or folders rather than scenes
    /// (option values such as `-o out/` do not count).
    static func handles(_ words: [String]) -> Bool {
        var positional: [String] = []
        var index = 0
        while index < words.count {
            if valueOptions.contains(words[index]) { index += 2; continue }
            if !words[index].hasPrefix("-") { positional.append(words[index]) }
            index += 1
        }
        // A path on disk counts unless it also names scenes (a scene name wins).
        return positional.contains { word in
            word.hasSuffix(".md") || word.hasSuffix(".swift") || word.hasSuffix("/")
                || (FileManager.default.fileExists(atPath: word) && SceneSelection.matching(word).isEmpty)
        }
    }

    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: valueOptions.subtracting(["--width"]), switchOptions: [])
        guard !options.positional.isEmpty else { throw CommandError.usage("render needs a guide, Swift file or folder") }
        let output = URL(fileURLWithPath: options.value("-o") ?? options.value("--output") ?? "out")
        var run = GuideRun()
        run.schemes = try schemes(options.value("--scheme"))
        run.scale = try options.scale()
        let device = try deviceProfile(named: options.value("--device"))
        run.device = device.id
        run.fontsDirectory = try FontsDirectory.locate()
        run.userFontFolders = try UserFontsOption.folder(options).map { [$0] } ?? []
        let compiler = GuideCompiler(engine: try engineBuild(), cacheDirectory: GuideCompiler.defaultCacheDirectory)
        let inputs = try GuideInput.load(paths: options.positional)
        try UserFontsOption.registerFolders(of: inputs)
        let outcomes = GuideBatch(compiler: compiler, run: run, output: output).render(inputs, jobs: try options.jobs())

        var rendered = 0, total = 0, needArguments = 0, failed = 0, failedGuides = 0
        for outcome in outcomes {
            switch outcome.result {
            case .failure(let error):
                failedGuides += 1
                Console.error("\(outcome.input.path): \(error)")
            case .success(let report):
                if let note = report.input.unbuiltFilesNote { print("\(report.input.path): \(note)") }
                // A README beside the folder's Swift that draws nothing is one line, not a line per snippet.
                let isSnippets = report.input.isBesideSwiftProgram && report.entries.isEmpty
                for block in report.compiled.failedBlocks where !isSnippets {
                    Console.warning("\(block.file):\(block.line): \(block.declaration == nil ? "\(block.leftOut) left out" : block.leftOut): \(block.message)")
                }
                for warning in Self.missingModulesWarnings(report.compiled.missingPackages) {
                    Console.warning("\(report.input.path): \(warning)")
                }
                var warnings = GuideWarnings()
                for entry in report.entries {
                    total += 1
                    switch entry.status {
                    case "rendered": rendered += 1
                    case "needs-arguments": needArguments += 1; print("\(report.input.slug)/\(entry.component): \(entry.message ?? "")")
                    default: failed += 1; Console.error("\(report.input.slug)/\(entry.component): \(entry.message ?? "failed")")
                    }
                    for warning in entry.warnings { warnings.add(warning, component: entry.component) }
                }
                for line in warnings.lines(slug: report.input.slug) { Console.warning(line) }
                if isSnippets {
                    Console.warning("\(report.input.path): nothing to draw: \(report.compiled.leftOutCount) left out, snippets of the "
                                    + "folder's code that do not compile on their own (its Swift files are rendered as one program)")
                } else if report.entries.isEmpty {
                    Console.warning("\(report.input.path): nothing to draw: no SwiftUI view, #Preview or PreviewProvider compiles here "
                                    + "(Mockup draws SwiftUI; UIKit views and code without views are not drawn)")
                }
                print("\(report.input.path) → \(report.folder.path)/ (\(report.entries.count) components, "
                      + "\(report.compiled.leftOutCount) left out\(report.compiled.cached ? ", cached build" : ""))")
            }
        }
        print("rendered \(rendered) of \(total) components (\(needArguments) need arguments, \(failed) failed)"
              + (failedGuides > 0 ? "; \(failedGuides) guides did not compile" : ""))
        if failed > 0 || failedGuides > 0 { throw CommandError("some components or guides failed (see above)") }
    }

    /// What a render says of the modules the code imports and it has not: Apple's frameworks it does
    /// not provide, and third-party packages, whose sources the person can put beside the code.
    static func missingModulesWarnings(_ modules: [String]) -> [String] {
        let frameworks = modules.filter(AppleFrameworks.contains), packages = modules.filter { !AppleFrameworks.contains($0) }
        func list(_ names: [String]) -> String { names.joined(separator: ", ") }
        var warnings: [String] = []
        if !frameworks.isEmpty {
            warnings.append("imports \(frameworks.count == 1 ? "an Apple framework" : "Apple frameworks") Mockup does not provide "
                            + "(\(list(frameworks))): the code that uses \(frameworks.count == 1 ? "it" : "them") is left out")
        }
        if !packages.isEmpty {
            warnings.append("imports \(packages.count == 1 ? "a package" : "packages") Mockup has not (\(list(packages))): the code "
                            + "that uses \(packages.count == 1 ? "it" : "them") is left out; to draw it, put each package's sources "
                            + "in a folder named after its module beside the code (Sources/\(packages[0])/)")
        }
        return warnings
    }

    /// `light` (default), `dark` or `both`.
    static func schemes(_ value: String?) throws -> [String] {
        switch value ?? "light" {
        case "light": return ["light"]
        case "dark": return ["dark"]
        case "both": return ["light", "dark"]
        default: throw CommandError.usage("--scheme takes light, dark or both")
        }
    }

    /// The engine this binary was built with: its products folder and the package's Sources/.
    static func engineBuild() throws -> EngineBuild {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                             ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let products = executable.deletingLastPathComponent()
        var folder = products
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return EngineBuild(productsDirectory: products, sourcesDirectory: folder.appendingPathComponent("Sources"))
            }
            folder.deleteLastPathComponent()
        }
        throw CommandError("cannot find the Mockup package this binary was built from; run it from its checkout's .build/release")
    }
}

/// `mockup check PATH… [--fonts DIR]`: compiles guides and Swift files (no render) and lists every block
/// that does not compile, against the guide's own lines; exits 1 on any. The font files of `--fonts DIR`
/// and of each guide's `Fonts/` folder are checked too (a damaged one is an error). For design-system
/// repositories' CI.
enum GuideCheckCommand {
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: ["--jobs", UserFontsOption.option], switchOptions: [])
        guard !options.positional.isEmpty else { throw CommandError.usage("check needs a guide, Swift file or folder") }
        _ = try UserFontsOption.folder(options)
        let compiler = GuideCompiler(engine: try GuideRenderCommand.engineBuild(), cacheDirectory: GuideCompiler.defaultCacheDirectory)
        let inputs = try GuideInput.load(paths: options.positional)
        try UserFontsOption.registerFolders(of: inputs)
        var failures = 0
        for input in inputs {
            do {
                if let note = input.unbuiltFilesNote { print("\(input.path): \(note)") }
                let compiled = try compiler.compile(input, typecheckOnly: true)
                for block in compiled.failedBlocks {
                    print("\(block.file):\(block.line): error: \(block.message) (\(block.leftOut))")
                }
                failures += compiled.failedBlocks.count
                print("\(input.path): \(compiled.failedBlocks.isEmpty ? "ok" : "\(compiled.leftOutCount) \(compiled.failedBlocks.count == 1 ? "does" : "do") not compile")")
            } catch {
                failures += 1
                Console.error("\(input.path): \(error)")
            }
        }
        if failures > 0 { throw CommandError("\(failures) problems in \(inputs.count) inputs") }
    }
}

/// The device `--device` names (default iPhone 16), or a usage error listing the valid ids.
func deviceProfile(named name: String?) throws -> DeviceProfile {
    guard let name else { return .iPhone16 }
    guard let device = DeviceProfile.named(name) else {
        throw CommandError.usage("unknown device '\(name)'; use one of: " + DeviceProfile.all.map(\.id).joined(separator: ", "))
    }
    return device
}
