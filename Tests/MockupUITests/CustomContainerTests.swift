import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

// Custom containers as iOS 18 code writes them (Apple: "Creating custom container views"; WWDC24
// session 10146 "Demystify SwiftUI containers"). `@Entry` is a macro, so the container values are
// declared here as the macro expands them: a key and a property.

private struct CardTintKey: ContainerValueKey { static let defaultValue: Color = .gray }
private struct IsPinnedKey: ContainerValueKey { static let defaultValue = false }

extension ContainerValues {
    fileprivate var cardTint: Color {
        get { self[CardTintKey.self] }
        set { self[CardTintKey.self] = newValue }
    }
    fileprivate var isPinned: Bool {
        get { self[IsPinnedKey.self] }
        set { self[IsPinnedKey.self] = newValue }
    }
}

extension View {
    fileprivate func cardTint(_ color: Color) -> some View { containerValue(\.cardTint, color) }
}

/// Subviews with a 1-pt rule between them: the divider is drawn between subviews, never after the last.
private struct DividedVStack<Content: View>: View {
    var content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        VStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    subview
                    if subview.id != subviews.last?.id {
                        Rectangle().fill(.black).frame(height: 1)
                    }
                }
            }
        }
    }
}

/// A deck: its count as a title, then the first three cards, each on a 100 × 60 card tinted with
/// the card's `cardTint`, 8 pt apart.
private struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { cards in
            VStack(alignment: .leading, spacing: 8) {
                Text("\(cards.count) cards")
                if cards.isEmpty {
                    Text("Empty")
                } else {
                    ForEach(cards.prefix(3)) { card in
                        card
                            .frame(width: 100, height: 60)
                            .background(card.containerValues.cardTint)
                    }
                }
            }
        }
    }
}

/// A composite view whose body is two views: a container sees two subviews.
private struct TwoSquares: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.red.frame(width: 10, height: 10).cardTint(.orange)
    }
}

/// A layout that places subviews left to right, pinned ones first (`LayoutSubview.containerValues`).
private struct PinnedFirstRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        let ordered = subviews.filter { $0.containerValues.isPinned } + subviews.filter { !$0.containerValues.isPinned }
        for subview in ordered {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// `Group(subviews:)`, `ForEach(subviews:)`, `Group(sections:)`, `ForEach(sections:)` and container
/// values, laid out with TestSans (8.5 pt per character and 17 pt lines at the body size).
@MainActor @Suite struct CustomContainerTests {
    func tree<V: View>(_ view: V, width: Double? = 393, height: Double? = nil) throws -> LayoutTree {
        try layout(resolveView(view), width: width, height: height)
    }

    func block(_ width: CGFloat, _ color: Color = .red) -> some View { color.frame(width: width, height: 10) }

    @Test func subviewsAreTheFlattenedChildren() throws {
        // A view-builder tuple, a nested Group, a ForEach, a conditional and an EmptyView: five
        // subviews (EmptyView contributes none), of which the first two are drawn.
        let content = Group {
            block(10)
            Group { block(20) }
            ForEach(0..<2) { _ in block(30) }
            if Bool(true) { block(40) }
            EmptyView()
        }
        var count = -1
        let laid = try tree(Group(subviews: content) { subviews in
            let _ = count = subviews.count
            HStack(spacing: 0) { ForEach(subviews.prefix(2)) { $0 } }
        })
        #expect(count == 5)
        let cells = laid.all(.shape).map(\.frame)
        #expect(cells.count == 2)
        expectRect(cells[0], 0, 0, 10, 10)
        expectRect(cells[1], 10, 0, 20, 10)
    }

    @Test func compositeViewsContributeTheirBodysViews() throws {
        var count = -1
        _ = try tree(Group(subviews: Group { TwoSquares(); block(30) }) { subviews in
            let _ = count = subviews.count
            subviews[0]
        })
        #expect(count == 3)
    }

    @Test func indexingAndSlicing() throws {
        let laid = try tree(Group(subviews: ForEach(1...4, id: \.self) { block(CGFloat($0 * 10)) }) { subviews in
            HStack(spacing: 0) {
                subviews[3]
                subviews[1...2]
                ForEach(subviews.dropFirst(3)) { $0 }
            }
        })
        let widths = laid.all(.shape).map(\.frame.width)
        #expect(widths == [40, 20, 30, 40])
        let slice = SubviewsCollection(nodes: [.empty, .empty, .empty])[1...]
        #expect(slice.startIndex == 1 && slice.count == 2, "a slice keeps the collection's indices")
    }

    @Test func emptyContentHasNoSubviews() throws {
        let laid = try tree(CardStack { EmptyView() })
        #expect(laid.all(.text).map(\.detail) == ["0 cards", "Empty"])
    }

    @Test func cardStackShowsTheCountAndTheFirstThreeCards() throws {
        let laid = try tree(CardStack {
            Text("A").cardTint(.red)
            Text("B")
            ForEach(["C", "D"], id: \.self) { Text($0).cardTint(.blue) }
        }, width: 393)
        #expect(laid.all(.text).map(\.detail) == ["4 cards", "A", "B", "C"])
        // Title 59.5 × 17 (widened to the 1/3-pt pixel grid) at the top; then cards of 100 × 60 every 68 pt.
        expectRect(laid.all(.text)[0].frame, 0, 0, 59 + 2.0 / 3, 17)
        let cards = laid.all(.shape).map(\.frame)
        #expect(cards.count == 3)
        expectRect(cards[0], 0, 25, 100, 60)
        expectRect(cards[1], 0, 93, 100, 60)
        expectRect(cards[2], 0, 161, 100, 60)
        // Each card's text is centred on it.
        expectRect(laid.all(.text)[1].frame, 45 + 2.0 / 3, 46.5, 8 + 2.0 / 3, 17)
    }

    @Test func cardTintsAreDrawn() throws {
        let view = CardStack {
            Color.clear.cardTint(.red)
            Color.clear
            Color.clear.cardTint(.blue)
        }
        let (_, image) = try R.render(view: resolveView(view), width: 120, scale: 1)
        func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) { image.image.rgba(x, y) }
        // Cards at y 25, 93, 161 (scale 1): red, the key's default grey, blue.
        #expect(pixel(50, 55).r > 200 && pixel(50, 55).g < 80, "the first card's tint is red: \(pixel(50, 55))")
        let grey = pixel(50, 123)
        #expect(abs(grey.r - grey.g) < 8 && abs(grey.g - grey.b) < 8 && grey.r < 200, "unset: the default grey \(grey)")
        #expect(pixel(50, 191).b > 200 && pixel(50, 191).r < 80, "the third card's tint is blue: \(pixel(50, 191))")
        #expect(image.image.width == 100, "the stack is as wide as its 100-pt cards")
    }

    @Test func dividedStackPutsRulesBetweenSubviews() throws {
        let laid = try tree(DividedVStack {
            block(50, .blue)
            ForEach(0..<2) { _ in block(50, .blue) }
        })
        let frames = laid.all(.shape).map(\.frame)
        #expect(frames.count == 5, "three rows and two rules")
        expectRect(frames[0], 171.5, 0, 50, 10)
        expectRect(frames[1], 0, 10, 393, 1)
        expectRect(frames[2], 171.5, 11, 50, 10)
        expectRect(frames[3], 0, 21, 393, 1)
        expectRect(frames[4], 171.5, 22, 50, 10)
        expectSize(laid.root.frame.size, 393, 32)
    }

    @Test func forEachSubviewsWrapsEachSubview() throws {
        let content = Group { block(10); block(20) }
        let laid = try tree(HStack(spacing: 4) {
            ForEach(subviews: content) { subview in subview.padding(5) }
        })
        let cells = laid.all(.shape).map(\.frame)
        expectRect(cells[0], 5, 5, 10, 10)
        expectRect(cells[1], 29, 5, 20, 10)
        expectSize(laid.root.frame.size, 54, 20)
    }

    @Test func containerValuesSurviveModifiersButNotContainers() throws {
        var pinned: [Bool] = []
        _ = try tree(Group(subviews: Group {
            block(10).containerValue(\.isPinned, true)
            block(10).containerValue(\.isPinned, true).padding().background(Color.blue).frame(width: 80)
            VStack { block(10).containerValue(\.isPinned, true) }
            block(10)
        }) { subviews in
            let _ = pinned = subviews.map(\.containerValues.isPinned)
            HStack { subviews }
        })
        // Apple's ContainerValues documentation: values pass modifiers, never a container, even a
        // container of one child; a view that sets none has the key's default.
        #expect(pinned == [true, true, false, false])
    }

    @Test func theOuterValueWinsAndCompositeBodiesSetValues() throws {
        var tints: [Color] = []
        _ = try tree(Group(subviews: Group {
            block(10).cardTint(.red).cardTint(.green)
            TwoSquares()
        }) { subviews in
            let _ = tints = subviews.map(\.containerValues.cardTint)
            HStack { subviews }
        })
        #expect(tints == [.green, .gray, .orange])
    }

    @Test func tagsAreContainerValues() throws {
        var found: [(Int?, Bool)] = []
        _ = try tree(Group(subviews: Group {
            Text("One").tag(1)
            Text("Two").tag("two")
        }) { subviews in
            let _ = found = subviews.map { ($0.containerValues.tag(for: Int.self), $0.containerValues.hasTag("two")) }
            VStack { subviews }
        })
        #expect(found.map(\.0) == [1, nil])
        #expect(found.map(\.1) == [false, true])
    }

    @Test func subviewsAreResolvedInTheContainersEnvironment() throws {
        // The container's font reaches the subviews; a font set on the subview proxy does not
        // (Apple's Subview documentation).
        let laid = try tree(Group(subviews: Text("Hi")) { subviews in
            subviews[0].font(.system(size: 40))
        }.font(.system(size: 20)))
        expectSize(laid.one(.text).frame.size, 20, 20)
    }

    @Test func layoutSubviewsReadContainerValues() throws {
        let laid = try tree(PinnedFirstRow {
            block(10)
            block(20)
            block(30).containerValue(\.isPinned, true).padding(0)
        })
        let cells = laid.all(.shape).map(\.frame)
        expectRect(cells[0], 30, 0, 10, 10)
        expectRect(cells[1], 40, 0, 20, 10)
        expectRect(cells[2], 0, 0, 30, 10)
    }

    @Test func sectionsExplicitAndImplicit() throws {
        var shapes: [(header: Int, content: Int, footer: Int, pinned: Bool)] = []
        let laid = try tree(Group(sections: Group {
            block(10)
            block(10)
            Section {
                block(20)
            } header: {
                Text("Fruit")
            } footer: {
                Text("2 kinds"); Text("in season")
            }
            .containerValue(\.isPinned, true)
            Section("Nuts") { ForEach(0..<3) { _ in block(30) } }
        }) { sections in
            let _ = shapes = sections.map { ($0.header.count, $0.content.count, $0.footer.count, $0.containerValues.isPinned) }
            VStack(spacing: 0) {
                ForEach(sections) { section in
                    HStack(spacing: 0) { section.header; section.content }
                }
            }
        })
        #expect(shapes.map(\.header) == [0, 1, 1])
        #expect(shapes.map(\.content) == [2, 1, 3])
        #expect(shapes.map(\.footer) == [0, 2, 0])
        #expect(shapes.map(\.pinned) == [false, true, false], "only an explicit section has the values set on it")
        #expect(laid.all(.text).map(\.detail) == ["Fruit", "Nuts"])
        expectRect(laid.all(.text)[0].frame, 30 + 2.0 / 3, 10, 42 + 2.0 / 3, 17)
    }

    @Test func forEachSectionsInAList() throws {
        // A custom container that hands its sections to a List: each becomes a list section.
        let content = Group {
            Section("A") { Text("a1"); Text("a2") }
            Section("B") { Text("b1") }
        }
        let laid = try tree(List {
            ForEach(sections: content) { section in
                Section { section.content } header: { section.header }
            }
        }, height: 600)
        #expect(laid.all(.text).map(\.detail) == ["A", "a1", "a2", "B", "b1"])
    }

    @Test func aViewWithoutSectionsIsOneImplicitSection() throws {
        var counts: [Int] = []
        _ = try tree(Group(sections: EmptyView()) { sections in
            let _ = counts = sections.map(\.content.count)
            EmptyView()
        })
        #expect(counts == [0])
    }
}
