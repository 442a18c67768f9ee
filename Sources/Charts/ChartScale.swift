import Foundation
import SwiftUI

/// Maps plot values to positions along one axis: a band per category, or a linear range.
struct ChartScale {
    enum Kind { case band([String]), linear(ClosedRange<Double>) }
    let kind: Kind
    /// The axis length in points.
    let length: CGFloat

    /// Points left empty before the first value (the end padding is taken off `length`).
    let startPadding: CGFloat
    /// Whether the values are dates (numbers here are seconds since 1970).
    let isDate: Bool
    /// Whether the first category's band is at the axis's end.
    let bandsFromEnd: Bool
    /// Whether numbers run from the domain's end at the axis's start to its start at the end.
    let reversed: Bool

    /// A scale for `values` along an axis `length` long, as `settings` say. Numbers include zero
    /// unless the settings say otherwise (Apple's `ScaleDomain`: "By default, number scales include
    /// zero in the domain", whatever the marks), then meet the axis's marks as `fit` says (out to
    /// automatic marks' nice ticks, to a stride's multiples, to listed values); dates reach listed
    /// dates. The settings' domain replaces the inferred one: categories in its order, or the span of its
    /// numbers or dates. A visible length keeps the part of the domain a scrollable chart shows:
    /// that much of the numbers, or that many categories, from the scroll start, no further than
    /// the domain's end. `bandsFromEnd`: the first category's band is at the end of the axis (the
    /// top of a y axis measured from the bottom, where Swift Charts lists a vertical axis's first
    /// category).
    init(values: [PlotValue], length: CGFloat, settings: ChartScaleSettings,
         bandsFromEnd: Bool = false, fit: AxisDomainFit = .automatic) {
        let padding = settings.range.padding(in: length)
        self.length = max(length - padding.start - padding.end, 1)
        startPadding = padding.start
        reversed = settings.reversed
        self.bandsFromEnd = bandsFromEnd != settings.reversed
        let domain = settings.domain, visible = settings.visibleLength, start = settings.scrollStart
        var categories: [String] = []
        var numbers: [Double] = []
        for value in domain ?? values {
            switch value {
            case .category(let c): if !categories.contains(c) { categories.append(c) }
            case .number(let n): numbers.append(n)
            case .date(let d): numbers.append(d.timeIntervalSince1970)
            }
        }
        let isDate = (domain ?? values).contains { if case .date = $0 { return true }; return false }
        self.isDate = isDate
        if !categories.isEmpty {
            if domain == nil, let modify = settings.modifyInferredDomain {
                var values = categories.map { PlotValue.category($0) }
                modify(&values)
                categories = values.compactMap { if case .category(let c) = $0 { return c }; return nil }
            }
            if let visible, visible >= 1 {
                // A chart scrolls no further than its content, as a scroll view does: the last
                // categories fill the view when the position is nearer the end than the length shown.
                let wanted = start.flatMap { value -> Int? in if case .category(let c) = value { return categories.firstIndex(of: c) }; return nil } ?? 0
                let first = min(wanted, max(categories.count - Int(visible), 0))
                categories = Array(categories[first..<min(first + Int(visible), categories.count)])
            }
            kind = .band(categories)
            return
        }
        var low = numbers.min() ?? 0, high = numbers.max() ?? 1
        if domain == nil, !isDate, settings.includesZero ?? true { low = min(low, 0); high = max(high, 0) }
        if domain == nil, let modify = settings.modifyInferredDomain {
            var ends = [low, high].map { isDate ? PlotValue.date(Date(timeIntervalSince1970: $0)) : .number($0) }
            modify(&ends)
            let changed = ends.compactMap { value -> Double? in
                switch value { case .number(let n): return n; case .date(let d): return d.timeIntervalSince1970; case .category: return nil }
            }
            low = changed.min() ?? low; high = changed.max() ?? high
        }
        if low == high { high = low + 1 }
        let whole = domain != nil ? low...high : fit.fit(low...high, isDate: isDate)
        if let visible, visible > 0 {
            // Clamped to the domain as a scroll view is to its content: the view ends at its end.
            let last = max(whole.lowerBound, whole.upperBound - visible)
            let first = start.map { min(max(PlotValue.number($0), whole.lowerBound), last) } ?? whole.lowerBound
            kind = .linear(first...(first + visible))
        } else {
            kind = .linear(whole)
        }
    }

    /// The domain's values: its categories, or its two ends.
    var domainValues: [PlotValue] {
        switch kind {
        case .band(let categories): return categories.map { .category($0) }
        case .linear(let domain): return [.number(domain.lowerBound), .number(domain.upperBound)]
        }
    }

    /// The value at `position`: the category whose band holds it, or the number there.
    func value(at position: CGFloat) -> PlotValue? {
        let offset = position - startPadding
        switch kind {
        case .band(let categories):
            let band = Int((offset / bandWidth).rounded(.down))
            let index = bandsFromEnd ? categories.count - 1 - band : band
            return categories.indices.contains(index) ? .category(categories[index]) : nil
        case .linear(let domain):
            let fraction = Double(offset / length)
            return .number(domain.lowerBound + (reversed ? 1 - fraction : fraction) * (domain.upperBound - domain.lowerBound))
        }
    }

    /// How many marks an axis asks for when its `AxisMarks` do not say (Swift Charts' 5).
    static let defaultTickCount = 5

    /// The step of about `count` nice ticks across `domain`: 1, 2 or 5 times a power of ten, the one
    /// nearest the span over `count` (its mantissa rounded at √2, √10 and √50, as d3's `ticks`, whose
    /// names Swift Charts' scales share, chooses). 104…125 over 5 steps by 5; 0…24 000 by 5 000.
    static func tickStep(_ domain: ClosedRange<Double>, count: Int) -> Double {
        let raw = (domain.upperBound - domain.lowerBound) / Double(max(count, 1))
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, log10(raw).rounded(.down)), mantissa = raw / magnitude
        let factor: Double = mantissa >= 50.squareRoot() ? 10 : mantissa >= 10.squareRoot() ? 5 : mantissa >= 2.squareRoot() ? 2 : 1
        return factor * magnitude
    }

    /// `domain` with both ends out to the nice ticks about `tickCount` marks step by (d3's `nice`:
    /// widened until the step settles), so the plot ends on a mark at the top as at the bottom.
    /// The step is at least `minimumStride` (`AxisMarkValues.automatic(minimumStride:)`).
    static func niceDomain(_ domain: ClosedRange<Double>, tickCount: Int, minimumStride: Double = 0) -> ClosedRange<Double> {
        var low = domain.lowerBound, high = domain.upperBound, previous = 0.0
        for _ in 0..<10 {
            let step = max(tickStep(low...high, count: tickCount), minimumStride)
            if step == previous { break }
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
            previous = step
        }
        return low...high
    }

    /// 1, 2, 2.5 or 5 times a power of ten, at least `raw` (bin widths).
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= raw { return factor * magnitude }
        return 10 * magnitude
    }

    /// The position of `value` (a band's centre for a category).
    func position(_ value: PlotValue?) -> CGFloat? {
        guard let value else { return nil }
        return unpaddedPosition(value).map { $0 + startPadding }
    }

    private func unpaddedPosition(_ value: PlotValue) -> CGFloat? {
        switch (kind, value) {
        case let (.band(categories), .category(c)):
            guard let index = categories.firstIndex(of: c) else { return nil }
            return (CGFloat(bandsFromEnd ? categories.count - 1 - index : index) + 0.5) * bandWidth
        case let (.linear(domain), .number(n)):
            return linearPosition(n, in: domain)
        case let (.linear(domain), .date(d)):
            return linearPosition(d.timeIntervalSince1970, in: domain)
        default: return nil
        }
    }

    /// Where a number falls along the axis: from the domain's start, or its end when reversed.
    private func linearPosition(_ n: Double, in domain: ClosedRange<Double>) -> CGFloat {
        let fraction = (n - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
        return CGFloat(reversed ? 1 - fraction : fraction) * length
    }

    /// The position of zero (or the domain's start), for bars and areas.
    var baseline: CGFloat {
        if case .linear(let domain) = kind { return position(.number(min(max(0, domain.lowerBound), domain.upperBound))) ?? 0 }
        return 0
    }

    var bandWidth: CGFloat {
        if case .band(let categories) = kind { return length / CGFloat(max(categories.count, 1)) }
        return 0
    }

    var isBand: Bool { if case .band = kind { return true }; return false }

    static func format(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
