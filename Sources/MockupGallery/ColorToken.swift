import MockupRaster

/// A colour constant of a guide (`static let monzoCoral = Color(red: 1.000, …) // #FF3464`).
public struct ColorToken: Sendable, Equatable {
    /// How the guide writes the value.
    public enum Origin: Sendable, Equatable {
        /// `Color(red:green:blue:)`, `Color(hex:)`, `Color(white:)` …: a literal.
        case literal
        /// `Color.white`, `Color.cbBlack`: another colour by name.
        case alias(of: String)
        /// `Color.ccAccent.opacity(0.12)`: another colour with an opacity.
        case opacity(of: String, Double)
    }

    public let name: String
    /// Straight-alpha sRGB value.
    public let color: SRGBColor
    public let origin: Origin
    /// The hex in the declaration's comment (`#FF3464`), if any.
    public let commentHex: String?
    /// 1-based guide line.
    public let line: Int

    /// `#RRGGBB` of the value (channels rounded to 8 bits).
    public var hex: String { ColorMath.hex(color) }
}

/// Colour helpers: 8-bit hex, parsing `#RRGGBB`.
enum ColorMath {
    static func hex(_ color: SRGBColor) -> String {
        "#" + [color.red, color.green, color.blue].map { channel in
            let value = channel.isNaN ? 0 : Int((min(max(channel, 0), 1) * 255).rounded())
            return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }

    /// `#RRGGBB` or `#RRGGBBAA` → channels 0...255 (alpha ignored), or nil.
    static func channels(ofHex hex: String) -> [Double]? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits.prefix(6), radix: 16) else { return nil }
        return [Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF)]
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
