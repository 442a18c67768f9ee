import Foundation

/// A decoder of a whole value from `Input`, as Combine's `TopLevelDecoder` (`JSONDecoder` and
/// `PropertyListDecoder` are ones): what `decode(type:decoder:)` and `CodableRepresentation` take.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value to `Output`, as Combine's `TopLevelEncoder` (`JSONEncoder` and
/// `PropertyListEncoder` are ones).
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Decodes each value with `decoder`; a value that does not decode fails the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> AnyPublisher<Item, any Error> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Encodes each value with `encoder`; a value that does not encode fails the stream.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, any Error> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
