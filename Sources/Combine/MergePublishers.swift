/// Merges of four to eight upstreams of the same output, as Combine's `Merge4` … `Merge8`, and the
/// `merge(with:)` forms that make them; each merges through `MergeMany`.
extension Publishers {
    /// `MergeMany` of 4 upstreams.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
          A.Output == D.Output, A.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a; self.b = b; self.c = c; self.d = d
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()])
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// `MergeMany` of 5 upstreams.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
          A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D, e: E
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.e = e
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher()
            ])
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// `MergeMany` of 6 upstreams.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
          A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure,
          A.Output == F.Output, A.Failure == F.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D, e: E, f: F
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher()
            ])
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// `MergeMany` of 7 upstreams.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
          A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure,
          A.Output == F.Output, A.Failure == F.Failure, A.Output == G.Output, A.Failure == G.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D, e: E, f: F, g: G
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f; self.g = g
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher()
            ])
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// `MergeMany` of 8 upstreams.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
          A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure,
          A.Output == F.Output, A.Failure == F.Failure, A.Output == G.Output, A.Failure == G.Failure,
          A.Output == H.Output, A.Failure == H.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f; self.g = g; self.h = h
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher()
            ])
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }
}

extension Publisher {
    /// `Publishers.Merge4(self, …)`.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }

    /// `Publishers.Merge5(self, …)`.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
        -> Publishers.Merge5<Self, B, C, D, E>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// `Publishers.Merge6(self, …)`.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F)
        -> Publishers.Merge6<Self, B, C, D, E, F>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
          F.Output == Output, F.Failure == Failure {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// `Publishers.Merge7(self, …)`.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
        -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
          F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// `Publishers.Merge8(self, …)`.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
        -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
          F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure,
          H.Output == Output, H.Failure == Failure {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
