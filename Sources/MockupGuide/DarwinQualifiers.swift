/// Makes code that names Apple's C library module compile on Linux, where the same functions are in
/// Glibc: `Darwin.sqrt(x)` — written to reach the C function past a method of the same name — becomes
/// `Glibc.sqrt(x)` (Foundation re-exports Glibc, as it does Darwin on Apple platforms). Only code
/// changes, not strings or comments; columns after each qualifier move by one.
enum DarwinQualifiers {
    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        let bytes = scanner.bytes
        let qualifier = Array("Darwin.".utf8), replacement = Array("Glibc.".utf8)
        var output: [UInt8] = []
        var changed = false
        var index = 0
        while index < bytes.count {
            if scanner.kinds[index] == .code, bytes[index...].starts(with: qualifier),
               index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: "."),
               index + qualifier.count < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[index + qualifier.count]) {
                output += replacement
                index += qualifier.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return (changed ? String(decoding: output, as: UTF8.self) : code, changed)
    }
}
