import Foundation

/// One `error:` line of `swiftc` output: file name, line, column and message.
public struct CompilerDiagnostic: Sendable, Equatable {
    public let file: String
    public let line: Int
    /// 1-based, in UTF-8 bytes.
    public var column = 1
    public let message: String

    /// The errors in `output`, each once, in order.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            // `file:line:column: error: message`, as swiftc prints it; not a line that merely has
            // colons and the word (`-debug-time-function-bodies`' `1.46ms<tab>Guide.swift:1096:17<tab>init(title:error:)`).
            guard parts.count == 5, parts[3] == " error", !parts[0].contains("\t"),
                  let number = Int(parts[1]), let column = Int(parts[2]) else { continue }
            let diagnostic = CompilerDiagnostic(file: (String(parts[0]) as NSString).lastPathComponent, line: number,
                                                column: column, message: parts[4].trimmingCharacters(in: .whitespaces))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }
}
