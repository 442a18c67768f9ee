/// Builds a transfer representation from the representations listed in `transferRepresentation`
/// or a custom representation's `body`, first preferred, as CoreTransferable's builder.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// Lets `CodableRepresentation(contentType:)` take its item type from the builder.
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder> { content }

    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    public static func buildBlock<each Content: TransferRepresentation>(_ content: repeat each Content)
        -> TupleTransferRepresentation<Item> {
        var representations: [any TransferRepresentation] = []
        for representation in repeat each content { representations.append(representation) }
        return TupleTransferRepresentation(representations: representations)
    }
}

/// Several representations listed one after another, the first preferred.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, CompositeTransferRepresentation {
    public typealias Body = Never
    let representations: [any TransferRepresentation]

    func leaves<T>(for item: T.Type) -> [TransferLeaf<T>] {
        representations.flatMap { TransferLeaf<T>.leaves(of: $0, for: item) }
    }
}
