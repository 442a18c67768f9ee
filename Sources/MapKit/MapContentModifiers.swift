import Foundation
import SwiftUI

/// Where overlays go among the map's layers (drawn above the placeholder either way).
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

extension MapContent {
    private func mapItems(_ change: (inout MapItem) -> Void) -> _MapContentGroup {
        _MapContentGroup(items: _mapItems.map { item in
            var item = item
            change(&item)
            return item
        })
    }

    /// The markers' balloon colour.
    public func tint<S: ShapeStyle>(_ tint: S) -> _MapContentGroup {
        let style = AnyShapeStyle(tint)
        return mapItems { $0.tint = style }
    }
    /// Whether markers and annotations show their titles.
    public func annotationTitles(_ visibility: Visibility) -> _MapContentGroup { mapItems { $0.showsTitle = visibility != .hidden } }
    /// Subtitles (markers and annotations here have none).
    public func annotationSubtitles(_ visibility: Visibility) -> _MapContentGroup { mapItems { _ in } }
    /// The selection tag (nothing is selected in a still).
    public func tag<V: Hashable>(_ tag: V) -> _MapContentGroup { mapItems { _ in } }

    /// Overlays' outline.
    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> _MapContentGroup {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke(lineWidth: CGFloat = 1) -> _MapContentGroup { strokeStyle(style: StrokeStyle(lineWidth: lineWidth)) }
    public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> _MapContentGroup {
        let paint = AnyShapeStyle(content)
        return mapItems { $0.stroke = paint; $0.strokeStyle = style }
    }
    public func strokeStyle(style: StrokeStyle) -> _MapContentGroup { mapItems { $0.strokeStyle = style } }
    /// Overlays' fill (a polyline's colour).
    public func foregroundStyle(_ content: some ShapeStyle) -> _MapContentGroup {
        let paint = AnyShapeStyle(content)
        return mapItems { $0.fill = paint }
    }
    public func mapOverlayLevel(level: MKOverlayLevel) -> _MapContentGroup { mapItems { _ in } }
}
