import Foundation
import SwiftUI

/// Which points of interest the map shows (a placeholder map has none).
public struct PointOfInterestCategories: Sendable, ExpressibleByArrayLiteral {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public init(arrayLiteral elements: MKPointOfInterestCategory...) {}
    init() {}
}

/// A kind of point of interest.
public struct MKPointOfInterestCategory: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
}

/// The look of the map: the standard street map (muted on request), satellite imagery, or
/// imagery with roads (hybrid). A render draws each as a tile-less placeholder in its colours.
public struct MapStyle: Sendable {
    enum Kind: Sendable { case standard, muted, imagery, hybrid }
    let kind: Kind

    /// Terrain relief (flat in a placeholder).
    public struct Elevation: Sendable {
        public static let automatic = Elevation()
        public static let flat = Elevation()
        public static let realistic = Elevation()
    }
    /// How strongly the standard map's colours show.
    public struct StandardEmphasis: Sendable {
        let muted: Bool
        public static let automatic = StandardEmphasis(muted: false)
        public static let muted = StandardEmphasis(muted: true)
    }

    public static let standard = MapStyle(kind: .standard)
    public static let imagery = MapStyle(kind: .imagery)
    public static let hybrid = MapStyle(kind: .hybrid)
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(kind: emphasis.muted ? .muted : .standard)
    }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .hybrid }
}

enum MapStyleKey: EnvironmentKey {
    static var defaultValue: MapStyle { .standard }
}

extension EnvironmentValues {
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
}

extension View {
    /// The map's look.
    public func mapStyle(_ value: MapStyle) -> some View { environment(\.mapStyle, value) }
}

/// The tile-less map: land colour and a faint street grid in the style's colours (Mockup's
/// choice, docs/API-SHIMS.md §7).
struct MapPlaceholderBackground: View {
    let style: MapStyle
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        let land: Color, streets: Color?
        switch style.kind {
        case .standard:
            land = dark ? Color(red: 0.16, green: 0.17, blue: 0.18) : Color(red: 0.96, green: 0.95, blue: 0.92)
            streets = dark ? Color(white: 1, opacity: 0.08) : Color.white
        case .muted:
            land = dark ? Color(red: 0.13, green: 0.13, blue: 0.14) : Color(red: 0.97, green: 0.97, blue: 0.96)
            streets = dark ? Color(white: 1, opacity: 0.05) : Color(white: 1, opacity: 0.7)
        case .imagery:
            land = Color(red: 0.29, green: 0.33, blue: 0.25); streets = nil
        case .hybrid:
            land = Color(red: 0.29, green: 0.33, blue: 0.25); streets = Color(white: 1, opacity: 0.45)
        }
        return ZStack {
            land
            if let streets {
                MapStreetGrid().stroke(streets, lineWidth: 3)
            }
        }
    }
}

/// Straight "streets" every 64 points.
struct MapStreetGrid: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        var x = rect.minX + 40
        while x < rect.maxX { path.move(to: CGPoint(x: x, y: rect.minY)); path.addLine(to: CGPoint(x: x, y: rect.maxY)); x += 64 }
        var y = rect.minY + 28
        while y < rect.maxY { path.move(to: CGPoint(x: rect.minX, y: y)); path.addLine(to: CGPoint(x: rect.maxX, y: y)); y += 64 }
        return path
    }
}
