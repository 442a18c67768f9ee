import Foundation
import SwiftUI

/// How bars and areas that share a position stack: on top of each other (`standard`), scaled to
/// fill 0…1 (`normalized`), centred on zero (`center`, a streamgraph), or not at all.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    public static let standard = MarkStackingMethod(kind: .standard)
    public static let normalized = MarkStackingMethod(kind: .normalized)
    public static let center = MarkStackingMethod(kind: .center)
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

extension MarkStackingMethod: CustomStringConvertible {
    public var description: String { "\(kind)" }
}

/// Resolves stacking as Swift Charts does: bars (and areas) of one kind at the same position on
/// the category or x axis are laid end to end along the value axis in the order they were given,
/// positive values upwards from zero and negative ones downwards. Marks placed with
/// `position(by:)` are not stacked.
enum ChartStacking {
    static func resolve(_ marks: [ChartMark]) -> [ChartMark] {
        var marks = marks
        for kind in [ChartMark.Kind.bar, .area] {
            let horizontal = marks.contains { $0.kind == kind && isCategory($0.y) } && !marks.contains { $0.kind == kind && isCategory($0.x) }
            stack(&marks, kind: kind, horizontal: horizontal)
        }
        return marks
    }

    /// Stacks the marks of `kind` whose value is on y (or on x when `horizontal`, and for
    /// one-dimensional bars, which have no position and make one stack).
    private static func stack(_ marks: inout [ChartMark], kind: ChartMark.Kind, horizontal: Bool) {
        var groups: [PlotValue?: [Int]] = [:]
        var order: [PlotValue?] = []
        let alongX = marks.map { horizontal || $0.binnedY || $0.oneDimensionalAxis == .horizontal }
        for (index, mark) in marks.enumerated() where mark.kind == kind && mark.dodgeGroup == nil && mark.stacking != .unstacked {
            // A bin stands on its start; a horizontal bar's value is on x.
            let (position, value, start) = alongX[index]
                ? (mark.y ?? (mark.binnedY ? mark.yStart : nil), mark.x, mark.binnedY ? nil : mark.xStart)
                : (mark.x ?? (mark.binnedX ? mark.xStart : nil), mark.y, mark.binnedX ? nil : mark.yStart)
            guard position != nil || mark.oneDimensionalAxis != nil, case .number? = value, start == nil else { continue }
            if groups[position] == nil { order.append(position) }
            groups[position, default: []].append(index)
        }
        for position in order {
            let indices = groups[position] ?? []
            let values = indices.map { index -> Double in
                if case .number(let v)? = alongX[index] ? marks[index].x : marks[index].y { return v }
                return 0
            }
            let method = marks[indices[0]].stacking
            let total = values.reduce(0) { $0 + abs($1) }
            var up = method == .center ? -total / 2 : 0, down = 0.0
            for (index, value) in zip(indices, values) {
                var start: Double, end: Double
                if value >= 0 || method == .center { start = up; up += abs(value); end = up } else { start = down; down += value; end = down }
                if method == .normalized, total > 0 { start /= total; end /= total }
                if alongX[index] {
                    marks[index].xStart = .number(start); marks[index].xEnd = .number(end); marks[index].x = nil
                    marks[index].stackedX = true
                } else {
                    marks[index].yStart = .number(start); marks[index].yEnd = .number(end); marks[index].y = nil
                    marks[index].stackedY = true
                }
            }
        }
    }

    private static func isCategory(_ value: PlotValue?) -> Bool { if case .category? = value { return true }; return false }
}
