import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `LabeledContent` rows whose label and value do not fit side by side: exact frames with TestSans
/// (8.5 pt per character and 17-pt lines at the body size). In a 393-pt inset-grouped list a row's
/// content runs from x 36 to 357 (321 pt) and the first row starts at y 20.
@MainActor @Suite struct LabeledContentRowTests {
    func tree<V: View>(_ view: V, width: Double = 393) throws -> LayoutTree {
        try layout(resolveView(view), width: width, height: 700)
    }

    func text(_ tree: LayoutTree, _ string: String) -> Rect? { tree.all(.text).first { $0.detail == string }?.frame }

    /// The label (16 characters, 136 pt) is the less flexible text: it is offered half of
    /// 321 − 8 first and keeps its one line; the value (340 pt) is offered the 177 pt left and wraps
    /// to three lines, 136 pt wide at most, flush with the row's trailing edge. The label is
    /// centred on the 51-pt value; the row is 51 + 2 × 11 tall. (The value had kept its one line
    /// and squeezed the label to a glyph per line.)
    @Test func aLongValueWrapsBesideItsWholeLabel() throws {
        let laid = try tree(List {
            LabeledContent("Delivery address", value: "Home · 12 Moda Street, Kadikoy, Istanbul")
        })
        let label = try #require(text(laid, "Delivery address"))
        let value = try #require(text(laid, "Home · 12 Moda Street, Kadikoy, Istanbul"))
        #expect(label == Rect(x: 36, y: 48, width: 136, height: 17), "\(label)")
        #expect(value == Rect(x: 221, y: 31, width: 136, height: 51), "\(value)")
    }

    /// The value's lines are aligned trailing inside its frame.
    @Test func aWrappedValuesLinesAlignTrailing() throws {
        let laid = try tree(List {
            LabeledContent("Delivery address", value: "Home · 12 Moda Street, Kadikoy, Istanbul")
        })
        let lines = DisplayList(laid).allItems.compactMap { item -> DisplayText? in
            if case .text(let text) = item, text.text.string.hasPrefix("Home") { return text }; return nil
        }
        let value = try #require(lines.first)
        #expect(value.text.alignment == .trailing, "\(value.text.alignment)")
    }

    /// A long label beside a short value: the value ("Today", 42.5 pt) is the less flexible one and
    /// keeps its line; the label wraps at word boundaries in the 270.5 pt left (246.5 pt wide).
    @Test func aLongLabelWrapsBesideAShortValue() throws {
        let laid = try tree(List {
            LabeledContent("Estimated delivery window for this order", value: "Today")
        })
        let label = try #require(text(laid, "Estimated delivery window for this order"))
        let value = try #require(text(laid, "Today"))
        // Snapped to the 3× pixel grid: 246.5 → 740 / 3, 42.5 → 128 / 3.
        #expect(label == Rect(x: 36, y: 31, width: 740.0 / 3, height: 34), "\(label)")
        #expect(value == Rect(x: 357 - 128.0 / 3, y: 39.5, width: 128.0 / 3, height: 17), "\(value)")
    }

    /// Outside a list the row is as wide as offered: in a 300-pt VStack "Teslimat" (68 pt) stays
    /// whole and the date wraps after "at" (204 pt), trailing.
    @Test func outsideAListTheRowTakesTheOfferedWidth() throws {
        let laid = try tree(VStack { LabeledContent("Teslimat", value: "Thursday, December 10 at 2:00 PM") }, width: 300)
        let label = try #require(text(laid, "Teslimat"))
        let value = try #require(text(laid, "Thursday, December 10 at 2:00 PM"))
        #expect(label.minX == 0 && label.width == 68 && label.height == 17, "\(label)")
        #expect(value.maxX == 300 && value.width == 204 && value.height == 34, "\(value)")
    }

    /// A menu picker's long selection in a form row shares the row the same way, on one line: the
    /// label ("Motif", 42.5 pt) keeps its word and the selection is truncated before the chevrons,
    /// which stay at the row's trailing edge. (The selection had kept its full width and squeezed the
    /// label to a glyph per line.)
    @Test func aMenuPickersLongSelectionIsTruncatedBesideItsWholeLabel() throws {
        let long = "Follow-up consultation for a long-term treatment"
        let laid = try tree(Form {
            Picker("Motif", selection: .constant(1)) {
                Text("First visit").tag(0)
                Text(long).tag(1)
            }
        })
        let label = try #require(text(laid, "Motif"))
        let value = try #require(text(laid, long))
        #expect(label.minX == 36 && label.width == 128.0 / 3 && label.height == 17, "\(label)")  // 42.5 on the 3× grid
        #expect(value.height == 17 && value.minX > label.maxX && value.maxX < 357, "\(value)")
        #expect(value.width < 321 - 42.5 - 8 - 16, "\(value)")  // short of the label, the spacing and the chevrons
    }
}
