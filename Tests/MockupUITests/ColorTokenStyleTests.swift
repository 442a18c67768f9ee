import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// A brand colour declared the way guides declare them: on `Color`, not on `ShapeStyle`.
private extension Color {
    static let tokenGreen = Color(red: 0, green: 0.5, blue: 0)
}

/// The lenient `Color` overloads (ColorTokenStyles.swift): a leading-dot `Color` token compiles and
/// paints, and code SwiftUI accepts keeps its generic `ShapeStyle` overload.
@MainActor @Suite struct ColorTokenStyleTests {
    private func pixel<V: View>(_ view: V, _ name: String) throws -> (r: Int, g: Int, b: Int, a: Int) {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: 20, height: 20)), width: 20, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image.rgba(10, 10)
    }

    @Test func leadingDotColorTokensPaintThroughEveryOverload() throws {
        let green = (r: 0, g: 128, b: 0, a: 255)
        #expect(try pixel(Rectangle().fill(.tokenGreen), "token-fill") == green)
        #expect(try pixel(Rectangle().foregroundStyle(.tokenGreen), "token-foreground") == green)
        #expect(try pixel(Rectangle().foregroundStyle(.tokenGreen, .tokenGreen), "token-foreground2") == green)
        #expect(try pixel(Color.clear.background(.tokenGreen), "token-background") == green)
        #expect(try pixel(Color.clear.background(.tokenGreen, in: Rectangle()), "token-background-in") == green)
        #expect(try pixel(Color.white.overlay(.tokenGreen), "token-overlay") == green)
        #expect(try pixel(Rectangle().stroke(.tokenGreen, lineWidth: 40), "token-stroke") == green)
        #expect(try pixel(Rectangle().strokeBorder(.tokenGreen, lineWidth: 10), "token-stroke-border") == green)
        #expect(try pixel(Color.clear.border(.tokenGreen, width: 10), "token-border") == green)
    }

    @Test func secondaryStaysTheHierarchicalStyle() throws {
        // Under `.foregroundStyle(.secondary)`, a tertiary fill is the tertiary label colour (3C3C43 at
        // 30 % over white); had the Color overload taken `.secondary`, it would be 30 % of the
        // secondary label colour (3C3C43 at 18 %).
        let tertiary = Rectangle().fill(.tertiary).foregroundStyle(.secondary)
        #expect(try pixel(tertiary, "secondary-foreground-tertiary-fill") == (196, 196, 198, 255))
        // A secondary fill under an explicit colour is that colour at the secondary label's 60 %:
        // system red FF3B30 at 60 % over white.
        let faded = Rectangle().fill(.secondary).foregroundStyle(Color.red)
        #expect(try pixel(faded, "secondary-fill-under-red") == (255, 137, 131, 255))
    }

    @Test func aLevelSetAsTheForegroundIsALevelOfTheOuterForeground() throws {
        // White text's `.secondary` is white at the secondary label's 60 %, over black 153.
        let secondary = Rectangle().foregroundStyle(.secondary).foregroundStyle(Color.white)
        #expect(try pixel(secondary.background(Color.black), "secondary-under-white") == (153, 153, 153, 255))
        let tertiary = Rectangle().foregroundStyle(.tertiary).foregroundStyle(Color.white)
        #expect(try pixel(tertiary.background(Color.black), "tertiary-under-white") == (77, 77, 77, 255))
        // A level inside a level is still a level of the outer colour, not of the level.
        let nested = Rectangle().foregroundStyle(.tertiary).foregroundStyle(.secondary).foregroundStyle(Color.white)
        #expect(try pixel(nested.background(Color.black), "tertiary-in-secondary-under-white") == (77, 77, 77, 255))
        // `foregroundStyle(_:_:)` names the secondary level's own style.
        let named = Rectangle().foregroundStyle(.secondary).foregroundStyle(Color.white, Color.green)
        #expect(try pixel(named, "secondary-named") == (52, 199, 89, 255))
        // With no explicit foreground the level is the label colour: 3C3C43 at 60 % over white.
        #expect(try pixel(Rectangle().foregroundStyle(.secondary), "secondary-label") == (138, 138, 142, 255))
    }
}
