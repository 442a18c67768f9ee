import Foundation
import MockupGallery
import MockupGuide
import MockupText

/// The gallery's components from the guides' own code: every guide of the gallery rendered
/// through the same compile-on-demand path as `mockup render guide.md` (cached by content), light
/// and dark. A guide that does not compile, or a missing engine library, is reported and skipped:
/// the rest of the gallery is still written.
struct GuideComponents {
    /// A PNG to write into the site.
    struct File {
        let path: String
        let bytes: [UInt8]
    }

    var bySlug: [String: [GuideComponent]] = [:]
    var files: [File] = []

    static func render(guides: [URL], jobs: Int, userFonts: URL? = nil) -> GuideComponents {
        var result = GuideComponents()
        guard !guides.isEmpty else { return result }
        let engine: EngineBuild
        let fonts: URL
        do {
            engine = try GuideRenderCommand.engineBuild()
            if let problem = engine.problem { throw CommandError(problem) }
            fonts = try FontsDirectory.locate()
        } catch {
            Console.warning("guide components skipped: \(error)")
            return result
        }
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-gallery-components-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        var run = GuideRun()
        run.schemes = ["light", "dark"]
        run.fontsDirectory = fonts
        run.userFontFolders = userFonts.map { [$0] } ?? []
        let batch = GuideBatch(compiler: GuideCompiler(engine: engine, cacheDirectory: GuideCompiler.defaultCacheDirectory),
                               run: run, output: staging)
        var inputs: [GuideInput] = []
        for guide in guides {
            do { inputs += try GuideInput.load(guide.path) } catch { Console.warning("components skipped: \(error)") }
        }
        for outcome in batch.render(inputs, jobs: jobs) {
            switch outcome.result {
            case .failure(let error):
                Console.warning("\(outcome.input.path): components skipped: \(error)")
            case .success(let report):
                result.add(report)
            }
        }
        return result
    }

    private mutating func add(_ report: GuideBatch.Report) {
        let slug = report.input.slug
        bySlug[slug] = report.entries.map { entry in
            let images = entry.files.compactMap { file -> GuideComponent.Image? in
                guard let data = FileManager.default.contents(atPath: report.folder.appendingPathComponent(file).path) else { return nil }
                let path = "components/\(slug)/\(file)"
                files.append(File(path: path, bytes: [UInt8](data)))
                return GuideComponent.Image(scheme: file.hasSuffix(".dark.png") ? "dark" : "light", path: path,
                                            width: entry.size?.first ?? 0, height: entry.size?.last ?? 0)
            }
            return GuideComponent(name: entry.component, variant: entry.variant, line: entry.line, arguments: entry.arguments,
                                  images: images, message: entry.status == "rendered" ? nil : entry.message)
        }
    }
}
