import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Lists: modifiers on groups of rows, separators that start at the row's text, and the iOS 17
/// row and section spacing. Frames are exact with TestSans on a 393-pt-wide list.
@MainActor @Suite struct ListRowsAndSeparatorsTests {
    func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view), width: 393, height: 700)
    }

    /// Frames of the shapes painted exactly `color`, in tree order.
    func shapes(_ tree: LayoutTree, _ color: String) -> [Rect] {
        tree.all(.shape).filter { node in
            guard let shape = node.resolvedShape else { return false }
            return describe(shape).hasSuffix(" " + color) || describe(shape).contains(" \(color) ")
        }.map(\.frame)
    }

    func separators(_ tree: LayoutTree) -> [Rect] { shapes(tree, "#3C3C43@0.29") }
    func rows(_ tree: LayoutTree, _ color: String = "#FFFFFF") -> [Rect] { shapes(tree, color).filter { $0.height > 1 } }
    func text(_ tree: LayoutTree, _ string: String) -> Rect? { tree.all(.text).first { $0.detail == string }?.frame }

    // MARK: Modifiers on several rows

    @Test func aModifierOnAForEachAppliesToEachRow() throws {
        let list = List {
            ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
                .listRowBackground(Color.yellow)
        }
        let yellow = rows(try tree(list), "#FFCC00")
        #expect(yellow.count == 3)
        #expect(yellow.allSatisfy { $0.height == 44 && $0.minX == 16 && $0.width == 361 })
        #expect(yellow.map(\.minY) == [20, 64, 108], "three 44-pt rows, not one row of three lines")
    }

    /// A dynamic list's row of several views is one row, side by side: SwiftUI's `List(_:rowContent:)`
    /// puts the row's content in an HStack (`ForEach<Data, ID, HStack<RowContent>>`), where a
    /// `ForEach` in a list makes each view a row.
    @Test func aDynamicListsRowOfSeveralViewsIsOneRowSideBySide() throws {
        let fruits = ["Apple", "Banana"]
        let checkboxes = try tree(List(fruits, id: \.self) { fruit in
            Text(fruit)
            Spacer()
            Text("[ ]")
        })
        #expect(rows(checkboxes).count == 2 && rows(checkboxes).allSatisfy { $0.height == 44 })
        let apple = try #require(text(checkboxes, "Apple")), box = try #require(checkboxes.all(.text).filter { $0.detail == "[ ]" }.first?.frame)
        #expect(apple.minY == box.minY && box.maxX == 377 - 20, "the box at the row's trailing margin, on the fruit's line")
        let each = try tree(List { ForEach(fruits, id: \.self) { fruit in Text(fruit); Text("[ ]") } })
        #expect(rows(each).count == 4, "in a ForEach each view is a row")
    }

    @Test func aModifierOnAGroupAppliesToEachRow() throws {
        let list = List {
            Group { Text("One"); Text("Two") }.foregroundStyle(.red)
        }
        let laid = try tree(list)
        #expect(rows(laid).count == 2)
        #expect(separators(laid).count == 1)
        #expect(nodeTree(resolveView(list)).contains("text \"Two\" system(default) 17 regular #FF3B30"))
    }

    @Test func aModifiedSectionStaysASection() throws {
        let list = List {
            Section("Account") { Text("Name"); Text("Email") }.listRowBackground(Color.yellow)
        }
        let laid = try tree(list)
        #expect(rows(laid, "#FFCC00").count == 2, "each row of the section gets the background")
        #expect(nodeTree(resolveView(list)).contains("text \"ACCOUNT\" system(default) 13 regular #3C3C43@0.6"),
                "the header is still drawn as a section header")
        let sections = List {
            ForEach(["Fruit", "Veg"], id: \.self) { name in Section(name) { Text("\(name) row") } }
                .listRowBackground(Color.yellow)
        }
        let dump = nodeTree(resolveView(sections))
        #expect(dump.contains("text \"FRUIT\"") && dump.contains("text \"VEG\""))
        #expect(rows(try tree(sections), "#FFCC00").count == 2)
    }

    /// `sectionActions` (iOS 18) are items after the section's content: its last rows.
    @Test func sectionActionsAreTheSectionsLastRows() throws {
        let withActions = List {
            Section("Categories") { Text("Climate"); Text("Lights") }
                .sectionActions { Button("Add Category", systemImage: "plus") {} }
            Section("More") { Text("Other") }
        }
        let inline = List {
            Section("Categories") { Text("Climate"); Text("Lights"); Button("Add Category", systemImage: "plus") {} }
            Section("More") { Text("Other") }
        }
        #expect(nodeTree(resolveView(withActions)) == nodeTree(resolveView(inline)))
        #expect(rows(try tree(withActions)).count == 4)
    }

    /// A section index label (iOS 26) is noted, not drawn: the section is drawn as without it.
    @Test func aSectionIndexLabelLeavesTheSectionAsItIs() throws {
        let labelled = List { Section("A") { Text("Apple") }.sectionIndexLabel("A") }.listSectionIndexVisibility(.visible)
        let plain = List { Section("A") { Text("Apple") } }
        #expect(try tree(labelled).all(.text).map(\.frame) == tree(plain).all(.text).map(\.frame))
        #expect(nodeTree(resolveView(labelled)).contains("sectionIndexLabel"))
    }

    @Test func aViewWhoseBodyIsASectionIsASectionOfTheList() throws {
        let list = List {
            AccountSection()
            TwoRows().listRowBackground(Color.yellow)
            OneRow()
        }
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"ACCOUNT\" system(default) 13 regular #3C3C43@0.6"))
        let laid = try tree(list)
        #expect(rows(laid, "#FFCC00").count == 2, "each of the body's two views is a row")
        let white = rows(laid)
        #expect(white.count == 3, "Name and Email in the section, then the one-row view")
        #expect(white.allSatisfy { $0.height == 44 })
    }

    @Test func viewBodiesAreNotEvaluatedOutsideAResolve() {
        BodyCounter.evaluations = 0
        _ = Text("Title").toolbar { CountedButtons() }
        #expect(BodyCounter.evaluations == 0, "a toolbar block is flattened when the modifier is built, with no environment")
        _ = resolveView(List { CountedButtons() })
        #expect(BodyCounter.evaluations > 0, "a list resolving its rows looks into the view")
    }

    @Test func pickerOptionsKeepTheirTagsUnderAModifier() {
        let picker = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }.foregroundStyle(.red)
        }
        let dump = nodeTree(resolveView(picker))
        #expect(dump.contains("text \"M\"") && !dump.contains("text \"S\""))
    }

    // MARK: Row width

    /// A row is as wide as the list whatever its content reports: a 57-character text that keeps
    /// its one line (484.5 pt, 1454 / 3 on the 3× pixel grid; wider than the 321 pt between the
    /// insets) starts at the row's text inset and runs past the card, and every card stays 361 pt
    /// wide at x 16. (The row had
    /// widened its section, so the list's content grew past the screen and was centred on it,
    /// every card shifted left.)
    @Test func contentWiderThanItsRowLeavesTheListAtTheProposedWidth() throws {
        let list = List {
            Text("A row whose text keeps to one line and runs past the card").fixedSize()
            Text("Short")
            Section { Text("Next section") }
        }
        let laid = try tree(list)
        let cards = rows(laid)
        #expect(cards.count == 3 && cards.allSatisfy { $0.minX == 16 && $0.width == 361 }, "\(cards)")
        let long = try #require(text(laid, "A row whose text keeps to one line and runs past the card"))
        #expect(long.minX == 36 && long.width == 1454.0 / 3, "\(long)")
        #expect(try #require(text(laid, "Short")).minX == 36 && #require(text(laid, "Next section")).minX == 36)
    }

    // MARK: Views that are several rows

    @Test func anExpandedDisclosureGroupIsItsLabelRowAndOneRowPerChild() throws {
        let list = List {
            DisclosureGroup(isExpanded: .constant(true)) {
                Text("Issues")
                Text("Cycles").badge(3)
            } label: {
                Text("Engineering")
            }
            DisclosureGroup("Design") { Text("Hidden") }
        }
        let laid = try tree(list)
        #expect(rows(laid).map(\.height) == [44, 44, 44, 44], "four 44-pt rows: \(rows(laid))")
        #expect(separators(laid).count == 3)
        let issues = try #require(text(laid, "Issues")), engineering = try #require(text(laid, "Engineering"))
        #expect(abs(issues.midY - (engineering.midY + 44)) < 1e-9, "a row of its own below the label")
        #expect(text(laid, "3") != nil, "a child row's badge is that row's")
        #expect(text(laid, "Hidden") == nil, "a collapsed group is its label row only")
    }

    @Test func anInlinePickerInAListIsOneRowPerOption() throws {
        let list = List {
            Picker("Diet", selection: .constant("Vegan")) {
                ForEach(["All", "Vegetarian", "Vegan"], id: \.self) { Text($0) }
            }
            .pickerStyle(.inline)
            .labelsHidden()
        }
        let laid = try tree(list)
        #expect(rows(laid).map(\.height) == [44, 44, 44])
        #expect(separators(laid).count == 2)
        let all = try #require(text(laid, "All")), vegan = try #require(text(laid, "Vegan"))
        #expect(abs(vegan.midY - (all.midY + 88)) < 1e-9)
    }

    /// UIKit centres list symbols in a reserved 24-pt slot that scales with Dynamic Type, so titles
    /// after icons of different widths line up (a toggle's label too); none at accessibility sizes.
    @Test func labelTitlesInListRowsLineUp() throws {
        let list = List {
            Label("Narrow", systemImage: "circle")
            Label("Wide", systemImage: "rectangle")
            Toggle(isOn: .constant(true)) { Label("Switch", systemImage: "crown") }
        }
        let laid = try tree(list)
        let narrow = try #require(text(laid, "Narrow")), wide = try #require(text(laid, "Wide"))
        let switched = try #require(text(laid, "Switch"))
        #expect(narrow.minX == 36 + 24 + 8 && wide.minX == narrow.minX && switched.minX == narrow.minX, "\(narrow) \(wide) \(switched)")
        let larger = try #require(text(try tree(list.dynamicTypeSize(.xxLarge)), "Narrow"))
        #expect(abs(larger.minX - (36 + 24 * 21 / 17 + 8)) < 1e-9, "\(larger)")
        let accessible = try tree(list.dynamicTypeSize(.accessibility1))
        let icon = try #require(accessible.all(.symbol).first)
        #expect(try #require(text(accessible, "Narrow")).minX == icon.frame.maxX + 8, "no reserved width")
    }

    /// A row label of several texts is a title over a subtitle in the subheadline font and the
    /// secondary colour (Apple's `LabeledContent`), not texts side by side.
    @Test func aRowLabelOfTwoTextsIsATitleOverASubtitle() throws {
        let form = Form {
            LabeledContent { Text("AED 4,427.00") } label: { Text("Total"); Text("Incl. VAT") }
            Toggle(isOn: .constant(true)) { Text("Wi-Fi"); Text("Home").foregroundStyle(Color.red) }
        }
        let laid = try tree(form)
        let title = try #require(text(laid, "Total")), subtitle = try #require(text(laid, "Incl. VAT"))
        #expect(subtitle.minX == title.minX && subtitle.minY == title.maxY + 3, "\(title) \(subtitle)")
        let texts = DisplayList(laid).allItems.compactMap { item -> DisplayText? in
            if case .text(let text) = item { return text }; return nil
        }
        let drawn = { (string: String) in try #require(texts.first { $0.text.string == string }).text }
        #expect(try drawn("Incl. VAT").font.size == 15 && drawn("Total").font.size == 17)
        #expect(try drawn("Incl. VAT").paint == .color(RGBA(r8: 60, 60, 67, alpha: 0.6)))
        #expect(try drawn("Home").paint == .color(RGBA(r8: 255, 59, 48)), "a subtitle's own style wins")
        let wifi = try #require(text(laid, "Wi-Fi")), home = try #require(text(laid, "Home"))
        #expect(home.minX == wifi.minX && home.minY > wifi.maxY)
    }

    // MARK: Separators

    @Test func theSeparatorStartsAtTheRowsText() throws {
        let list = List {
            Label("Wi-Fi", systemImage: "wifi")
            HStack { Image(systemName: "bell"); Text("Notifications") }
            Text("Plain")
        }
        let laid = try tree(list)
        let lines = separators(laid)
        #expect(lines.count == 2)
        let wifi = try #require(text(laid, "Wi-Fi")), notifications = try #require(text(laid, "Notifications"))
        #expect(wifi.minX > 36, "the title sits after the icon")
        #expect(lines.map(\.minX) == [wifi.minX, notifications.minX])
        #expect(lines.allSatisfy { $0.maxX == 377 }, "to the card's trailing edge")
    }

    /// A row without text, a centred text field and a segmented control: the separator starts at the row's
    /// content inset (UIKit's layout margin), not at the card's edge or at a centred placeholder or segment title.
    @Test func rowsWithoutLeadingTextSeparateAtTheirContentInset() throws {
        let list = List {
            TextField("Meeting ID", text: .constant("")).multilineTextAlignment(.center)
            Picker("Mode", selection: .constant(0)) { Text("Daily").tag(0); Text("Weekly").tag(1) }.pickerStyle(.segmented)
            Slider(value: .constant(0.5))
            Text("Last")
        }
        let lines = separators(try tree(list))
        #expect(lines.map(\.minX) == [36, 36, 36], "\(lines)")
    }

    /// A navigation row's badge sits before its chevron, as UIKit's accessories are ordered.
    @Test func aNavigationRowsBadgeComesBeforeItsChevron() throws {
        let list = NavigationStack { List { NavigationLink("Inbox") { Text("x") }.badge(4) } }
        let laid = try tree(list)
        let badge = try #require(text(laid, "4"))
        let chevron = try #require(laid.all(.symbol).first { $0.detail?.contains("chevron.forward") == true }?.frame)
        #expect(badge.maxX < chevron.minX && chevron.maxX <= 377 - 20 + 0.5, "\(badge) \(chevron)")
    }

    @Test func separatorGuidesMoveItsEnds() throws {
        let list = List {
            Text("Full").alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
            Text("Short").alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
            Text("Last")
        }
        let laid = try tree(list)
        let lines = separators(laid)
        #expect(lines.count == 2)
        #expect(lines.first.map { $0.minX == 16 && $0.maxX == 377 } == true, "from the card's leading edge")
        let short = try #require(text(laid, "Short"))
        #expect(lines.last.map { $0.minX == 36 && $0.maxX == short.maxX } == true, "under the text only")
    }

    @Test func hidingOrTintingARowsSeparatorChangesTheOneBelowIt() throws {
        let list = List {
            Text("A").listRowSeparatorTint(.red)
            Text("B").listRowSeparator(.hidden)
            Text("C").listRowSeparator(.hidden, edges: .top)
            Text("D")
        }
        let laid = try tree(list)
        let red = shapes(laid, "#FF3B30")
        #expect(red.count == 1 && red.first.map { $0.maxY == 64 && $0.height == SystemMetrics.hairline } == true)
        #expect(separators(laid).map(\.maxY) == [152], "B hides the line below it; C's top edge changes nothing")
    }

    @Test func plainSectionsCanHideTheirBottomSeparator() throws {
        func lines(_ section: some View) throws -> Int {
            separators(try tree(List { section }.listStyle(.plain))).count
        }
        #expect(try lines(Section { Text("A"); Text("B") }) == 2)
        #expect(try lines(Section { Text("A"); Text("B") }.listSectionSeparator(.hidden, edges: .bottom)) == 1)
        #expect(try lines(Section { Text("A"); Text("B") }.listSectionSeparator(.hidden, edges: .top)) == 2)
    }

    // MARK: Spacing

    @Test func rowSpacingSetsRowsApartAsCards() throws {
        let laid = try tree(List { Text("A"); Text("B"); Text("C") }.listRowSpacing(10))
        #expect(rows(laid).map(\.minY) == [20, 74, 128], "44-pt rows 10 pt apart")
        #expect(separators(laid).isEmpty)
        #expect(rows(try tree(List { Text("A"); Text("B") }.listRowSpacing(nil))).map(\.minY) == [20, 64])
    }

    @Test func sectionSpacingFollowsTheListAndItsSections() throws {
        /// The gap between the first section's card and the second's.
        func gap(_ list: some View) throws -> Double {
            let cards = rows(try tree(list))
            return cards[1].minY - cards[0].maxY
        }
        let two = List { Section { Text("A") }; Section { Text("B") } }
        #expect(try gap(two) == 35)
        #expect(try gap(two.listSectionSpacing(50)) == 50)
        #expect(try gap(two.listSectionSpacing(.compact)) == Double(SystemMetrics.compactSectionSpacing))
        #expect(try gap(two.listSectionSpacing(.default)) == 35)
        let mixed = List {
            Section { Text("A") }.listSectionSpacing(10)
            Section { Text("B") }.listSectionSpacing(30)
        }
        #expect(try gap(mixed) == 20, "each section gives half of its spacing")
        let one = List { Section { Text("A") }.listSectionSpacing(12); Section { Text("B") } }
        #expect(try gap(one.listSectionSpacing(50)) == 12, "a section's spacing wins over the list's")
    }
}

/// A view whose body is a section with a modifier, as apps split a settings screen into views.
private struct AccountSection: View {
    var body: some View {
        Section("Account") { Text("Name"); Text("Email") }.animation(.default, value: 1)
    }
}

/// A view whose body is two views.
private struct TwoRows: View {
    var body: some View {
        Text("First")
        Text("Second")
    }
}

/// A view whose body is one row.
private struct OneRow: View {
    var body: some View { HStack { Text("Solo"); Spacer() } }
}

/// Counts the body evaluations of `CountedButtons`.
@MainActor private enum BodyCounter {
    static var evaluations = 0
}

/// Two buttons from one view, as toolbars and lists get them.
private struct CountedButtons: View {
    var body: some View {
        let _ = BodyCounter.evaluations += 1
        Button("One") {}
        Button("Two") {}
    }
}
