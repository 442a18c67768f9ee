import Foundation

/// A log message built by string interpolation, with each value's format, alignment and privacy
/// (`"\(count, format: .hex, privacy: .public)"`). Values are read when the message is logged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// The message's text, every value formatted and shown whatever its privacy (as Xcode's
    /// console shows a debugged app's log).
    public var formatted: String { interpolation.pieces.map { $0() }.joined() }
}

/// The pieces of an `OSLogMessage`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    fileprivate var pieces: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

    /// An integer in `format`, padded to `align`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T,
                                                              format: OSLogIntegerFormatting = .decimal,
                                                              align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        pieces.append { align.apply(format.text(of: number())) }
    }

    /// A real number in `format`, padded to `align`.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ number: @autoclosure @escaping () -> T,
                                                                    format: OSLogFloatFormatting = .fixed,
                                                                    align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto) {
        pieces.append { align.apply(format.text(of: Double(number()))) }
    }

    /// A Boolean as true/false or YES/NO.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        pieces.append { format.text(of: boolean()) }
    }

    /// Any other value as `String(describing:)` prints it, padded to `align`.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) {
        pieces.append { align.apply(String(describing: value())) }
    }

    /// An optional value, or "nil".
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T?, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) {
        pieces.append { align.apply(value().map { String(describing: $0) } ?? "nil") }
    }
}

/// Whether a value is shown in a device's stored log (`.private` values read "<private>" there).
public struct OSLogPrivacy: Hashable, Sendable {
    enum Level: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let level: Level
    let mask: Mask

    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// What stands in for a hidden value: nothing, or a hash that matches equal values.
    public struct Mask: Hashable, Sendable {
        let hashes: Bool
        public static let none = Mask(hashes: false)
        public static let hash = Mask(hashes: true)
    }
}

/// How an integer is written.
public struct OSLogIntegerFormatting: Sendable {
    enum Radix: Sendable { case decimal, hex, octal }
    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = decimal()
    public static let hex = hex()
    public static let octal = octal()

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
                               minDigits: minDigits())
    }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits())
    }

    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits())
    }

    /// `number` as printf's `%d`, `%x` or `%o` writes it with these flags (`%#x` adds "0x").
    func text<T: BinaryInteger>(of number: T) -> String {
        let base: Int
        let prefix: String
        switch radix {
        case .decimal: (base, prefix) = (10, "")
        case .hex: (base, prefix) = (16, includePrefix ? (uppercase ? "0X" : "0x") : "")
        case .octal: (base, prefix) = (8, includePrefix ? "0" : "")
        }
        var digits = String(number.magnitude, radix: base, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let sign = number < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + prefix + digits
    }
}

/// How a real number is written.
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid, hex }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static let fixed = fixed()
    public static let exponential = exponential()
    public static let hybrid = hybrid()
    public static let hex = hex()

    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `number` as printf's `%f`, `%e`, `%g` or `%a` writes it (6 digits of precision unless given).
    func text(of number: Double) -> String {
        let letter: String
        switch style {
        case .fixed: letter = "f"
        case .exponential: letter = "e"
        case .hybrid: letter = "g"
        case .hex: letter = "a"
        }
        let flags = explicitPositiveSign ? "+" : ""
        let precisionText = precision.map { ".\($0)" } ?? ""
        return String(format: "%\(flags)\(precisionText)\(uppercase ? letter.uppercased() : letter)", number)
    }
}

/// How a Boolean is written.
public struct OSLogBoolFormat: Sendable {
    let words: (String, String)
    /// "true" / "false".
    public static let truth = OSLogBoolFormat(words: ("true", "false"))
    /// "YES" / "NO".
    public static let answer = OSLogBoolFormat(words: ("YES", "NO"))
    func text(of value: Bool) -> String { value ? words.0 : words.1 }
}

/// Padding of a value to a column width: spaces before it (right) or after it (left).
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let padsLeading: Bool
    public static let none = OSLogStringAlignment(columns: 0, padsLeading: false)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), padsLeading: true)
    }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), padsLeading: false)
    }

    func apply(_ text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return padsLeading ? padding + text : text + padding
    }
}

/// Padding of a number (as `OSLogStringAlignment`).
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// Padding of a real number (as `OSLogStringAlignment`).
public typealias OSLogFloatAlignment = OSLogStringAlignment
