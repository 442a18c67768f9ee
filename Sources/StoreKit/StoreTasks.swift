import SwiftUI

/// Where loading the user's entitlement or subscription status is: a render never gets past
/// `.loading` (the tasks that report it never run).
public enum EntitlementTaskState<Value> {
    case loading
    case failure(any Error)
    case success(Value)

    /// The loaded value, if any.
    public var value: Value? {
        if case .success(let value) = self { value } else { nil }
    }

    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try transform(value))
        }
    }

    public func map<NewValue>(_ transform: (Value) async throws -> NewValue) async rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try await transform(value))
        }
    }

    public func flatMap<NewValue>(
        _ transform: (Value) throws -> EntitlementTaskState<NewValue>) rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): try transform(value)
        }
    }

    public func flatMap<NewValue>(
        _ transform: (Value) async throws -> EntitlementTaskState<NewValue>) async rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): try await transform(value)
        }
    }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The entitling transaction, once loaded.
    public var transaction: VerificationResult<Transaction>? { value ?? nil }
}

extension View {
    /// Loads the product `id` when the view appears and reports each state to `action`. Like `task`,
    /// it never runs in a render.
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium,
                                 action: @escaping (Product.TaskState) async -> ()) -> some View { self }

    /// Loads the products `ids` when the view appears (never runs in a render).
    public func storeProductsTask(for ids: some Collection<Product.ID> & Sendable & Equatable, priority: TaskPriority = .medium,
                                  action: @escaping (Product.CollectionTaskState) async -> ()) -> some View { self }

    /// Loads the statuses of the subscription group `groupID` (never runs in a render).
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ())
        -> some View { self }

    /// Loads the user's entitlement to the product `productID` (never runs in a render).
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> ())
        -> some View { self }
}
