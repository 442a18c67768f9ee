import Foundation
import MockupUI

/// Builds `<img>` tags for rendered images: the 1x file as `src`, 1x/2x/3x in `srcset`, and the
/// size in points as width/height so the page does not jump while images load.
struct ImageCatalog {
    let sizes: [String: PixelSize]

    /// The scene's size in points at 1x (canvas, margins included), if rendered.
    func pointSize(_ scene: MockupScene, scheme: ColorScheme) -> PixelSize? {
        sizes[GallerySite.imagePath(scene, scheme: scheme, scale: 1)]
    }

    func img(_ scene: MockupScene, scheme: ColorScheme, alt: String, className: String = "") -> String {
        let paths = GallerySite.scales.map { GallerySite.imagePath(scene, scheme: scheme, scale: $0) }
        let srcset = zip(paths, GallerySite.scales).map { "\(HTML.escape(HTML.urlPath($0))) \(Int($1))x" }.joined(separator: ", ")
        let size = pointSize(scene, scheme: scheme).map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        let classAttribute = className.isEmpty ? "" : " class=\"\(className)\""
        return "<img\(classAttribute) src=\"\(HTML.escape(HTML.urlPath(paths[0])))\" srcset=\"\(srcset)\"\(size) alt=\"\(HTML.escape(alt))\">"
    }
}
