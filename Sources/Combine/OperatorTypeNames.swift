import Foundation

/// Apple's Combine gives each operator a publisher type of its own (`map` returns
/// `Publishers.Map<Self, T>`). This Combine's operators return type-erased publishers (but
/// `flatMap`: `Publishers.FlatMap` is a type, whose requirement signatures rely on), so each of
/// those names stands for the publisher its operator returns here: code that writes the type out
/// (`var shared: Publishers.Share<AnyPublisher<Int, Never>>`, a protocol requirement of a
/// `Publishers.Debounce<…>`) compiles and holds what the operator gives. Generic parameters that
/// only name a scheduler or a coder are kept for the spelling and do not change the type.
extension Publishers {
    // Values mapped or filtered.
    public typealias Map<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias TryMap<Upstream: Publisher, Output> = AnyPublisher<Output, any Error>
    public typealias CompactMap<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias TryCompactMap<Upstream: Publisher, Output> = AnyPublisher<Output, any Error>
    public typealias MapKeyPath<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias MapKeyPath2<Upstream: Publisher, Output0, Output1> = AnyPublisher<(Output0, Output1), Upstream.Failure>
    public typealias MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2> =
        AnyPublisher<(Output0, Output1, Output2), Upstream.Failure>
    public typealias Filter<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias TryFilter<Upstream: Publisher> = AnyPublisher<Upstream.Output, any Error>
    public typealias RemoveDuplicates<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias TryRemoveDuplicates<Upstream: Publisher> = AnyPublisher<Upstream.Output, any Error>
    public typealias Scan<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias TryScan<Upstream: Publisher, Output> = AnyPublisher<Output, any Error>
    public typealias Reduce<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias Collect<Upstream: Publisher> = AnyPublisher<[Upstream.Output], Upstream.Failure>
    public typealias Count<Upstream: Publisher> = AnyPublisher<Int, Upstream.Failure>
    public typealias IgnoreOutput<Upstream: Publisher> = AnyPublisher<Never, Upstream.Failure>
    public typealias ReplaceEmpty<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>

    // Parts of the stream.
    public typealias First<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Last<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Drop<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias DropWhile<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias PrefixWhile<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Concatenate<Prefix: Publisher, Suffix: Publisher> = AnyPublisher<Suffix.Output, Suffix.Failure>

    // Time and threads.
    public typealias Debounce<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Throttle<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Delay<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Timeout<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias ReceiveOn<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias SubscribeOn<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>

    // Sharing, flattening and errors.
    public typealias Share<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias SwitchToLatest<P: Publisher, Upstream: Publisher> = AnyPublisher<P.Output, P.Failure>
    public typealias Catch<Upstream: Publisher, NewPublisher: Publisher> = AnyPublisher<Upstream.Output, NewPublisher.Failure>
    public typealias ReplaceError<Upstream: Publisher> = AnyPublisher<Upstream.Output, Never>
    public typealias Retry<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias MapError<Upstream: Publisher, Failure: Error> = AnyPublisher<Upstream.Output, Failure>
    public typealias SetFailureType<Upstream: Publisher, Failure: Error> = AnyPublisher<Upstream.Output, Failure>
    public typealias HandleEvents<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Print<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Breakpoint<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Decode<Upstream: Publisher, Output: Decodable, Coder> = AnyPublisher<Output, any Error>
}
