import Testing
@testable import MockupGuide

/// TipKit's `#Rule` macro becomes the rule it builds, on its own line; strings and comments keep it.
struct TipRuleRewriterTests {
    @Test func rulesBecomeTipsRulesInPlace() {
        let source = """
        var rules: [Tips.Rule] {
            [#Rule(Self.$isLoggedIn) { $0 == true },
             #Rule(Self.didOpen) { $0.donations.count >= 3 }]   // #Rule(kept)
        }
        let note = "#Rule(kept)"
        """
        let (text, changed) = TipRuleRewriter.rewrite(source)
        #expect(changed)
        #expect(text == """
        var rules: [Tips.Rule] {
            [Tips.Rule(Self.$isLoggedIn) { $0 == true },
             Tips.Rule(Self.didOpen) { $0.donations.count >= 3 }]   // #Rule(kept)
        }
        let note = "#Rule(kept)"
        """)
        #expect(TipRuleRewriter.rewrite("let r = #RuleSet").changed == false)
    }
}
