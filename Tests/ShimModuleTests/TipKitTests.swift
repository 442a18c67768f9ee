import Foundation
import MockupText
import SwiftUI
import Testing
import TipKit
@testable import MockupUI

/// TipKit (iOS 17): tips with parameters, events, rules and options compile as Apple's release API
/// declares them; `TipView` draws the tip inline; a `popoverTip` is a presentation, noted.
@MainActor @Suite struct TipKitTests {
    struct FavoriteTip: Tip {
        // Guides write `@Parameter static var isLoggedIn = false` (Swift 5 mode, as guides compile);
        // this target's Swift 6 mode rejects a wrapper's static storage, so the parameter is a value here.
        static let isLoggedIn = Tips.Parameter(wrappedValue: false)
        static let visits = Tips.Parameter(wrappedValue: 0, .transient)
        static let didOpenChat = Tips.Event(id: "didOpenChat")
        var title: Text { Text("Save as a Favorite") }
        var message: Text? { Text("Favorites stay at the top.") }
        var image: Image? { Image(systemName: "star") }
        var actions: [Tips.Action] { [Tips.Action(id: "learn", title: "Learn More")] }
        var rules: [Tips.Rule] {
            [Tips.Rule(Self.isLoggedIn) { $0 == true }, Tips.Rule(Self.visits.projectedValue) { $0 > 2 },
             Tips.Rule(Self.didOpenChat) { $0.donations.donatedWithin(.week).count >= 3 }]
        }
        var options: [any TipOption] { [Tips.MaxDisplayCount(3), Tips.IgnoresDisplayFrequency(true)] }
    }

    struct SwipeTip: Tip {
        var title: Text { Text("Swipe to archive") }
    }

    /// The result-builder forms and the names a tip uses for TipKit's types (`Rule`, `Action`, `Option`).
    struct BuiltTip: Tip {
        static let enabled = Tips.Parameter(wrappedValue: true)
        var title: Text { Text("Built") }
        var rules: [Rule] {
            Rule(Self.enabled) { $0 }
            Rule(Self.enabled) { !$0 }
        }
        var actions: [Action] {
            Action(id: "a", title: "First")
            Action(id: "b", title: "Second")
        }
        var options: [Option] { MaxDisplayCount(1) }
    }

    func layout(_ view: some View) throws -> LaidOutView {
        try ViewRenderer.layout(RenderRequest(width: 360, scale: 1), fonts: FontLibrary.shared()) { view }
    }

    @Test func aTipViewDrawsTheTipInlineAsTheFirstTimeItShows() throws {
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        let tip = FavoriteTip()
        #expect(tip.id == "FavoriteTip" && tip.shouldDisplay && tip.status == .available)
        tip.invalidate(reason: .actionPerformed)
        let full = try layout(TipView(tip))
        #expect(full.tree.all(.text).map(\.detail) == ["Save as a Favorite", "Favorites stay at the top.", "Learn More"])
        #expect(full.tree.all(.symbol).map(\.detail) == ["star", "xmark"], "the image, then the close button")
        let title = full.tree.one(.text, "Save as a Favorite").frame, message = full.tree.one(.text, "Favorites stay at the top.").frame
        let star = full.tree.one(.symbol, "star").frame
        #expect(message.minY > title.maxY && message.minX == title.minX && title.minX > star.maxX, "the text beside the image")
        let bare = try layout(TipView(SwipeTip()))
        #expect(bare.tree.all(.text).map(\.detail) == ["Swipe to archive"] && bare.tree.all(.symbol).map(\.detail) == ["xmark"])
        #expect(bare.tree.root.frame.height < full.tree.root.frame.height)
        let built = BuiltTip()
        #expect(built.rules.count == 2 && built.actions.map(\.id) == ["a", "b"] && built.options.count == 1)
        #expect(try layout(TipView(built)).tree.all(.text).map(\.detail) == ["Built", "First", "Second"])
    }

    @Test func aPopoverTipDrawsItsViewWithANoteAndStylesReplaceTheTipView() throws {
        let anchored = try layout(Button("Favorite") {}.popoverTip(FavoriteTip(), arrowEdge: .top))
        #expect(anchored.tree.all(.text).map(\.detail) == ["Favorite"])
        #expect(anchored.displayList.warnings.contains { $0.contains("popoverTip FavoriteTip") })

        struct Banner: TipViewStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.title }
        }
        let styled = try layout(TipView(FavoriteTip()).tipViewStyle(Banner()))
        #expect(styled.tree.all(.text).map(\.detail) == ["Save as a Favorite"] && styled.tree.all(.symbol).isEmpty)
        let tinted = try layout(TipView(SwipeTip()).tipBackground(Color.yellow).tipCornerRadius(4))
        #expect(tinted.tree.all(.shape).count == 1)
    }
}
