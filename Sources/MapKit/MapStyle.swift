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
    // iOS 13's categories, then those iOS 18 adds (`MKPointOfInterestCategory` in Apple's MapKit documentation).
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
    public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
    public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
    public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
    public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
    public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
    public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
    public static let animalService = MKPointOfInterestCategory(rawValue: "MKPOICategoryAnimalService")
    public static let automotiveRepair = MKPointOfInterestCategory(rawValue: "MKPOICategoryAutomotiveRepair")
    public static let baseball = MKPointOfInterestCategory(rawValue: "MKPOICategoryBaseball")
    public static let basketball = MKPointOfInterestCategory(rawValue: "MKPOICategoryBasketball")
    public static let beauty = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeauty")
    public static let bowling = MKPointOfInterestCategory(rawValue: "MKPOICategoryBowling")
    public static let castle = MKPointOfInterestCategory(rawValue: "MKPOICategoryCastle")
    public static let conventionCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryConventionCenter")
    public static let distillery = MKPointOfInterestCategory(rawValue: "MKPOICategoryDistillery")
    public static let fairground = MKPointOfInterestCategory(rawValue: "MKPOICategoryFairground")
    public static let fishing = MKPointOfInterestCategory(rawValue: "MKPOICategoryFishing")
    public static let fortress = MKPointOfInterestCategory(rawValue: "MKPOICategoryFortress")
    public static let golf = MKPointOfInterestCategory(rawValue: "MKPOICategoryGolf")
    public static let goKart = MKPointOfInterestCategory(rawValue: "MKPOICategoryGoKart")
    public static let hiking = MKPointOfInterestCategory(rawValue: "MKPOICategoryHiking")
    public static let kayaking = MKPointOfInterestCategory(rawValue: "MKPOICategoryKayaking")
    public static let landmark = MKPointOfInterestCategory(rawValue: "MKPOICategoryLandmark")
    public static let mailbox = MKPointOfInterestCategory(rawValue: "MKPOICategoryMailbox")
    public static let miniGolf = MKPointOfInterestCategory(rawValue: "MKPOICategoryMiniGolf")
    public static let musicVenue = MKPointOfInterestCategory(rawValue: "MKPOICategoryMusicVenue")
    public static let nationalMonument = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalMonument")
    public static let planetarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryPlanetarium")
    public static let rockClimbing = MKPointOfInterestCategory(rawValue: "MKPOICategoryRockClimbing")
    public static let rvPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryRVPark")
    public static let skatePark = MKPointOfInterestCategory(rawValue: "MKPOICategorySkatePark")
    public static let skating = MKPointOfInterestCategory(rawValue: "MKPOICategorySkating")
    public static let skiing = MKPointOfInterestCategory(rawValue: "MKPOICategorySkiing")
    public static let soccer = MKPointOfInterestCategory(rawValue: "MKPOICategorySoccer")
    public static let spa = MKPointOfInterestCategory(rawValue: "MKPOICategorySpa")
    public static let surfing = MKPointOfInterestCategory(rawValue: "MKPOICategorySurfing")
    public static let swimming = MKPointOfInterestCategory(rawValue: "MKPOICategorySwimming")
    public static let tennis = MKPointOfInterestCategory(rawValue: "MKPOICategoryTennis")
    public static let volleyball = MKPointOfInterestCategory(rawValue: "MKPOICategoryVolleyball")
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
    /// Fixed: drawn at the map's projected coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        var x = rect.minX + 40
        while x < rect.maxX { path.move(to: CGPoint(x: x, y: rect.minY)); path.addLine(to: CGPoint(x: x, y: rect.maxY)); x += 64 }
        var y = rect.minY + 28
        while y < rect.maxY { path.move(to: CGPoint(x: rect.minX, y: y)); path.addLine(to: CGPoint(x: rect.maxX, y: y)); y += 64 }
        return path
    }
}
