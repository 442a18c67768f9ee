import Foundation
import Testing
@testable import MockupUI

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

    @Test func aBindingsSetterIsHandedItsTransaction() {
        var written: [(Int, Bool)] = []
        let binding = Binding(get: { 0 }, set: { value, transaction in written.append((value, transaction.animation != nil)) })
        binding.wrappedValue = 1
        binding.animation(.easeIn).wrappedValue = 2
        #expect(written.map(\.0) == [1, 2] && written.map(\.1) == [false, true])
    }

    @Test func environmentsThatDifferDescribeDifferently() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(EnvironmentValues().description.contains("colorScheme = light"))
        #expect(dark.description.contains("colorScheme = dark") && dark.description != EnvironmentValues().description)
        #expect(CoordinateSpace.local.isLocal && !CoordinateSpace.local.isGlobal && CoordinateSpace.global.isGlobal)
    }

    @Test func bindingWritesAreIgnoredForConstants() {
        let binding = Binding.constant(5)
        binding.wrappedValue = 7
        #expect(binding.wrappedValue == 5)
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
