import MockupRaster

/// The canvas and text colours of one colour scheme of a guide: what its tokens are measured
/// against and what its type specimens are drawn with.
public struct ContrastPair: Sendable {
    public let scheme: TokenScheme
    /// The canvas token; nil when the guide names none (iOS's system background is used).
    public let canvas: ColorToken?
    /// The primary text token of the scheme; nil when the guide has no text colour.
    public let text: ColorToken?

    /// The opaque canvas colour.
    public var canvasColor: SRGBColor {
        canvas.map { ContrastRatio.composite($0.color, over: scheme.systemBackground) } ?? scheme.systemBackground
    }

    /// `acmeCanvas` or `system background (light)`.
    public var canvasName: String { canvas?.name ?? "system background (\(scheme.rawValue))" }

    /// The text colour on the canvas, when there is one.
    public var ratio: Double? { text.map { ContrastRatio.ratio($0.color, on: canvasColor) } }

    /// The pairs of a guide's colours, the guide's default scheme first: for each scheme the
    /// shortest canvas (or background) it marks (`acmeDarkCanvas`) or that looks like it, and the
    /// text colour of that scheme readable on it (primary first). The default scheme always
    /// appears; the other when the guide has a canvas or a marked token for it.
    static func pairs(in colors: [ColorToken]) -> [ContrastPair] {
        let named = colors.map { (token: $0, name: TokenName($0.name)) }
        let canvasTokens = named.contains { $0.name.isCanvas } ? named.filter { $0.name.isCanvas }
                                                               : named.filter { $0.name.isBackground }
        func scheme(of entry: (token: ColorToken, name: TokenName)) -> TokenScheme {
            entry.name.scheme ?? TokenScheme(appearanceOf: entry.token.color)
        }
        let texts = named.filter { $0.name.isText }
        // The scheme of unmarked tokens: that of an unmarked canvas; else the one the unmarked
        // primary text reads in (white text: dark); else the one the marked canvases leave out.
        let primaryText = texts.first { $0.name.scheme == nil && $0.name.isPrimary } ?? texts.first { $0.name.scheme == nil }
        let defaultScheme = canvasTokens.first { $0.name.scheme == nil }.map(scheme)
            ?? primaryText.map { TokenScheme(appearanceOf: $0.token.color).other }
            ?? canvasTokens.first.map { scheme(of: $0).other } ?? .light
        var pairs: [ContrastPair] = []
        for candidate in [defaultScheme, defaultScheme.other] {
            let canvases = canvasTokens.filter { scheme(of: $0) == candidate }
            let marked = named.contains { $0.name.scheme == candidate }
            guard !canvases.isEmpty || marked || candidate == defaultScheme else { continue }
            let canvas = canvases.min { $0.token.name.count < $1.token.name.count }?.token
            let background = canvas.map { ContrastRatio.composite($0.color, over: candidate.systemBackground) }
                ?? candidate.systemBackground
            // The scheme's own text colours; else unmarked ones, when one reads on this canvas.
            let ownTexts = texts.filter { $0.name.scheme == candidate || (candidate == defaultScheme && $0.name.scheme == nil) }
            let pool = ownTexts.isEmpty && candidate != defaultScheme
                ? texts.filter { $0.name.scheme == nil && ContrastRatio.ratio($0.token.color, on: background) >= 4.5 } : ownTexts
            pairs.append(ContrastPair(scheme: candidate, canvas: canvas, text: bestText(pool, on: background)))
        }
        return pairs
    }

    /// The primary text colour readable (4.5:1) on `background`, else any readable one (shortest
    /// name), else the one with the most contrast.
    private static func bestText(_ pool: [(token: ColorToken, name: TokenName)], on background: SRGBColor) -> ColorToken? {
        let rated = pool.map { (entry: $0, ratio: ContrastRatio.ratio($0.token.color, on: background)) }
        let readable = rated.filter { $0.ratio >= 4.5 }
        let shortest = { (list: [(entry: (token: ColorToken, name: TokenName), ratio: Double)]) in
            list.min { $0.entry.token.name.count < $1.entry.token.name.count }?.entry.token
        }
        return shortest(readable.filter { $0.entry.name.isPrimary }) ?? shortest(readable)
            ?? rated.max { $0.ratio < $1.ratio }?.entry.token
    }
}
