import Foundation
import MockupRaster
import MockupText
import MockupUI

/// The display-list half of `mockup bench`: a full 393×852 pt home screen (gradient card with a
/// shadow, 10 transaction rows with symbols and emoji, a shadowed tile row, a tab bar) and one
/// card component, at @3x: layout, rasterization, and a component end to end (layout, raster, PNG).
@MainActor
enum RenderBench {
    static func run(iterations: Int = 21) throws -> [(name: String, medianMs: Double)] {
        let fonts = try FontLibrary.shared()
        let engine = try LayoutEngine(measurer: BundledFontMeasurer(library: fonts), scale: 3)
        let renderer = DisplayListRenderer(fonts: fonts)
        let canvasColour = RGBA(red: 0.96, green: 0.96, blue: 0.97)
        var list: DisplayList?
        let layout = try RasterBench.median(iterations) {
            list = DisplayList(try engine.layout(homeScreen, proposal: LayoutProposal(width: 393, height: 852),
                                                 canvas: Size(393, 852)))
        }
        guard let screen = list else { return [] }
        let raster = try RasterBench.median(iterations) { _ = try renderer.render(screen, background: canvasColour) }
        let component = try RasterBench.median(iterations) {
            let tree = try engine.layout(card, proposal: LayoutProposal(width: 393, height: nil))
            let image = try renderer.render(DisplayList(tree), background: canvasColour).image
            _ = try PNGEncoder.encode(image)
        }
        return [("render: 393x852 home screen @3x layout + display list", layout),
                ("render: 393x852 home screen @3x rasterize (1179x2556)", raster),
                ("render: card component @3x end to end (layout, raster, PNG)", component)]
    }

    private static func font(_ size: Double, _ weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(source: .system(.default), size: size, weight: weight)
    }

    private static func text(_ s: String, _ size: Double, _ weight: FontWeight = .regular, _ colour: RGBA = .black) -> ViewNode {
        .text(ResolvedText(string: s, font: font(size, weight), paint: .color(colour)))
    }

    private static func symbol(_ name: String, _ size: Double, _ colour: RGBA) -> ViewNode {
        .image(.symbol(name: name, font: font(size), paint: .color(colour)))
    }

    private static func fill(_ kind: ShapeKind, _ paint: ResolvedPaint) -> ViewNode {
        .shape(ResolvedShape(kind: kind, drawing: .fill(paint, evenOdd: false)))
    }

    private static func padded(_ length: Double, _ child: ViewNode) -> ViewNode {
        .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length), child: child)
    }

    private static func background(_ child: ViewNode, _ content: ViewNode) -> ViewNode {
        .secondary(SecondaryLayer(placement: .background, alignment: .center, content: content), primary: child)
    }

    private static let shadow = RenderEffect.shadow(color: RGBA.black.opacity(0.18), radius: 12, x: 0, y: 6)

    /// The balance card: gradient, continuous corners, a shadow over every leaf, text, emoji, symbols.
    static var card: ViewNode {
        let gradient = ResolvedPaint.linearGradient(
            stops: [GradientStop(color: RGBA(red: 0.98, green: 0.32, blue: 0.35), location: 0),
                    GradientStop(color: RGBA(red: 0.13, green: 0.2, blue: 0.55), location: 1)],
            start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))
        let content = ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 10, children: [
            .stack(axis: .horizontal, alignment: .center, spacing: 8, children: [
                symbol("creditcard.fill", 20, .white), text("Monzo 💳", 20, .bold, .white), .spacer(minLength: nil),
                symbol("bell", 17, .white),
            ]),
            text("£2,418.60", 34, .bold, .white),
            text("Available to spend · Tuesday", 15, .regular, RGBA.white.opacity(0.8)),
        ])
        return padded(16, .effect(shadow, child: background(padded(20, content),
                                                                fill(.roundedRectangle(cornerRadius: 24, continuous: true), gradient))))
    }

    private static func row(_ i: Int) -> ViewNode {
        let names = ["Pret A Manger", "Tesco Express", "TfL Travel", "Spotify", "Savings pot", "Amazon", "Deliveroo",
                     "Salary", "Rent", "Coffee 🥐"]
        let hue = Double(i) / 10
        let avatar = ViewNode.frame(width: 40, height: 40, alignment: .center, child:
            .zstack(alignment: .center, children: [fill(.circle, .color(RGBA(red: hue, green: 0.6, blue: 1 - hue))),
                                                  symbol(["star", "heart", "bolt", "bell", "creditcard"][i % 5], 17, .white)]))
        return .padding(EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), child:
            .stack(axis: .horizontal, alignment: .center, spacing: 12, children: [
                avatar,
                .stack(axis: .vertical, alignment: .leading, spacing: 2, children: [
                    text(names[i], 16, .semibold), text("Today · \(9 + i):\(10 + i * 3)", 13, .regular, RGBA(red: 0.5, green: 0.5, blue: 0.55)),
                ]),
                .spacer(minLength: nil),
                text(i % 3 == 0 ? "+£\(i * 13).50" : "−£\(i * 7 + 3).20", 16, .semibold),
            ]))
    }

    private static var tiles: ViewNode {
        let tile = { (title: String, name: String) -> ViewNode in
            .effect(shadow, child: background(
                padded(14, .stack(axis: .vertical, alignment: .leading, spacing: 6, children: [
                    symbol(name, 22, RGBA(red: 0.1, green: 0.4, blue: 0.9)), text(title, 15, .semibold),
                ])).withMaxWidth, fill(.roundedRectangle(cornerRadius: 16, continuous: true), .color(.white))))
        }
        return .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), child:
            .stack(axis: .horizontal, alignment: .center, spacing: 12, children: [tile("Pots", "chart.pie"), tile("Payments", "arrow.left.arrow.right")]))
    }

    private static var tabBar: ViewNode {
        let items = [("house.fill", "Home"), ("chart.bar", "Trends"), ("creditcard", "Card"), ("gearshape", "Settings")]
        return background(.padding(EdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0), child:
            .stack(axis: .horizontal, alignment: .center, spacing: 0, children: items.map { item in
                ViewNode.stack(axis: .vertical, alignment: .center, spacing: 4, children: [
                    symbol(item.0, 22, RGBA(red: 0.1, green: 0.4, blue: 0.9)), text(item.1, 11, .medium),
                ]).withMaxWidth
            })), fill(.rectangle, .color(.white)))
    }

    /// The full screen.
    static var homeScreen: ViewNode {
        .stack(axis: .vertical, alignment: .leading, spacing: 0, children: [
            .padding(EdgeInsets(top: 54, leading: 16, bottom: 0, trailing: 16), child: text("Home", 34, .bold)),
            card, tiles, .padding(EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0), child:
                .stack(axis: .vertical, alignment: .leading, spacing: 0, children: (0..<9).map(row))),
            .spacer(minLength: 0), tabBar,
        ])
    }
}

private extension ViewNode {
    var withMaxWidth: ViewNode { .flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading), child: self) }
}
