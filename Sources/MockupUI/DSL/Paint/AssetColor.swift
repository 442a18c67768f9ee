import Foundation

extension Color {
    /// The colour set `name` of the app's asset catalog: `name.colorset/Contents.json` (Xcode's
    /// colour-set format, with its dark appearance) in the render's asset directory, where
    /// `Image(name)` finds its PNGs. `bundle` is accepted: a render has one asset directory. A colour
    /// set that is missing or unreadable is clear, as iOS draws an unknown colour name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(provider: .asset(name))
    }
}

/// Reads the colours of an Xcode colour set (`Name.colorset/Contents.json`).
enum AssetColorSet {
    /// The colour `name` in `directory` for `scheme`: the entry with that luminosity appearance,
    /// else the one with none; nil when there is no such colour set.
    static func rgba(named name: String, in directory: String?, scheme: ColorScheme) -> RGBA? {
        guard let directory else { return nil }
        let path = (directory as NSString).appendingPathComponent("\(name).colorset/Contents.json")
        guard let data = FileManager.default.contents(atPath: path),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        let wanted = scheme == .dark ? "dark" : nil
        let entry = contents.colors.first { $0.luminosity == wanted && $0.color != nil }
            ?? contents.colors.first { $0.luminosity == nil && $0.color != nil }
        return entry?.color?.rgba
    }

    struct Contents: Decodable { var colors: [Entry] }

    struct Entry: Decodable {
        struct Appearance: Decodable { var appearance: String; var value: String }
        var appearances: [Appearance]?
        var color: Definition?
        /// `"dark"` or `"light"` when the entry is for one colour scheme.
        var luminosity: String? { appearances?.first { $0.appearance == "luminosity" }?.value }
    }

    struct Definition: Decodable {
        var colorSpace: String?
        var components: [String: String]

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components
        }

        var rgba: RGBA? {
            let alpha = components["alpha"].flatMap(Self.component) ?? 1
            if let white = components["white"].flatMap(Self.component) {
                return RGBA(red: white, green: white, blue: white, alpha: alpha)
            }
            guard let red = components["red"].flatMap(Self.component),
                  let green = components["green"].flatMap(Self.component),
                  let blue = components["blue"].flatMap(Self.component) else { return nil }
            let space: Color.RGBColorSpace = colorSpace == "display-p3" ? .displayP3 : .sRGB
            let rgb = ColorSpaceConversion.toSRGB(space, red: red, green: green, blue: blue)
            return RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
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
}
