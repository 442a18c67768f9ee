/// A problem found while reading a guide: listed on its gallery page and printed as a warning.
public struct GuideIssue: Sendable, Equatable, CustomStringConvertible {
    /// 1-based guide line, when the issue belongs to one declaration.
    public let line: Int?
    /// The constant or component concerned.
    public let subject: String
    public let message: String

    public init(line: Int?, subject: String, message: String) {
        self.line = line; self.subject = subject; self.message = message
    }

    public var description: String { (line.map { "line \($0): " } ?? "") + "\(subject): \(message)" }
}
