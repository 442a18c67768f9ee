import Foundation
import MockupGuide
import MockupGallery
import MockupRaster
import MockupText
import MockupUI
import SceneCatalog

/// `mockup gallery -o DIR [--seeds DIR] [--baseline DIR] [--jobs N] [--fonts DIR]`: the static HTML gallery of
/// every brand (with `--baseline`, components that changed since an earlier gallery are marked;
/// `--fonts`, the user's font files, registered as in `mockup render`). Every
/// image is rendered before anything is written, so a failing render leaves the folder as it was;
/// guide lint errors are printed (the pages and `lint.json` list every finding).
enum GalleryCommand {
    @MainActor
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: ["-o", "--output", "--seeds", "--jobs", "--baseline",
                                                                          UserFontsOption.option], switchOptions: [])
        guard options.positional.isEmpty else { throw CommandError.usage("gallery takes no scene names; use -o DIR") }
        guard let output = options.value("-o") ?? options.value("--output") else {
            throw CommandError.usage("gallery needs -o DIR (the folder to write the site into)")
        }
        let guides = try guideFiles(extra: try options.value("--seeds").map { try existingFolder($0, option: "--seeds") })
        let baseline = try options.value("--baseline").map { try existingFolder($0, option: "--baseline") }
        let userFonts = try UserFontsOption.folder(options)
        let fonts = try FontLibrary.shared()
        let threads = try options.jobs()
        var components = GuideComponents.render(guides: guides.map(\.url), jobs: threads, userFonts: userFonts)
        var extraFiles = components.files.map { (path: $0.path, bytes: $0.bytes) }
        if let baseline {
            let comparison = try wrap { try BaselineComparison(images: extraFiles, baseline: baseline) }
            components.bySlug = components.bySlug.mapValues { $0.map { $0.compared(with: comparison) } }
            extraFiles += comparison.files
            print("baseline \(baseline.path): \(comparison.changes.count) component images changed or new")
        }
        let site = GallerySite(brands: try brands(guides: guides, fonts: fonts, components: components.bySlug))
        for brand in site.brands {
            for issue in brand.issues where issue.kind == .error { Console.warning("\(brand.guideName): \(issue)") }
        }
        let lint = site.lint
        print("lint: \(lint.count(.error)) guide errors, \(lint.count(.warning)) warnings, \(lint.count(.note)) renderer notes "
              + "(details in \(LintReport.fileName) and on each brand page)")

        let folder = try wrap { try GalleryOutput(directory: URL(fileURLWithPath: output),
                                                  planned: site.plannedPaths + extraFiles.map(\.path)) }
        for path in folder.removedTemporaries { print("removed \(path) (left by an interrupted run)") }
        var outcomes: [SnapshotOutcome<RenderedImageFile>] = []
        for scale in GallerySite.scales {
            let pairs = site.renders.filter { $0.scale == scale }.map { ($0.scene, $0.scheme) }
            outcomes += SnapshotBatch.render(pairs, scale: scale, width: nil, threads: threads, fonts: fonts) { job, rendered in
                RenderedImageFile(path: GallerySite.imagePath(job.scene, scheme: job.scheme, scale: job.laidOut.request.scale),
                                  bytes: try PNGEncoder.encode(rendered.image, threads: 1),
                                  size: PixelSize(width: rendered.image.width, height: rendered.image.height))
            }
        }
        // Warnings once per scene (not per scale); a specimen's unbundled font is a lint note already.
        let specimens = Set(site.brands.flatMap { $0.specimens.values.map(\.name) })
        var reported: Set<String> = []
        for outcome in outcomes {
            if let failure = outcome.failure { Console.error("\(outcome.label): \(failure.description)") }
            for warning in outcome.warnings where !specimens.contains(outcome.scene.name) {
                if reported.insert("\(outcome.label): \(warning)").inserted { Console.warning("\(outcome.label): \(warning)") }
            }
        }
        let failed = outcomes.filter { $0.failure != nil }.count
        guard failed == 0 else {
            throw CommandError("gallery not written: \(failed) of \(outcomes.count) images could not be rendered (listed above)")
        }
        let images = outcomes.compactMap(\.value)
        for image in images { try wrap { try folder.write(image.bytes, to: image.path) } }
        for file in extraFiles { try wrap { try folder.write(file.bytes, to: file.path) } }
        let sizes = images.map { ($0.path, $0.size) }
        let pages = site.pages(imageSizes: Dictionary(sizes, uniquingKeysWith: { first, _ in first }))
        for page in pages { try wrap { try folder.write(Data(page.html.utf8), to: page.path) } }
        let removed = try wrap { try folder.finish() }
        print("wrote \(folder.directory.appendingPathComponent("index.html").path): \(site.brands.count) brands, "
              + "\(pages.count) pages and data files, \(sizes.count + extraFiles.count) images" + (removed.isEmpty ? "" : ", removed \(removed.count) stale files"))
    }

    /// A guide of the gallery: its file and its brand slug (`ios-acme-swiftui.md` → `acme`).
    struct GuideFile {
        let url: URL
        let slug: String
    }

    /// The guides of the checkout's `seeds/` (when run in a checkout) and of `--seeds DIR`, which
    /// adds to them (a guide of the same name in DIR replaces the checkout's), sorted by name.
    private static func guideFiles(extra: URL?) throws -> [GuideFile] {
        var folders: [URL] = []
        if let root = RepositoryPaths.checkoutRoot() { folders.append(root.appendingPathComponent("seeds")) }
        if let extra { folders.append(extra) }
        guard !folders.isEmpty else {
            throw CommandError("not inside a Mockup checkout, so there is no seeds/ folder; cd into the checkout or pass --seeds DIR")
        }
        var byName: [String: URL] = [:]
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            where name.hasPrefix("ios-") && name.hasSuffix("-swiftui.md") {
                byName[name] = folder.appendingPathComponent(name)
            }
        }
        return byName.keys.sorted().map { GuideFile(url: byName[$0]!, slug: GuideInput.slug($0)) }
    }

    /// The folder an option names, or a usage error saying so.
    private static func existingFolder(_ path: String, option: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.usage("\(option) \(path): no such folder; give "
                                     + (option == "--seeds" ? "a folder of ios-<brand>-swiftui.md guides" : "the folder of an earlier gallery"))
        }
        return URL(fileURLWithPath: path)
    }

    /// Brands with scenes (catalog order), then brands that only have a guide (by name).
    @MainActor
    private static func brands(guides: [GuideFile], fonts: FontLibrary, components: [String: [GuideComponent]]) throws -> [GalleryBrand] {
        var slugs: [String] = []
        for scene in SceneCatalog.all where !slugs.contains(scene.brand) { slugs.append(scene.brand) }
        slugs += guides.map(\.slug).filter { !slugs.contains($0) }
        guard !slugs.isEmpty else { throw CommandError("no scenes and no guides found; pass --seeds DIR with ios-<brand>-swiftui.md guides") }
        let files = Dictionary(guides.map { ($0.slug, $0.url) }, uniquingKeysWith: { first, _ in first })
        return try slugs.map { slug in
            let file = files[slug]
            var guide: GuideDocument?
            if let file {
                do { guide = GuideDocument(markdown: try String(contentsOf: file, encoding: .utf8)) } catch {
                    throw CommandError("cannot read \(file.path): \(error.localizedDescription)")
                }
            }
            return GalleryBrand(slug: slug, scenes: SceneCatalog.all.filter { $0.brand == slug }, guide: guide,
                                guideName: file?.lastPathComponent ?? "ios-\(slug)-swiftui.md", fonts: fonts,
                                guideComponents: components[slug] ?? [])
        }
    }

    /// An encoded gallery image, held until every render has succeeded.
    private struct RenderedImageFile: Sendable {
        let path: String
        let bytes: [UInt8]
        let size: PixelSize
    }

    /// Runs `body`, turning a `GalleryError` into a `CommandError` with its message.
    private static func wrap<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as GalleryError { throw CommandError(error.description) }
    }
}
