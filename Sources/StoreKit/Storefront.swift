import Foundation

/// The App Store country or region of the user's account. A render has none.
public struct Storefront: Identifiable, Sendable {
    public typealias ID = String

    /// The ISO 3166-1 alpha-3 country code.
    public let countryCode: String
    public let id: String

    /// The current storefront: nil in a render (no App Store account).
    public static var current: Storefront? {
        get async { nil }
    }

    /// Storefront changes as they happen: none in a render.
    public static var updates: Storefronts { Storefronts() }

    /// A sequence of storefronts that never yields one.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
