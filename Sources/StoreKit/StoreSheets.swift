import SwiftUI

/// The App Store's own sheets. A render draws none: presented, each records a render note, as
/// `sheet(isPresented:)` does.
extension View {
    /// Presents the manage-subscriptions sheet while `isPresented` is true (not drawn).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }

    /// Presents the manage-subscriptions sheet of one group while `isPresented` is true (not drawn).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }

    /// Presents the offer-code redemption sheet while `isPresented` is true (not drawn; never completes).
    public func offerCodeRedemption(isPresented: Binding<Bool>,
                                    onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }

    /// Presents the refund request sheet of a transaction while `isPresented` is true (not drawn).
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: (@MainActor (Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> ())? = nil
    ) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }
}
