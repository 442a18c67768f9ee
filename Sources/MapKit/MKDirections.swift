import Foundation

/// Ways of travelling between places.
public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// Asks Apple Maps for routes. A render has no network: every request fails at once with
/// `MKError.serverFailure`.
open class MKDirections: NSObject, @unchecked Sendable {
    /// Where from, where to, and how.
    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType: MKDirectionsTransportType = .any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        public override init() { super.init() }
    }

    /// The routes found (none, in a render).
    open class Response: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem
        public let routes: [MKRoute]
        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source; self.destination = destination; self.routes = routes
            super.init()
        }
    }

    /// A travel-time estimate (none, in a render).
    open class ETAResponse: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem
        public let expectedTravelTime: TimeInterval
        public let distance: CLLocationDistance
        public let expectedArrivalDate: Date
        public let expectedDepartureDate: Date
        public let transportType: MKDirectionsTransportType
        init(source: MKMapItem, destination: MKMapItem, expectedTravelTime: TimeInterval, distance: CLLocationDistance,
             expectedArrivalDate: Date, expectedDepartureDate: Date, transportType: MKDirectionsTransportType) {
            self.source = source; self.destination = destination; self.expectedTravelTime = expectedTravelTime
            self.distance = distance; self.expectedArrivalDate = expectedArrivalDate
            self.expectedDepartureDate = expectedDepartureDate; self.transportType = transportType
            super.init()
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
        super.init()
    }

    open var isCalculating: Bool { false }

    @preconcurrency open func calculate(completionHandler: @escaping @Sendable (Response?, Error?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    open func calculate() async throws -> Response { throw MKError(.serverFailure) }
    @preconcurrency open func calculateETA(completionHandler: @escaping @Sendable (ETAResponse?, Error?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    open func calculateETA() async throws -> ETAResponse { throw MKError(.serverFailure) }
    open func cancel() {}
}

/// A route between two places (none is found in a render).
open class MKRoute: NSObject, @unchecked Sendable {
    /// One step of a route's instructions.
    open class Step: NSObject, @unchecked Sendable {
        public let instructions: String
        public let notice: String?
        public let polyline: MKPolyline
        public let distance: CLLocationDistance
        public let transportType: MKDirectionsTransportType
        init(instructions: String, polyline: MKPolyline, distance: CLLocationDistance, transportType: MKDirectionsTransportType) {
            self.instructions = instructions; notice = nil; self.polyline = polyline
            self.distance = distance; self.transportType = transportType
            super.init()
        }
    }

    public let name: String
    public let advisoryNotices: [String]
    public let distance: CLLocationDistance
    public let expectedTravelTime: TimeInterval
    public let transportType: MKDirectionsTransportType
    public let polyline: MKPolyline
    public let steps: [Step]
    public let hasTolls: Bool
    public let hasHighways: Bool

    init(name: String, distance: CLLocationDistance, expectedTravelTime: TimeInterval, transportType: MKDirectionsTransportType,
         polyline: MKPolyline, steps: [Step]) {
        self.name = name; advisoryNotices = []; self.distance = distance; self.expectedTravelTime = expectedTravelTime
        self.transportType = transportType; self.polyline = polyline; self.steps = steps; hasTolls = false; hasHighways = false
        super.init()
    }
}
