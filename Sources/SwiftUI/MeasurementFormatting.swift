import Foundation

// Foundation's measurement formatting, which swift-corelibs-foundation lacks (`MeasurementFormatter`
// is unavailable there and `Measurement.FormatStyle` missing): a measurement written in the unit
// the locale uses for it, as iOS writes English. `.general` usage converts to the locale's system
// (US: miles, feet, inches, pounds, °F, mph, gallons; UK: metric but miles per hour and, on roads,
// miles and yards; elsewhere metric) at a natural scale (5 km reads "3.1 mi" in the US, 0.3 m
// "30 cm" in metric locales); `.asProvided` keeps the unit. Converted values have at most one
// fraction digit. Units without a conversion here keep their own.

/// What a measurement is of, which decides the unit the locale writes it in.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The locale's unit for the dimension.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement has.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(name: "person") }
    public static var personHeight: Self { Self(name: "personHeight") }
    public static var road: Self { Self(name: "road") }
    public static var focalLength: Self { Self(name: "focalLength") }
    public static var rainfall: Self { Self(name: "rainfall") }
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: Self { Self(name: "weather") }
    public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(name: "food") }
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: Self { Self(name: "liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    public static var wind: Self { Self(name: "wind") }
}

extension Measurement where UnitType: Dimension {
    /// Writes a measurement: "3.1 mi", "3.1 miles", "3.1mi".
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the unit's name is written.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String
            /// "5 kilometers"
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            /// "5 km"
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            /// "5km"
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// A temperature's scale is left out ("72°"); see the temperature initializer.
        var hidesTemperatureScale = false

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            MeasurementUnits.text(of: measurement, usage: usage == .asProvided ? nil : usage?.name, width: width.name,
                                  locale: locale, hidesTemperatureScale: hidesTemperatureScale,
                                  number: numberFormatStyle.map { style in { style.locale(locale).format($0) } })
        }

        public func locale(_ locale: Locale) -> FormatStyle {
            var style = self
            style.locale = locale
            return style
        }

        /// The same text as attributed text.
        public var attributed: AttributedStyle { AttributedStyle(style: self) }
    }

    /// A measurement written as attributed text (`.measurement(width:).attributed`): the format
    /// style's text in one run, without Foundation's per-component attributes.
    public struct AttributedStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        let style: FormatStyle

        public func format(_ measurement: Measurement<UnitType>) -> AttributedString {
            AttributedString(style.format(measurement))
        }

        public func locale(_ locale: Locale) -> AttributedStyle { AttributedStyle(style: style.locale(locale)) }
    }

    /// The measurement abbreviated in the unit the locale uses for it ("3.1 mi").
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// A temperature's style; `hidesScaleName` writes "72°" (wide: "72 degrees").
    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        hidesTemperatureScale = hidesScaleName
    }

    public var hidesScaleName: Bool {
        get { hidesTemperatureScale }
        set { hidesTemperatureScale = newValue }
    }
}

extension FormatStyle {
    /// A measurement in `width`, in the unit `usage` asks for.
    public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                             usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                             numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature in `width`, optionally without its scale ("72°").
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
                                   usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
                                   numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

/// The unit a locale writes a measurement in, and the unit's name.
enum MeasurementUnits {
    /// The locale's unit for `measurement`: its system's units at a natural scale (the largest unit
    /// the value reaches at least one of), or the measurement's own unit where none is listed.
    static func preferred<UnitType: Dimension>(for measurement: Measurement<UnitType>, usage: String,
                                               system: Locale.MeasurementSystem) -> UnitType {
        let us = system == .us, uk = system == .uk
        let scale: [Dimension]
        switch measurement.unit {
        case is UnitLength:
            if usage == "road" {
                scale = us ? [UnitLength.miles, UnitLength.feet] : uk ? [UnitLength.miles, UnitLength.yards]
                    : [UnitLength.kilometers, UnitLength.meters]
            } else {
                scale = us ? [UnitLength.miles, UnitLength.feet, UnitLength.inches]
                    : [UnitLength.kilometers, UnitLength.meters, UnitLength.centimeters, UnitLength.millimeters]
            }
        case is UnitMass:
            scale = us || (uk && usage == "personWeight") ? [UnitMass.pounds, UnitMass.ounces] : [UnitMass.kilograms, UnitMass.grams]
        case is UnitTemperature:
            scale = [us ? UnitTemperature.fahrenheit : UnitTemperature.celsius]
        case is UnitSpeed:
            scale = [us || uk ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour]
        case is UnitVolume:
            scale = us ? [UnitVolume.gallons, UnitVolume.fluidOunces] : [UnitVolume.liters, UnitVolume.milliliters]
        case is UnitEnergy:
            scale = [usage == "general" && !us ? UnitEnergy.kilojoules : UnitEnergy.kilocalories]
        default:
            return measurement.unit
        }
        let units = scale.compactMap { $0 as? UnitType }
        let magnitude = { (unit: UnitType) in abs(measurement.converted(to: unit).value) }
        return units.first { magnitude($0) >= 1 } ?? units.last ?? measurement.unit
    }

    /// `measurement` as written: in the locale's unit for `usage` (nil keeps the measurement's own), its
    /// value through `number` (else at most one fraction digit for a converted unit, as given for its own),
    /// then the unit's name in `width`.
    static func text<UnitType: Dimension>(of measurement: Measurement<UnitType>, usage: String?, width: String, locale: Locale,
                                          hidesTemperatureScale: Bool, number: ((Double) -> String)?) -> String {
        let unit = usage.map { preferred(for: measurement, usage: $0, system: locale.measurementSystem) } ?? measurement.unit
        let value = measurement.converted(to: unit).value
        let style: FloatingPointFormatStyle<Double> = usage == nil ? .number : .number.precision(.fractionLength(0...1))
        let numberText = number?(value) ?? style.locale(locale).format(value)
        return written(numberText, value: value, unit: unit, width: width, hidesTemperatureScale: hidesTemperatureScale)
    }

    /// `number` followed by the unit's name in `width`.
    static func written(_ number: String, value: Double, unit: Dimension, width: String, hidesTemperatureScale: Bool) -> String {
        if unit is UnitTemperature, hidesTemperatureScale || width == "narrow" {
            return width == "wide" ? "\(number) \(abs(value) == 1 ? "degree" : "degrees")" : "\(number)°"
        }
        let name = self.name(of: unit, width: width, plural: abs(value) != 1)
        // Narrow widths, and English abbreviated temperatures, write the unit against the number: "5km", "72°F".
        return width == "narrow" || (unit is UnitTemperature && width != "wide") ? number + name : "\(number) \(name)"
    }

    /// The unit's name in `width`: wide "kilometers" (English names, else the symbol), otherwise the
    /// abbreviation iOS writes ("km", "kcal", "hr").
    static func name(of unit: Dimension, width: String, plural: Bool) -> String {
        let names = self.names[unit.symbol]
        if width == "wide", let names { return plural ? names.plural : names.singular }
        return names?.abbreviation ?? unit.symbol
    }

    /// English names of the units iOS apps measure with, by Foundation's symbol, and the abbreviation
    /// where iOS writes another than the symbol ("kcal", "hr").
    private static let names: [String: (singular: String, plural: String, abbreviation: String?)] = [
        "km": ("kilometer", "kilometers", nil), "m": ("meter", "meters", nil), "cm": ("centimeter", "centimeters", nil),
        "mm": ("millimeter", "millimeters", nil), "mi": ("mile", "miles", nil), "ft": ("foot", "feet", nil), "in": ("inch", "inches", nil),
        "yd": ("yard", "yards", nil), "kg": ("kilogram", "kilograms", nil), "g": ("gram", "grams", nil), "lb": ("pound", "pounds", nil),
        "oz": ("ounce", "ounces", nil), "st": ("stone", "stones", nil), "°C": ("degree Celsius", "degrees Celsius", nil),
        "°F": ("degree Fahrenheit", "degrees Fahrenheit", nil), "K": ("kelvin", "kelvins", nil), "mph": ("mile per hour", "miles per hour", nil),
        "km/h": ("kilometer per hour", "kilometers per hour", nil), "m/s": ("meter per second", "meters per second", nil),
        "L": ("liter", "liters", nil), "mL": ("milliliter", "milliliters", nil), "gal": ("gallon", "gallons", nil),
        "fl oz": ("fluid ounce", "fluid ounces", nil), "cup": ("cup", "cups", nil), "kCal": ("kilocalorie", "kilocalories", "kcal"),
        "kJ": ("kilojoule", "kilojoules", nil), "cal": ("calorie", "calories", nil), "h": ("hour", "hours", "hr"),
        "min": ("minute", "minutes", nil), "s": ("second", "seconds", "sec"), "ms": ("millisecond", "milliseconds", nil),
        "bpm": ("beat per minute", "beats per minute", nil),
    ]
}

/// Writes measurements (the formatter of iOS 10; see `Measurement.FormatStyle`).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Which unit is written and how.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// The locale's unit at a natural scale (also what no option does here).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// "72°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// short "5km", medium "5 km", long "5 kilometers".
    open var unitStyle: Formatter.UnitStyle = .medium
    open var unitOptions: UnitOptions = []
    /// Formats the value: by default a decimal formatter in the formatter's locale, at most three
    /// fraction digits (iOS writes 293 K "67.73°F" in en_US, augmentedcode.io's MeasurementFormatter
    /// post), which code tunes in place (`numberFormatter.maximumFractionDigits = 0`).
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.decimalFormatter(locale: .current)
    open var locale: Locale! = .current { didSet { numberFormatter?.locale = locale } }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static func decimalFormatter(locale: Locale) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = locale
        return formatter
    }

    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        guard let dimension = measurement.unit as? Dimension else { return "\(measurement.value) \(measurement.unit.symbol)" }
        return MeasurementUnits.text(of: Measurement<Dimension>(value: measurement.value, unit: dimension),
                                     usage: unitOptions.contains(.providedUnit) ? nil : "general",
                                     width: unitStyle == .long ? "wide" : unitStyle == .short ? "narrow" : "abbreviated",
                                     locale: locale ?? .current, hidesTemperatureScale: unitOptions.contains(.temperatureWithoutUnit),
                                     number: numberFormatter.map { formatter in { formatter.string(from: NSNumber(value: $0)) ?? "\($0)" } })
    }

    /// The unit's name in the style ("km", "kilometers").
    open func string(from unit: Unit) -> String {
        guard let dimension = unit as? Dimension else { return unit.symbol }
        return MeasurementUnits.name(of: dimension, width: unitStyle == .long ? "wide" : "abbreviated", plural: true)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Measurement<Dimension>).map { string(from: $0) }
    }
}
