import Testing
@testable import MockupGuide

/// Colour tokens and how colourful their spelled-out values are.
struct ColorTokenTests {
    @Test func chromaIsReadFromTheWayTheCodeSpellsTheColour() throws {
        let tokens = ColorToken.all(in: """
        extension Color {
            static let workspace  = Color(red: 0.969, green: 0.973, blue: 0.980) // #F7F8FA
            static let purple     = Color(red: 0.490, green: 0.165, blue: 0.910)
            static let eights     = Color(red: 255 / 255, green: 153 / 255, blue: 0 / 255)
            static let wide       = Color(red: 255, green: 153, blue: 0)
            static let hexed      = Color(hex: "#1FC77C")
            static let hexNumber  = Color(hex: 0x0C1B22)
            static let grey       = Color(white: 0.4)
            static let tint: Color = .systemBlue
            static let fill: Color = Color(.secondarySystemBackground)
            static let grouped    = Color(uiColor: .systemGroupedBackground)
            static let teal       = Color(uiColor: .systemTeal)
            static let faint      = Color(red: 0.0, green: 0.659, blue: 0.882).opacity(0.07)
            static let asset      = Color("BrandBlue")
            static let multiLine  = Color(
                red: 1.0, green: 0.318, blue: 0.388
            )
        }
        """)
        /// The chroma to three places, -1 when unknown.
        func chroma(_ name: String) -> Double {
            let value: Double? = tokens.first { $0.name == name }?.chroma ?? nil
            return value.map { ($0 * 1000).rounded() / 1000 } ?? -1
        }
        #expect(tokens.map(\.name) == ["workspace", "purple", "eights", "wide", "hexed", "hexNumber", "grey", "tint", "fill", "grouped",
                                       "teal", "faint", "asset", "multiLine"])
        #expect(chroma("workspace") == 0.011)
        #expect(chroma("purple") == 0.745)
        #expect(chroma("eights") == 1 && chroma("wide") == 1)
        #expect(chroma("hexed") == 0.659, "0xC7 - 0x1F")
        #expect(chroma("hexNumber") == 0.086, "0x22 - 0x0C")
        #expect(chroma("grey") == 0 && chroma("fill") == 0 && chroma("faint") == 0 && chroma("grouped") == 0)
        #expect(chroma("tint") == 0.8 && chroma("teal") == 0.8)
        #expect(chroma("asset") == -1, "an asset colour's value is unknown")
        #expect(chroma("multiLine") == 0.682)
        #expect(tokens.filter { $0.isVivid == true }.map(\.name) == ["purple", "eights", "wide", "hexed", "tint", "teal", "multiLine"])
    }

    /// A colour parameter takes the token its comment names, else the first colourful token, past
    /// near-white ones whose names do not say they are surfaces and states of others, the n-th
    /// of the view's colours the n-th; a gradient parameter takes the guide's own gradient.
    @Test func samplesSkipPaleTokensAndUseTheGuidesGradients() {
        let plan = ComponentPlanTests.plan("""
        extension Color {
            static let acmeWhite     = Color.white
            static let acmeWorkspace = Color(red: 0.969, green: 0.973, blue: 0.980) // #F7F8FA
            static let acmeCyan      = Color(red: 0.000, green: 0.769, blue: 0.800) // #00C4CC
            static let acmeCyanPressed = Color(red: 0.000, green: 0.600, blue: 0.640)
            static let acmeAubergine = Color(red: 0.290, green: 0.082, blue: 0.294) // #4A154B
        }
        extension LinearGradient {
            static let acmeBrand = LinearGradient(colors: [.acmeCyan, .purple], startPoint: .top, endPoint: .bottom)
        }
        struct Tile: View {
            let tint: Color
            let gradient: LinearGradient
            let stops: [Color]
            let sidebar: Color // pass .acmeAubergine or a workspace's own colour
            let accent: Color
            var body: some View { Rectangle().fill(gradient) }
        }
        """)
        #expect(ComponentPlanTests.variants(plan, "Tile").first?.arguments.map(\.value)
                == ["Color.acmeCyan", "LinearGradient.acmeBrand", "[Color.acmeCyan, Color.acmeAubergine, Color.blue]", "Color.acmeAubergine",
                    "Color.blue"],
                "a pressed state of a token is not a colour of its own; a comment's token is used; a view's third colour is the third")
    }

    /// The value a declaration spells is read with its chroma: hex, components, `white:`, white and
    /// black; a system colour's is unknown.
    @Test func theSpelledValueIsRead() {
        let tokens = ColorToken.all(in: """
            static let hexed = Color(hex: "#16314A")
            static let parts = Color(red: 0.345, green: 0.173, blue: 0.514) // #582C83
            static let grey  = Color(white: 0.4)
            static let paper: Color = .white
            static let tint: Color = .systemBlue
        """)
        func bytes(_ name: String) -> [Int]? {
            tokens.first { $0.name == name }?.value.map { [$0.red, $0.green, $0.blue].map { Int(($0 * 255).rounded()) } }
        }
        #expect(bytes("hexed") == [0x16, 0x31, 0x4A] && bytes("parts") == [0x58, 0x2C, 0x83])
        #expect(bytes("grey") == [102, 102, 102] && bytes("paper") == [255, 255, 255] && bytes("tint") == nil)
    }

    /// On a dark canvas a colour parameter passes over tokens too dark to stand apart from it (a
    /// map's water), though they are colourful; a yellow still stands out on white.
    @Test func colourSamplesStandApartFromTheCanvas() {
        let dark = ComponentPlanTests.plan("""
        extension Color {
            static let l3Canvas   = Color(red: 0.086, green: 0.075, blue: 0.145) // #161325
            static let l3MapWater = Color(red: 0.086, green: 0.192, blue: 0.290) // #16314A
            static let l3Purple   = Color(red: 0.345, green: 0.173, blue: 0.514) // #582C83
        }
        struct Battery: View {
            let color: Color
            var body: some View { Rectangle().fill(color) }
        }
        """)
        #expect(ComponentPlanTests.variants(dark, "Battery").first?.arguments.map(\.value) == ["Color.l3Purple"])
        let light = ComponentPlanTests.plan("""
        extension Color {
            static let ktCanvas = Color.white
            static let ktYellow = Color(red: 0.996, green: 0.898, blue: 0.0) // #FEE500
        }
        struct Chip: View {
            let color: Color
            var body: some View { Rectangle().fill(color) }
        }
        """)
        #expect(ComponentPlanTests.variants(light, "Chip").first?.arguments.map(\.value) == ["Color.ktYellow"])
    }
}
