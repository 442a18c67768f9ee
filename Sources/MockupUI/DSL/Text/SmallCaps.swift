import Foundation

/// Which letters a font draws as small capitals (OpenType `smcp` and `c2sc`). No bundled face has
/// small capitals, so they are drawn as capitals `scale` times the font's size, in runs of their own.
struct SmallCaps: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// Lowercase letters (`smcp`).
    static let lowercase = SmallCaps(rawValue: 1)
    /// Uppercase letters (`c2sc`).
    static let uppercase = SmallCaps(rawValue: 2)

    /// The size of a small capital relative to the font: Inter's x-height over its cap height
    /// (OS/2 sxHeight 1118 / sCapHeight 1490), so small capitals stand as tall as lowercase letters.
    static let scale = 1118.0 / 1490.0

    /// `string` cut into runs of letters drawn as small capitals (`true`, already uppercased) and
    /// runs of everything else, in order.
    func segments(of string: String) -> [(text: String, isSmall: Bool)] {
        var segments: [(text: String, isSmall: Bool)] = []
        for character in string {
            let isSmall = (contains(.lowercase) && character.isLowercase) || (contains(.uppercase) && character.isUppercase)
            let drawn = isSmall ? character.uppercased() : String(character)
            if let last = segments.last, last.isSmall == isSmall {
                segments[segments.count - 1].text += drawn
            } else {
                segments.append((drawn, isSmall))
            }
        }
        return segments
    }
}

extension Font {
    /// The font with lowercase letters drawn as small capitals.
    public func smallCaps() -> Font { adding(.lowercase) }
    /// The font with lowercase letters drawn as small capitals.
    public func lowercaseSmallCaps() -> Font { adding(.lowercase) }
    /// The font with uppercase letters drawn as small capitals.
    public func uppercaseSmallCaps() -> Font { adding(.uppercase) }

    private func adding(_ smallCaps: SmallCaps) -> Font {
        var font = self
        font.smallCapitals.formUnion(smallCaps)
        return font
    }
}
