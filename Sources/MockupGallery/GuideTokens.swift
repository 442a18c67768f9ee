import Foundation
import MockupGuide
import MockupRaster
import MockupText

/// The colour and font constants of a guide, read from its swift blocks, with lint issues.
public struct GuideTokens: Sendable {
    public let colors: [ColorToken]
    public let fonts: [FontToken]
    /// Hex comments that disagree with their values, fonts that do not resolve, constants that
    /// cannot be read — in guide order.
    public let issues: [GuideIssue]

    /// Largest allowed |float × 255 − hex| per channel between a colour and its `// #HEX` comment.
    public static let hexTolerance = 0.6

    /// Reads every `static let` of `extension Color` / `extension Font` in `document`. Font names
    /// are resolved against `fonts` (a fallback warning from `FontLibrary.resolve` is an issue).
    public init(document: GuideDocument, fonts: FontLibrary) {
        var evaluator = TokenEvaluator()
        var colors: [ColorToken] = [], fontTokens: [FontToken] = [], issues: [GuideIssue] = []
        var fontWarnings: [FontDescriptor.Source: [String]] = [:]
        for declaration in document.blocks.flatMap(StaticDeclaration.all(in:)) {
            let issue = { (message: String) in
                issues.append(GuideIssue(line: declaration.line, subject: declaration.name, message: message))
            }
            do {
                switch declaration.extendedType {
                case "Color":
                    let (value, origin) = try evaluator.color(try SwiftExpression.parse(declaration.expression))
                    let commentHex = declaration.trailingComment.flatMap(Self.hexInComment)
                    let token = ColorToken(name: declaration.name, color: value, origin: origin,
                                           commentHex: commentHex, line: declaration.line)
                    if let mismatch = Self.hexMismatch(token) { issue(mismatch) }
                    evaluator.colors[token.name] = token
                    colors.append(token)
                case "Font":
                    let descriptor = try evaluator.font(try SwiftExpression.parse(declaration.expression))
                    // A fresh Diagnostics per face: `warnOnce` would hide the second constant using it.
                    let diagnostics = Diagnostics()
                    let resolved = fonts.reporting(to: diagnostics).resolve(descriptor)
                    let warnings = fontWarnings[descriptor.source] ?? diagnostics.messages
                    fontWarnings[descriptor.source] = warnings
                    warnings.forEach(issue)
                    evaluator.fonts[declaration.name] = descriptor
                    fontTokens.append(FontToken(name: declaration.name, descriptor: descriptor, resolved: resolved,
                                                line: declaration.line))
                default: continue
                }
            } catch {
                issue("not shown: \(error)")
            }
        }
        self.colors = colors
        self.fonts = fontTokens
        self.issues = issues
    }

    /// The brand canvas: the shortest colour name containing `Canvas` (`monzoCanvas`, not
    /// `monzoDarkCanvas`); the first in the guide on a tie.
    public var canvas: ColorToken? { shortest(containing: "Canvas") }
    /// The primary text colour: the shortest colour name containing `TextPrimary`.
    public var textPrimary: ColorToken? { shortest(containing: "TextPrimary") }

    private func shortest(containing word: String) -> ColorToken? {
        colors.filter { $0.name.contains(word) }.min { $0.name.count < $1.name.count }
    }

    /// `#FF3464` from a comment such as `#FF3464 (dark)`.
    static func hexInComment(_ comment: String) -> String? {
        guard let hash = comment.firstIndex(of: "#") else { return nil }
        let digits = comment[comment.index(after: hash)...].prefix { $0.isHexDigit }
        return digits.count == 6 || digits.count == 8 ? "#" + digits.uppercased() : nil
    }

    /// The lint message when `token`'s value and its hex comment differ beyond rounding.
    static func hexMismatch(_ token: ColorToken) -> String? {
        guard let commentHex = token.commentHex, let written = ColorMath.channels(ofHex: commentHex) else { return nil }
        let values = [token.color.red, token.color.green, token.color.blue]
        let names = ["red", "green", "blue"]
        let off = (0..<3).filter { abs(values[$0] * 255 - written[$0]) > hexTolerance }
        guard !off.isEmpty else { return nil }
        let detail = off.map { index in
            "\(names[index]) " + String(format: "%.3f × 255 = %.1f, the comment says %.0f", values[index],
                                             values[index] * 255, written[index])
        }.joined(separator: "; ")
        return "value \(token.hex) does not match its comment \(commentHex) (\(detail))"
    }
}
