import Foundation

/// Combine's debugging operators: `print` logs each event as Combine words it; the breakpoint
/// operators pass everything through, as a render runs without a debugger to stop in.
extension Publisher {
    /// Logs each value and the completion (`prefix: receive value: (1)`, `prefix: receive finished`),
    /// to `stream` or standard output, and passes them on.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> AnyPublisher<Output, Failure> {
        let lead = prefix.isEmpty ? "" : "\(prefix): "
        var target = stream
        func log(_ line: String) {
            guard target != nil else { return Swift.print(lead + line) }
            target!.write(lead + line)
            target!.write("\n")
        }
        return handleEvents(receiveSubscription: { log("receive subscription: (\($0))") },
                            receiveOutput: { log("receive value: (\($0))") },
                            receiveCompletion: { completion in
                                switch completion {
                                case .finished: log("receive finished")
                                case .failure(let error): log("receive error: (\(error))")
                                }
                            })
    }

    /// Would stop in the debugger when a closure returns true; passes everything through.
    public func breakpoint(receiveSubscription: ((Any) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Would stop in the debugger on a failure; passes everything through.
    public func breakpointOnError() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}
