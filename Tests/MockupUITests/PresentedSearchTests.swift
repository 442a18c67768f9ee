import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `searchable(text:isPresented:)` bound to true draws search presented: the title rows hidden, the
/// active field up in the bar with "Cancel", the scope bar under it as its activation says, and the
/// suggestions in place of the content (docs/CONTROLS.md, [SB1]–[SB3]). Exact frames with TestSans.
@MainActor @Suite struct PresentedSearchTests {
    enum Scope: String, CaseIterable { case all = "All", auction = "Auction" }

    private func screen(query: String, presented: Bool, activation: SearchScopeActivation = .onSearchPresentation,
                        suggestionsHidden: Bool = false) -> some View {
        NavigationStack {
            List {
                Section("Recent searches") { Text("nintendo switch") }
            }
            .navigationTitle("Search")
            .searchable(text: .constant(query), isPresented: .constant(presented), prompt: "Search on eBay")
            .searchScopes(.constant(Scope.all), activation: activation) {
                ForEach(Scope.allCases, id: \.self) { Text($0.rawValue) }
            }
            .searchSuggestions {
                ForEach(["game boy color", "game boy games"], id: \.self) { Text($0).searchCompletion($0) }
            }
            .searchSuggestions(suggestionsHidden ? .hidden : .automatic, for: .content)
        }
    }

    private func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view), width: 393, height: 700)
    }

    private func text(_ tree: LayoutTree, _ string: String) -> Rect? { tree.all(.text).first { $0.detail == string }?.frame }

    @Test func presentedSearchPutsTheActiveFieldInTheBarWithCancelScopesAndSuggestions() throws {
        let laid = try tree(screen(query: "game bo", presented: true))
        #expect(text(laid, "Search") == nil, "the large title collapses")
        let glass = try #require(laid.all(.symbol).first { $0.detail == "magnifyingglass" }?.frame)
        #expect(glass.midY == 8 + 18, "the field 8 pt down the bar")
        let cancel = try #require(text(laid, "Cancel"))
        #expect(cancel.maxX == 393 - 16 && cancel.midY == glass.midY)
        let clear = try #require(laid.all(.symbol).first { $0.detail == "xmark.circle.fill" }?.frame)
        #expect(clear.maxX == cancel.minX - 11 - 8, "the clear button ends the field, 11 pt before Cancel")
        let all = try #require(text(laid, "All")), auction = try #require(text(laid, "Auction"))
        #expect(all.midY == 52 + 22 && auction.midY == all.midY, "the scope bar's 44-pt container under the field")
        let suggestion = try #require(text(laid, "game boy color"))
        #expect(suggestion.minY > 96, "the suggestions under the bar")
        let second = try #require(text(laid, "game boy games"))
        #expect(second.minX == suggestion.minX && second.minY == suggestion.minY + 44, "one 44-pt row per suggestion: \(second) \(suggestion)")
        #expect(text(laid, "nintendo switch") == nil, "suggestions replace the content")
    }

    @Test func atRestTheBarShowsTheTitleAndTheFieldOnly() throws {
        let laid = try tree(screen(query: "game bo", presented: false))
        #expect(text(laid, "Search") != nil && text(laid, "nintendo switch") != nil)
        #expect(text(laid, "Cancel") == nil && text(laid, "All") == nil && text(laid, "game boy color") == nil)
        #expect(!laid.all(.symbol).contains { $0.detail == "xmark.circle.fill" })
    }

    @Test func onTextEntryScopesWaitForText() throws {
        let empty = try tree(screen(query: "", presented: true, activation: .automatic))
        #expect(text(empty, "Cancel") != nil && text(empty, "All") == nil, ".automatic is .onTextEntry on iOS")
        let typed = try tree(screen(query: "g", presented: true, activation: .onTextEntry))
        #expect(text(typed, "All") != nil)
    }

    @Test func hiddenSuggestionsLeaveTheContent() throws {
        let laid = try tree(screen(query: "game bo", presented: true, suggestionsHidden: true))
        #expect(text(laid, "game boy color") == nil && text(laid, "nintendo switch") != nil)
    }
}
