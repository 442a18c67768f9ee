@testable import Charts
import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// Checks what `ChartsAPIProbe` builds, and that it lays out and renders.
@MainActor @Suite struct ChartsAPIProbeTests {
    @Test func everyInitializerFamilyBuildsItsMarks() {
        let marks = ChartsAPIProbe.marks.marks
        let counts = Dictionary(grouping: marks, by: \.kind).mapValues(\.count)
        #expect(counts[.bar] == 8)
        #expect(counts[.area] == 6)
        #expect(counts[.line] == 2 + 2)        // two initializers, two days of store A
        #expect(counts[.point] == 3 + 1 + 2)   // three initializers, a day of store B, `Threshold`, `Percent`
        #expect(counts[.rule] == 6 + 2 + 1)    // six initializers, an `else` branch, an availability check, `Threshold`
        #expect(marks.last?.x == .number(50))  // a custom plottable's primitive value
        #expect(counts[.rectangle] == 9)
        #expect(counts[.sector] == 1)
        // Date values with a unit sit in the middle of their day; bars span it.
        let day = marks.first { $0.kind == .line && $0.x.map { if case .date = $0 { return true }; return false } == true }
        if case .date(let date)? = day?.x { #expect(Int(date.timeIntervalSince1970) % 86_400 != 0) } else { Issue.record("no dated line") }
    }

    @Test func everyModifierKeepsTheMarkAndItsSettings() {
        let marks = ChartsAPIProbe.modified.marks
        #expect(marks.count == 1)
        let mark = marks[0]
        #expect(mark.series == "A" && mark.lineSeries == "Forecast" && mark.symbolSeries == "A" && mark.dodgeGroup == "A")
        #expect(mark.interpolation.kind == .cardinal(tension: 0.2))
        #expect(mark.annotations.count == 3 && mark.opacity == 0.5 && mark.cornerRadius == 4 && mark.zIndex == 1)
        #expect(mark.offset.start == CGSize(width: 4, height: 7) && mark.offset.end == CGSize(width: 6, height: 9))
    }

    @Test func chartModifiersRender() throws {
        let (_, rendered) = try R.render(view: resolveView(ChartsAPIProbe.chartModifiers.frame(width: 300, height: 200)), width: 300, scale: 1)
        #expect(rendered.image.width == 300)
    }
}
