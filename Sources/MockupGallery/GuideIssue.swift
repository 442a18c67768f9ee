/// A lint finding about a guide: a guide error or warning (a value that disagrees with its
/// comment, a duplicate or unused token, text below AA on its canvas), or a note about how Mockup
/// reads and draws the guide (a font it does not bundle, a token it cannot read).
public struct GuideIssue: Sendable, Equatable, CustomStringConvertible {
    /// How much the finding matters. Only errors fail `mockup lint`.
    public enum Kind: String, Sendable, Comparable {
        /// Something wrong in the guide.
        case error
        /// Worth a look, but allowed (tertiary text below AA, an unused token).
        case warning
        /// About Mockup, not the guide: a font drawn with a fallback, a token not read.
        case note

        public static func < (a: Kind, b: Kind) -> Bool { a.order < b.order }
        private var order: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    }

    public let kind: Kind
    /// The check that found it: `hex-mismatch`, `duplicate-token`, `unused-token`, `contrast`,
    /// `font-not-bundled`, `unread-token`, `asset-color`, `guide-missing`.
    public let rule: String
    /// 1-based guide line, when the issue belongs to one declaration.
    public let line: Int?
    /// The constant or component concerned.
    public let subject: String
    public let message: String
    /// For colour mismatches: how far apart the two colours look.
    public let difference: ColorDifference?

    public init(_ kind: Kind, rule: String, line: Int?, subject: String, message: String, difference: ColorDifference? = nil) {
        self.kind = kind; self.rule = rule; self.line = line; self.subject = subject; self.message = message
        self.difference = difference
    }

    public var description: String { (line.map { "line \($0): " } ?? "") + "\(kind.rawValue): \(subject): \(message)" }
}
