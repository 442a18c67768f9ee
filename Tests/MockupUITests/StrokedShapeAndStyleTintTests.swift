import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// `stroke(lineWidth:)`/`stroke(style:)` return a shape (SwiftUI's `_StrokedShape`), and `.tint`
/// takes any style: a gradient tint paints what fills with `.tint`.
@MainActor
struct StrokedShapeAndStyleTintTests {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    private func render<V: View>(width: Double = 60, @ViewBuilder _ view: () -> V) throws -> PixelImage {
        try ViewRenderer.render(RenderRequest(width: width, height: nil, scale: 1), fonts: FontLibrary.shared(), view).image
    }

    private func pixels(_ image: PixelImage) -> [[Int]] {
        (0..<image.height).map { y in (0..<image.width).flatMap { x in let p = image.rgba(x, y); return [p.r, p.g, p.b, p.a] } }
    }

    @Test func aStrokedShapeFilledWithAColourDrawsExactlyAsTheColouredStroke() throws {
        let filled = try render { Circle().stroke(lineWidth: 6).fill(red).frame(width: 40, height: 40) }
        let stroked = try render { Circle().stroke(red, lineWidth: 6).frame(width: 40, height: 40) }
        #expect(pixels(filled) == pixels(stroked))
        #expect(filled.rgba(30, 1) == (255, 0, 0, 255), "on the ring, 1 pt inside the top edge")
        #expect(filled.rgba(30, 20) == (255, 255, 255, 255), "the centre stays clear")
    }

    @Test func aStrokedShapeAsAViewUsesTheForegroundStyle() throws {
        let image = try render {
            RoundedRectangle(cornerRadius: 4).stroke(style: StrokeStyle(lineWidth: 4)).foregroundStyle(blue)
                .frame(width: 40, height: 20)
        }
        #expect(image.rgba(30, 0) == (0, 0, 255, 255), "the stroke's outer half on the top edge")
        #expect(image.rgba(30, 10) == (255, 255, 255, 255))
    }

    @Test func aStrokedShapeFilledWithAGradientPaintsTheRingWithIt() throws {
        let image = try render {
            Rectangle().stroke(lineWidth: 8)
                .fill(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 40, height: 40)
        }
        let top = image.rgba(30, 1), bottom = image.rgba(30, 38)
        #expect(top.r > 200 && top.b < 60, "\(top)")
        #expect(bottom.b > 200 && bottom.r < 60, "\(bottom)")
        #expect(image.rgba(30, 20) == (255, 255, 255, 255))
    }

    @Test func theStrokedShapesPathIsTheStrokeOutline() {
        let path = Rectangle().stroke(lineWidth: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(path.contains(CGPoint(x: 1, y: 20)) && path.contains(CGPoint(x: -1, y: 20)))
        #expect(!path.contains(CGPoint(x: 20, y: 20)) && !path.contains(CGPoint(x: -3, y: 20)))
    }

    @Test func aGradientTintPaintsTheTintStyle() throws {
        let image = try render {
            Rectangle().fill(.tint).frame(width: 40, height: 40)
                .tint(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
        }
        let top = image.rgba(30, 0), bottom = image.rgba(30, 39)
        #expect(top.r > 240 && top.b < 20, "\(top)")
        #expect(bottom.b > 240 && bottom.r < 20, "\(bottom)")
    }

    @Test func aColourGivenAsAStyleIsTheTintColour() throws {
        let style: some ShapeStyle = Color.green
        let asStyle = try render { Rectangle().fill(.tint).frame(width: 20, height: 20).tint(style) }
        let asColour = try render { Rectangle().fill(.tint).frame(width: 20, height: 20).tint(Color.green) }
        #expect(pixels(asStyle) == pixels(asColour))
    }

    @Test func oneColourControlsTakeTheMiddleOfAGradientTint() throws {
        let stops = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let image = try render {
            Rectangle().fill(Color.accentColor).frame(width: 20, height: 20)
                .tint(LinearGradient(colors: stops, startPoint: .top, endPoint: .bottom))
        }
        #expect(image.rgba(30, 2) == (0, 255, 0, 255) && image.rgba(30, 18) == (0, 255, 0, 255))
    }

    @Test func scrollGeometryInsetsAreCGFloatsAsInSwiftUI() {
        let geometry = ScrollGeometry(contentOffset: .zero, contentSize: .zero,
                                      contentInsets: EdgeInsets(top: 12, leading: 0, bottom: 0, trailing: 0),
                                      containerSize: .zero)
        func derived<T: Equatable>(_ type: T.Type, _ transform: (ScrollGeometry) -> T) -> T { transform(geometry) }
        #expect(derived(CGFloat.self, { $0.contentInsets.top }) == 12)
    }
}

/// `Color(_:)` from a style that resolves to a colour (iOS 17).
@MainActor
struct ColorFromStyleTests {
    private struct Signal: ShapeStyle, Hashable {
        let warning: Bool
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            (warning ? Color(red: 1, green: 0.5, blue: 0) : Color(red: 0, green: 0, blue: 1)).resolve(in: environment)
        }
    }

    @Test func aColourOfAColourIsThatColour() {
        let tint: Color = .mint
        let done = false
        #expect(Color(done ? tint : .red) == Color.red)
        #expect(Color(tint) == Color.mint)
    }

    @Test func aColourOfACustomStyleResolvesItInTheEnvironment() throws {
        let image = try ViewRenderer.render(RenderRequest(width: 20, height: nil, scale: 1), fonts: FontLibrary.shared()) {
            Rectangle().fill(Color(Signal(warning: true))).frame(width: 20, height: 10)
        }.image
        #expect(image.rgba(10, 5) == (255, 128, 0, 255))
        #expect(Color(Signal(warning: true)) == Color(Signal(warning: true)))
        #expect(Color(Signal(warning: true)) != Color(Signal(warning: false)))
    }

    @Test func aColourOfAResolvedColourHasItsComponents() {
        let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6)
        #expect(Color(resolved).resolve(in: EnvironmentValues()) == resolved)
    }
}

/// A switch tinted with a gradient takes the gradient's middle colour, as other one-colour controls do.
@MainActor
struct SwitchStyleTintTests {
    @Test func aSwitchTintedWithAGradientIsItsMiddleColour() throws {
        let stops = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)]
        let image = try ViewRenderer.render(RenderRequest(width: 60, height: nil, scale: 1), fonts: FontLibrary.shared()) {
            Toggle("", isOn: .constant(true)).labelsHidden()
                .tint(LinearGradient(colors: stops, startPoint: .leading, endPoint: .trailing))
        }.image
        // The track's left end, clear of the knob on the right.
        let track = image.rgba(image.width / 2 - 20, image.height / 2)
        #expect(track == (0, 0, 255, 255), "\(track)")
    }
}
