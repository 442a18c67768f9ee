import Combine
import Foundation
import Testing

/// The rest of Combine's operator families: matching (`contains`, `allSatisfy`, `min`, `max`,
/// `output`), every throwing form, debugging, grouping by time, gates, connectable publishers,
/// `Record`, and merges and zips of more upstreams.
@Suite struct CombineMoreOperatorsTests {
    private struct Failure: Error, Equatable {}

    /// The values and the completion a publisher delivers, in order.
    private func events<P: Publisher>(_ publisher: P) -> [String] {
        var events: [String] = []
        let token = publisher.sink(receiveCompletion: { completion in
            switch completion {
            case .finished: events.append("finished")
            case .failure(let error): events.append("failure \(error)")
            }
        }, receiveValue: { events.append("\($0)") })
        token.cancel()
        return events
    }

    @Test func matchingOperators() {
        let numbers = [3, 1, 4, 1, 5].publisher
        #expect(events(numbers.contains(4)) == ["true", "finished"])
        #expect(events(numbers.contains(9)) == ["false", "finished"])
        #expect(events(numbers.allSatisfy { $0 > 0 }) == ["true", "finished"])
        #expect(events(numbers.allSatisfy { $0 < 4 }) == ["false", "finished"])
        #expect(events(numbers.min()) == ["1", "finished"] && events(numbers.max()) == ["5", "finished"])
        #expect(events(numbers.max(by: { $0 % 3 < $1 % 3 })) == ["5", "finished"])
        #expect(events(numbers.output(at: 2)) == ["4", "finished"])
        #expect(events(numbers.output(in: 1..<3)) == ["1", "4", "finished"])
        #expect(events(numbers.ignoreOutput()) == ["finished"])
        #expect(events(Empty<Int, Never>().min()) == ["finished"])
    }

    @Test func resultsAndOptionalsPublishTheirValue() {
        #expect(events(Result<Int, Failure>.Publisher(7)) == ["7", "finished"])
        #expect(events(Result<Int, Failure>.Publisher(Failure())).first?.hasPrefix("failure") == true)
        #expect(events(Result<Int, Failure>.success(2).publisher.map { $0 * 3 }) == ["6", "finished"])
        // As a network layer decodes: `Result.Publisher(data).setFailureType(to:).decode(type:decoder:)`.
        let decoded = Result.Publisher(Data("[1,2]".utf8)).setFailureType(to: Error.self).decode(type: [Int].self, decoder: JSONDecoder())
        #expect(events(decoded) == ["[1, 2]", "finished"])
        #expect(events(Optional(5).publisher) == ["5", "finished"])
        #expect(events(Optional<Int>.none.publisher) == ["finished"])
    }

    @Test func throwingFormsEndWithTheirError() {
        let numbers = [1, 2, 3, 4].publisher
        func failAt3(_ n: Int) throws -> Bool { if n == 3 { throw Failure() }; return n.isMultiple(of: 2) }
        #expect(events(numbers.tryFilter(failAt3)) == ["2", "failure Failure()"])
        #expect(events(numbers.tryFilter { $0 > 2 }) == ["3", "4", "finished"])
        #expect(events(numbers.tryCompactMap { $0 == 2 ? nil : $0 * 10 }) == ["10", "30", "40", "finished"])
        #expect(events(numbers.tryScan(0, +)) == ["1", "3", "6", "10", "finished"])
        #expect(events(numbers.tryReduce(0) { if $1 == 4 { throw Failure() }; return $0 + $1 }) == ["failure Failure()"])
        #expect(events(numbers.tryDrop { $0 < 3 }) == ["3", "4", "finished"])
        #expect(events(numbers.tryPrefix { $0 < 3 }) == ["1", "2", "finished"])
        #expect(events(numbers.tryFirst { $0 > 1 }) == ["2", "finished"])
        #expect(events(numbers.tryLast { $0 < 3 }) == ["2", "finished"])
        #expect(events(numbers.tryContains { $0 == 4 }) == ["true", "finished"])
        #expect(events(numbers.tryAllSatisfy(failAt3)) == ["false", "finished"], "1 fails the test before 3 throws")
        #expect(events(numbers.tryMin(by: <)) == ["1", "finished"] && events(numbers.tryMax(by: <)) == ["4", "finished"])
        #expect(events([1, 1, 2, 2, 1].publisher.tryRemoveDuplicates(by: ==)) == ["1", "2", "1", "finished"])
        let failing = Fail<Int, Failure>(error: Failure())
        #expect(events(failing.tryCatch { _ in Just(7) }) == ["7", "finished"])
        #expect(events(failing.tryCatch { _ -> Just<Int> in throw CancellationError() }) == ["failure CancellationError()"])
    }

    @Test func plainFormsStillDeliverInOrder() {
        let numbers = [5, 5, 6, 7, 7, 8].publisher
        #expect(events(numbers.removeDuplicates()) == ["5", "6", "7", "8", "finished"])
        #expect(events(numbers.filter { $0.isMultiple(of: 2) }) == ["6", "8", "finished"])
        #expect(events(numbers.scan(0, +).last()) == ["38", "finished"])
        #expect(events(numbers.drop { $0 < 7 }.prefix { $0 < 8 }) == ["7", "7", "finished"])
        #expect(events(numbers.first { $0 > 5 }) == ["6", "finished"] && events(numbers.last { $0 < 8 }) == ["7", "finished"])
    }

    @Test func printLogsEveryEventAsCombineWordsIt() {
        final class Log: TextOutputStream {
            var lines: [String] = []
            func write(_ string: String) { if string != "\n" { lines.append(string) } }
        }
        let log = Log()
        _ = events(Just(1).print("value", to: log))
        #expect(log.lines.count == 3 && log.lines[0].hasPrefix("value: receive subscription:"))
        #expect(Array(log.lines.dropFirst()) == ["value: receive value: (1)", "value: receive finished"])
        #expect(events(Just(2).breakpoint(receiveOutput: { _ in true }).breakpointOnError()) == ["2", "finished"])
    }

    @Test func groupsGatesAndTime() {
        let numbers = [1, 2, 3, 4, 5].publisher
        #expect(events(numbers.collect(.byTimeOrCount(DispatchQueue.main, .seconds(1), 2))) == ["[1, 2]", "[3, 4]", "[5]", "finished"])
        #expect(events(numbers.collect(.byTime(DispatchQueue.main, .seconds(1)))) == ["[1, 2, 3, 4, 5]", "finished"])
        #expect(events(numbers.timeout(.seconds(1), scheduler: DispatchQueue.main)) == ["1", "2", "3", "4", "5", "finished"])

        let gate = PassthroughSubject<Void, Never>(), source = PassthroughSubject<Int, Never>()
        var dropped: [Int] = [], prefixed: [Int] = []
        var finished = false
        let a = source.drop(untilOutputFrom: gate).sink { dropped.append($0) }
        let b = source.prefix(untilOutputFrom: gate).sink(receiveCompletion: { _ in finished = true }, receiveValue: { prefixed.append($0) })
        source.send(1)
        gate.send()
        source.send(2)
        #expect(dropped == [2] && prefixed == [1] && finished)
        a.cancel(); b.cancel()
    }

    @Test func connectablePublishersWaitForConnect() {
        let shared = [1, 2].publisher.makeConnectable()
        var first: [Int] = [], second: [Int] = []
        let a = shared.sink { first.append($0) }, b = shared.sink { second.append($0) }
        #expect(first.isEmpty && second.isEmpty)
        let connection = shared.connect()
        #expect(first == [1, 2] && second == [1, 2], "one run of the upstream reaches both")
        let multicast = Just(9).multicast { PassthroughSubject<Int, Never>() }
        var received: [Int] = []
        let c = multicast.autoconnect().sink { received.append($0) }
        #expect(received == [9])
        [a, b, c].forEach { $0.cancel() }
        connection.cancel()
    }

    @Test func recordsMergesAndZips() {
        #expect(events(Record<Int, Failure>(output: [1, 2], completion: .failure(Failure()))) == ["1", "2", "failure Failure()"])
        let recorded = Record<String, Never> { recording in
            recording.receive("a")
            recording.receive(completion: .finished)
            recording.receive("ignored")
        }
        #expect(events(recorded) == ["a", "finished"])
        let one = Just(1), two = Just(2), three = Just(3), four = Just(4), five = Just(5)
        #expect(events(one.merge(with: two, three, four, five)) == ["1", "2", "3", "4", "5", "finished"])
        #expect(events(Publishers.Merge8(one, two, three, four, five, one, two, three).count()) == ["8", "finished"])
        #expect(events(one.zip(two, three, four).map { "\($0 + $1 + $2 + $3)" }) == ["10", "finished"])
        #expect(events(one.zip(two, three) { $0 * $1 * $2 }) == ["6", "finished"])
        #expect(events(one.combineLatest(two, three, four) { $0 + $1 + $2 + $3 }) == ["10", "finished"])
    }

    @Test func notificationSequencesDeliverTheirNamesPostsInOrder() async {
        let center = NotificationCenter()
        let name = Notification.Name("refresh")
        var iterator = center.notifications(named: name).makeAsyncIterator()
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["n": 9])
        center.post(name: name, object: nil, userInfo: ["n": 2])
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.userInfo?["n"] as? Int == 1)
        #expect(second?.userInfo?["n"] as? Int == 2)
    }

    /// A player registers for its item's notifications through Combine's publisher type by name.
    @Test func notificationPublishersDeliverTheirNamesPostsWhileSubscribed() {
        let center = NotificationCenter()
        let name = Notification.Name("ended")
        var received: [Int] = []
        let publisher: NotificationCenter.Publisher = NotificationCenter.Publisher(center: center, name: name)
        let subscription = publisher.sink { received.append($0.userInfo?["n"] as? Int ?? 0) }
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["n": 9])
        subscription.cancel()
        center.post(name: name, object: nil, userInfo: ["n": 2])
        #expect(received == [1])
        #expect(center.publisher(for: name).name == name)
    }

    @Test func operatorTypeNamesHoldWhatTheOperatorsReturn() {
        let subject = PassthroughSubject<Int?, Never>()
        let shared: Publishers.Share<AnyPublisher<Int?, Never>> = subject.eraseToAnyPublisher().share()
        let present: Publishers.CompactMap<Publishers.Share<AnyPublisher<Int?, Never>>, Int> = shared.compactMap { $0 }
        let doubled: Publishers.Map<Publishers.CompactMap<AnyPublisher<Int?, Never>, Int>, Int> = present.map { $0 * 2 }
        let failing: Publishers.SetFailureType<AnyPublisher<Int, Never>, URLError> = doubled.setFailureType(to: URLError.self)
        var seen: [Int] = []
        let token = failing.sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
        subject.send(1); subject.send(nil); subject.send(3)
        token.cancel()
        #expect(seen == [2, 6])
    }

    @Test func aPublisherSubscribesASubject() {
        let relay = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let listening = relay.sink(receiveCompletion: { _ in seen.append("finished") }, receiveValue: { seen.append("\($0)") })
        let token = [1, 2].publisher.subscribe(relay)
        #expect(seen == ["1", "2", "finished"])
        token.cancel(); listening.cancel()
    }
}
