import Foundation

/// An image by name: an image set's folder, or loose files of a plain folder.
struct AssetImageSet: Sendable {
    enum Source: Sendable {
        case imageSet(folder: String)
        case looseFiles(folder: String, entries: [AssetSetContents.ImageEntry])
    }
    let source: Source

    /// The file for a render at `scale` in `appearance` (`AssetImageLookup`).
    func lookup(scale: Double, appearance: AssetAppearance) -> AssetImageLookup {
        let folder: String, entries: [AssetSetContents.ImageEntry], isTemplate: Bool
        switch source {
        case let .imageSet(setFolder):
            let contents = AssetSetContents.read(folder: setFolder)
            folder = setFolder
            entries = contents?.images ?? []
            isTemplate = contents?.properties?.templateRenderingIntent == "template"
        case let .looseFiles(looseFolder, looseEntries):
            folder = looseFolder; entries = looseEntries; isTemplate = false
        }
        let present = entries.filter { entry in
            entry.filename.map { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) } ?? false
        }
        let fitting = present.best(for: appearance)
        let raster = fitting.filter { LooseImageFile.extensions.contains(Self.fileExtension($0)) }
        var lookup = AssetImageLookup(isTemplate: isTemplate)
        if let entry = Self.nearest(raster, to: scale), let filename = entry.filename {
            lookup.file = AssetImageFile(path: (folder as NSString).appendingPathComponent(filename), scale: entry.pixelsPerPoint)
        } else if let vector = fitting.first(where: { AssetImageFile.vectorExtensions.contains(Self.fileExtension($0)) }),
                  let filename = vector.filename {
            // Xcode rasterizes a vector-only image set at the device's scale.
            lookup.file = AssetImageFile(path: (folder as NSString).appendingPathComponent(filename), scale: scale)
        } else if let other = fitting.first?.filename {
            lookup.undrawableFile = (folder as NSString).appendingPathComponent(other)
        }
        return lookup
    }

    /// The entry at `scale`, else the nearest scale; between two as near, the larger (a sharper
    /// image scaled down).
    static func nearest(_ entries: [AssetSetContents.ImageEntry], to scale: Double) -> AssetSetContents.ImageEntry? {
        entries.enumerated().min { a, b in
            let da = abs(a.element.pixelsPerPoint - scale), db = abs(b.element.pixelsPerPoint - scale)
            if da != db { return da < db }
            if a.element.pixelsPerPoint != b.element.pixelsPerPoint { return a.element.pixelsPerPoint > b.element.pixelsPerPoint }
            return a.offset < b.offset
        }?.element
    }

    private static func fileExtension(_ entry: AssetSetContents.ImageEntry) -> String {
        ((entry.filename ?? "") as NSString).pathExtension.lowercased()
    }
}

/// What an image name resolves to for one render.
public struct AssetImageLookup: Hashable, Sendable {
    /// The PNG, JPEG, WebP, PDF or SVG file to draw; nil when there is none.
    public var file: AssetImageFile?
    /// A file of the image that Mockup does not draw (HEIF, GIF), when it has no PNG, JPEG, WebP, PDF or SVG.
    public var undrawableFile: String?
    /// The image set's `template-rendering-intent` is `template`: drawn in the foreground style.
    public var isTemplate = false

    public init(file: AssetImageFile? = nil, undrawableFile: String? = nil, isTemplate: Bool = false) {
        self.file = file; self.undrawableFile = undrawableFile; self.isTemplate = isTemplate
    }
}

/// An image file and the pixels per point it is drawn at (`@2x` is 2; a vector file's is the scale
/// it is rasterized at).
public struct AssetImageFile: Hashable, Sendable {
    public var path: String
    public var scale: Double

    /// The extensions of vector images an image set can hold instead of bitmaps.
    public static let vectorExtensions: Set<String> = ["pdf", "svg"]

    public init(path: String, scale: Double) {
        self.path = path; self.scale = scale
    }

    /// Whether the file is a PDF or SVG, drawn by rasterizing it at `scale`.
    public var isVector: Bool { Self.vectorExtensions.contains((path as NSString).pathExtension.lowercased()) }
}
