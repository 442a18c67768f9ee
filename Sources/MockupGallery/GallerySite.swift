import MockupRaster
import MockupText
import MockupUI

/// One image the gallery needs: a scene in a scheme at a scale, and where it goes.
public struct GalleryRender: Sendable {
    public let scene: MockupScene
    public let scheme: ColorScheme
    public let scale: Double
    /// Path relative to the gallery folder.
    public let path: String
}

/// The whole gallery: brands, the images to render, and the pages built from them.
public struct GallerySite: Sendable {
    /// Every image is rendered at these scales (for `srcset`).
    public static let scales: [Double] = [1, 2, 3]

    public let brands: [GalleryBrand]

    public init(brands: [GalleryBrand]) { self.brands = brands }

    /// `images/<brand>/<scene>[.<scheme>]@<n>x.png` (the scheme only when the scene has several).
    public static func imagePath(_ scene: MockupScene, scheme: ColorScheme, scale: Double) -> String {
        let variant = scene.schemes.count > 1 ? ".\(scheme)" : ""
        return "images/\(scene.brand)/\(scene.shortName)\(variant)@\(Int(scale))x.png"
    }

    /// `<brand>.html`.
    public static func pagePath(_ brand: GalleryBrand) -> String { "\(brand.slug).html" }

    /// Every scene and specimen in every scheme and scale, in page order.
    public var renders: [GalleryRender] {
        let scenes = brands.flatMap { brand in brand.scenes + (brand.tokens?.fonts ?? []).compactMap { brand.specimens[$0.name] } }
        return Self.scales.flatMap { scale in
            scenes.flatMap { scene in
                scene.schemes.map { GalleryRender(scene: scene, scheme: $0, scale: scale,
                                                  path: Self.imagePath(scene, scheme: $0, scale: scale)) }
            }
        }
    }

    /// Every file the gallery writes: images, then the text files of `pages`.
    public var plannedPaths: [String] { renders.map(\.path) + textPaths }

    /// The pages and other text files: index, search index, lint report, brand pages, component
    /// pages and token exports.
    private var textPaths: [String] {
        ["index.html", SearchIndex.path, LintReport.fileName] + brands.flatMap { brand in
            [Self.pagePath(brand)] + brand.guideComponentGroups.map { ComponentPage.path(brand: brand, component: $0[0].name) }
                + TokenExport.paths(brand).filter { _ in brand.tokens != nil }.map(\.path)
        }
    }

    /// Every guide's lint findings.
    public var lint: LintReport {
        LintReport(guides: brands.map { LintReport.Guide(guide: $0.guideName, brand: $0.slug, issues: $0.issues) })
    }

    /// The pages and other text files (in `plannedPaths` order), given the pixel size of every
    /// rendered image by path.
    public func pages(imageSizes: [String: PixelSize]) -> [(path: String, html: String)] {
        let images = ImageCatalog(sizes: imageSizes)
        var files: [(path: String, html: String)] = [("index.html", IndexPage(site: self, images: images).html),
                                                     (SearchIndex.path, SearchIndex(site: self).script),
                                                     (LintReport.fileName, String(decoding: lint.json, as: UTF8.self))]
        for brand in brands {
            files.append((Self.pagePath(brand), BrandPage(site: self, brand: brand, images: images).html))
            files += brand.guideComponentGroups.map {
                (ComponentPage.path(brand: brand, component: $0[0].name), ComponentPage(site: self, brand: brand, variants: $0).html)
            }
            files += TokenExport.files(brand).map { ($0.path, $0.text) }
        }
        return files
    }
}

/// Width and height in pixels.
public struct PixelSize: Sendable, Equatable {
    public let width: Int, height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
}
