import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// A small card composition through layout and rendering (set MOCKUP_RENDER_CHECK_DIR to look at it).
@MainActor
struct RenderCompositionTests {
    static let white = RGBA.white
    static let gradient = ResolvedPaint.linearGradient(
        stops: [GradientStop(color: RGBA(red: 0.98, green: 0.32, blue: 0.35), location: 0),
                GradientStop(color: RGBA(red: 0.13, green: 0.2, blue: 0.55), location: 1)],
        start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))

    static var card: ViewNode {
        let header = ViewNode.stack(axis: .horizontal, alignment: .center, spacing: 8, children: [
            .image(.symbol(name: "creditcard.fill", font: R.inter(20, .semibold), paint: .color(white))),
            R.text("Monzo 💳", R.inter(20, .bold), .color(white)),
            .spacer(minLength: nil),
            .image(.symbol(name: "bell", font: R.inter(17), paint: .color(white))),
        ])
        let body = ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 10, children: [
            header,
            R.text("£2,418.60", R.inter(34, .bold), .color(white)),
            R.text("Available to spend · Tuesday", R.inter(15), .color(white.opacity(0.8))),
        ])
        let background = ViewNode.shape(ResolvedShape(kind: .roundedRectangle(cornerRadius: 24, continuous: true),
                                                      drawing: .fill(gradient, evenOdd: false)))
        return .padding(EdgeInsets(top: 24, leading: 24, bottom: 24, trailing: 24), child:
            .effect(.shadow(color: RGBA.black.opacity(0.33), radius: 8, x: 0, y: 4), child:
                .secondary(SecondaryLayer(placement: .background, alignment: .center, content: background),
                           primary: .padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20), child: body))))
    }

    @Test func cardRendersGradientTextAndShadow() throws {
        let (list, rendered) = try R.render(view: Self.card, width: 393, background: RGBA(red: 0.95, green: 0.95, blue: 0.97))
        try rendered.image.writeForInspection("card")
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(rendered.image.width == Int((list.size.width * 3).rounded(.up)))
        // The gradient runs from the top-left (reddish) to the bottom-right (blue) of the card.
        let image = rendered.image
        let topLeft = image.rgba(24 * 3 + 30, 24 * 3 + 30), bottomRight = image.rgba(image.width - 24 * 3 - 30, image.height - 24 * 3 - 30)
        #expect(topLeft.r > 200 && topLeft.b < 140, "\(topLeft)")
        #expect(bottomRight.b > 110 && bottomRight.r < 80, "\(bottomRight)")
        // The shadow darkens the canvas just below the card, not far away from it.
        let belowCard = image.rgba(image.width / 2, image.height - 24 * 3 + 12)
        let corner = image.rgba(2, 2)
        #expect(belowCard.r < corner.r - 10, "\(belowCard) vs \(corner)")
    }

    /// Effects on text, symbols and shapes: rotation, scale, 3-D turn, opacity, blur, clip, strokes.
    static var sampler: ViewNode {
        let blue = ResolvedPaint.color(RGBA(red: 0.1, green: 0.35, blue: 0.9))
        func shape(_ kind: ShapeKind, _ drawing: ShapeDrawing, _ w: Double, _ h: Double) -> ViewNode {
            .frame(width: w, height: h, alignment: .center, child: .shape(ResolvedShape(kind: kind, drawing: drawing)))
        }
        let row1 = ViewNode.stack(axis: .horizontal, alignment: .center, spacing: 16, children: [
            .effect(.rotation(radians: -0.2, anchor: UnitPoint(x: 0.5, y: 0.5)), child: R.text("Rotated 🎉", R.inter(17, .semibold))),
            shape(.circle, .stroke(blue, StrokeOptions(lineWidth: 4)), 44, 44),
            shape(.capsule(continuous: false), .strokeBorder(.red, StrokeOptions(lineWidth: 3)), 80, 36),
            .effect(.scale(x: 1.5, y: 1.5, anchor: UnitPoint(x: 0.5, y: 0.5)),
                    child: .image(.symbol(name: "star.fill", font: R.inter(20), paint: .color(RGBA(red: 1, green: 0.7, blue: 0))))),
        ])
        let clipped = ViewNode.effect(.clip(.circle, evenOdd: false), child:
            .zstack(alignment: .center, children: [
                shape(.rectangle, .fill(gradient, evenOdd: false), 60, 60),
                R.text("Clip", R.inter(22, .heavy), .color(.white)),
            ]))
        let row2 = ViewNode.stack(axis: .horizontal, alignment: .center, spacing: 16, children: [
            .effect(.blur(radius: 2, opaque: false), child: R.text("Blurred", R.inter(20, .bold))),
            .effect(.opacity(0.4), child: R.text("Faded", R.inter(20, .bold))),
            clipped,
            .effect(.rotation3D(radians: 1.0, axis: Vector3(x: 0, y: 1, z: 0), anchor: UnitPoint(x: 0.5, y: 0.5),
                                anchorZ: 0, perspective: 1),
                    child: shape(.roundedRectangle(cornerRadius: 10, continuous: true), .fill(blue, evenOdd: false), 60, 40)),
        ])
        let bordered = ViewNode.secondary(
            SecondaryLayer(placement: .overlay, alignment: .center, content:
                .shape(ResolvedShape(kind: .roundedRectangle(cornerRadius: 14, continuous: true),
                                     drawing: .strokeBorder(blue, StrokeOptions(lineWidth: 2))))),
            primary: .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16), child:
                .text(ResolvedText(string: "Centred text that wraps onto a second line", font: R.inter(15, .medium),
                                   paint: .color(.black), alignment: .center))))
        let row3 = ViewNode.frame(width: 220, height: nil, alignment: .center, child: bordered)
        let stack = ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 24, children: [row1, row2, row3])
        return .padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20), child: stack)
    }

    @Test func effectSamplerDrawsEveryEffect() throws {
        let (_, rendered) = try R.render(view: Self.sampler, width: 393)
        try rendered.image.writeForInspection("effects")
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        let inked = rendered.image.count(in: IntRect(x: 0, y: 0, width: rendered.image.width, height: rendered.image.height),
                                         differingFrom: .white)
        #expect(inked > 20_000)
    }
}
