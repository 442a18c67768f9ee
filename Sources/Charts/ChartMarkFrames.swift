import Foundation
import SwiftUI

/// Where marks land in the plot: the rectangles of bars and rectangles, and the points of the
/// other marks (for annotations).
enum ChartMarkFrames {
    /// A bar's thickness as a share of its category band (Mockup's choice).
    static let bandShare: CGFloat = 0.6
    /// A bar's thickness on a continuous axis, and a rectangle's size at a point (Mockup's choice).
    static let continuousBarWidth: CGFloat = 8
    static let defaultRectangleSize: CGFloat = 20

    /// The mark's frame in plot coordinates (y down), or nil when a value is off its scale.
    static func frame(of mark: ChartMark, in geometry: ChartGeometry, among marks: [ChartMark]) -> CGRect? {
        switch mark.kind {
        case .bar, .rectangle: return box(of: mark, in: geometry, among: marks)
        case .point:
            guard let p = geometry.point(mark) else { return nil }
            let d = symbolDiameter(mark)
            return CGRect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
        case .line, .area:
            var top = mark
            if top.y == nil { top.y = top.yEnd }
            return geometry.point(top).map { CGRect(origin: $0, size: .zero) }
        case .rule:
            return ruleSegment(mark, in: geometry).map { CGRect(x: min($0.0.x, $0.1.x), y: min($0.0.y, $0.1.y),
                                                                width: abs($0.1.x - $0.0.x), height: abs($0.1.y - $0.0.y)) }
        case .sector: return nil
        }
    }

    /// The diameter of a point's symbol: √(area) × 1.3 for the default area of 30 square points.
    static func symbolDiameter(_ mark: ChartMark) -> CGFloat { (mark.symbolSize ?? 30).squareRoot() * 1.3 }

    /// A rule's ends: across the plot at its value, or between its start and end.
    static func ruleSegment(_ mark: ChartMark, in geometry: ChartGeometry) -> (CGPoint, CGPoint)? {
        let g = geometry, dx = mark.offset.start.width, dy = mark.offset.start.height
        if let y = g.y.position(mark.y).map(g.flipY) ?? (mark.x == nil && mark.xStart == nil ? nil : mark.yStartPoints),
           mark.x == nil {
            let start = g.x.position(mark.xStart) ?? mark.xStartPoints ?? 0, end = g.x.position(mark.xEnd) ?? mark.xEndPoints ?? g.plotSize.width
            return (CGPoint(x: start + dx, y: y + dy), CGPoint(x: end + mark.offset.end.width, y: y + mark.offset.end.height))
        }
        if let x = g.x.position(mark.x) ?? mark.xStartPoints {
            let top = g.y.position(mark.yEnd).map(g.flipY) ?? mark.yStartPoints ?? 0
            let bottom = g.y.position(mark.yStart).map(g.flipY) ?? mark.yEndPoints ?? g.plotSize.height
            return (CGPoint(x: x + dx, y: bottom + dy), CGPoint(x: x + mark.offset.end.width, y: top + mark.offset.end.height))
        }
        return nil
    }

    /// A bar's or rectangle's box.
    private static func box(of mark: ChartMark, in geometry: ChartGeometry, among marks: [ChartMark]) -> CGRect? {
        let x = geometry.x, y = geometry.y
        // A value off its scale (a category scrolled out of view) draws nothing.
        if mark.x != nil && x.position(mark.x) == nil || mark.y != nil && y.position(mark.y) == nil { return nil }
        let horizontal = mark.x == nil && mark.y != nil && !mark.binnedX
            || mark.x != nil && mark.y != nil && mark.kind == .bar && y.isBand && !x.isBand
            || mark.binnedY && !mark.binnedX
        // Along x: an interval, or a centre and a thickness.
        var minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat
        if horizontal {
            if mark.oneDimensionalAxis == .vertical, let end = y.position(mark.y) {
                minY = geometry.flipY(max(y.baseline, end)); maxY = geometry.flipY(min(y.baseline, end))
            } else if let center = y.position(mark.y).map(geometry.flipY) {
                let thickness = mark.height.resolve(in: y.isBand ? y.bandWidth : defaultRectangleSize,
                                                    automatic: automaticThickness(mark, along: y))
                let (c, t) = dodged(mark, center: center, thickness: thickness, among: marks)
                minY = c - t / 2; maxY = c + t / 2
            } else {
                guard let start = y.position(mark.yStart).map(geometry.flipY), let end = y.position(mark.yEnd).map(geometry.flipY) else { return nil }
                minY = min(start, end); maxY = max(start, end)
                if mark.unitBinY {
                    (minY, maxY) = shared(mark.height, of: minY...maxY)
                }
            }
            let start = x.position(mark.stackBaseX ? nil : mark.xStart) ?? mark.xStartPoints ?? (mark.kind == .bar ? x.baseline : 0)
            let end = x.position(mark.xEnd ?? mark.x) ?? mark.xEndPoints ?? (mark.kind == .bar && mark.x != nil ? x.baseline : geometry.plotSize.width)
            minX = min(start, end); maxX = max(start, end)
        } else {
            if mark.oneDimensionalAxis == .horizontal, let end = x.position(mark.x) {
                minX = min(x.baseline, end); maxX = max(x.baseline, end)
            } else if let center = x.position(mark.x) {
                let thickness = mark.width.resolve(in: x.isBand ? x.bandWidth : defaultRectangleSize,
                                                   automatic: automaticThickness(mark, along: x))
                let (c, t) = dodged(mark, center: center, thickness: thickness, among: marks)
                minX = c - t / 2; maxX = c + t / 2
            } else {
                let start = x.position(mark.xStart) ?? mark.xStartPoints ?? 0
                let end = x.position(mark.xEnd) ?? mark.xEndPoints ?? geometry.plotSize.width
                minX = min(start, end); maxX = max(start, end)
                if mark.unitBinX {
                    (minX, maxX) = shared(mark.width, of: minX...maxX)
                }
            }
            if mark.yStart != nil || mark.yEnd != nil || (mark.y != nil && mark.kind == .bar) {
                let bottom = y.position(mark.stackBaseY ? nil : mark.yStart) ?? y.baseline, top = y.position(mark.yEnd ?? mark.y) ?? y.baseline
                minY = geometry.flipY(max(top, bottom)); maxY = geometry.flipY(min(top, bottom))
            } else if let center = y.position(mark.y).map(geometry.flipY) {
                let thickness = mark.height.resolve(in: y.isBand ? y.bandWidth : defaultRectangleSize,
                                                    automatic: y.isBand ? y.bandWidth : defaultRectangleSize)
                minY = center - thickness / 2; maxY = center + thickness / 2
            } else {
                minY = mark.yStartPoints ?? 0; maxY = mark.yEndPoints ?? geometry.plotSize.height
            }
        }
        return CGRect(x: minX + mark.offset.start.width, y: minY + mark.offset.start.height,
                      width: maxX - minX + mark.offset.end.width - mark.offset.start.width,
                      height: maxY - minY + mark.offset.end.height - mark.offset.start.height)
    }

    /// A bar's extent on a calendar-unit bin: `dimension` of it (by default the band share),
    /// centred in it.
    private static func shared(_ dimension: MarkDimension, of bin: ClosedRange<CGFloat>) -> (CGFloat, CGFloat) {
        let width = bin.upperBound - bin.lowerBound
        let thickness = dimension.resolve(in: width, automatic: width * bandShare)
        let middle = (bin.lowerBound + bin.upperBound) / 2
        return (middle - thickness / 2, middle + thickness / 2)
    }

    /// A bar's default thickness: a share of its band, or 8 points on a continuous axis; a
    /// rectangle fills its band (or is 20 points).
    private static func automaticThickness(_ mark: ChartMark, along scale: ChartScale) -> CGFloat {
        if mark.kind == .rectangle { return scale.isBand ? scale.bandWidth : defaultRectangleSize }
        return scale.isBand ? scale.bandWidth * bandShare : continuousBarWidth
    }

    /// With `position(by:)`, the mark's slot in its group: the group's thickness split evenly
    /// among the group values, in order of appearance.
    private static func dodged(_ mark: ChartMark, center: CGFloat, thickness: CGFloat, among marks: [ChartMark]) -> (CGFloat, CGFloat) {
        guard let group = mark.dodgeGroup else { return (center, thickness) }
        var groups: [String] = []
        for other in marks where other.kind == mark.kind { if let g = other.dodgeGroup, !groups.contains(g) { groups.append(g) } }
        let index = CGFloat(groups.firstIndex(of: group) ?? 0), slot = thickness / CGFloat(max(groups.count, 1))
        return (center - thickness / 2 + (index + 0.5) * slot, slot)
    }
}
