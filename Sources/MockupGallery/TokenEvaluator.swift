import MockupRaster
import MockupText
import MockupUI

/// Evaluates colour and font token expressions, resolving references to tokens read earlier.
struct TokenEvaluator {
    /// Colour tokens read so far, by name (for aliases such as `Color.cbBlack`).
    var colors: [String: ColorToken] = [:]
    /// Font descriptors read so far, by name.
    var fonts: [String: FontDescriptor] = [:]

    private static let builtinColors: [String: SRGBColor] = ["white": .white, "black": .black, "clear": .clear]

    // MARK: Colours

    /// The value and origin of a colour expression.
    func color(_ expression: SwiftExpression) throws -> (SRGBColor, ColorToken.Origin) {
        switch expression {
        case .call(.member(let base, "opacity"), let arguments):
            let (value, origin) = try color(base)
            let opacity = try number(try single(arguments, "opacity"))
            let baseName: String
            switch origin {
            case .alias(let name): baseName = name
            default: baseName = referenceName(base) ?? "literal"
            }
            return (try finite(value.opacity(opacity)), .opacity(of: baseName, opacity))
        case .call(let callee, let arguments) where isColorType(callee):
            return (try finite(try colorInitializer(arguments)), .literal)
        case .member(let base, let name) where isColorType(base):
            return try namedColor(name)
        case .implicitMember(let name), .name(let name):
            return try namedColor(name)
        case .call(let callee, _):
            guard let helper = referenceName(callee) else { throw TokenError.unsupported("not a colour expression this gallery can read") }
            throw TokenError.unsupported("calls \(helper)(…), which the gallery does not evaluate (a function of the guide, "
                                         + "or a UIKit colour)")
        default:
            throw TokenError.unsupported("not a colour expression this gallery can read")
        }
    }

    /// `color` when every channel is finite (huge components can overflow, e.g. in HSB).
    private func finite(_ color: SRGBColor) throws -> SRGBColor {
        guard [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) else {
            throw TokenError.unsupported("the colour's components are not finite numbers")
        }
        return color
    }

    private func isColorType(_ expression: SwiftExpression) -> Bool {
        expression == .name("Color") || expression == .implicitMember("init")
    }

    private func referenceName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name), .implicitMember(let name), .member(.name("Color"), let name): return name
        default: return nil
        }
    }

    private func namedColor(_ name: String) throws -> (SRGBColor, ColorToken.Origin) {
        if let token = colors[name] { return (token.color, .alias(of: name)) }
        if let builtin = Self.builtinColors[name] { return (builtin, .alias(of: name)) }
        throw TokenError.unsupported("unknown colour '\(name)' (not declared above it in the guide)")
    }

    private func colorInitializer(_ arguments: [SwiftExpression.Argument]) throws -> SRGBColor {
        var values: [String: SwiftExpression] = [:]
        for argument in arguments {
            // `Color(.sRGB, red: …)`: the colour space; only sRGB is drawn as written.
            if argument.label == nil, case .implicitMember(let space) = argument.value, space.hasPrefix("sRGB") { continue }
            values[argument.label ?? "_"] = argument.value
        }
        let labels = Set(values.keys)
        let opacity = try values["opacity"].map(number) ?? values["alpha"].map(number) ?? 1
        if labels.isSuperset(of: ["red", "green", "blue"]) {
            return SRGBColor(red: try number(values["red"]!), green: try number(values["green"]!),
                             blue: try number(values["blue"]!), alpha: opacity)
        }
        if let white = values["white"] {
            let level = try number(white)
            return SRGBColor(red: level, green: level, blue: level, alpha: opacity)
        }
        if let hex = values["hex"] ?? values["_"] {
            let rgb: UInt32
            switch hex {
            case .string(let text):
                guard let channels = ColorMath.channels(ofHex: text) else {
                    // `Color("BrandBlue")` names a colour set of the app's asset catalog.
                    if values["hex"] == nil { throw TokenError.asset(text) }
                    throw TokenError.unsupported("bad hex string \"\(text)\"")
                }
                rgb = UInt32(channels[0]) << 16 | UInt32(channels[1]) << 8 | UInt32(channels[2])
            default:
                let value = try number(hex)
                guard value >= 0, value <= 0xFFFFFF, value == value.rounded() else {
                    throw TokenError.unsupported("hex value \(value) is not 0xRRGGBB")
                }
                rgb = UInt32(value)
            }
            return SRGBColor(r8: Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF), alpha: opacity)
        }
        if labels.isSuperset(of: ["hue", "saturation", "brightness"]) {
            return Self.hsb(try number(values["hue"]!), try number(values["saturation"]!),
                            try number(values["brightness"]!), alpha: opacity)
        }
        let written = arguments.map { ($0.label ?? "_") + ":" }.joined()
        throw TokenError.unsupported("Color(\(written)) is not a colour initializer this gallery can read")
    }

    private static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, alpha: Double) -> SRGBColor {
        let sector = (hue - hue.rounded(.down)) * 6
        let f = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        return SRGBColor(red: r, green: g, blue: b, alpha: alpha)
    }

    // MARK: Fonts

    /// The descriptor of a font expression.
    func font(_ expression: SwiftExpression) throws -> FontDescriptor {
        switch expression {
        case .call(.member(let base, let modifier), let arguments) where !isFontType(base):
            var descriptor = try font(base)
            switch modifier {
            case "weight": descriptor.weight = try weight(try single(arguments, "weight"))
            case "bold": descriptor.weight = .bold
            case "italic": descriptor.italic = true
            case "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading": break
            default: throw TokenError.unsupported("unknown font modifier .\(modifier)()")
            }
            return descriptor
        case .call(let callee, let arguments):
            switch memberOfFont(callee) ?? referenceName(callee) {
            case "custom": return try custom(arguments)
            case "system": return try system(arguments)
            case let helper?: throw TokenError.unsupported("calls \(helper)(…), a function of the guide the gallery does not evaluate")
            default: throw TokenError.unsupported("not a font expression this gallery can read")
            }
        default:
            guard let name = memberOfFont(expression) ?? referenceName(expression) else {
                throw TokenError.unsupported("not a font expression this gallery can read")
            }
            if let descriptor = fonts[name] { return descriptor }
            if let style = Font.TextStyle.allCases.first(where: { "\($0)" == name }) { return Font.system(style).descriptor }
            throw TokenError.unsupported("unknown font '\(name)' (not declared above it in the guide)")
        }
    }

    private func isFontType(_ expression: SwiftExpression) -> Bool { expression == .name("Font") }

    /// `custom` for `Font.custom` and `.custom`.
    private func memberOfFont(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .member(.name("Font"), let name), .implicitMember(let name): return name
        default: return nil
        }
    }

    private func custom(_ arguments: [SwiftExpression.Argument]) throws -> FontDescriptor {
        guard case .string(let face)? = arguments.first?.value, arguments.first?.label == nil else {
            throw TokenError.unsupported("Font.custom needs the face name as a string literal")
        }
        guard let size = arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" }) else {
            throw TokenError.unsupported("Font.custom(\"\(face)\") has no size")
        }
        return FontDescriptor(source: .named(face), size: try fontSize(size.value))
    }

    private func system(_ arguments: [SwiftExpression.Argument]) throws -> FontDescriptor {
        var design = FontDesign.default
        var weight: FontWeight?
        var descriptor: FontDescriptor?
        for argument in arguments {
            switch argument.label {
            case "size": descriptor = FontDescriptor(source: .system(.default), size: try fontSize(argument.value))
            case "weight": weight = try self.weight(argument.value)
            case "design":
                guard case .implicitMember(let name) = argument.value,
                      let match = [FontDesign.default, .monospaced, .rounded, .serif].first(where: { "\($0)" == name }) else {
                    throw TokenError.unsupported("unknown font design")
                }
                design = match
            case nil:
                guard case .implicitMember(let name) = argument.value,
                      let style = Font.TextStyle.allCases.first(where: { "\($0)" == name }) else {
                    throw TokenError.unsupported("unknown text style")
                }
                descriptor = Font.system(style).descriptor
            default: throw TokenError.unsupported("Font.system has no '\(argument.label!):' argument")
            }
        }
        guard var descriptor else { throw TokenError.unsupported("Font.system needs size: or a text style") }
        descriptor.source = .system(design)
        if let weight { descriptor.weight = weight }
        return descriptor
    }

    /// A point size within `FontDescriptor.sizeLimit`.
    private func fontSize(_ expression: SwiftExpression) throws -> Double {
        let size = try number(expression)
        guard FontDescriptor.sizeLimit.contains(size) else {
            throw TokenError.unsupported("font size \(size) is outside \(Int(FontDescriptor.sizeLimit.lowerBound))…"
                                         + "\(Int(FontDescriptor.sizeLimit.upperBound)) pt")
        }
        return size
    }

    private func weight(_ expression: SwiftExpression) throws -> FontWeight {
        guard case .implicitMember(let name) = expression,
              let weight = FontWeight.allCases.first(where: { "\($0)" == name }) else {
            throw TokenError.unsupported("unknown font weight")
        }
        return weight
    }

    // MARK: Numbers

    private func single(_ arguments: [SwiftExpression.Argument], _ what: String) throws -> SwiftExpression {
        guard arguments.count == 1 else { throw TokenError.unsupported(".\(what)() takes one argument") }
        return arguments[0].value
    }

    /// A numeric literal or arithmetic on literals (`20 / 255`, `Double(0x14) / 255`); throws when
    /// the value is not finite (`1e400`, `1e400 - 1e400`).
    func number(_ expression: SwiftExpression) throws -> Double {
        let value = try arithmetic(expression)
        guard value.isFinite else { throw TokenError.unsupported("the number is not finite (overflow or NaN)") }
        return value
    }

    private func arithmetic(_ expression: SwiftExpression) throws -> Double {
        switch expression {
        case .number(let value): return value
        case .negate(let inner): return -(try number(inner))
        case .call(.name(let type), let arguments) where ["Double", "CGFloat", "Float"].contains(type):
            return try number(try single(arguments, type))
        case .binary(let left, let op, let right):
            let (a, b) = (try number(left), try number(right))
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default:
                guard b != 0 else { throw TokenError.unsupported("division by zero") }
                return a / b
            }
        default: throw TokenError.unsupported("expected a number")
        }
    }
}
