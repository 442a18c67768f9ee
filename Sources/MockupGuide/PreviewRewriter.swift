import Foundation

/// A `#Preview { … }` block of a guide, rewritten into a value the runner renders.
public struct PreviewDeclaration: Sendable, Equatable {
    /// `#Preview("Name")`'s name; nil for an unnamed preview.
    public let name: String?
    /// The program line of `#Preview`.
    public let programLine: Int
    /// The global the block became (`__mockupPreview3`).
    public let identifier: String
}

/// Rewrites each `#Preview(args) {` (or `#Preview(args, body: { … })`) into
/// `let __mockupPreviewN = __MockupPreview(args) {` on the same line, so the block's body compiles unchanged as a view-builder closure and line numbers are kept.
/// `@Previewable` (Xcode 16: `@Previewable @State var isOn = true` in a preview's body) is blanked:
/// the declaration stays a local property wrapper of the closure, which is what the macro provides.
/// (`__MockupPreview` is declared in the program's support file.) A textual rewrite rather than a
/// macro plugin: the compiler the guide is built with needs no plugin library, and SwiftPM users of
/// our package, whose own `#Preview`s must keep compiling, are not affected.
enum PreviewRewriter {
    static func rewrite(_ source: String) -> (source: String, previews: [PreviewDeclaration]) {
        let scanner = SwiftSourceScanner(source)
        let bytes = scanner.bytes
        let token = Array("#Preview".utf8)
        let previewable = Array("@Previewable".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var previews: [PreviewDeclaration] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "#"), scanner.kinds[index] == .code,
               bytes[index...].starts(with: token),
               !(index + token.count < bytes.count && isIdentifierByte(bytes[index + token.count])),
               let header = previewHeader(at: index + token.count, scanner: scanner) {
                let identifier = "__mockupPreview\(previews.count + 1)"
                previews.append(PreviewDeclaration(name: header.name, programLine: line, identifier: identifier))
                output += Array("let \(identifier) = __MockupPreview".utf8)
                index += token.count
                continue
            }
            if bytes[index] == UInt8(ascii: "@"), scanner.kinds[index] == .code,
               bytes[index...].starts(with: previewable),
               !(index + previewable.count < bytes.count && isIdentifierByte(bytes[index + previewable.count])) {
                output += Array(repeating: UInt8(ascii: " "), count: previewable.count)
                index += previewable.count
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            output.append(bytes[index])
            index += 1
        }
        return (String(decoding: output, as: UTF8.self), previews)
    }

    /// What follows `#Preview` in a preview block.
    private struct Header {
        /// The leading string-literal argument, if any.
        let name: String?
    }

    /// After `#Preview`: optional `(arguments)`, then `{` (or a `body:` argument); nil when this is not
    /// a preview block.
    private static func previewHeader(at start: Int, scanner: SwiftSourceScanner) -> Header? {
        let bytes = scanner.bytes
        var cursor = start
        func skipSpace() { while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A { cursor += 1 } }
        skipSpace()
        var name: String?
        let bodyLabel = Array("body".utf8)
        var passesBody = false
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
            var depth = 0
            let open = cursor
            while cursor < bytes.count {
                if scanner.kinds[cursor] == .code {
                    if bytes[cursor] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[cursor] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                    // `#Preview(body: { … })`: the body passed as the labelled argument.
                    if depth == 1, bytes[cursor...].starts(with: bodyLabel), !isIdentifierByte(bytes[cursor - 1]) {
                        var after = cursor + bodyLabel.count
                        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                        if after < bytes.count, bytes[after] == UInt8(ascii: ":") { passesBody = true }
                    }
                }
                cursor += 1
            }
            guard cursor < bytes.count else { return nil }
            let arguments = scanner.text((open + 1)..<cursor).trimmingCharacters(in: .whitespacesAndNewlines)
            if arguments.hasPrefix("\""), let end = arguments.dropFirst().firstIndex(of: "\"") {
                name = String(arguments[arguments.index(after: arguments.startIndex)..<end])
            }
            cursor += 1
            skipSpace()
        }
        guard passesBody || (cursor < bytes.count && bytes[cursor] == UInt8(ascii: "{")) else { return nil }
        return Header(name: name)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
