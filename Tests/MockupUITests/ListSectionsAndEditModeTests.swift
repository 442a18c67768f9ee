import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Collapsible sections, the sidebar style's headers and edit mode's row controls (docs/CONTROLS.md,
/// [L5]–[L8]). Frames are exact with TestSans on a 393-pt-wide list.
@MainActor @Suite struct ListSectionsAndEditModeTests {
    func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view), width: 393, height: 700)
    }

    func text(_ tree: LayoutTree, _ string: String) -> Rect? { tree.all(.text).first { $0.detail == string }?.frame }
    func symbols(_ tree: LayoutTree, _ name: String) -> [Rect] {
        tree.all(.symbol).filter { $0.detail == name }.map(\.frame)
    }

    // MARK: Collapsed sections

    @Test(arguments: [ListLayoutKind.insetGrouped, .plain, .sidebar])
    func aCollapsedSectionShowsItsHeaderOnly(layout: ListLayoutKind) throws {
        let list = List {
            Section("Open", isExpanded: .constant(true)) { Text("A"); Text("B") }
            Section("Closed", isExpanded: .constant(false)) { Text("C"); Text("D") }
        }
        let laid = try tree(list.controlEnvironment { $0.listStyle = style(layout) })
        #expect(text(laid, "A") != nil && text(laid, "B") != nil)
        #expect(text(laid, "C") == nil && text(laid, "D") == nil, "a collapsed section draws no rows")
        let header = laid.all(.text).contains { $0.detail == "Closed" || $0.detail == "CLOSED" }
        #expect(header, "its header stays")
    }

    func style(_ layout: ListLayoutKind) -> any ListStyle {
        switch layout {
        case .plain: PlainListStyle()
        case .sidebar: SidebarListStyle()
        default: InsetGroupedListStyle()
        }
    }

    // MARK: Sidebar headers

    @Test func sidebarHeadersAreSemiboldTitlesWithADisclosureChevron() throws {
        let list = List {
            Section("Lists") { Text("Work") }
            Section("Tags", isExpanded: .constant(false)) { Text("work") }
        }
        .listStyle(.sidebar)
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"Lists\" system(default) 20 semibold #000000"), "not uppercased, label colour")
        #expect(!dump.contains("LISTS"))
        let laid = try tree(list)
        let down = try #require(symbols(laid, "chevron.down").first), forward = try #require(symbols(laid, "chevron.forward").first)
        let lists = try #require(text(laid, "Lists")), tags = try #require(text(laid, "Tags"))
        #expect(abs(down.midY - lists.midY) < 1 && abs(forward.midY - tags.midY) < 1, "each chevron on its header's line")
        #expect(down.maxX == 393 - 16 - 20 && forward.maxX == down.maxX, "at the card's trailing inset")
        #expect(lists.minX == 16 + 20)
        let workY = try #require(text(laid, "Work")).midY
        let card = laid.all(.shape).first { $0.frame.height == 44 && $0.frame.minY < workY && $0.frame.maxY > workY }
        #expect(card?.frame.minX == 16 && card?.frame.width == 361, "rows on an inset card")
    }

    // MARK: Edit mode

    @Test func editModePutsSelectionCirclesBeforeARowsContent() throws {
        let list = List(0..<3, id: \.self, selection: .constant(Set([1]))) { Text("Row \($0)") }
            .environment(\.editMode, .constant(.active))
        let laid = try tree(list)
        let rings = symbols(laid, "circle"), checked = symbols(laid, "checkmark.circle.fill")
        #expect(rings.count == 2 && checked.count == 1)
        let row1 = try #require(text(laid, "Row 1")), circle = try #require(checked.first)
        #expect(circle.minX == 16 + 20, "the control at the row's leading inset")
        #expect(row1.minX == circle.maxX + 16, "the content 16 pt after it")
        #expect(abs(circle.midY - row1.midY) < 1)
        let idle = try tree(List(0..<3, id: \.self, selection: .constant(Set([1]))) { Text("Row \($0)") })
        #expect(symbols(idle, "circle").isEmpty && text(idle, "Row 1")?.minX == 36, "not editing: plain rows")
    }

    @Test func aSelectedRowsCircleIsTheTintWithAWhiteCheckmark() throws {
        let request = RenderRequest(width: 393, scale: 3, background: RGBA(red: 255, green: 255, blue: 255))
        let rendered = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            List(0..<2, id: \.self, selection: .constant(Set([0]))) { Text("Row \($0)") }
                .environment(\.editMode, .constant(.active))
                .tint(.green)
                .frame(height: 200)
        }
        let checked = try #require(rendered.layout.tree.all(.symbol, "checkmark.circle.fill").first?.frame)
        let ring = try #require(rendered.layout.tree.all(.symbol, "circle").first?.frame)
        // Inside the disc, off the checkmark: a fifth of the way down its vertical diameter.
        let disc = rendered.image[Int(checked.midX * 3), Int((checked.minY + checked.height * 0.2) * 3)]
        #expect(disc.red == 52 && disc.green == 199 && disc.blue == 89, "system green: \(disc)")
        let middle = rendered.image[Int(ring.midX * 3), Int(ring.midY * 3)]
        #expect(middle.red == 255 && middle.green == 255 && middle.blue == 255, "an empty ring shows the row through it")
        let edge = rendered.image[Int(ring.minX * 3) + 4, Int(ring.midY * 3)]
        #expect(edge.red < 240 && edge.red == edge.green, "the ring itself is grey: \(edge)")
    }

    @Test func deletableAndMovableRowsShowTheirControls() throws {
        let list = List {
            ForEach(["Milk", "Eggs"], id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
            ForEach(["Bread"], id: \.self) { Text($0).deleteDisabled(true) }
                .onDelete { _ in }
        }
        let laid = try tree(list.environment(\.editMode, .constant(.active)))
        #expect(symbols(laid, "minus.circle.fill").count == 2, "Bread's delete is disabled")
        let grips = symbols(laid, "line.horizontal.3")
        #expect(grips.count == 2 && grips.allSatisfy { $0.maxX == 393 - 16 - 20 })
        let milk = try #require(text(laid, "Milk")), minus = try #require(symbols(laid, "minus.circle.fill").first)
        #expect(minus.minX == 36 && milk.minX == minus.maxX + 16)
        #expect(text(laid, "Bread")?.minX == 36)
        let resting = try tree(list)
        #expect(symbols(resting, "minus.circle.fill").isEmpty && symbols(resting, "line.horizontal.3").isEmpty)
    }

    @Test func editButtonReadsDoneWhileEditing() throws {
        let editing = nodeTree(resolveView(EditButton().environment(\.editMode, .constant(.active))))
        #expect(editing.contains("text \"Done\"") && editing.contains("semibold"))
        let resting = nodeTree(resolveView(EditButton()))
        #expect(resting.contains("text \"Edit\"") && !resting.contains("Done"))
    }
}
