import Foundation

extension Color: CustomStringConvertible {
    /// As SwiftUI prints a colour: a system colour by name (`"red"`, `"primary"`), a colour of fixed
    /// components as `#RRGGBBAA`, an opacity as a percentage before it (`"50% red"`).
    public var description: String {
        let base: String
        switch provider {
        case .fixed(let rgba): base = Color.systemNames[provider] ?? ColorHex.string(rgba)
        case .adaptive(let light, _): base = Color.systemNames[provider] ?? ColorHex.string(light)
        case .accent: base = "AccentColor"
        case .asset(let name): base = "NamedColor(name: \"\(name)\", bundle: nil)"
        case .style(let style): base = String(describing: style.style.base)
        case .perScheme(let light, _): base = light.description
        case .mix(let color, let other, let fraction, _): base = "\(color) mixed with \(other) by \(fraction)"
        }
        guard opacityFactor != 1 else { return base }
        return "\(Int((opacityFactor * 100).rounded()))% \(base)"
    }

    /// SwiftUI's named colours by their providers.
    private static let systemNames: [Provider: String] = {
        let named: [(Color, String)] = [
            (.black, "black"), (.white, "white"), (.clear, "clear"), (.gray, "gray"), (.red, "red"),
            (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"), (.teal, "teal"),
            (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"), (.pink, "pink"),
            (.brown, "brown"), (.primary, "primary"), (.secondary, "secondary"),
        ]
        return Dictionary(named.map { ($0.0.provider, $0.1) }, uniquingKeysWith: { first, _ in first })
    }()
}
