import Foundation

/// An error StoreKit reports.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
}

extension StoreKitError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): "A network error occurred: \(error.localizedDescription)"
        case .systemError(let error): "A system error occurred: \(error.localizedDescription)"
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The app is not entitled to this."
        }
    }
}

extension Product.PurchaseError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .invalidQuantity: "The quantity is not valid."
        case .productUnavailable: "The product is not available."
        case .purchaseNotAllowed: "Purchases are not allowed."
        case .ineligibleForOffer: "The user is not eligible for the offer."
        case .invalidOfferIdentifier: "The offer identifier is not valid."
        case .invalidOfferPrice: "The offer price is not valid."
        case .invalidOfferSignature: "The offer signature is not valid."
        case .missingOfferParameters: "The offer parameters are missing."
        }
    }
}

extension Transaction.RefundRequestError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .duplicateRequest: "A refund was already requested for this transaction."
        case .failed: "The refund request failed."
        }
    }
}

extension VerificationResult.VerificationError: LocalizedError {
    public var errorDescription: String? { "The App Store signature could not be verified (\(self))." }
}
