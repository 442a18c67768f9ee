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
/// A preview whose body declares a type (the `PreviewWrapper` holding `@State` of pre-`@Previewable`
/// code) becomes a view-builder function instead, `@MainActor @ViewBuilder func __mockupPreviewNBody()
/// -> any View {`, with `; let __mockupPreviewN = __MockupPreview(args, body: __mockupPreviewNBody)`
/// after its closing brace: Swift 6.3 crashes compiling such a type inside a closure when its `body`
/// holds a closure, and a function is what Apple's macro expands the body into as well.
/// (`__MockupPreview` is declared in the program's support file.) A textual rewrite rather than a
/// macro plugin: the compiler the guide is built with needs no plugin library, and SwiftPM users of
/// our package, whose own `#Preview`s must keep compiling, are not affected.
enum PreviewRewriter {
    /// The start of the globals `#Preview` blocks become (`__mockupPreview3`).
    static let identifierPrefix = "__mockupPreview"

    static func rewrite(_ source: String) -> (source: String, previews: [PreviewDeclaration]) {
        let scanner = SwiftSourceScanner(source)
        let bytes = scanner.bytes
        let token = Array("#Preview".utf8)
        let previewable = Array("@Previewable".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var previews: [PreviewDeclaration] = []
        /// A function-form preview's closing brace, and what follows it.
        var pendingTail: (index: Int, text: String)?
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "#"), scanner.kinds[index] == .code,
               bytes[index...].starts(with: token),
               !(index + token.count < bytes.count && SwiftSourceScanner.isIdentifierByte(bytes[index + token.count])),
               let header = previewHeader(at: index + token.count, scanner: scanner) {
                let identifier = "\(identifierPrefix)\(previews.count + 1)"
                previews.append(PreviewDeclaration(name: header.name, programLine: line, identifier: identifier))
                if let body = header.functionBody {
                    // `#Preview(args) {` → the function's head; the line breaks of a multi-line head stay.
                    output += Array("@MainActor @ViewBuilder func \(identifier)Body() -> any View ".utf8)
                    output += bytes[index..<body.open].filter { $0 == UInt8(ascii: "\n") }
                    line += bytes[index..<body.open].filter { $0 == UInt8(ascii: "\n") }.count
                    let arguments = header.arguments.map { $0 + ", " } ?? ""
                    pendingTail = (body.close, "; let \(identifier) = __MockupPreview(\(arguments)body: \(identifier)Body)")
                    index = body.open
                } else {
                    output += Array("let \(identifier) = __MockupPreview".utf8)
                    index += token.count
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "@"), scanner.kinds[index] == .code,
               bytes[index...].starts(with: previewable),
               !(index + previewable.count < bytes.count && SwiftSourceScanner.isIdentifierByte(bytes[index + previewable.count])) {
                output += Array(repeating: UInt8(ascii: " "), count: previewable.count)
                index += previewable.count
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            output.append(bytes[index])
            if let tail = pendingTail, tail.index == index {
                output += Array(tail.text.utf8)
                pendingTail = nil
            }
            index += 1
        }
        return (String(decoding: output, as: UTF8.self), previews)
    }

    /// What follows `#Preview` in a preview block.
    private struct Header {
        /// The leading string-literal argument, if any.
        let name: String?
        /// The text between the parentheses, if any.
        let arguments: String?
        /// The body's braces, when it declares a type directly inside it and is the only trailing
        /// closure: such a preview is rewritten as a function.
        let functionBody: (open: Int, close: Int)?
    }

    /// After `#Preview`: optional `(arguments)`, then `{` (or a `body:` argument); nil when this is not
    /// a preview block.
    private static func previewHeader(at start: Int, scanner: SwiftSourceScanner) -> Header? {
        let bytes = scanner.bytes
        var cursor = start
        func skipSpace() { while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A { cursor += 1 } }
        skipSpace()
        var name: String?
        var arguments: String?
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
                    if depth == 1, bytes[cursor...].starts(with: bodyLabel), !SwiftSourceScanner.isIdentifierByte(bytes[cursor - 1]) {
                        var after = cursor + bodyLabel.count
                        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                        if after < bytes.count, bytes[after] == UInt8(ascii: ":") { passesBody = true }
                    }
                }
                cursor += 1
            }
            guard cursor < bytes.count else { return nil }
            let text = scanner.text((open + 1)..<cursor).trimmingCharacters(in: .whitespacesAndNewlines)
            arguments = text.isEmpty ? nil : text
            if text.hasPrefix("\""), let end = text.dropFirst().firstIndex(of: "\"") {
                name = String(text[text.index(after: text.startIndex)..<end])
            }
            cursor += 1
            skipSpace()
        }
        if passesBody { return Header(name: name, arguments: arguments, functionBody: nil) }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") else { return nil }
        return Header(name: name, arguments: arguments, functionBody: typeDeclaringBody(at: cursor, scanner: scanner))
    }

    /// The braces of the body opening at `open` when a type is declared directly inside it and no
    /// further trailing closure (`timeline: { … }`) follows; else nil.
    private static func typeDeclaringBody(at open: Int, scanner: SwiftSourceScanner) -> (open: Int, close: Int)? {
        guard let close = scanner.matchingBrace(from: open) else { return nil }
        let bytes = scanner.bytes
        var depth = 0
        let declaresType = (open..<close).contains { index in
            guard scanner.kinds[index] == .code else { return false }
            if bytes[index] == UInt8(ascii: "{") { depth += 1 }
            if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
            return depth == 1 && !SwiftSourceScanner.isIdentifierByte(bytes[index - 1])
                && typeKeywords.contains { bytes[index...].starts(with: $0) && index + $0.count < close && [0x20, 0x09].contains(bytes[index + $0.count]) }
        }
        guard declaresType else { return nil }
        // A further trailing closure (`} timeline: {`) keeps the closure form.
        guard let after = scanner.skippingSpaces(from: close + 1) else { return (open, close) }
        let label = scanner.identifierEnd(from: after)
        return label > after && label < bytes.count && bytes[label] == UInt8(ascii: ":") ? nil : (open, close)
    }

    /// The keywords that declare a type, each followed by a space where it does.
    private static let typeKeywords = ["struct", "class", "enum", "actor"].map { Array($0.utf8) }
}
