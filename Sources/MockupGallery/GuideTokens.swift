import Foundation
import MockupGuide
import MockupRaster
import MockupText

/// The colour and font constants of a guide, read from its swift blocks, the canvas/text pairs of
/// its colour schemes, and the lint findings about them.
public struct GuideTokens: Sendable {
    public let colors: [ColorToken]
    public let fonts: [FontToken]
    /// Light and dark canvas/text pairs, the guide's default scheme first (never empty).
    public let pairs: [ContrastPair]
    /// Guide errors and warnings, and notes on what Mockup could not read or draws with a
    /// fallback, in guide order.
    public let issues: [GuideIssue]

    /// Largest allowed |float × 255 − hex| per channel between a colour and its `// #HEX` comment.
    public static let hexTolerance = 0.6
    /// WCAG AA for normal text: what text tokens and type specimens must reach on their canvas.
    public static let textContrast = 4.5

    /// Reads every `static let` (and single-expression computed `static var`) of `extension Color`
    /// / `extension Font` in `document`. Font names are resolved against `fonts`.
    public init(document: GuideDocument, fonts: FontLibrary) {
        var evaluator = TokenEvaluator()
        var colors: [ColorToken] = [], fontTokens: [FontToken] = [], issues: [GuideIssue] = []
        var firstLines: [String: Int] = [:]
        for declaration in document.blocks.flatMap(StaticDeclaration.all(in:)) {
            guard ["Color", "Font"].contains(declaration.extendedType) else { continue }
            let issue = { (kind: GuideIssue.Kind, rule: String, message: String, difference: ColorDifference?) in
                issues.append(GuideIssue(kind, rule: rule, line: declaration.line, subject: declaration.name,
                                         message: message, difference: difference))
            }
            do {
                if declaration.extendedType == "Color" {
                    let (value, origin) = try evaluator.color(try SwiftExpression.parse(declaration.expression))
                    let commentHex = declaration.trailingComment.flatMap(Self.hexInComment)
                    let token = ColorToken(name: declaration.name, color: value, origin: origin,
                                           commentHex: commentHex, line: declaration.line)
                    if let mismatch = Self.hexMismatch(token) { issue(.error, "hex-mismatch", mismatch.message, mismatch.difference) }
                    if let earlier = evaluator.colors[token.name] {
                        let same = earlier.color == token.color
                        issue(same ? .warning : .error, "duplicate-token", "declared again (first at line \(earlier.line))"
                              + (same ? " with the same value" : ": \(earlier.hex) there, \(token.hex) here"), nil)
                        colors.removeAll { $0.name == token.name }
                    }
                    evaluator.colors[token.name] = token
                    colors.append(token)
                } else {
                    let descriptor = try evaluator.font(try SwiftExpression.parse(declaration.expression))
                    if let first = firstLines[declaration.name] {
                        let same = evaluator.fonts[declaration.name] == descriptor
                        issue(same ? .warning : .error, "duplicate-token", "declared again (first at line \(first))"
                              + (same ? " with the same value" : " with another font"), nil)
                        fontTokens.removeAll { $0.name == declaration.name }
                    }
                    let diagnostics = Diagnostics()
                    let resolved = fonts.reporting(to: diagnostics).resolve(descriptor)
                    let token = FontToken(name: declaration.name, descriptor: descriptor, resolved: resolved, line: declaration.line)
                    if !diagnostics.messages.isEmpty {
                        issue(.note, "font-not-bundled", "'\(token.face)' is not bundled with Mockup; drawn with "
                              + "\(resolved.family) \(token.weightDescription)", nil)
                    }
                    evaluator.fonts[declaration.name] = descriptor
                    fontTokens.append(token)
                }
                firstLines[declaration.name] = firstLines[declaration.name] ?? declaration.line
            } catch TokenError.asset(let name) {
                issue(.note, "asset-color", "asset catalog colour \"\(name)\": its value is not in the guide, so it is not shown", nil)
            } catch {
                issue(.note, "unread-token", "not shown: \(error)", nil)
            }
        }
        let pairs = ContrastPair.pairs(in: colors)
        self.colors = colors
        self.fonts = fontTokens
        self.pairs = pairs
        issues += Self.unused(colors.map { ($0.name, $0.line) } + fontTokens.map { ($0.name, $0.line) }, in: document)
        issues += colors.compactMap { Self.contrastIssue($0, pairs: pairs) }
        self.issues = issues.enumerated().sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }
            .map(\.element)
    }

    /// The pair a token is measured against: the scheme its name marks, else the default one.
    public func pair(for token: ColorToken) -> ContrastPair {
        let scheme = TokenName(token.name).scheme
        return pairs.first { $0.scheme == scheme } ?? pairs[0]
    }

    /// Canvas and ink for type specimens, at least 4.5:1 apart: the first pair (default scheme
    /// first) whose primary text reaches it, else the pair with the most contrast that reaches it,
    /// else the default canvas with black or white, whichever reads better.
    public var specimenColors: (canvas: SRGBColor, ink: SRGBColor) {
        let readable = pairs.filter { ($0.ratio ?? 0) >= Self.textContrast }
        let primary = readable.first { $0.text.map { TokenName($0.name).isPrimary } ?? false }
        if let pair = primary ?? readable.max(by: { ($0.ratio ?? 0) < ($1.ratio ?? 0) }), let text = pair.text {
            return (pair.canvasColor, ContrastRatio.composite(text.color, over: pair.canvasColor))
        }
        let canvas = pairs[0].canvasColor
        let ink: SRGBColor = ContrastRatio.ratio(.black, on: canvas) >= ContrastRatio.ratio(.white, on: canvas) ? .black : .white
        return (canvas, ink)
    }

    /// A text token below AA on the canvas of its scheme: an error for the canvas's own text
    /// colours, a warning for tertiary, muted, placeholder and disabled text (which WCAG lets fall
    /// below it) and for text named for another surface (`slackSidebarText`).
    private static func contrastIssue(_ token: ColorToken, pairs: [ContrastPair]) -> GuideIssue? {
        let name = TokenName(token.name)
        guard name.isText else { return nil }
        let pair = pairs.first { $0.scheme == name.scheme } ?? pairs[0]
        let ratio = ContrastRatio.ratio(token.color, on: pair.canvasColor)
        guard ratio < textContrast else { return nil }
        return GuideIssue(name.isCanvasText && !name.isSecondaryText ? .error : .warning, rule: "contrast", line: token.line, subject: token.name,
                          message: String(format: "%.2f:1 on \(pair.canvasName) is below AA (4.5:1) for text", ratio))
    }

    /// Tokens whose name appears nowhere in the guide's code but their own declaration.
    private static func unused(_ tokens: [(name: String, line: Int)], in document: GuideDocument) -> [GuideIssue] {
        var uses: [String: Int] = [:]
        for block in document.blocks {
            let scanner = SwiftSourceScanner(block.code)
            var word: [UInt8] = []
            for (byte, kind) in zip(scanner.bytes, scanner.kinds) + [(UInt8(ascii: " "), .code)] {
                let identifier = kind == .code && (byte == 0x5F || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                                                   || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A))
                if identifier { word.append(byte); continue }
                if !word.isEmpty { uses[String(decoding: word, as: UTF8.self), default: 0] += 1; word = [] }
            }
        }
        var reported: Set<String> = []
        return tokens.compactMap { token in
            guard (uses[token.name] ?? 0) <= 1, reported.insert(token.name).inserted else { return nil }
            return GuideIssue(.warning, rule: "unused-token", line: token.line, subject: token.name,
                              message: "declared but never used in the guide's code")
        }
    }

    /// `#FF3464` from a comment such as `#FF3464 (dark)`.
    static func hexInComment(_ comment: String) -> String? {
        guard let hash = comment.firstIndex(of: "#") else { return nil }
        let digits = comment[comment.index(after: hash)...].prefix { $0.isHexDigit }
        return digits.count == 6 || digits.count == 8 ? "#" + digits.uppercased() : nil
    }

    /// The lint message and colour difference when `token`'s value and its hex comment differ
    /// beyond rounding.
    static func hexMismatch(_ token: ColorToken) -> (message: String, difference: ColorDifference)? {
        guard let commentHex = token.commentHex, let written = ColorMath.channels(ofHex: commentHex) else { return nil }
        let values = [token.color.red, token.color.green, token.color.blue]
        let names = ["red", "green", "blue"]
        let off = (0..<3).filter { abs(values[$0] * 255 - written[$0]) > hexTolerance }
        guard !off.isEmpty else { return nil }
        let difference = ColorDifference(token.color, SRGBColor(red: written[0] / 255, green: written[1] / 255, blue: written[2] / 255))
        let detail = off.map { index in
            "\(names[index]) " + String(format: "%.3f × 255 = %.1f, the comment says %.0f", values[index],
                                             values[index] * 255, written[index])
        }.joined(separator: "; ")
        return ("value \(token.hex) does not match its comment \(commentHex) (\(detail)); "
                + String(format: "ΔE %.1f, \(difference.severity.rawValue)", difference.deltaE), difference)
    }
}
