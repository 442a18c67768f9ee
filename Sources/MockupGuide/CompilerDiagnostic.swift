import Foundation

/// One `error:` line of `swiftc` output: file name, line, column and message.
public struct CompilerDiagnostic: Sendable, Equatable {
    public let file: String
    public let line: Int
    /// 1-based, in UTF-8 bytes.
    public var column = 1
    public let message: String

    /// The errors in `output`, each once, in order. An error inside a macro's expansion
    /// (`macro expansion #Predicate:2:26: error: …`) is placed where swiftc says the expanded code
    /// originates — the macro's use in a source file — so the declaration that uses it can be
    /// left out like any other.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        let lines = output.split(separator: "\n")
        for (index, line) in lines.enumerated() {
            guard let error = located(line, kind: " error") else { continue }
            var diagnostic = error
            if error.file.hasPrefix("macro expansion "),
               let origin = lines[(index + 1)...].prefix(while: { located($0, kind: " error") == nil })
                   .lazy.compactMap(expansionOrigin).first {
                diagnostic = CompilerDiagnostic(file: origin.file, line: origin.line, column: origin.column, message: error.message)
            }
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }

    /// `file:line:column: <kind>: message`, as swiftc prints it; not a line that merely has colons
    /// and the word (`-debug-time-function-bodies`' `1.46ms<tab>Guide.swift:1096:17<tab>init(title:error:)`).
    private static func located(_ line: Substring, kind: Substring) -> CompilerDiagnostic? {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, parts[3] == kind, !parts[0].contains("\t"),
              let number = Int(parts[1]), let column = Int(parts[2]) else { return nil }
        return CompilerDiagnostic(file: (String(parts[0]) as NSString).lastPathComponent, line: number,
                                  column: column, message: parts[4].trimmingCharacters(in: .whitespaces))
    }

    /// The source location in swiftc's "`- Guide.swift:7:6: note: expanded code originates here",
    /// printed under an error in a macro's expansion (nil for an origin in another expansion).
    private static func expansionOrigin(_ line: Substring) -> CompilerDiagnostic? {
        let trimmed = line.drop { $0 == " " || $0 == "`" || $0 == "-" || $0 == "|" }
        guard let note = located(trimmed, kind: " note"), note.message == "expanded code originates here",
              !note.file.hasPrefix("macro expansion ") else { return nil }
        return note
    }
}
