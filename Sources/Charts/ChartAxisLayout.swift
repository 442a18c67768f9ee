import Foundation
import SwiftUI

/// A cartesian chart's plot geometry and axes.
struct ChartCartesianLayout {
    let geometry: ChartGeometry
    let xAxis: ChartAxisLayout?
    let yAxis: ChartAxisLayout?
}

/// One axis as drawn.
struct ChartAxisLayout {
    let leading: Bool
    let marks: [(tick: ChartTick, parts: AxisMarkParts)]
    var showsLabels: Bool { marks.contains { $0.parts.label } }

    /// The middle of the interval from `positions[index]` to the next position (the last interval
    /// repeats the one before it).
    static func intervalMiddle(_ positions: [CGFloat], at index: Int) -> CGFloat {
        let here = positions[index]
        if index + 1 < positions.count { return (here + positions[index + 1]) / 2 }
        if index > 0 { return here + (here - positions[index - 1]) / 2 }
        return here
    }
}

/// An axis value label: `.caption2` in the secondary colour unless its mark styles it, showing the
/// tick's default label, a format style's output or custom content.
struct ChartAxisLabel: View {
    let tick: ChartTick
    let parts: AxisMarkParts
    @Environment(\.locale) private var locale
    private var content: AxisLabelContent? { parts.labelContent }

    var body: some View {
        Group {
            switch content {
            case .view(let view)?: view
            case .format(let format)?: Text(format(tick.value, locale) ?? tick.label)
            case nil: Text(tick.label)
            }
        }
        .font(parts.labelFont ?? .caption2)
        .foregroundStyle(parts.labelStyle ?? AnyShapeStyle(.secondary))
        .fixedSize()
    }
}

extension ChartAxisLabel {
    /// The label where its ideal width fits in `room` (nil: any room), else nothing: Swift Charts'
    /// automatic collision resolution leaves out a label that would run past the chart's frame
    /// (`.disabled`: "The label will always be displayed").
    @ViewBuilder func shownWithin(_ room: CGFloat?) -> some View {
        if let room {
            ViewThatFits(in: .horizontal) {
                self
                Color.clear.frame(width: 0, height: 0)
            }
            .frame(width: max(room, 0), alignment: .leading)
        } else {
            self
        }
    }
}
