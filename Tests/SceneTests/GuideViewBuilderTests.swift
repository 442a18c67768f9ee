import Foundation
import Testing
@testable import MockupUI
@testable import CryptoComScenes

/// DSLViewBuilderTests's cases, run on the guides' own components.
@MainActor @Suite struct GuideViewBuilderTests {
    @Test func forEachDestructuresTupleElements() {
        let text = nodeTree(resolveView(QuickActions()))
        let labels = ["Deposit", "Send", "Trade", "Earn"].map { "text \"\($0)\" system(default) 11 semibold #8DA0BD" }
        let icons = ["plus", "arrow.right", "arrow.left.arrow.right", "percent"].map { "symbol \($0) system(default) 20 regular #1199FA" }
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("text") } == labels)
        #expect(lines.filter { $0.hasPrefix("symbol") } == icons)
        #expect(lines.filter { $0 == "flexFrame(maxW: inf, center)" }.count == 4)
    }
}
