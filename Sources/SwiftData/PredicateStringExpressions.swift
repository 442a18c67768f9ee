import Foundation

// The string comparisons `#Predicate` accepts on Apple platforms that swift-foundation leaves out on
// Linux (`$0.name.localizedStandardContains(searchText)`, `caseInsensitiveCompare`,
// `localizedCompare`): the macro expands them into these `build_` functions, which evaluate with
// Foundation's string methods of the same names.

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)`: case- and diacritic-insensitive containment.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// `root.caseInsensitiveCompare(other)` or `root.localizedCompare(other)`.
    public struct StringComparison<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Which of Foundation's comparisons is made.
        public enum Method: String, Codable, Sendable {
            case caseInsensitiveCompare, localizedCompare
        }

        public typealias Output = ComparisonResult
        public let root: Root
        public let other: Other
        public let method: Method

        public init(root: Root, other: Other, method: Method) {
            self.root = root
            self.other = other
            self.method = method
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            let string = try root.evaluate(bindings), otherString = try other.evaluate(bindings)
            switch method {
            case .caseInsensitiveCompare: return string.caseInsensitiveCompare(otherString)
            case .localizedCompare: return string.localizedCompare(otherString)
            }
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }

    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other) -> StringComparison<Root, Other> {
        StringComparison(root: root, other: other, method: .caseInsensitiveCompare)
    }

    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other) -> StringComparison<Root, Other> {
        StringComparison(root: root, other: other, method: .localizedCompare)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression, Codable, Sendable
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringComparison: StandardPredicateExpression, Codable, Sendable
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
