import Foundation

/// A colour of a colour set: components as fractions in their colour space.
public struct AssetColorValue: Hashable, Sendable, Decodable {
    /// The colour spaces Xcode writes, as far as drawing differs: `srgb` and `extended-srgb` are
    /// sRGB, `extended-linear-srgb` linear sRGB, `display-p3` Display P3; a grey (`white`
    /// component) is sRGB grey.
    public enum Space: Hashable, Sendable {
        case sRGB, linearSRGB, displayP3
    }

    public var space: Space
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
        self.space = space; self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let spaceName = try container.decodeIfPresent(String.self, forKey: .colorSpace)
        let components = try container.decode([String: String].self, forKey: .components)
        func component(_ key: String) throws -> Double {
            guard let text = components[key], let value = Self.component(text) else {
                throw DecodingError.dataCorruptedError(forKey: .components, in: container,
                                                       debugDescription: "colour component \(key) missing or unreadable")
            }
            return value
        }
        alpha = components["alpha"].flatMap(Self.component) ?? 1
        if components["white"] != nil {
            let white = try component("white")
            space = .sRGB; red = white; green = white; blue = white
            return
        }
        red = try component("red"); green = try component("green"); blue = try component("blue")
        switch spaceName {
        case "display-p3": space = .displayP3
        case "extended-linear-srgb": space = .linearSRGB
        default: space = .sRGB
        }
    }

    /// Xcode writes a component as a fraction (`"0.478"`), an 8-bit hex (`"0x7A"`) or an 8-bit
    /// integer (`"122"`).
    static func component(_ text: String) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        guard let integer = Int(text) else { return nil }
        return integer > 1 ? Double(integer) / 255 : Double(integer)
    }
}
