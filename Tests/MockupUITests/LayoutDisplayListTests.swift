import MockupRaster
import Testing
@testable import MockupUI

/// The display list: painting order, effect groups, offsets, warnings, dumps.
@MainActor
struct LayoutDisplayListTests {
    private let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)

    @Test func backgroundBelowOverlayAboveEffectsAsGroups() throws {
        let view = V.text("Hi").padded(10)
            .withBackground(V.shape(.roundedRectangle(cornerRadius: 8, continuous: true), red))
            .withOverlay(V.shape(.circle, blue).withFrame(width: 6, height: 6), alignment: .topTrailing)
            .withEffect(.opacity(0.5))
            .withEffect(.shadow(color: RGBA.black.opacity(0.33), radius: 4, x: 0, y: 2))
            .offsetBy(x: 5, y: 1)
        let tree = try layout(view, width: 300)
        // Layout ignores the offset; the display frames include it.
        expectRect(tree.root.frame, 0, 0, 40, 40)
        expectRect(tree.root.displayFrame, 5, 1, 40, 40)

        let list = DisplayList(tree)
        guard case let .group(shadow)? = list.items.first, list.items.count == 1 else { Issue.record("expected one shadow group"); return }
        #expect(shadow.effect == .shadow(color: RGBA.black.opacity(0.33), radius: 4, x: 0, y: 2))
        expectRect(shadow.bounds, 5, 1, 40, 40)
        guard case let .group(opacity)? = shadow.items.first else { Issue.record("expected an opacity group"); return }
        #expect(opacity.effect == .opacity(0.5))
        #expect(opacity.items.count == 3)
        guard case let .shape(background) = opacity.items[0], case let .text(text) = opacity.items[1],
              case let .shape(badge) = opacity.items[2] else { Issue.record("wrong order: \(list.textDump())"); return }
        #expect(background.shape.kind == .roundedRectangle(cornerRadius: 8, continuous: true))
        expectRect(background.frame, 5, 1, 40, 40)
        expectRect(text.frame, 15, 11, 20, 20)
        #expect(text.firstBaseline == 27)
        #expect(text.layoutWidth == 280 && text.lineCount == 1)
        expectRect(badge.frame, 39, 1, 6, 6)
    }

    @Test func transformsResolveTheirAnchorsToAbsolutePoints() throws {
        let view = V.rect.withFrame(width: 100, height: 50)
            .withEffect(.rotation(radians: 0.5, anchor: UnitPoint(x: 0.5, y: 0.5)))
            .withEffect(.scale(x: 2, y: 2, anchor: UnitPoint(x: 0, y: 1)))
            .padded(10)
        let list = DisplayList(try layout(view))
        guard case let .group(scale)? = list.items.first, case let .group(rotation)? = scale.items.first else {
            Issue.record("expected nested groups"); return
        }
        #expect(scale.effect == .scale(x: 2, y: 2, anchor: Point(10, 60)))
        #expect(rotation.effect == .rotation(radians: 0.5, anchor: Point(60, 35)))
    }

    @Test func unsupportedFeaturesWarnAndStillDraw() throws {
        let view = V.vstack(ViewNode.unsupported(feature: "ScrollView", child: V.text("Inside")),
                            ViewNode.unsupported(feature: "ScrollView", child: V.text("Again")))
        let list = DisplayList(try layout(view, width: 200))
        #expect(list.warnings == ["unsupported: ScrollView (ignored; its content is drawn)"])
        #expect(list.items.count == 2)
    }

    @Test func missingImageIsAPlaceholderWithAWarning() throws {
        let tree = try layout(V.bitmap("avatar", resizable: false))
        expectSize(tree.size, 40, 40)
        #expect(tree.warnings.count == 1 && tree.warnings[0].contains("\"avatar\" not found"))
        guard case let .group(placeholder)? = DisplayList(tree).items.first else { Issue.record("no placeholder"); return }
        #expect(placeholder.items.count == 3)
        let found = DisplayList(try layout(V.bitmap("avatar"), width: 30, height: 30, images: ["avatar": Size(10, 10)]))
        #expect(found.items == [.bitmap(DisplayBitmap(asset: BitmapAsset(name: "avatar"), frame: Rect(x: 0, y: 0, width: 30, height: 30),
                                                       intrinsicSize: Size(10, 10)))])
    }

    @Test func canvasCentresTheRoot() throws {
        let tree = try layout(V.text("Hi"), width: 393, height: 852, canvas: Size(393, 852))
        expectSize(tree.size, 393, 852)
        expectRect(tree.root.frame, 186.5, 416, 20, 20)
    }

    @Test func badInputThrowsClearErrors() throws {
        #expect(throws: LayoutError.invalidScale(0)) { try LayoutEngine(measurer: TestSans(), scale: 0) }
        let engine = try LayoutEngine(measurer: TestSans())
        #expect(throws: LayoutError.self) { try engine.layout(V.rect, proposal: LayoutProposal(width: -1, height: nil)) }
        #expect(throws: LayoutError.self) { try engine.layout(V.rect, proposal: .unspecified, canvas: Size(.infinity, 1)) }
    }

    @Test func dumpsAreReadableAndStable() throws {
        let tree = try layout(V.hstack(V.text("Hello"), V.spacer()).withBackground(V.rect), width: 300)
        #expect(tree.textDump() == """
            layout 300×20 @3x
              background (0, 0, 300, 20) → (0, 0, 300, 20)
                hstack (0, 0, 300, 20) → (0, 0, 300, 20)
                  text "Hello" (0, 0, 50, 20) → (0, 0, 50, 20)
                  spacer (50, 10, 250, 0) → (50, 10, 250, 0)
                shape "rectangle" (0, 0, 300, 20) → (0, 0, 300, 20)

            """)
        let list = DisplayList(tree)
        #expect(list.textDump() == """
            display 300×20 @3x
              shape rectangle fill #000000FF (0, 0, 300, 20)
              text "Hello" TestSans 20 #000000FF (0, 0, 50, 20) baseline 16

            """)
        let json = tree.jsonString()
        #expect(json.contains("\"kind\": \"spacer\""))
        #expect(json.contains("\"frame\": [50, 10, 250, 0]"))
        #expect(list.jsonString().contains("\"op\": \"text\""))
    }
}
