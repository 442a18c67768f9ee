import Foundation
import MockupAssets

/// A bitmap `Image` as the render's asset catalog resolved it, for the render's scale and colour
/// scheme: the file that draws it, or the warning that says why nothing does.
public struct BitmapAsset: Hashable, Sendable {
    /// The name the code looks the image up by.
    public var name: String
    /// The PNG or JPEG file drawn, with its scale; nil when the catalog has none for the name.
    public var file: AssetImageFile?
    /// What the render warns when there is no file (where the name was looked for, or that the
    /// image is a vector Mockup does not draw).
    public var warning: String?

    public init(name: String, file: AssetImageFile? = nil, warning: String? = nil) {
        self.name = name; self.file = file; self.warning = warning
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
            let kind = (file as NSString).pathExtension.lowercased()
            warning = ["pdf", "svg"].contains(kind)
                ? "image \"\(name)\": vector asset \(file) is not drawn; add a PNG (a placeholder stands in)"
                : "image \"\(name)\": \(file) is not a PNG or JPEG, which is all Mockup decodes; add a PNG (a placeholder stands in)"
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
