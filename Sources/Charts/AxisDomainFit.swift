import Foundation

/// How an inferred domain meets its axis's marks. Apple's
/// `ScaleDomain.automatic(includesZero:reversed:dataType:modifyInferredDomain:)`: the inferred
/// domain is "further modified by the reversed parameter, and to include values from axis marks".
/// Automatic marks take the domain's ends out to their nice ticks (d3's `nice`), marks every
/// `stride(by:)` out to multiples of the step, and listed values widen it to the listed values
/// and no further (data up to 14 300 with marks at 0, 5 000, 10 000 and 15 000 runs on 0…15 000).
/// `roundLowerBound` / `roundUpperBound` set to false leave that end at the data.
struct AxisDomainFit {
    enum Rounding: Equatable {
        /// Out to the ticks about `tickCount` automatic marks step by, at least `minimumStride` apart.
        case nice(tickCount: Int, minimumStride: Double)
        /// Out to multiples of the step.
        case stride(Double)
        /// Not rounded.
        case none
    }
    var rounding: Rounding
    var roundsLowerBound = true
    var roundsUpperBound = true
    /// The values the axis marks list, which the domain reaches.
    var listedValues: [PlotValue] = []

    /// The default axis's: nice ends for Swift Charts' 5 automatic marks.
    static let automatic = AxisDomainFit(rounding: .nice(tickCount: ChartScale.defaultTickCount, minimumStride: 0))

    /// The fit an axis's `AxisMarks` ask for (the default axis's without any): rounded as its first
    /// automatic marks say, else as its first numeric stride, else not; reaching every listed value.
    init(_ specs: [AxisMarksSpec]?) {
        guard let specs, !specs.isEmpty else { self = .automatic; return }
        var fit = AxisDomainFit(rounding: .none)
        let automatic = specs.first { if case .automatic = $0.values.kind { return true }; return false }
        let stride = specs.first { if case .stride = $0.values.kind { return true }; return false }
        if let spec = automatic ?? stride {
            switch spec.values.kind {
            case let .automatic(desiredCount, minimumStride):
                fit.rounding = .nice(tickCount: max(desiredCount ?? ChartScale.defaultTickCount, 1), minimumStride: minimumStride ?? 0)
            case let .stride(step) where step > 0: fit.rounding = .stride(step)
            default: break
            }
            fit.roundsLowerBound = spec.values.roundsLowerBound ?? true
            fit.roundsUpperBound = spec.values.roundsUpperBound ?? true
        }
        for spec in specs { if case .values(let listed) = spec.values.kind { fit.listedValues += listed } }
        self = fit
    }

    private init(rounding: Rounding) { self.rounding = rounding }

    /// `domain` (numbers, or dates as seconds since 1970 when `isDate`) widened to the listed
    /// values of its kind, then rounded; dates are never rounded.
    func fit(_ domain: ClosedRange<Double>, isDate: Bool) -> ClosedRange<Double> {
        var low = domain.lowerBound, high = domain.upperBound
        for value in listedValues {
            switch (value, isDate) {
            case let (.number(n), false): low = min(low, n); high = max(high, n)
            case let (.date(d), true): low = min(low, d.timeIntervalSince1970); high = max(high, d.timeIntervalSince1970)
            default: break
            }
        }
        guard !isDate else { return low...high }
        let rounded: ClosedRange<Double>
        switch rounding {
        case let .nice(tickCount, minimumStride): rounded = ChartScale.niceDomain(low...high, tickCount: tickCount, minimumStride: minimumStride)
        case let .stride(step): rounded = (low / step).rounded(.down) * step...(high / step).rounded(.up) * step
        case .none: rounded = low...high
        }
        return (roundsLowerBound ? rounded.lowerBound : low)...(roundsUpperBound ? rounded.upperBound : high)
    }
}
