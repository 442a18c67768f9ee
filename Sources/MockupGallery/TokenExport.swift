import Foundation
import MockupRaster

/// A brand's tokens for other tools: `tokens/<brand>.tokens.json` in the W3C Design Tokens format
/// (colours as `#RRGGBB[AA]`, aliases as `{color.name}`, fonts as `typography` composites) and
/// `tokens/<brand>.css` as custom properties (`--acme-canvas: #FFFFFF;`).
enum TokenExport {
    /// The two files of `brand`, with their link labels.
    static func paths(_ brand: GalleryBrand) -> [(path: String, label: String)] {
        [("tokens/\(brand.slug).tokens.json", "Design Tokens JSON"), ("tokens/\(brand.slug).css", "CSS variables")]
    }

    /// Both files' contents, by path (nil when the brand has no guide).
    static func files(_ brand: GalleryBrand) -> [(path: String, text: String)] {
        guard let tokens = brand.tokens else { return [] }
        let paths = Self.paths(brand)
        return [(paths[0].path, designTokens(tokens)), (paths[1].path, css(tokens, brand: brand))]
    }

    static func designTokens(_ tokens: GuideTokens) -> String {
        var colors: [String: Token] = [:]
        let names = Set(tokens.colors.map(\.name))
        for token in tokens.colors {
            let value: String
            if case .alias(let name) = token.origin, names.contains(name) { value = "{color.\(name)}" } else { value = hex(token.color) }
            colors[token.name] = Token(type: "color", value: .string(value), description: "guide line \(token.line)")
        }
        var fonts: [String: Token] = [:]
        for font in tokens.fonts {
            fonts[font.name] = Token(type: "typography", value: .typography(Typography(
                fontFamily: font.face, fontSize: "\(NumberText.points(font.descriptor.size))px", fontWeight: Int(font.resolved.weight.rounded()))),
                description: "guide line \(font.line)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["color": colors, "font": fonts])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func css(_ tokens: GuideTokens, brand: GalleryBrand) -> String {
        let colors = tokens.colors.map { "  --\(kebab($0.name)): \(hex($0.color));" }
        let fonts = tokens.fonts.map { font in
            "  --\(kebab(font.name)): \(Int(font.resolved.weight.rounded())) \(NumberText.points(font.descriptor.size))px \"\(font.face.replacingOccurrences(of: "\"", with: ""))\";"
        }
        return "/* \(brand.title) tokens from \(brand.guideName), exported by mockup gallery */\n:root {\n"
            + (colors + fonts).joined(separator: "\n") + "\n}\n"
    }

    /// `acmeTextPrimary` → `acme-text-primary`.
    static func kebab(_ name: String) -> String {
        TokenName(name).words.joined(separator: "-").filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    private static func hex(_ color: SRGBColor) -> String {
        color.alpha < 1 ? ColorMath.hex(color) + String(Int((color.alpha * 255).rounded()), radix: 16, uppercase: true).leftPadded(to: 2)
                        : ColorMath.hex(color)
    }


    private struct Token: Encodable {
        let type: String, value: Value, description: String
        enum CodingKeys: String, CodingKey { case type = "$type", value = "$value", description = "$description" }
    }

    private enum Value: Encodable {
        case string(String), typography(Typography)
        func encode(to encoder: Encoder) throws {
            switch self {
            case .string(let text): try text.encode(to: encoder)
            case .typography(let value): try value.encode(to: encoder)
            }
        }
    }

    private struct Typography: Encodable { let fontFamily: String, fontSize: String, fontWeight: Int }
}
