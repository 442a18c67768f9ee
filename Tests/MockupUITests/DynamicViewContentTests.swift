import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `DynamicViewContent`: a `ForEach` and the same `ForEach` with editing actions chained keep their
/// data, so code that reads `data` or declares actions on the protocol compiles, and the rows draw
/// unchanged.
@MainActor @Suite struct DynamicViewContentTests {
    /// An action declared on the protocol, as libraries extend it.
    private func count<C: DynamicViewContent>(_ content: C) -> Int { content.data.count }

    @Test func editingActionsKeepTheDataAndTheRows() throws {
        let names = ["Milk", "Eggs", "Bread"]
        let rows = ForEach(names, id: \.self) { Text($0) }
        let edited = rows.onDelete { _ in }.onMove { _, _ in }.onInsert(of: [String]()) { _, _ in }
        #expect(count(rows) == 3 && count(edited) == 3)
        let plain = try layout(resolveView(List { rows }), width: 390, height: 400)
        let editable = try layout(resolveView(List { edited }), width: 390, height: 400)
        #expect(editable.all(.text).map(\.frame) == plain.all(.text).map(\.frame))
        #expect(editable.all(.text).map(\.detail) == names)
    }
}

/// `EnvironmentalModifier`: the modifier applied is the one `resolve(in:)` picks from the
/// environment of the modified view.
@MainActor @Suite struct EnvironmentalModifierTests {
    struct SchemePadding: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            PaddingAmount(amount: environment.colorScheme == .dark ? 20 : 5)
        }
    }
    struct PaddingAmount: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(amount) }
    }

    @Test func theResolvedModifierFollowsTheEnvironment() throws {
        func width(_ scheme: ColorScheme) throws -> Double {
            let view = Color.red.frame(width: 10, height: 10).modifier(SchemePadding()).environment(\.colorScheme, scheme)
            return try layout(resolveView(view)).size.width
        }
        #expect(try width(.light) == 20 && width(.dark) == 50)
    }
}
