import Combine
import Foundation
import Testing

/// Combine's combining, flattening, sequence and error operators, as view models chain them:
/// values and completions arrive synchronously and in Combine's order.
@Suite struct CombineOperatorTests {
    private final class Recorder<Value> {
        var values: [Value] = []
        var completions: [String] = []
        var bag = Set<AnyCancellable>()
        func record<P: Publisher>(_ publisher: P) where P.Output == Value {
            publisher.sink(receiveCompletion: { result in
                switch result {
                case .finished: self.completions.append("finished")
                case .failure(let error): self.completions.append("failure \(error)")
                }
            }, receiveValue: { self.values.append($0) }).store(in: &bag)
        }
    }

    private struct Failure: Error, CustomStringConvertible {
        let code: Int
        var description: String { "E\(code)" }
    }

    /// A connectable publisher that counts its connections and cancellations.
    private final class Connectable: ConnectablePublisher {
        typealias Output = Int
        typealias Failure = Never
        var connections = 0, disconnections = 0
        func connect() -> Cancellable {
            connections += 1
            return AnyCancellable { self.disconnections += 1 }
        }
        func _subscribe(receiveValue: @escaping (Int) -> Void,
                        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            receiveValue(connections)
            return AnyCancellable {}
        }
    }

    /// `map` with key paths held in variables (a store's `updates(for: keyPath)`), one to three of them.
    @Test func mapReadsKeyPaths() {
        struct Profile { var name: String; var age: Int; var city: String }
        let subject = CurrentValueSubject<Profile, Never>(Profile(name: "Maya", age: 31, city: "Leeds"))
        let name: KeyPath<Profile, String> = \.name, age: KeyPath<Profile, Int> = \.age
        let names = Recorder<String>(), pairs = Recorder<String>()
        names.record(subject.map(name).removeDuplicates())
        let triples: Publishers.MapKeyPath3<CurrentValueSubject<Profile, Never>, String, Int, String> = subject.map(name, age, \.city)
        pairs.record(subject.map(name, age).map { "\($0) \($1)" }.merge(with: triples.map { "\($0) \($1) \($2)" }))
        subject.value.age = 32
        #expect(names.values == ["Maya"])
        #expect(pairs.values == ["Maya 31", "Maya 31 Leeds", "Maya 32", "Maya 32 Leeds"])
    }

    @Test func autoconnectConnectsOnSubscriptionAndKeepsItsUpstream() {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        #expect(timer.upstream.interval == 1)
        timer.upstream.connect().cancel()
        let source = Connectable()
        let connected = source.autoconnect()
        #expect(source.connections == 0)
        let out = Recorder<Int>()
        out.record(connected)
        #expect(source.connections == 1)
        out.bag.removeAll()
        #expect(source.disconnections == 1)
    }

    @Test func combineLatestWaitsForEveryUpstreamThenEmitsEachChange() {
        let name = CurrentValueSubject<String, Never>("Ada")
        let age = PassthroughSubject<Int, Never>()
        let out = Recorder<String>()
        out.record(Publishers.CombineLatest(name, age).map { "\($0) \($1)" })
        #expect(out.values.isEmpty)
        age.send(36)
        name.send("Grace")
        age.send(37)
        #expect(out.values == ["Ada 36", "Grace 36", "Grace 37"])
        name.send(completion: .finished)
        #expect(out.completions.isEmpty)
        age.send(completion: .finished)
        #expect(out.completions == ["finished"])

        let three = Recorder<Int>()
        three.record(Just(1).combineLatest(Just(2), Just(3)).map { $0 + $1 + $2 })
        #expect(three.values == [6] && three.completions == ["finished"])
        let transformed = Recorder<Int>()
        transformed.record(Just(2).combineLatest(Just(5)) { $0 * $1 })
        #expect(transformed.values == [10])
    }

    @Test func mergeInterleavesAndFinishesAfterAllUpstreams() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let out = Recorder<Int>()
        out.record(a.merge(with: b))
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        #expect(out.completions.isEmpty)
        b.send(4); b.send(completion: .finished)
        #expect(out.values == [1, 2, 3, 4] && out.completions == ["finished"])
        let many = Recorder<Int>()
        many.record(Publishers.MergeMany([Just(1), Just(2), Just(3)]))
        #expect(many.values == [1, 2, 3] && many.completions == ["finished"])
    }

    @Test func zipPairsValuesInOrderAndEndsWithTheShorterUpstream() {
        let letters = PassthroughSubject<String, Never>()
        let out = Recorder<String>()
        out.record([1, 2, 3].publisher.zip(letters) { "\($0)\($1)" })
        letters.send("a"); letters.send("b")
        #expect(out.values == ["1a", "2b"] && out.completions.isEmpty)
        letters.send("c")
        #expect(out.values == ["1a", "2b", "3c"] && out.completions == ["finished"])
    }

    @Test func sequenceOperatorsSelectAndAccumulate() {
        let numbers = [1, 2, 3, 4, 5].publisher
        func values<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
            var out: [P.Output] = []
            _ = publisher.sink { out.append($0) }
            return out
        }
        #expect(values(numbers.scan(0, +)) == [1, 3, 6, 10, 15])
        #expect(values(numbers.reduce(0, +)) == [15])
        #expect(values(numbers.dropFirst(2)) == [3, 4, 5])
        #expect(values(numbers.prefix(2)) == [1, 2])
        #expect(values(numbers.prefix(0)).isEmpty)
        #expect(values(numbers.first(where: { $0 > 3 })) == [4])
        #expect(values(numbers.last()) == [5])
        #expect(values(numbers.collect()) == [[1, 2, 3, 4, 5]])
        #expect(values(numbers.collect(2)) == [[1, 2], [3, 4], [5]])
        #expect(values(numbers.count()) == [5])
        #expect(values(numbers.drop(while: { $0 < 4 })) == [4, 5])
        #expect(values(numbers.prefix(while: { $0 < 3 })) == [1, 2])
        #expect(values(Empty<Int, Never>().replaceEmpty(with: 9)) == [9])
        #expect(values(Just(1).append(2, 3)) == [1, 2, 3])
        #expect(values([Int?.none, 2].publisher.replaceNil(with: 0)) == [0, 2])
        var seen: [Int] = []
        #expect(values(numbers.prefix(2).handleEvents(receiveOutput: { seen.append($0) })) == [1, 2])
        #expect(seen == [1, 2])
    }

    @Test func flatMapAndSwitchToLatestFlattenInnerPublishers() {
        let queries = PassthroughSubject<String, Never>()
        let results = Recorder<String>()
        results.record(queries.flatMap { query in [query + "1", query + "2"].publisher })
        queries.send("a"); queries.send("b")
        #expect(results.values == ["a1", "a2", "b1", "b2"])

        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let latest = Recorder<Int>()
        latest.record(outer.switchToLatest())
        outer.send(first); first.send(1)
        outer.send(second); first.send(2); second.send(3)
        #expect(latest.values == [1, 3])
    }

    /// `Publishers.FlatMap` is a type, as in Combine: a signature naming it carries its requirement
    /// that both publishers fail alike (the usual async-map extension's `-> Publishers.FlatMap<Future<T,
    /// Error>, Self>` compiles on any publisher and needs `Failure == Error`), and a subscription
    /// whose token is released before a pending inner publisher delivers receives nothing.
    @Test func flatMapIsATypeThatCarriesItsRequirement() {
        var promise: Future<String, any Error>.Promise?
        let inner = Future<String, any Error> { promise = $0 }
        let subject = PassthroughSubject<Int, any Error>()
        let named: Publishers.FlatMap<Future<String, any Error>, PassthroughSubject<Int, any Error>> = subject.futureMap { _ in inner }
        #expect(named.maxPublishers == .unlimited)
        let results = Recorder<String>()
        results.record(named)
        subject.send(1)
        promise?(.success("one"))
        #expect(results.values == ["one"])

        var late: Future<String, any Error>.Promise?
        let pending = Future<String, any Error> { late = $0 }
        var received: [String] = []
        var token: AnyCancellable? = subject.futureMap { _ in pending }.sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        subject.send(2)
        token = nil
        late?(.success("late"))
        #expect(token == nil && received.isEmpty)
    }

    @Test func errorOperatorsTransformAndRecover() {
        let failing = Fail<Int, Failure>(error: Failure(code: 1))
        let mapped = Recorder<Int>()
        mapped.record(failing.mapError { Failure(code: $0.code + 1) })
        #expect(mapped.completions == ["failure E2"])
        let recovered = Recorder<Int>()
        recovered.record(failing.catch { _ in Just(0) })
        #expect(recovered.values == [0] && recovered.completions == ["finished"])
        let thrown = Recorder<Int>()
        thrown.record([1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw Failure(code: 7) }
            return value * 10
        })
        #expect(thrown.values == [10] && thrown.completions == ["failure E7"])
        var attempts = 0
        let retried = Recorder<Int>()
        retried.record(Deferred { () -> AnyPublisher<Int, Failure> in
            attempts += 1
            return attempts < 3 ? Fail(error: Failure(code: attempts)).eraseToAnyPublisher()
                                : Just(attempts).setFailureType(to: Failure.self)
        }.retry(5))
        #expect(attempts == 3 && retried.values == [3] && retried.completions == ["finished"])
    }

    @Test func futureDeliversItsOneResultToEverySubscriber() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let early = Recorder<Int>()
        early.record(future)
        #expect(early.values.isEmpty)
        promise?(.success(42))
        promise?(.success(43))
        let late = Recorder<Int>()
        late.record(future)
        #expect(early.values == [42] && late.values == [42])
        #expect(early.completions == ["finished"] && late.completions == ["finished"])
    }

    @Test func valuesIterateAsAnAsyncSequence() async throws {
        var received: [Int] = []
        for await value in [1, 2, 3].publisher.values { received.append(value) }
        #expect(received == [1, 2, 3])
        var thrown: (any Error)?
        do {
            for try await _ in Fail<Int, Failure>(error: Failure(code: 5)).values {}
        } catch { thrown = error }
        #expect((thrown as? Failure)?.code == 5)
    }
}

private extension Publisher {
    /// The shape of the async-map extension apps copy: its return type alone requires `Failure == Error`.
    func futureMap<T>(_ transform: @escaping (Output) -> Future<T, Error>) -> Publishers.FlatMap<Future<T, Error>, Self> {
        flatMap(transform)
    }
}
