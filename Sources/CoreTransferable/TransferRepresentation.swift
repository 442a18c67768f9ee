import Foundation

/// A description of how an item is exported and imported, as CoreTransferable's
/// `TransferRepresentation`: one of the built-in representations (`DataRepresentation`,
/// `FileRepresentation`, `CodableRepresentation`, `ProxyRepresentation`) or a composition of them
/// in `body`.
@preconcurrency
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The representation `body` builds.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

/// The built-in representations: they convert items themselves and have no body.
protocol PrimitiveTransferRepresentation: TransferRepresentation where Body == Never {
    /// The conversions this representation offers, for items of type `Item`.
    var leaves: [TransferLeaf<Item>] { get }
}

extension TransferRepresentation where Body == Never {
    /// Built-in representations have no body (declared here, where no builder applies).
    public var body: Never { fatalError("\(Self.self) is a built-in transfer representation without a body") }
}

/// Whether other apps see a representation, as CoreTransferable's `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let scope: Int
    /// Every app and process.
    public static let all = TransferRepresentationVisibility(scope: 3)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(scope: 2)
    /// Apps in the same App Group.
    public static let group = TransferRepresentationVisibility(scope: 1)
    /// Only this process.
    public static let ownProcess = TransferRepresentationVisibility(scope: 0)

    /// True when a receiver that sees `receiver` may see this representation.
    func isVisible(to receiver: TransferRepresentationVisibility) -> Bool { scope >= receiver.scope }
}
