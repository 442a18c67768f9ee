import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Every token form of `searchable` takes its prompt as `Text`, a localized key or a string, as
/// Apple declares them. The field draws its tokens, and its prompt only while it holds none (a
/// `UISearchTextField` hides its placeholder once it has content); suggested tokens stay hidden at rest.
@MainActor @Suite struct SearchTokenPromptTests {
    struct Tag: Identifiable, Equatable { let id: String }

    private func drawnStrings<V: View>(_ view: V) throws -> [String] {
        let (list, _) = try R.render(view: resolveView(NavigationStack { view }.frame(width: 390, height: 300)), width: 390, scale: 1)
        return list.items.texts.map(\.text.string)
    }

    private func forms(_ tokens: Binding<[Tag]>) -> [AnyView] {
        let suggested = Binding.constant([Tag(id: "Code")])
        let query = Binding.constant(""), presented = Binding.constant(false)
        let prompt = String("People")
        let forms: [AnyView] = [
            AnyView(List { Text("Row") }.searchable(text: query, tokens: tokens, prompt: prompt) { Text($0.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, tokens: tokens, suggestedTokens: suggested, prompt: prompt) { Text($0.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, tokens: tokens, isPresented: presented, prompt: "People") { Text($0.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, tokens: tokens, isPresented: presented, prompt: prompt) { Text($0.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, tokens: tokens, suggestedTokens: suggested, isPresented: presented,
                                                    placement: .navigationBarDrawer(displayMode: .always), prompt: "People") { Text($0.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, tokens: tokens, suggestedTokens: suggested, isPresented: presented,
                                                    prompt: prompt) { Text($0.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, editableTokens: tokens, prompt: "People") { Text($0.wrappedValue.id) }),
            AnyView(List { Text("Row") }.searchable(text: query, editableTokens: tokens, prompt: prompt) { Text($0.wrappedValue.id) }),
        ]
        return forms
    }

    @Test func everyTokenFormDrawsItsTokensElseItsPrompt() throws {
        for form in forms(.constant([Tag(id: "Design")])) {
            let strings = try drawnStrings(form)
            #expect(strings.contains("Design") && !strings.contains("People") && !strings.contains("Code"), "\(strings)")
        }
        for form in forms(.constant([])) {
            let strings = try drawnStrings(form)
            #expect(strings.contains("People") && !strings.contains("Design"), "\(strings)")
        }
    }
}
