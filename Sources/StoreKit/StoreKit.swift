import Foundation
import SwiftUI

/// The App Store review prompt (never shown in a render).
public enum SKStoreReviewController {
    @MainActor public static func requestReview() {}
}

/// The environment action SwiftUI code calls to ask for a review.
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// `@Environment(\.requestReview)`; calling it does nothing in a render.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// An in-app product (no store in a render: products are never loaded).
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let displayName: String
    public let description: String
    public let displayPrice: String
    public let price: Decimal

    /// Products are never found in a render.
    public static func products(for identifiers: [String]) async throws -> [Product] { [] }
}
