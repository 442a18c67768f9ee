import Foundation
import Testing
@testable import MockupUI
@testable import CryptoComScenes
@testable import MonzoScenes
@testable import MatchScenes

/// DSLStateAndEnvironmentTests's cases, run on the guides' own components.
@MainActor @Suite struct GuideStateAndEnvironmentTests {
    @Test func constantBindingSelectsTheCryptoTab() {
        let bar = nodeTree(resolveView(CryptoTabBar(selected: .constant(3))))
        let lines = bar.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The selected tab (Earn) is painted with the accent, the others with the tertiary text colour.
        #expect(lines.contains("text \"Earn\" Manrope-SemiBold 10 #1199FA"))
        #expect(lines.contains("text \"Home\" Manrope-SemiBold 10 #5B6E8C"))
        #expect(lines.contains("symbol percent system(default) 20 regular #1199FA"))
        // The floating trade button is lifted by 22 points.
        #expect(lines.contains("offset(0, -22)"))
    }

    @Test(arguments: [(ColorScheme.light, "#F6F7F9", "#14233C"), (.dark, "#0E1620", "#F4F6F9")])
    func colorSchemeSwitchesTheMonzoCanvas(scheme: ColorScheme, canvas: String, text: String) {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        #expect(nodeTree(resolveView(Text("Pots").monzoTheme(), environment: environment)) == """
        background(center)
          text "Pots" system(default) 17 regular \(text)
          ignoresSafeArea(15)
            shape rectangle fill \(canvas)
        """)
    }

    @Test func environmentModifierSetsTheSchemeForASubtree() {
        let view = Text("Likes").matchTheme().environment(\.colorScheme, .dark)
        #expect(nodeTree(resolveView(view)).contains("shape rectangle fill #141414"))
    }
}
