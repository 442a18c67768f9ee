import Foundation
import MockupAssets
import MockupRaster

/// A bitmap `Image` as the render's asset catalog resolved it, for the render's scale and colour
/// scheme: the file that draws it, or the warning that says why nothing does.
public struct BitmapAsset: Hashable, Sendable {
    /// The name the code looks the image up by.
    public var name: String
    /// The PNG, JPEG, WebP, PDF or SVG file drawn, with its scale; nil when the catalog has none for the name.
    public var file: AssetImageFile?
    /// What the render warns when there is no file (where the name was looked for, or that the
    /// image's file is of a kind Mockup does not draw).
    public var warning: String?
    /// Pixels already in memory (an image made from data), drawn instead of a file.
    public var decoded: DecodedBitmap?

    public init(name: String, file: AssetImageFile? = nil, warning: String? = nil, decoded: DecodedBitmap? = nil) {
        self.name = name; self.file = file; self.warning = warning; self.decoded = decoded
    }

    /// Pixels per point of what is drawn; nil when there is nothing to draw.
    public var scale: Double? { decoded?.scale ?? file?.scale }
}

/// An image's pixels held in memory with their scale (pixels per point): what an image made from
/// PNG, JPEG or WebP data (`UIImage(data:)`) draws. Equal when the pixels and scale are.
public final class DecodedBitmap: Hashable, Sendable {
    public let pixels: PixelImage
    public let scale: Double

    public init(pixels: PixelImage, scale: Double) {
        self.pixels = pixels; self.scale = scale
    }

    /// The image's size in points.
    public var pointSize: Size { Size(Double(pixels.width) / scale, Double(pixels.height) / scale) }

    public static func == (lhs: DecodedBitmap, rhs: DecodedBitmap) -> Bool {
        lhs === rhs || (lhs.scale == rhs.scale && lhs.pixels == rhs.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixels.width); hasher.combine(pixels.height); hasher.combine(scale)
    }
}

extension AssetCatalog {
    /// The image `name` for a render at `scale` in `scheme`, and whether its image set asks to be
    /// drawn as a template (`template-rendering-intent`).
    public func bitmap(named name: String, scale: Double, scheme: ColorScheme) -> (asset: BitmapAsset, isTemplate: Bool) {
        let lookup = image(named: name, scale: scale, appearance: scheme.assetAppearance)
        if let file = lookup.file { return (BitmapAsset(name: name, file: file), lookup.isTemplate) }
        let warning: String
        if let undrawable = lookup.undrawableFile {
            let file = (undrawable as NSString).lastPathComponent
            warning = "image \"\(name)\": \(file) is not a PNG, JPEG, WebP, PDF or SVG, which is all Mockup draws; add a PNG (a placeholder stands in)"
        } else if folders.isEmpty {
            warning = "image \"\(name)\" not found: the render has no asset catalog; drawn as a placeholder"
        } else {
            warning = "image \"\(name)\" not found in \(searchDescription); drawn as a placeholder — add it or fix the name"
        }
        return (BitmapAsset(name: name, warning: warning), lookup.isTemplate)
    }
}

extension ColorScheme {
    /// The asset appearance (`luminosity`) this scheme looks up.
    var assetAppearance: AssetAppearance { self == .dark ? .dark : .light }
}
