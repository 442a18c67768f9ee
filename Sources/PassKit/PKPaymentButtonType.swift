import Foundation

/// The call to action of an Apple Pay button, as PassKit's `PKPaymentButtonType` (raw values as Apple's).
public enum PKPaymentButtonType: Int, Sendable {
    case plain = 0, buy = 1, setUp = 2, inStore = 3, donate = 4, checkout = 5, book = 6, subscribe = 7,
         reload = 8, addMoney = 9, topUp = 10, order = 11, rent = 12, support = 13, contribute = 14, tip = 15,
         `continue` = 16

    /// The words before the Apple Pay mark, as Apple's button images read ("Buy with  Pay"); nil for
    /// the mark alone.
    var callToAction: String? {
        switch self {
        case .plain: nil
        case .buy: "Buy with"
        case .setUp: "Set up"
        case .inStore: "Pay with"
        case .donate: "Donate with"
        case .checkout: "Check out with"
        case .book: "Book with"
        case .subscribe: "Subscribe with"
        case .reload: "Reload with"
        case .addMoney: "Add Money with"
        case .topUp: "Top Up with"
        case .order: "Order with"
        case .rent: "Rent with"
        case .support: "Support with"
        case .contribute: "Contribute with"
        case .tip: "Tip with"
        case .continue: "Continue with"
        }
    }
}

/// The colours of an Apple Pay button, as PassKit's `PKPaymentButtonStyle` (raw values as Apple's).
public enum PKPaymentButtonStyle: Int, Sendable {
    case white = 0, whiteOutline = 1, black = 2
    /// Black in the light appearance, white in the dark one (iOS 14).
    case automatic = 3
}
