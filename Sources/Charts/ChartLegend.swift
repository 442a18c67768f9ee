import Foundation
import SwiftUI

/// The legend: a dot (or the series' `symbol(by:)` symbol) and the name of each series, in a row
/// (12 pt apart) or, beside the plot, a column (4 pt apart; Mockup's choice).
struct ChartLegend: View {
    let names: [String]
    let styles: [AnyShapeStyle]
    /// Each series' symbol, nil for a dot.
    let symbols: [AnyChartSymbolShape?]
    let isColumn: Bool

    var body: some View {
        Group {
            if isColumn {
                VStack(alignment: .leading, spacing: 4) { entries }
            } else {
                HStack(spacing: 12) { entries }
            }
        }
        .fixedSize()
    }

    private var entries: some View {
        ForEach(names.indices, id: \.self) { i in
            HStack(spacing: 4) {
                marker(i).frame(width: 8, height: 8)
                Text(names[i]).font(.caption2).foregroundStyle(.secondary)
            }
        }
    }

    /// The series' symbol, outlined when it is a stroked one, or a dot.
    @ViewBuilder private func marker(_ i: Int) -> some View {
        if let symbol = symbols[i] {
            if let stroke = symbol.strokeStyle { symbol.stroke(styles[i], style: stroke) } else { symbol.fill(styles[i]) }
        } else {
            Circle().fill(styles[i])
        }
    }
}
