import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `ViewThatFits` picks during layout: the first candidate whose ideal size fits on its axes.
@MainActor @Suite struct ViewThatFitsTests {
    func tree<V: View>(_ view: V, width: Double? = 393, height: Double? = nil) throws -> LayoutTree {
        try layout(resolveView(view), width: width, height: height)
    }

    /// A wide row of two 120-pt blocks, or a column of them.
    var candidates: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) { Color.red.frame(width: 120, height: 20); Color.red.frame(width: 120, height: 20) }
            VStack(spacing: 4) { Color.blue.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
        }
    }

    @Test func theFirstCandidateThatFitsIsShown() throws {
        let wide = try tree(candidates, width: 300)
        let cells = wide.all(.shape).map(\.frame)
        #expect(cells.count == 2, "only the chosen candidate is laid out and drawn")
        expectRect(cells[1], 130, 0, 120, 20)
        expectSize(wide.root.frame.size, 250, 20)
    }

    @Test func theNextCandidateWhenTheFirstIsTooWide() throws {
        let narrow = try tree(candidates, width: 200)
        let cells = narrow.all(.shape).map(\.frame)
        #expect(cells.count == 2)
        expectRect(cells[0], 0, 0, 120, 20)
        expectRect(cells[1], 0, 24, 120, 20)
        expectSize(narrow.root.frame.size, 120, 44)
    }

    @Test func theLastCandidateWhenNoneFits() throws {
        let tiny = try tree(candidates, width: 50)
        #expect(tiny.all(.vstack).count == 1 && tiny.all(.hstack).isEmpty)
    }

    @Test func onlyTheConstrainedAxesAreChecked() throws {
        // Vertically the row (20 pt) does not fit in 10 pt, but only widths are compared.
        let laid = try tree(candidates, width: 300, height: 10)
        #expect(laid.all(.hstack).count == 1)
        let both = try tree(ViewThatFits {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 100, height: 5)
        }, width: 300, height: 10)
        #expect(both.all(.shape).count == 1)
        expectSize(both.root.frame.size, 100, 5)
    }

    @Test func textCandidatesUseTheirUnwrappedWidth() throws {
        // TestSans at 17 pt: 8.5 pt per character; "Continue reading" is 136 pt on one line.
        let view = ViewThatFits(in: .horizontal) { Text("Continue reading"); Text("More") }
        #expect(try tree(view, width: 140).one(.text).detail == "Continue reading")
        #expect(try tree(view, width: 100).one(.text).detail == "More")
    }
}
