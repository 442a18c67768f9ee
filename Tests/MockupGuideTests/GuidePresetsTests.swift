import Testing
@testable import MockupGuide

/// Static values a guide declares of its own types are found with the expression that reaches them,
/// and samples use them.
struct GuidePresetsTests {
    static let source = """
    struct Flair { let text: String }
    extension Flair {
        static let nsfw = Flair(text: "NSFW")   // a { brace } in a comment
        static let oc = Self(text: "OC")
        private static let hidden = Flair(text: "x")
        static var placeholder: Flair { Flair(text: "######") }
        static let skeletonFlair = Flair(text: "####")
    }
    struct Feed {
        struct Pin { let title: String }
        static let samples: [Pin] = [Pin(title: "Tacos")]
        static var preview: Pin { Pin(title: "Preview") }
    }
    protocol Styled {}
    struct Brand: Styled {}
    extension Styled where Self == Brand { static var brand: Brand { Brand() } }
    private extension Flair { static let fileOnly = Flair(text: "file") }
    fileprivate struct Mocks { static let flair = Flair(text: "mock") }
    let label = "static let fake = Flair(text: \\"no\\")"
    """

    @Test func presetsAreFoundWithTheirOwners() {
        let presets = GuidePresets(source: Self.source).byType
        #expect(presets["Flair"] == ["Flair.nsfw", "Flair.oc"], "not the loading stand-ins placeholder and skeletonFlair")
        #expect(presets["[Pin]"] == ["Feed.samples"])
        #expect(presets["Pin"] == ["Feed.preview"])
        #expect(presets["Brand"] == ["Brand.brand"])
        #expect(GuidePresets(source: Self.source).unreachableNames == ["hidden", "fileOnly", "flair"])
        #expect(presets.count == 4, "\(presets)")
    }

    @Test func samplesUseThePresets() {
        let plan = ComponentPlanTests.plan(Self.source + """

        struct FlairRow: View {
            let flair: Flair
            let flairs: [Flair]
            var body: some View { EmptyView() }
        }
        """)
        #expect(ComponentPlanTests.variants(plan, "FlairRow").first?.arguments.map(\.value)
                == ["Flair.nsfw", "[Flair.nsfw, Flair.oc, Flair.nsfw]"])
    }
}
