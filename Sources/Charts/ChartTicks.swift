import Foundation
import SwiftUI

/// An axis mark's place: its position along the axis, its value and its default label.
struct ChartTick {
    let position: CGFloat
    let value: PlotValue
    let label: String
}

extension ChartScale {
    /// The ticks of axis marks `values`: every category (or the listed values), about
    /// `desiredCount` nice values (`defaultCount` by default), or every `stride`. Dates step by
    /// calendar units in `calendar`.
    func ticks(_ values: AxisMarkValues, defaultCount: Int = 5, calendar: Calendar) -> [ChartTick] {
        switch (values.kind, kind) {
        case let (.automatic(desiredCount, minimumStride), _):
            return automaticTicks(count: max(desiredCount ?? defaultCount, 1), minimumStride: minimumStride ?? 0, calendar: calendar)
        case let (.stride(step), .linear(domain)) where step > 0:
            return Swift.stride(from: (domain.lowerBound / step).rounded(.up) * step, through: domain.upperBound + step * 1e-9, by: step)
                .map { tick(.number($0), calendar: calendar, unit: nil) }
        case let (.calendar(component, count, ownCalendar), .linear(domain)) where isDate:
            return dateTicks(domain, component: component, count: max(count, 1), calendar: ownCalendar ?? calendar)
        case let (.values(listed), _):
            // Values outside the domain get no mark (an inferred domain reaches them: AxisDomainFit).
            let span = (startPadding - 0.5)...(startPadding + length + 0.5)
            return listed.compactMap { value in
                position(value).flatMap { span.contains($0) ? ChartTick(position: $0, value: value, label: label(value, calendar: calendar, unit: nil)) : nil }
            }
        default:
            return automaticTicks(count: defaultCount, minimumStride: 0, calendar: calendar)
        }
    }

    /// Each category, about `count` nice steps of a numeric domain (`ChartScale.tickStep`), or calendar
    /// steps of a date domain giving at most `count` + 1 marks.
    private func automaticTicks(count: Int, minimumStride: Double, calendar: Calendar) -> [ChartTick] {
        switch kind {
        case .band(let categories):
            return categories.compactMap { category in
                position(.category(category)).map { ChartTick(position: $0, value: .category(category), label: category) }
            }
        case .linear(let domain) where isDate:
            let span = domain.upperBound - domain.lowerBound
            // At most `count` marks fit while the span is under `count` steps (a month of days: weekly).
            let step = ChartScale.dateSteps.first { span / $0.seconds < Double(count) } ?? ChartScale.dateSteps[ChartScale.dateSteps.count - 1]
            return dateTicks(domain, component: step.component, count: step.count, calendar: calendar)
        case .linear(let domain):
            let step = max(ChartScale.tickStep(domain, count: count), minimumStride)
            var ticks: [ChartTick] = []
            var value = (domain.lowerBound / step).rounded(.up) * step
            while value <= domain.upperBound + step * 1e-9 {
                ticks.append(tick(.number(value), calendar: calendar, unit: nil))
                value += step
            }
            return ticks
        }
    }

    /// Calendar steps for date axes, shortest first, with their rough length in seconds.
    static let dateSteps: [(component: Calendar.Component, count: Int, seconds: Double)] = [
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
        (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_629_800), (.month, 3, 7_889_400), (.year, 1, 31_557_600), (.year, 5, 157_788_000), (.year, 10, 315_576_000),
    ]

    /// Dates every `count` `component`s from the first whole unit in the domain.
    private func dateTicks(_ domain: ClosedRange<Double>, component: Calendar.Component, count: Int, calendar: Calendar) -> [ChartTick] {
        let low = Date(timeIntervalSince1970: domain.lowerBound), high = Date(timeIntervalSince1970: domain.upperBound)
        guard var date = calendar.dateInterval(of: component, for: low)?.start else { return [] }
        if date < low, let next = calendar.date(byAdding: component, value: 1, to: date) { date = next }
        var ticks: [ChartTick] = []
        while date <= high, ticks.count < 100 {
            ticks.append(tick(.date(date), calendar: calendar, unit: component))
            guard let next = calendar.date(byAdding: component, value: count, to: date) else { break }
            date = next
        }
        return ticks
    }

    /// The tick at `value`; a number that rounded to negative zero (the first stride step of a domain
    /// starting below zero, `(-0.5 / 1).rounded(.up)`) is zero, labelled "0" as iOS labels it.
    private func tick(_ value: PlotValue, calendar: Calendar, unit: Calendar.Component?) -> ChartTick {
        let value: PlotValue = if case .number(let number) = value, number == 0 { .number(0) } else { value }
        return ChartTick(position: position(value) ?? 0, value: value, label: label(value, calendar: calendar, unit: unit))
    }

    /// A value's default label: a number with up to two decimals, a category, or a date shown to
    /// the calendar unit of its axis (hour, day, month or year).
    func label(_ value: PlotValue, calendar: Calendar, unit: Calendar.Component?) -> String {
        switch value {
        case .category(let category): return category
        case .number(let number): return isDate ? label(.date(Date(timeIntervalSince1970: number)), calendar: calendar, unit: unit) : ChartScale.format(number)
        case .date(let date):
            var style: Date.FormatStyle
            switch unit ?? .day {
            case .second, .minute: style = Date.FormatStyle().hour().minute()
            case .hour: style = Date.FormatStyle().hour()
            case .month: style = Date.FormatStyle().month(.abbreviated)
            case .year: style = Date.FormatStyle().year()
            default: style = Date.FormatStyle().month(.abbreviated).day()
            }
            style.timeZone = calendar.timeZone
            style.calendar = calendar
            return date.formatted(style.locale(calendar.locale ?? Locale(identifier: "en_US")))
        }
    }
}
