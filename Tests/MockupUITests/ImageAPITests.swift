import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// The `Image` family beyond plain names: resizable symbols, cap insets and tiling, interpolation,
/// template rendering, drawn images and the labelled/decorative/bundle initializers.
@MainActor @Suite struct ImageAPITests {
    private static let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
    private static let green = PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255)
    private static let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
    private static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// A folder holding `name.png` made of `rows` of colours (one pixel each), removed by the caller.
    private func asset(_ name: String, _ rows: [[PremultipliedColor]]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let image = try PixelImage(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.map(\.rawValue) })
        try PNGEncoder.write(image, toFile: folder.appendingPathComponent(name + ".png").path)
        return folder.path
    }

    private func render<V: View>(_ view: V, width: Double, assets: String? = nil, _ name: String) throws -> (DisplayList, PixelImage) {
        var environment = EnvironmentValues()
        environment.assetDirectory = assets
        environment.displayScale = 1
        let (list, rendered) = try R.render(view: resolveView(view, environment: environment), width: width, scale: 1,
                                            background: RGBA(red: 1, green: 1, blue: 1, alpha: 0))
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
    }

    private func symbolFrames(_ list: DisplayList) -> [Rect] {
        list.allItems.compactMap { if case let .symbol(s) = $0 { return s.frame } else { return nil } }
    }

    // MARK: resizable symbols

    @Test func aResizableSymbolTakesTheProposedSize() throws {
        let (list, _) = try render(Image(systemName: "star.fill").resizable().frame(width: 120, height: 60), width: 120, "symbol-stretch")
        #expect(symbolFrames(list) == [Rect(x: 0, y: 0, width: 120, height: 60)])
    }

    @Test func aResizableSymbolScaledToFitKeepsItsBoxAspect() throws {
        let (plainList, _) = try render(Image(systemName: "car.fill").font(.system(size: 100)), width: 200, "symbol-plain")
        let box = try #require(symbolFrames(plainList).first)
        let (list, _) = try render(Image(systemName: "car.fill").resizable().scaledToFit().frame(width: 200, height: 200),
                                   width: 200, "symbol-fit")
        let frame = try #require(symbolFrames(list).first)
        // The box fits the 200-point square at its own aspect, centred.
        let fit = min(200 / box.width, 200 / box.height)
        #expect(max(frame.width, frame.height) == 200)
        #expect(abs(frame.width - box.width * fit) <= 1 && abs(frame.height - box.height * fit) <= 1)
        #expect(abs(frame.midX - 100) <= 0.5)
        #expect(abs(frame.midY - 100) <= 0.5)
    }

    @Test func aResizableSymbolIsDrawnAcrossItsWholeFrame() throws {
        let view = Image(systemName: "square.fill").resizable().foregroundStyle(Color(red: 1, green: 0, blue: 0)).frame(width: 90, height: 30)
        let (list, image) = try render(view, width: 90, "symbol-stretch-ink")
        let frame = try #require(symbolFrames(list).first)
        #expect(frame == Rect(x: 0, y: 0, width: 90, height: 30))
        // A square's ink reaches near every edge of the stretched box (SF's square has a small margin).
        #expect(image.rgba(4, 15) == (255, 0, 0, 255))
        #expect(image.rgba(85, 15) == (255, 0, 0, 255))
        #expect(image.rgba(45, 2) == (255, 0, 0, 255))
        #expect(image.rgba(45, 27) == (255, 0, 0, 255))
    }

    @Test func aResizableSymbolNoLongerWarns() {
        let node = resolveView(Image(systemName: "star").resizable())
        #expect(!(node.primitive is UnsupportedNode))
    }

    // MARK: bitmaps

    @Test func interpolationNoneScalesPixelsAsBlocks() throws {
        let assets = try asset("checker", [[Self.red, Self.blue], [Self.blue, Self.red]])
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let (_, sharp) = try render(Image("checker").resizable().interpolation(.none).frame(width: 20, height: 20),
                                    width: 20, assets: assets, "interpolation-none")
        #expect(sharp[9, 4] == Self.red)
        #expect(sharp[10, 4] == Self.blue)
        #expect(sharp[10, 10] == Self.red)
        let (_, smooth) = try render(Image("checker").resizable().frame(width: 20, height: 20), width: 20, assets: assets, "interpolation-high")
        #expect(smooth[9, 4] != Self.red)   // bilinear blends red into blue across the middle
    }

    /// An unreadable file is named as such, an empty one (a checkout without its large files) as empty.
    @Test func anUnreadableOrEmptyImageFileIsNamedInTheWarning() throws {
        let assets = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-broken-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: assets, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: assets) }
        try Data().write(to: URL(fileURLWithPath: assets + "/blank.png"))
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: assets + "/junk.png"))
        let (list, _) = try render(VStack { Image("blank"); Image("junk") }, width: 40, assets: assets, "broken-images")
        #expect(list.warnings.contains { $0.hasPrefix("image \"blank\": ") && $0.hasSuffix("blank.png is empty (0 bytes); drawn as a placeholder") },
                "\(list.warnings)")
        #expect(list.warnings.contains { $0.hasSuffix("junk.png cannot be read as a PNG, JPEG, WebP, PDF or SVG; drawn as a placeholder") })
    }

    @Test func tilingRepeatsTheImageAtItsOwnSize() throws {
        let assets = try asset("stripe", [[Self.red, Self.blue]])
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let (_, image) = try render(Image("stripe").resizable(resizingMode: .tile).frame(width: 7, height: 3),
                                    width: 7, assets: assets, "tile")
        for x in 0..<7 { #expect(image[x, 1] == (x % 2 == 0 ? Self.red : Self.blue), "column \(x)") }
    }

    @Test func capInsetsKeepCornersAndStretchTheMiddle() throws {
        let (r, g, b) = (Self.red, Self.green, Self.blue)
        let assets = try asset("nine", [[r, g, r], [g, b, g], [r, g, r]])
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let (_, image) = try render(Image("nine").resizable(capInsets: insets).frame(width: 10, height: 8),
                                    width: 10, assets: assets, "nine-slice")
        #expect(image[0, 0] == r && image[9, 0] == r && image[0, 7] == r && image[9, 7] == r)
        #expect(image[5, 0] == g && image[0, 4] == g && image[9, 4] == g && image[5, 7] == g)
        #expect(image[5, 4] == b && image[2, 2] == b && image[7, 5] == b)
    }

    @Test func templateRenderingPaintsTheAlphaWithTheForegroundStyle() throws {
        let half = PremultipliedColor(red: 0, green: 0, blue: 128, alpha: 128)
        let assets = try asset("glyph", [[Self.blue, half], [Self.clear, Self.blue]])
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let green = Color(red: 0, green: 1, blue: 0)
        let (_, tinted) = try render(Image("glyph").renderingMode(.template).interpolation(.none).resizable()
            .foregroundStyle(green).frame(width: 4, height: 4), width: 4, assets: assets, "template")
        #expect(tinted[0, 0] == Self.green)
        #expect(tinted.rgba(3, 0) == (0, 255, 0, 128))
        #expect(tinted[0, 3].alpha == 0)
        let (_, original) = try render(Image("glyph").renderingMode(.original).interpolation(.none).resizable()
            .foregroundStyle(green).frame(width: 4, height: 4), width: 4, assets: assets, "original")
        #expect(original[0, 0] == Self.blue)
    }

    @Test func labelledDecorativeAndBundleInitializersNameTheSameAsset() throws {
        let assets = try asset("dot", [[Self.red]])
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let views: [Image] = [Image("dot", bundle: nil), Image("dot", bundle: .main, label: Text("Dot")),
                              Image(decorative: "dot"), Image("dot", variableValue: 0.5)]
        for view in views {
            let (list, image) = try render(view, width: 10, assets: assets, "named")
            #expect(list.size == Size(1, 1))
            #expect(image[0, 0] == Self.red)
        }
    }

    @Test func aSymbolWithAVariableValueDrawsTheWholeSymbol() throws {
        let (list, _) = try render(Image(systemName: "speaker.wave.3", variableValue: 0.3), width: 100, "variable")
        let (plain, _) = try render(Image(systemName: "speaker.wave.3"), width: 100, "variable-plain")
        #expect(symbolFrames(list) == symbolFrames(plain))
    }

    @Test func aDrawnImageRunsItsRendererAtItsSize() throws {
        let view = Image(size: CGSize(width: 20, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        let (list, image) = try render(view, width: 50, "drawn")
        #expect(list.size == Size(20, 10))
        #expect(image[5, 5] == Self.red)
        #expect(image[15, 5].alpha == 0)
        let (stretched, big) = try render(view.resizable().frame(width: 40, height: 10), width: 40, "drawn-resizable")
        #expect(stretched.size == Size(40, 10))
        #expect(big[18, 5] == Self.red)
        #expect(big[22, 5].alpha == 0)
    }

    // MARK: ImagePaint

    @Test func imagePaintTilesTheImageInAShapeFill() throws {
        let assets = try asset("pair", [[Self.red, Self.blue]])
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let (_, image) = try render(Rectangle().fill(ImagePaint(image: Image("pair"))).frame(width: 7, height: 2),
                                    width: 7, assets: assets, "image-paint")
        for x in 0..<7 { #expect(image[x, 1] == (x % 2 == 0 ? Self.red : Self.blue), "column \(x)") }
        // scale 2 doubles the tile; sourceRect picks the blue half only; opacity fades it.
        let (_, doubled) = try render(Rectangle().fill(.image(Image("pair"), scale: 2)).frame(width: 8, height: 2),
                                      width: 8, assets: assets, "image-paint-scale")
        // A 4-point period; bilinear magnification blends each pixel 3:1 with its neighbour.
        #expect((0..<4).allSatisfy { doubled[$0, 0] == doubled[$0 + 4, 0] })
        #expect(doubled.rgba(0, 0).r > doubled.rgba(0, 0).b && doubled.rgba(2, 0).b > doubled.rgba(2, 0).r)
        let half = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let (_, blue) = try render(Circle().fill(ImagePaint(image: Image("pair"), sourceRect: half).opacity(0.5)).frame(width: 8, height: 8),
                                   width: 8, assets: assets, "image-paint-source")
        #expect(blue.rgba(4, 4) == (0, 0, 255, 128))
    }
}
