import Foundation
import SwiftUI

/// A feature of the map itself (a point of interest, a territory, a physical feature) that a user
/// can select. A placeholder map has none, so none is ever selected in a still.
public struct MapFeature: Hashable, Sendable {
    /// What a feature is.
    public struct FeatureKind: Hashable, Sendable {
        let name: String
        public static let pointOfInterest = FeatureKind(name: "pointOfInterest")
        public static let territory = FeatureKind(name: "territory")
        public static let physicalFeature = FeatureKind(name: "physicalFeature")
    }
    public let kind: FeatureKind
    public let coordinate: CLLocationCoordinate2D
    public let title: String?
    public let pointOfInterestCategory: MKPointOfInterestCategory?
    public var backgroundColor: Color? { nil }
    public var image: Image? { nil }

    public static func == (a: MapFeature, b: MapFeature) -> Bool {
        a.kind == b.kind && a.coordinate == b.coordinate && a.title == b.title
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind); hasher.combine(coordinate); hasher.combine(title) }
}

/// Map content a selection binding can refer to.
public protocol MapSelectable: Hashable {}
extension MapFeature: MapSelectable {}

extension View {
    /// The content shown for a selected map feature (nothing is selected in a still).
    public func mapFeatureSelectionContent(@MapContentBuilder content: @escaping (MapFeature) -> _MapContentGroup) -> some View { self }
    /// Which map features can be selected (none are in a still).
    public func mapFeatureSelectionDisabled(_ selectionDisabled: @escaping (MapFeature) -> Bool) -> some View { self }
}
