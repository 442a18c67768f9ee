import Foundation
import SwiftUI

/// Maps plot values to positions along one axis: a band per category, or a linear range.
struct ChartScale {
    enum Kind { case band([String]), linear(ClosedRange<Double>) }
    let kind: Kind
    /// The axis length in points.
    let length: CGFloat

    /// A scale for `values`; numbers include zero when `includesZero`, and get a nice domain.
    init(values: [PlotValue], length: CGFloat, includesZero: Bool, domain: ClosedRange<Double>?) {
        self.length = length
        var categories: [String] = []
        var numbers: [Double] = []
        for value in values {
            switch value {
            case .category(let c): if !categories.contains(c) { categories.append(c) }
            case .number(let n): numbers.append(n)
            case .date(let d): numbers.append(d.timeIntervalSince1970)
            }
        }
        if !categories.isEmpty {
            kind = .band(categories)
        } else if let domain {
            kind = .linear(domain)
        } else {
            var low = numbers.min() ?? 0, high = numbers.max() ?? 1
            if includesZero { low = min(low, 0); high = max(high, 0) }
            if low == high { high = low + 1 }
            let step = ChartScale.niceStep((high - low) / 4)
            let isDate = values.contains { if case .date = $0 { return true }; return false }
            kind = isDate ? .linear(low...high)
                : .linear((low / step).rounded(.down) * step...(high / step).rounded(.up) * step)
        }
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= raw { return factor * magnitude }
        return 10 * magnitude
    }

    /// The position of `value` (a band's centre for a category).
    func position(_ value: PlotValue?) -> CGFloat? {
        guard let value else { return nil }
        switch (kind, value) {
        case let (.band(categories), .category(c)):
            guard let index = categories.firstIndex(of: c) else { return nil }
            return (CGFloat(index) + 0.5) * bandWidth
        case let (.linear(domain), .number(n)):
            return CGFloat((n - domain.lowerBound) / (domain.upperBound - domain.lowerBound)) * length
        case let (.linear(domain), .date(d)):
            return CGFloat((d.timeIntervalSince1970 - domain.lowerBound) / (domain.upperBound - domain.lowerBound)) * length
        default: return nil
        }
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

    /// Tick values and their labels: each category, or nice steps of a linear domain.
    func ticks(maxCount: Int = 5) -> [(position: CGFloat, label: String)] {
        switch kind {
        case .band(let categories):
            return categories.enumerated().map { ((CGFloat($0.offset) + 0.5) * bandWidth, $0.element) }
        case .linear(let domain):
            let step = ChartScale.niceStep((domain.upperBound - domain.lowerBound) / Double(maxCount - 1))
            var ticks: [(CGFloat, String)] = []
            var value = (domain.lowerBound / step).rounded(.up) * step
            while value <= domain.upperBound + step * 1e-9 {
                ticks.append((position(.number(value)) ?? 0, ChartScale.format(value)))
                value += step
            }
            return ticks
        }
    }

    static func format(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
