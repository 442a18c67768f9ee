import Foundation
import MockupGuide
import MockupGallery
import MockupRaster
import MockupText
import MockupUI
import SceneCatalog

/// `mockup gallery -o DIR [--seeds DIR] [--jobs N]`: the static HTML gallery of every brand. Every
/// image is rendered before anything is written, so a failing render leaves the folder as it was;
/// warnings are printed (the pages list guide issues themselves).
enum GalleryCommand {
    @MainActor
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: ["-o", "--output", "--seeds", "--jobs"], switchOptions: [])
        guard options.positional.isEmpty else { throw CommandError.usage("gallery takes no scene names; use -o DIR") }
        guard let output = options.value("-o") ?? options.value("--output") else {
            throw CommandError.usage("gallery needs -o DIR (the folder to write the site into)")
        }
        let seeds = try options.value("--seeds").map { URL(fileURLWithPath: $0) } ?? RepositoryPaths.seedsDirectory()
        let fonts = try FontLibrary.shared()
        let threads = try options.jobs()
        let components = GuideComponents.render(seeds: seeds, jobs: threads)
        let site = GallerySite(brands: try brands(seeds: seeds, fonts: fonts, components: components.bySlug))
        for brand in site.brands {
            for issue in brand.issues { Console.warning("\(brand.slug) guide: \(issue)") }
        }

        let folder = try wrap { try GalleryOutput(directory: URL(fileURLWithPath: output),
                                                  planned: site.plannedPaths + components.files.map(\.path)) }
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
        SnapshotBatch.report(outcomes)
        let failed = outcomes.filter { $0.failure != nil }.count
        guard failed == 0 else {
            throw CommandError("gallery not written: \(failed) of \(outcomes.count) images could not be rendered (listed above)")
        }
        let images = outcomes.compactMap(\.value)
        for image in images { try wrap { try folder.write(image.bytes, to: image.path) } }
        for file in components.files { try wrap { try folder.write(file.bytes, to: file.path) } }
        let sizes = images.map { ($0.path, $0.size) }
        let pages = site.pages(imageSizes: Dictionary(sizes, uniquingKeysWith: { first, _ in first }))
        for page in pages { try wrap { try folder.write(Data(page.html.utf8), to: page.path) } }
        let removed = try wrap { try folder.finish() }
        print("wrote \(folder.directory.appendingPathComponent("index.html").path): \(site.brands.count) brands, "
              + "\(pages.count) pages, \(sizes.count) images" + (removed.isEmpty ? "" : ", removed \(removed.count) stale files"))
    }

    /// Brands with scenes (catalog order), then brands that only have a guide in `seeds` (sorted).
    @MainActor
    private static func brands(seeds: URL, fonts: FontLibrary, components: [String: [GuideComponent]]) throws -> [GalleryBrand] {
        let guideFiles = ((try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? [])
            .filter { $0.hasPrefix("ios-") && $0.hasSuffix("-swiftui.md") }.sorted()
        let guideSlugs = guideFiles.map { String($0.dropFirst(4).dropLast(11)) }
        var slugs: [String] = []
        for scene in SceneCatalog.all where !slugs.contains(scene.brand) { slugs.append(scene.brand) }
        slugs += guideSlugs.filter { !slugs.contains($0) }
        guard !slugs.isEmpty else {
            throw CommandError("no scenes and no guides found in \(seeds.path); run from the checkout or pass --seeds DIR")
        }
        return try slugs.map { slug in
            let name = "ios-\(slug)-swiftui.md"
            let file = seeds.appendingPathComponent(name)
            var guide: GuideDocument?
            if FileManager.default.fileExists(atPath: file.path) {
                do { guide = GuideDocument(markdown: try String(contentsOf: file, encoding: .utf8)) } catch {
                    throw CommandError("cannot read \(file.path): \(error.localizedDescription)")
                }
            }
            return GalleryBrand(slug: slug, scenes: SceneCatalog.all.filter { $0.brand == slug }, guide: guide,
                                guideName: name, fonts: fonts, guideComponents: components[slug] ?? [])
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
