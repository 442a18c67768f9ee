import SwiftUI

/// The App Store review prompt (never shown in a render).
public enum SKStoreReviewController {
    @preconcurrency @MainActor public static func requestReview() {}
    @preconcurrency @MainActor public static func requestReview(in windowScene: UIWindowScene) {}
}

/// The environment action SwiftUI code calls to ask for a review.
public struct RequestReviewAction: Sendable {
    /// Asks for a review: nothing is shown in a render.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// `@Environment(\.requestReview)`; calling it does nothing in a render.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
