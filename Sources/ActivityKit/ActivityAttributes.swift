import Foundation

/// What a Live Activity shows: its fixed attributes, and the `ContentState` each update changes.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// One state of a Live Activity with its staleness and relevance.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state; self.staleDate = staleDate; self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Decodable, Encodable {}
extension ActivityContent: Sendable where State: Sendable {}
