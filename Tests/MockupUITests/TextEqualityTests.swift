import Testing
@testable import MockupUI

/// `Text` is `Equatable`, as SwiftUI's is: equal when it draws the same runs.
@MainActor struct TextEqualityTests {
    @Test func textsAreEqualWhenTheyDrawTheSameRuns() {
        #expect(Text("Hello") == Text(verbatim: "Hello"))
        #expect(Text("Journey") + Text(" details") == Text("Journey details"), "concatenated runs of one style merge")
        #expect(Text("Hello") != Text("Hullo"))
        #expect(Text("Hello").bold() != Text("Hello"), "styling is part of what a text draws")
        #expect(Text(Image(systemName: "star")) != Text("star"))
    }
}
