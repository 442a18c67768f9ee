import MockupText

/// A font constant of a guide (`static let monzoBalance = Font.custom("Inter-ExtraBold", size: 30)`).
public struct FontToken: Sendable, Equatable {
    public let name: String
    /// What the guide asks for.
    public let descriptor: FontDescriptor
    /// What Mockup draws it with (bundled family, weight).
    public let resolved: ResolvedFont
    /// 1-based guide line.
    public let line: Int

    /// `Inter-ExtraBold`, or `System`, `System (monospaced)` for `.system` fonts.
    public var face: String {
        switch descriptor.source {
        case .named(let name): return name
        case .system(let design): return design == .default ? "System" : "System (\(design))"
        }
    }

    /// The weight class drawn (100…900) and its name, e.g. `800 ExtraBold`.
    public var weightDescription: String {
        let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
        let weight = Int(resolved.weight.rounded())
        return names[weight].map { "\(weight) \($0)" } ?? "\(weight)"
    }
}
