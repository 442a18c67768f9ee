import Testing
@testable import MockupGuideRuntime

/// Component files are named in kebab-case from Swift type names and variant names.
struct FileNamingTests {
    @Test(arguments: [("MonzoCardHero", "monzo-card-hero"), ("ATOutlineButton", "at-outline-button"),
                      ("isCompact-true", "is-compact-true"), ("Card Hero", "card-hero"), ("PotCoin2", "pot-coin2"),
                      ("Provider_Previews", "provider-previews")])
    func kebabCase(name: String, expected: String) {
        #expect(GuideRendering.kebab(name) == expected)
    }
}
