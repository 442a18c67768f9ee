import Foundation
import Testing
@testable import MockupUI
@testable import CryptoComScenes
@testable import MonzoScenes
@testable import MatchScenes

/// @State, @Binding, .constant and @Environment(\.colorScheme).
@MainActor @Suite struct DSLStateAndEnvironmentTests {
    struct Counter: View {
        @State private var count = 3
        var body: some View {
            VStack {
                Text("\(count)")
                Stepper(value: $count)
            }
        }
    }

    struct Stepper: View {
        @Binding var value: Int
        var body: some View {
            value += 1
            return Text("next \(value)")
        }
    }

    @Test func stateHoldsItsInitialValueAndBindingsWriteThrough() {
        #expect(nodeTree(resolveView(Counter())) == """
        vstack(center, spacing: nil)
          text "3" system(default) 17 regular #000000
          text "next 4" system(default) 17 regular #000000
        """)
    }

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

    @Test func bindingWritesAreIgnoredForConstants() {
        let binding = Binding.constant(5)
        binding.wrappedValue = 7
        #expect(binding.wrappedValue == 5)
    }

    @Test(arguments: [(ColorScheme.light, "#F6F7F9", "#14233C"), (.dark, "#0E1620", "#F4F6F9")])
    func colorSchemeSwitchesTheMonzoCanvas(scheme: ColorScheme, canvas: String, text: String) {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        #expect(nodeTree(resolveView(Text("Pots").monzoTheme(), environment: environment)) == """
        background(center)
          text "Pots" system(default) 17 regular \(text)
          shape rectangle fill \(canvas)
        """)
    }

    @Test func environmentModifierSetsTheSchemeForASubtree() {
        let view = Text("Likes").matchTheme().environment(\.colorScheme, .dark)
        #expect(nodeTree(resolveView(view)).contains("shape rectangle fill #141414"))
    }
}

extension DSLStateAndEnvironmentTests {
    @Test func selfReferentialStylesResolveWithoutLooping() {
        let view = VStack {
            Text("fg").foregroundStyle(.foreground)
            Text("tint").foregroundStyle(.tint).tint(.accentColor)
            Text("accent").foregroundStyle(Color.accentColor)
        }.tint(Color(red: 1, green: 0, blue: 0))
        #expect(nodeTree(resolveView(view)) == """
        vstack(center, spacing: nil)
          text "fg" system(default) 17 regular #000000
          text "tint" system(default) 17 regular #007AFF
          text "accent" system(default) 17 regular #FF0000
        """)
    }
}
