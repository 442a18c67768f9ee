import Foundation
import SwiftUI

/// The legend: a dot and the name of each series.
struct ChartLegend: View {
    let names: [String]
    let styles: [AnyShapeStyle]
    var body: some View {
        HStack(spacing: 12) {
            ForEach(names.indices, id: \.self) { i in
                HStack(spacing: 4) {
                    Circle().fill(styles[i]).frame(width: 8, height: 8)
                    Text(names[i]).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .fixedSize()
    }
}
