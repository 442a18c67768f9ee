import Foundation

/// The identity of a model in the stores of a container, as SwiftData's `PersistentIdentifier`: the
/// model's entity (its class name), the store's identifier and a number unique in the process.
/// A model has it from the moment it is made, so it is stable for the whole render.
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Codable, Sendable {
    /// The name of the model's entity: its class name.
    public let entityName: String
    /// The identifier of the store holding the model: nil until it is inserted in a context.
    public let storeIdentifier: String?
    /// The model's number, unique in the process.
    let number: Int

    public var id: Self { self }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number)
    }
}
