import Foundation
import SwiftUI

/// Draws an overlay on an `MKMapView`. The base class draws nothing; the path renderers below are
/// drawn at rest with their fill and stroke (docs/API-SHIMS.md §7).
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    public let overlay: MKOverlay
    open var alpha: CGFloat = 1
    open var contentScaleFactor: CGFloat { 1 }

    public init(overlay: MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// A renderer of no overlay, which draws nothing: Objective-C's inherited `init`, the fallback
    /// a delegate returns for overlays it does not draw (`return MKOverlayRenderer()`).
    public override convenience init() { self.init(overlay: NoOverlay()) }

    open func setNeedsDisplay() {}
}

/// The overlay of a renderer made without one: nowhere, covering nothing.
private final class NoOverlay: NSObject, MKOverlay, @unchecked Sendable {
    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: 0, longitude: 0) }
    var boundingMapRect: MKMapRect { .null }
}

/// A renderer of an overlay's path: its fill, stroke and line style.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    /// Line width in points at the map's zoom (0 by default: no stroke).
    open var lineWidth: CGFloat = 0
    open var lineJoin: CGLineJoin = .round
    open var lineCap: CGLineCap = .round
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
    open var shouldRasterize = false

    /// The stroke as SwiftUI draws it: a zero width (Core Graphics' thinnest line) as 1 point.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth > 0 ? lineWidth : 1, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dash: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, dashPhase: lineDashPhase)
    }
}

/// Draws a polyline (made with `init(polyline:)`, or `init(overlay:)` given a polyline).
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public var polyline: MKPolyline { overlay as! MKPolyline }
    public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }
}

/// Draws a polyline in a gradient along its length (drawn at rest in its first colour).
open class MKGradientPolylineRenderer: MKPolylineRenderer, @unchecked Sendable {
    public private(set) var colors: [UIColor] = []
    public private(set) var locations: [CGFloat] = []

    /// The colours at fractions of the line's length.
    public func setColors(_ colors: [UIColor], locations: [CGFloat]) {
        self.colors = colors
        self.locations = locations
    }
}

/// Draws a polygon.
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public var polygon: MKPolygon { overlay as! MKPolygon }
    public convenience init(polygon: MKPolygon) { self.init(overlay: polygon) }
}

/// Draws a circle.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public var circle: MKCircle { overlay as! MKCircle }
    public convenience init(circle: MKCircle) { self.init(overlay: circle) }
}
