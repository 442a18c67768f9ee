extension Axis {
    /// A set of axes (`ScrollView(.horizontal)`, `[.horizontal, .vertical]`).
    public struct Set: OptionSet, Hashable, Sendable, BitwiseCopyable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
