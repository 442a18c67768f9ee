/// A publisher that replays recorded values and a completion to each subscriber, as Combine's `Record`.
public struct Record<Output, Failure: Error>: Publisher {
    /// The values and completion a `Record` replays.
    public struct Recording {
        public private(set) var output: [Output] = []
        public private(set) var completion: Subscribers.Completion<Failure> = .finished
        private var isFinished = false

        public init() {}

        /// A recording of `output` then `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isFinished = true
        }

        /// Records a value; values after the completion are not recorded (Combine traps).
        public mutating func receive(_ input: Output) {
            guard !isFinished else { return }
            output.append(input)
        }

        /// Records the completion; the recording is then closed.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isFinished else { return }
            self.completion = completion
            isFinished = true
        }
    }

    public let recording: Recording

    public init(recording: Recording) { self.recording = recording }

    /// A record made by `record`, which fills a recording in.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        recording.receive(completion: .finished)
        self.recording = recording
    }

    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        recording.output.forEach(receiveValue)
        receiveCompletion(recording.completion)
        return AnyCancellable {}
    }
}
