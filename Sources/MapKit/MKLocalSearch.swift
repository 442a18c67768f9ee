import Foundation

/// Searches Apple Maps for places. A render has no network: a search fails at once with
/// `MKError.serverFailure` (Apple: "the map server was unable to return the desired information").
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for.
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        /// The kinds of result a search returns.
        public typealias ResultType = MKLocalSearch.ResultType

        public override init() { super.init() }
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }
        public convenience init(completion: MKLocalSearchCompletion) {
            self.init(naturalLanguageQuery: completion.title)
        }
    }

    /// The places found (no search completes in a render).
    open class Response: NSObject, @unchecked Sendable {
        public let mapItems: [MKMapItem]
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems; self.boundingRegion = boundingRegion
            super.init()
        }
    }

    /// The kinds of result a search returns.
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
        super.init()
    }

    open var isSearching: Bool { false }

    /// Searches: the handler gets `MKError.serverFailure` at once.
    @preconcurrency open func start(completionHandler: @escaping @Sendable (Response?, Error?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    /// Searches: throws `MKError.serverFailure`.
    open func start() async throws -> Response { throw MKError(.serverFailure) }
    open func cancel() {}
}

/// Suggests completions of a search as the user types. A render has no network and no typing:
/// there are never any results, and the delegate is never called.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The kinds of completion offered.
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }

    open var queryFragment = ""
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open weak var delegate: MKLocalSearchCompleterDelegate?

    public override init() { super.init() }

    open var results: [MKLocalSearchCompletion] { [] }
    open var isSearching: Bool { false }
    open func cancel() {}
}

/// What a search completer tells its delegate (never, in a render).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// One suggested completion (none is ever suggested in a render).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    public let title: String
    public let subtitle: String
    init(title: String, subtitle: String) {
        self.title = title; self.subtitle = subtitle
        super.init()
    }
    open var titleHighlightRanges: [NSValue] { [] }
    open var subtitleHighlightRanges: [NSValue] { [] }
}
