import Foundation
import SwiftUI

/// How likely an annotation is to stay visible when annotations collide.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// Where an annotation view sits among overlapping ones: higher in front. The values are MapKit's
/// (`MKAnnotationViewZPriorityMax` 1000, `…DefaultSelected` 1000, `…DefaultUnselected` 500, `…Min` 0).
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether a marker's title or subtitle shows.
public enum MKFeatureVisibility: Int, Sendable { case adaptive = 0, hidden, visible }

/// The view of an annotation on an `MKMapView`: an image at the coordinate (its centre there,
/// moved by `centerOffset`). An `MKMapView` draws MapKit's own annotation view classes at rest
/// (docs/API-SHIMS.md §7); callouts, selection and dragging never show.
open class MKAnnotationView: UIView {
    /// A view's state while being dragged.
    public enum DragState: UInt, Sendable { case none = 0, starting, dragging, canceling, ending }
    /// How a view collides with others.
    public enum CollisionMode: Int, Sendable { case rectangle = 0, circle, none }

    open var annotation: MKAnnotation?
    public let reuseIdentifier: String?
    open var image: UIImage?
    open var centerOffset: CGPoint = .zero
    open var calloutOffset: CGPoint = .zero
    open var canShowCallout = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false
    open var isDraggable = false
    open var dragState: DragState = .none
    open var clusteringIdentifier: String?
    open var displayPriority: MKFeatureDisplayPriority = .required
    open var collisionMode: CollisionMode = .rectangle
    /// Its place among overlapping views at rest: a map draws views of higher priority in front.
    open var zPriority: MKAnnotationViewZPriority = .defaultUnselected
    open var selectedZPriority: MKAnnotationViewZPriority = .defaultSelected

    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public convenience override init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Annotation views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }
}

/// MapKit's balloon marker (the default view of an annotation since iOS 11): a glyph in a balloon
/// of the marker tint, red by default, with the annotation's title below.
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var titleVisibility: MKFeatureVisibility = .adaptive
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    open var animatesWhenAdded = false
}

/// The pin of iOS 3–10 (deprecated by Apple for `MKMarkerAnnotationView`).
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor?
    open var animatesDrop = false

    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }
}

/// The user's location as an annotation. A render has no location: it is never updating and
/// never on the map.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    open var title: String?
    open var subtitle: String?
    open var location: CLLocation? { nil }
    open var heading: CLHeading? { nil }
    open var isUpdating: Bool { false }
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }

    override init() { super.init() }
}
