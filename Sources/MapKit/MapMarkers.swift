import Foundation
import SwiftUI

/// A balloon marker at a coordinate: a glyph, a monogram or an image in a balloon in the tint
/// (red by default), its title below.
public struct Marker: _MapContentLeaf {
    var item: MapItem
    public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), coordinate: coordinate)
    }
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), title: title, coordinate: coordinate)
    }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: systemImage, monogram: nil, image: nil), title: title, coordinate: coordinate)
    }
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: nil, monogram: monogram, image: nil), title: title, coordinate: coordinate)
    }
    public init(_ title: String, image: String, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: Image(image)), title: title, coordinate: coordinate)
    }
    public init(item mapItem: MKMapItem) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), title: mapItem.name ?? "", coordinate: mapItem.placemark.coordinate)
    }
    /// The marker's balloon colour (red by default).
    public func tint(_ tint: Color?) -> Marker {
        var marker = self
        marker.item.tint = tint.map { AnyShapeStyle($0) }
        return marker
    }
    public var _mapItems: [MapItem] { [item] }
}

/// A view placed at a coordinate, its `anchor` on the point (its centre by default), its title below.
public struct Annotation: _MapContentLeaf {
    let item: MapItem
    public init<Content: View>(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                               @ViewBuilder content: () -> Content) {
        item = MapItem(.annotation(anchor: anchor, content: AnyView(content())), title: title, coordinate: coordinate)
    }
    public init<Content: View, Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                            @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        item = MapItem(.annotation(anchor: anchor, content: AnyView(content())), coordinate: coordinate)
    }
    public var _mapItems: [MapItem] { [item] }
}
