import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// Canvas (recorded GraphicsContext commands drawn as views) and TimelineView (one fixed date).
@MainActor @Suite struct DSLCanvasTests {
    @Test func canvasFillsStrokesAndTextLandWhereTheContextPutsThem() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 60, y: 10)
            moved.opacity = 0.5
            moved.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
            context.stroke(Path { p in p.move(to: CGPoint(x: 50, y: 45)); p.addLine(to: CGPoint(x: 100, y: 45)) },
                           with: .color(.black), lineWidth: 4)
        }
        .frame(width: 100, height: 50)
        let (list, rendered) = try R.render(view: resolveView(canvas), width: 100, scale: 1)
        try rendered.image.writeForInspection("canvas")
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        #expect(rendered.image.rgba(10, 25) == (255, 59, 48, 255))        // left half: system red
        let circle = rendered.image.rgba(70, 20)                             // blue at 50 % over white
        #expect(abs(circle.r - 128) <= 1 && abs(circle.g - 189) <= 1 && circle.b == 255, "\(circle)")
        #expect(rendered.image.rgba(75, 45) == (0, 0, 0, 255))              // the stroke
        #expect(rendered.image.rgba(90, 30) == (255, 255, 255, 255))
    }

    /// A canvas offered no height (in a ScrollView, a component measured at its ideal height) is empty:
    /// its renderer is not called, so code that divides the size among grid cells does not trap.
    @Test func anEmptyCanvasDoesNotRunItsRenderer() throws {
        var sizes: [CGSize] = []
        let stack = VStack(spacing: 0) {
            Canvas { _, size in sizes.append(size) }
            Canvas { _, size in sizes.append(size) }.frame(height: 20)
        }
        _ = try R.render(view: resolveView(ScrollView { stack }.frame(width: 100, height: 60)), width: 100, scale: 1)
        #expect(sizes == [CGSize(width: 100, height: 20)])
    }

    /// A 100×50 canvas rendered at scale 1 on white.
    private func render(_ canvas: some View, _ name: String) throws -> (DisplayList, RenderedImage) {
        let (list, rendered) = try R.render(view: resolveView(canvas.frame(width: 100, height: 50)), width: 100, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered)
    }

    private static let red = GraphicsContext.Shading.color(red: 1, green: 0, blue: 0)
    private static let whole = Path(CGRect(x: 0, y: 0, width: 100, height: 50))

    @Test func clipShapesApplyToWhatIsDrawnAfterThem() throws {
        let (list, rendered) = try render(Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 40, width: 100, height: 10)), with: .color(red: 0, green: 0, blue: 1))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), options: .inverse)
            context.fill(Self.whole, with: Self.red)
        }, "canvas-clip")
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        #expect(rendered.image.rgba(5, 5) == (255, 0, 0, 255))          // inside the half
        #expect(rendered.image.rgba(75, 20) == (255, 255, 255, 255))    // clipped away
        #expect(rendered.image.rgba(20, 20) == (255, 255, 255, 255))    // the inverse clip's hole
        #expect(rendered.image.rgba(75, 45) == (0, 0, 255, 255))        // drawn before the clip
    }

    @Test func clipToLayerUsesTheLayersAlphaAndInverse() throws {
        let (_, rendered) = try render(Canvas { context, _ in
            var inside = context
            inside.clipToLayer { $0.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 50)), with: .color(.black)) }
            inside.fill(Self.whole, with: Self.red)
            var outside = context
            outside.clipToLayer(options: .inverse) { $0.fill(Path(CGRect(x: 0, y: 0, width: 70, height: 50)), with: .color(.black)) }
            outside.fill(Self.whole, with: .color(red: 0, green: 0, blue: 1))
        }, "canvas-clip-layer")
        #expect(rendered.image.rgba(15, 25) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(50, 25) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(85, 25) == (0, 0, 255, 255))
    }

    @Test func shadowFilterDrawsBelowEachLaterShape() throws {
        let (_, rendered) = try render(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: Self.red)
            context.addFilter(.shadow(color: .black, radius: 1, x: 0, y: 10))
            context.fill(Path(CGRect(x: 40, y: 0, width: 40, height: 20)), with: Self.red)
        }, "canvas-shadow")
        #expect(rendered.image.rgba(60, 10) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(60, 25).r < 20)                      // the shadow, 10 pt below
        #expect(rendered.image.rgba(60, 40) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(10, 25) == (255, 255, 255, 255))    // drawn before the filter
    }

    @Test func blurFilterSoftensEdgesAndDrawLayerFiltersTheLayerOnce() throws {
        let (_, rendered) = try render(Canvas { context, _ in
            context.addFilter(.blur(radius: 4))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 40, y: 0, width: 20, height: 50)), with: .color(.black))
            }
        }, "canvas-blur")
        let edge = rendered.image.rgba(38, 25), center = rendered.image.rgba(50, 25)
        #expect(edge.r > 60 && edge.r < 200, "\(edge)")
        #expect(center.r < 40, "\(center)")
        #expect(rendered.image.rgba(10, 25) == (255, 255, 255, 255))
    }

    @Test func blendModeCombinesWithTheCanvasDrawing() throws {
        let (list, rendered) = try render(Canvas { context, _ in
            context.fill(Self.whole, with: .color(red: 1, green: 1, blue: 0))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(red: 0, green: 1, blue: 1))
            context.blendMode = .xor
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        }, "canvas-blend")
        #expect(rendered.image.rgba(25, 25) == (255, 255, 0, 255))
        #expect(rendered.image.rgba(75, 25) == (0, 255, 0, 255))
        #expect(list.warnings.contains { $0.contains("GraphicsContext.BlendMode.xor") })
    }

    @Test func textDrawsThroughTheWholeTransform() throws {
        let (_, rendered) = try render(Canvas { context, _ in
            context.translateBy(x: 50, y: 0)
            context.rotate(by: .degrees(90))
            context.draw(Text("MMMM").font(.system(size: 20)), at: .zero, anchor: .topLeading)
        }, "canvas-rotated-text")
        func inked(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            xs.reduce(0) { count, x in ys.reduce(count) { $0 + (rendered.image.rgba(x, $1).r < 128 ? 1 : 0) } }
        }
        #expect(inked(26..<50, 0..<50) > 100)     // turned down the canvas, left of x = 50
        #expect(inked(50..<100, 0..<50) == 0)      // where unrotated text would be
    }

    @Test func resolvedTextMeasuresAsItsLayout() throws {
        let text = Text("Hello, Canvas").font(.system(size: 17))
        var measured = CGSize.zero, baselines: (CGFloat, CGFloat) = (0, 0)
        let canvas = Canvas { context, _ in
            let resolved = context.resolve(text)
            measured = resolved.measure(in: CGSize(width: 1000, height: 1000))
            baselines = (resolved.firstBaseline(in: CGSize(width: 1000, height: 1000)),
                         resolved.lastBaseline(in: CGSize(width: 40, height: 1000)))
        }
        _ = try R.render(view: resolveView(canvas.frame(width: 100, height: 50)), width: 100, scale: 3)
        let engine = try LayoutEngine(measurer: BundledFontMeasurer(library: R.fonts()), scale: 3)
        let layout = try engine.layout(resolveView(text), proposal: LayoutProposal(width: 1000, height: 1000))
        #expect(measured == CGSize(width: layout.root.frame.width, height: layout.root.frame.height))
        #expect(measured.width > 90 && measured.height > 19, "\(measured)")
        #expect(baselines.0 == CGFloat(layout.root.textLines?.firstBaseline ?? -1))
        #expect(baselines.1 > baselines.0)                               // wrapped at 40 pt: several lines
    }

    @Test func symbolsAndResolvedImagesDrawAtTheirOwnSize() throws {
        var symbolSize = CGSize.zero
        let (_, rendered) = try render(Canvas(renderer: { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            symbolSize = dot.size
            context.draw(dot, at: CGPoint(x: 20, y: 25))
            #expect(context.resolveSymbol(id: "missing") == nil)
        }, symbols: {
            Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).tag("dot")
        }), "canvas-symbol")
        #expect(symbolSize == CGSize(width: 20, height: 20))
        #expect(rendered.image.rgba(20, 25) == (0, 0, 255, 255))
        #expect(rendered.image.rgba(20, 12) == (255, 255, 255, 255))
    }

    @Test func shadingsAndCanvasBounds() throws {
        let (list, rendered) = try render(Canvas { context, _ in
            context.fill(Path(CGRect(x: -20, y: 0, width: 140, height: 10)), with: .palette([Self.red, .color(.blue)]))
            context.fill(Path(CGRect(x: 0, y: 20, width: 100, height: 10)), with: .color(white: 0.5))
            context.fill(Path(CGRect(x: 0, y: 40, width: 100, height: 10)),
                         with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 45)))
        }.padding(.horizontal, 10), "canvas-shadings")
        #expect(rendered.image.rgba(5, 5) == (255, 255, 255, 255))      // outside the canvas: clipped
        #expect(rendered.image.rgba(15, 5) == (255, 0, 0, 255))         // a palette fills with its first
        let grey = rendered.image.rgba(50, 25)
        #expect(abs(grey.r - 128) <= 1 && grey.g == grey.r && grey.b == grey.r, "\(grey)")
        // The conic shading sweeps clockwise from the trailing side of its centre (60, 45 here).
        let nearStart = rendered.image.rgba(88, 46), halfway = rendered.image.rgba(15, 44)
        #expect(nearStart.r > 240 && nearStart.b < 60, "\(nearStart)")   // 2° of 360°
        #expect(halfway.r > 60 && halfway.b > 60, "\(halfway)")
        #expect(list.warnings.isEmpty)
    }

    @Test func shadowOnlyDrawsTheShadowWithoutTheShape() throws {
        let (_, rendered) = try render(Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 0, y: 10, options: .shadowOnly))
            context.fill(Path(CGRect(x: 40, y: 0, width: 40, height: 20)), with: Self.red)
        }, "canvas-shadow-only")
        #expect(rendered.image.rgba(60, 5) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(60, 25) == (0, 0, 0, 255))
    }

    @Test func clipBoundingRectIsInUserSpace() throws {
        var bounds = CGRect.null
        _ = try render(Canvas { context, _ in
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 40, height: 20)))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), options: .inverse)
            context.translateBy(x: 5, y: 5)
            bounds = context.clipBoundingRect
        }, "canvas-clip-bounds")
        #expect(bounds == CGRect(x: 5, y: 5, width: 40, height: 20))
    }

    @Test func resolvedImagesCarryTheirSizeAndShading() throws {
        var image: GraphicsContext.ResolvedImage?
        let (_, rendered) = try render(Canvas { context, size in
            var star = context.resolve(Image(systemName: "star.fill"))
            star.shading = Self.red
            image = star
            context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
        }, "canvas-image")
        let size = try #require(image?.size)
        #expect(size.width > 10 && size.height > 10, "\(size)")
        #expect(image?.baseline ?? 0 <= size.height)
        #expect(rendered.image.rgba(50, 25) == (255, 0, 0, 255))
    }

    @Test func theBackdropBlendedWithItselfIsNoted() throws {
        let (list, _) = try render(Canvas { context, _ in
            context.blendMode = .multiply
            context.fill(Self.whole, with: .backdrop)
        }, "canvas-backdrop")
        #expect(list.warnings.contains { $0.contains("GraphicsContext.Shading.backdrop with BlendMode.multiply") })
    }

    @Test func timelineViewShowsItsFixedDate() {
        let view = TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
        }
        #expect(nodeTree(resolveView(view)) == "text \"9:41\u{202F}AM\" system(default) 17 regular #000000")
        let everyMinute = TimelineView(.everyMinute) { context in Text(verbatim: "\(Int(context.date.timeIntervalSince1970))") }
        #expect(nodeTree(resolveView(everyMinute)).hasPrefix("text \"1735724460\""))
    }
}
