import Foundation

/// Parsed command-line words: positional arguments and `--flag value` / `-o value` options.
struct CommandLineOptions {
    private(set) var positional: [String] = []
    private var values: [String: String] = [:]
    private var switches: Set<String> = []

    /// Parses `words`; `valueOptions` take a value, `switchOptions` don't. Anything else starting
    /// with "-" is a usage error naming the option.
    init(_ words: [String], valueOptions: Set<String>, switchOptions: Set<String>) throws {
        var index = 0
        while index < words.count {
            let word = words[index]
            if valueOptions.contains(word) {
                guard index + 1 < words.count else { throw CommandError.usage("\(word) needs a value") }
                values[word] = words[index + 1]
                index += 2
                continue
            }
            if switchOptions.contains(word) {
                switches.insert(word)
            } else if word.hasPrefix("-") && word.count > 1 {
                let known = (valueOptions.union(switchOptions)).sorted().joined(separator: ", ")
                throw CommandError.usage("unknown option '\(word)' (options here: \(known))")
            } else {
                positional.append(word)
            }
            index += 1
        }
    }

    func value(_ option: String) -> String? { values[option] }
    func has(_ option: String) -> Bool { switches.contains(option) }

    /// `--scale`: 1, 2 or 3 (default 3).
    func scale() throws -> Double {
        guard let text = value("--scale") else { return 3 }
        guard let scale = Int(text), (1...3).contains(scale) else {
            throw CommandError.usage("--scale must be 1, 2 or 3 (got '\(text)')")
        }
        return Double(scale)
    }

    /// `--width`: points written in decimal (`393`, `402.5`), from 1 to 4096, or nil. Hex, exponents,
    /// signs and `inf`/`nan` are refused.
    func width() throws -> Double? {
        guard let text = value("--width") else { return nil }
        let digits = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDecimal = !text.isEmpty && digits.allSatisfy { part in !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) } }
        guard isDecimal, let width = Double(text), (1...4096).contains(width) else {
            throw CommandError.usage("--width must be a number of points from 1 to 4096, written like 393 or 402.5 (got '\(text)')")
        }
        return width
    }

    /// `--jobs`: worker threads (default: the number of cores).
    func jobs() throws -> Int {
        guard let text = value("--jobs") else { return max(ProcessInfo.processInfo.activeProcessorCount, 1) }
        guard let jobs = Int(text), (1...64).contains(jobs) else {
            throw CommandError.usage("--jobs must be a whole number from 1 to 64 (got '\(text)')")
        }
        return jobs
    }
}
