import Foundation
import MockupRaster

/// A custom symbol's SVG template, as the SF Symbols app exports it and an asset catalog's
/// `.symbolset` holds it: glyphs typeset at 100 pt in groups named by weight and scale
/// (`Regular-S`, `Regular-M`), guide lines for each scale's baseline and cap line (`Baseline-S`,
/// `Capline-S`) and each glyph's margins (`left-margin-Regular-S`, `right-margin-Regular-S`), as
/// Apple's "Creating custom symbol images for your app" describes the template. Mockup draws the
/// Regular glyph of the medium scale, else the small one enlarged to medium (the small scale is 20 %
/// smaller, `SymbolScale.factor`); other weights are not interpolated.
struct CustomSymbolTemplate: Sendable {
    /// The template's bytes, drawn through librsvg.
    let data: Data
    /// The glyph element drawn.
    let glyphID: String
    /// The glyph's left margin, in template units.
    let left: Double
    /// From the left margin to the right one, in template units: the symbol's width.
    let width: Double
    /// Halfway between the glyph's baseline and cap line, in template units: what sits on the middle
    /// of the text's cap height.
    let capMiddle: Double
    /// Template units per point of the font size at the medium scale.
    let unitsPerPoint: Double

    /// The point size the template's glyphs are typeset at.
    static let typesetSize = 100.0

    /// The template in `data`; throws a one-line reason when it is not one.
    init(data: Data) throws {
        for scale in ["M", "S"] {
            let glyph = "Regular-\(scale)", baseline = "Baseline-\(scale)", capLine = "Capline-\(scale)"
            let leftMargin = "left-margin-Regular-\(scale)", rightMargin = "right-margin-Regular-\(scale)"
            let rects = try VectorImageFile.elementRects(data, ids: [glyph, baseline, capLine, leftMargin, rightMargin])
            guard let ink = rects[glyph], let base = rects[baseline], let cap = rects[capLine] else { continue }
            self.data = data
            glyphID = glyph
            left = rects[leftMargin]?.minX ?? ink.minX
            width = (rects[rightMargin]?.minX ?? ink.maxX) - left
            capMiddle = (base.minY + cap.minY) / 2
            // A small glyph drawn at the medium scale is 1/0.8 as large: fewer of its units per point.
            unitsPerPoint = Self.typesetSize * (scale == "S" ? SymbolScale.small.factor : 1)
            return
        }
        throw CustomSymbolError("its SVG is not a symbol template: no Regular-M or Regular-S glyph with its Baseline and Capline guides "
                                + "(export it from the SF Symbols app)")
    }

    /// The template at `path`, read once per process (symbols are measured and drawn many times a
    /// render; an app's catalog does not change while it renders).
    static func load(_ path: String) throws -> CustomSymbolTemplate { try loaded.template(at: path) }

    private final class Loaded: @unchecked Sendable {
        private let lock = NSLock()
        private var templates: [String: Result<CustomSymbolTemplate, CustomSymbolError>] = [:]

        func template(at path: String) throws -> CustomSymbolTemplate {
            if let known = lock.withLock({ templates[path] }) { return try known.get() }
            let result: Result<CustomSymbolTemplate, CustomSymbolError>
            do {
                guard let data = FileManager.default.contents(atPath: path) else { throw CustomSymbolError("cannot read \(path)") }
                result = .success(try CustomSymbolTemplate(data: data))
            } catch {
                result = .failure(error as? CustomSymbolError ?? CustomSymbolError("\(error)"))
            }
            lock.withLock { templates[path] = result }
            return try result.get()
        }
    }

    private static let loaded = Loaded()
}

/// Why a custom symbol's template cannot be drawn.
struct CustomSymbolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How an asset catalog's custom symbol travels as a symbol name (`Image("bus")` beside the SF
/// Symbol `bus`): its template's path behind a prefix no SF Symbol name has.
public enum CustomSymbolName {
    private static let prefix = "asset-symbol:"

    /// The symbol name that draws the template at `path`.
    public static func name(forTemplate path: String) -> String { prefix + path }

    /// The template path a symbol name stands for; nil for an SF Symbol name.
    public static func templatePath(of name: String) -> String? {
        name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
    }

    /// The set's name for messages (`bus` for `…/bus.symbolset/bus.svg`).
    static func displayName(ofTemplate path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
