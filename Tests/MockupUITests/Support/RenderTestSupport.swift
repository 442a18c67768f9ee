import Foundation
import MockupAssets
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Builders and pixel probes for renderer tests.
enum R {
    static func fonts() throws -> FontLibrary { try FontLibrary.shared() }

    /// Renders hand-built items on a `size`-point canvas.
    static func render(_ items: [DisplayItem], size: Size, scale: Double = 3, background: RGBA = .white,
                       warnings: [String] = []) throws -> RenderedImage {
        let list = DisplayList(size: size, scale: scale, items: items, warnings: warnings)
        return try MockupUI.render(list, background: background, fonts: fonts())
    }

    /// Lays `node` out with the bundled fonts and renders it.
    @MainActor
    static func render(view node: ViewNode, width: Double, scale: Double = 3, background: RGBA = .white) throws
        -> (DisplayList, RenderedImage) {
        let fonts = try fonts()
        let engine = try LayoutEngine(measurer: BundledFontMeasurer(library: fonts), images: AssetImageSizes(), scale: scale)
        let list = DisplayList(try engine.layout(node, proposal: LayoutProposal(width: width, height: nil)))
        let image = try DisplayListRenderer(fonts: fonts).render(list, background: background)
        return (list, image)
    }

    /// The image `name` of the asset folder `directory`, as a view at `scale` resolves it.
    static func bitmap(_ name: String, in directory: String, scale: Double = 3) -> BitmapAsset {
        AssetCatalog(folders: [directory]).bitmap(named: name, scale: scale, scheme: .light).asset
    }

    /// `list` rendered on white by `count` concurrent tasks sharing one renderer (determinism checks).
    static func renderConcurrently(_ list: DisplayList, count: Int = 2) async throws -> [PixelImage] {
        let renderer = DisplayListRenderer(fonts: try fonts())
        return try await withThrowingTaskGroup(of: PixelImage.self) { group in
            for _ in 0..<count { group.addTask { try renderer.render(list, background: .white).image } }
            var images: [PixelImage] = []
            for try await image in group { images.append(image) }
            return images
        }
    }

    static func fill(_ kind: ShapeKind, _ paint: ResolvedPaint, _ frame: Rect, evenOdd: Bool = false) -> DisplayItem {
        .shape(DisplayShape(shape: ResolvedShape(kind: kind, drawing: .fill(paint, evenOdd: evenOdd)), frame: frame))
    }
    static func fill(_ kind: ShapeKind, _ color: RGBA, _ frame: Rect) -> DisplayItem { fill(kind, .color(color), frame) }

    static func group(_ effect: DisplayEffect, _ bounds: Rect, _ items: DisplayItem...) -> DisplayItem {
        .group(DisplayGroup(effect: effect, bounds: bounds, items: items))
    }

    static func inter(_ size: Double, _ weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(source: .system(.default), size: size, weight: weight)
    }

    static func text(_ s: String, _ font: FontDescriptor, _ paint: ResolvedPaint = .color(.black)) -> ViewNode {
        .text(ResolvedText(string: s, font: font, paint: paint))
    }
}

extension ResolvedPaint {
    static let red = ResolvedPaint.color(RGBA(red: 1, green: 0, blue: 0))
    static let blue = ResolvedPaint.color(RGBA(red: 0, green: 0, blue: 1))
}

extension DisplayList {
    init(size: Size, scale: Double, items: [DisplayItem], warnings: [String]) {
        self.init(LayoutTree(root: LayoutTree.Node(kind: NodeKind("root"), detail: nil, frame: .zero, displayFrame: .zero,
                                                   drawing: nil, textLines: nil, children: []),
                             size: size, scale: scale, warnings: warnings))
        self.items = items
    }
}

extension PixelImage {
    /// The straight 8-bit (r, g, b, a) at pixel (x, y).
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let c = self[x, y].unpremultiplied
        return (Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha))
    }

    /// Number of pixels in `rect` (pixel coordinates, clamped to the image) that differ from `color`
    /// by more than `tolerance` in any channel.
    func count(in rect: IntRect, differingFrom color: PremultipliedColor, tolerance: Int = 2) -> Int {
        let area = rect.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return 0 }
        var n = 0
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let p = self[x, y]
                let d = [abs(Int(p.red) - Int(color.red)), abs(Int(p.green) - Int(color.green)),
                         abs(Int(p.blue) - Int(color.blue)), abs(Int(p.alpha) - Int(color.alpha))].max()!
                if d > tolerance { n += 1 }
            }
        }
        return n
    }

    /// Writes the image to `MOCKUP_RENDER_CHECK_DIR/name.png` when that variable is set (for looking
    /// at renders by eye); does nothing otherwise.
    func writeForInspection(_ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["MOCKUP_RENDER_CHECK_DIR"] else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try PNGEncoder.write(self, toFile: (directory as NSString).appendingPathComponent(name + ".png"))
    }
}

extension DisplayList {
    /// Every item, groups flattened, in painting order.
    var allItems: [DisplayItem] {
        func flatten(_ item: DisplayItem) -> [DisplayItem] {
            if case let .group(g) = item { return [item] + g.items.flatMap(flatten) }
            return [item]
        }
        return items.flatMap(flatten)
    }
}

extension Array where Element == DisplayItem {
    /// The texts drawn, depth first.
    var texts: [DisplayText] {
        flatMap { item -> [DisplayText] in
            switch item {
            case .text(let text): return [text]
            case .group(let group): return group.items.texts
            default: return []
            }
        }
    }
}
