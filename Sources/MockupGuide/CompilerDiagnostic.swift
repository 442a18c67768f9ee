import Foundation

/// One `error:` line of `swiftc` output: file name, line, column and message.
public struct CompilerDiagnostic: Sendable, Equatable {
    public let file: String
    public let line: Int
    /// 1-based, in UTF-8 bytes (1 when the compiler gives none).
    public var column = 1
    public let message: String

    /// The errors in `output`, each once, in order.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error",
                  let number = Int(parts[1]) else { continue }
            let diagnostic = CompilerDiagnostic(file: (String(parts[0]) as NSString).lastPathComponent, line: number,
                                                column: Int(parts[2]) ?? 1, message: parts[4].trimmingCharacters(in: .whitespaces))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }
}
