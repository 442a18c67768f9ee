import Foundation
import SwiftUI

/// One map item drawn at its projected position, laid out left to right (the map's coordinates);
/// annotation content and titles in the map's own layout direction.
struct MapItemView: View {
    let item: MapItem
    let projection: MapProjection
    /// The layout direction around the map, which annotation content and titles keep.
    let contentDirection: LayoutDirection

    /// MapKit's overlay colour when no style is given (Mockup's choice: system blue, fills at 30 %).
    static let defaultOverlay = Color.blue

    var body: some View {
        switch item.kind {
        case let .marker(systemImage, monogram, image):
            pinned(at: item.coordinate, anchor: .bottom) {
                MapMarkerBalloon(systemImage: systemImage, monogram: monogram, image: image, tint: item.tint ?? AnyShapeStyle(Color.red))
            }
            title(below: item.coordinate)
        case let .annotation(anchor, content):
            pinned(at: item.coordinate, anchor: anchor) {
                content.overlay(alignment: .bottom) {
                    if item.showsTitle, !item.title.isEmpty {
                        MapItemTitle(text: item.title).alignmentGuide(.bottom) { $0[.top] - 2 }
                    }
                }
                .environment(\.layoutDirection, contentDirection)
            }
        case let .polyline(coordinates):
            let line = MapLine(points: coordinates.map(projection.point(for:)), closed: false)
            line.stroke(item.stroke ?? item.fill ?? AnyShapeStyle(MapItemView.defaultOverlay),
                        style: item.strokeStyle ?? StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                .placed(in: line.box)
        case let .polygon(coordinates):
            let shape = MapLine(points: coordinates.map(projection.point(for:)), closed: true)
            overlay(shape).placed(in: shape.box)
        case let .circle(center, radius):
            let point = projection.point(for: center)
            let r = projection.length(ofMetres: radius, atLatitude: center.latitude)
            let ellipse = MapEllipse(rect: CGRect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r))
            overlay(ellipse).placed(in: ellipse.box)
        }
    }

    /// An overlay shape filled (blue at 30 % unless styled) and stroked when a stroke is given.
    private func overlay<S: Shape>(_ shape: S) -> some View {
        ZStack(alignment: .topLeading) {
            shape.fill(item.fill ?? AnyShapeStyle(MapItemView.defaultOverlay.opacity(0.3)))
            if item.stroke != nil || item.strokeStyle != nil {
                shape.stroke(item.stroke ?? AnyShapeStyle(MapItemView.defaultOverlay), style: item.strokeStyle ?? StrokeStyle(lineWidth: 1))
            }
        }
    }

    /// The item's title centred `MapItemTitle.gap` points under its coordinate.
    @ViewBuilder private func title(below coordinate: CLLocationCoordinate2D) -> some View {
        if item.showsTitle, !item.title.isEmpty {
            let point = projection.point(for: coordinate)
            MapItemTitle(text: item.title)
                .environment(\.layoutDirection, contentDirection)
                .frame(width: 0, height: 0, alignment: .top)
                .offset(x: point.x, y: point.y + MapItemTitle.gap)
        }
    }

    /// `content` with its `anchor` on the coordinate: in a zero-size frame aligned to the anchor
    /// (so the content overflows from the point), moved to it.
    private func pinned<Content: View>(at coordinate: CLLocationCoordinate2D, anchor: UnitPoint,
                                       @ViewBuilder _ content: () -> Content) -> some View {
        let point = projection.point(for: coordinate)
        let alignment = Alignment(horizontal: anchor.x < 0.34 ? .leading : anchor.x > 0.66 ? .trailing : .center,
                                  vertical: anchor.y < 0.34 ? .top : anchor.y > 0.66 ? .bottom : .center)
        // Annotation content takes its ideal size, as a hosted annotation view does.
        return content()
            .fixedSize()
            .frame(width: 0, height: 0, alignment: alignment)
            .offset(x: point.x, y: point.y)
    }
}

/// A marker's or annotation's title: 11 pt semibold in the primary colour, haloed in the
/// background colour so it reads over the map; over imagery (`.imagery`, `.hybrid`) white with a
/// black halo in either colour scheme, as Maps labels its satellite views (Mockup's choice after
/// iOS 17 Maps).
struct MapItemTitle: View {
    let text: String
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.mapStyle) var style
    /// The title's point size.
    static let fontSize: CGFloat = 11
    /// The space between the coordinate and the title below it.
    static let gap: CGFloat = 2

    var body: some View {
        let onImagery = style.kind == .imagery || style.kind == .hybrid
        return Text(text)
            .font(.system(size: MapItemTitle.fontSize, weight: .semibold))
            .foregroundStyle(onImagery ? AnyShapeStyle(Color.white) : AnyShapeStyle(.primary))
            .shadow(color: onImagery || colorScheme == .dark ? .black : .white, radius: 1)
            .fixedSize()
    }
}

/// An overlay's shape, framed by its bounding box of the map (`box`, out to whole points): MapKit
/// draws an overlay in its bounding rectangle, and SwiftUI resolves a gradient in the frame of the
/// shape it paints, so a `LinearGradient` from `.leading` to `.trailing` runs from the line's first
/// point to its last, not across the whole map. Its path is in map coordinates, moved to the box.
protocol MapOverlayShape: Shape {
    /// The shape's bounds in the map.
    var bounds: CGRect { get }
    /// The shape in map coordinates.
    var mapPath: Path { get }
}

extension MapOverlayShape {
    var box: CGRect {
        let minX = bounds.minX.rounded(.down), minY = bounds.minY.rounded(.down)
        return CGRect(x: minX, y: minY, width: bounds.maxX.rounded(.up) - minX, height: bounds.maxY.rounded(.up) - minY)
    }
    func path(in _: CGRect) -> Path { mapPath.offsetBy(dx: -box.minX, dy: -box.minY) }
    /// Fixed: drawn at the map's projected coordinates, the same in either layout direction.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension View {
    /// The view in `box` of the map.
    func placed(in box: CGRect) -> some View {
        frame(width: box.width, height: box.height, alignment: .topLeading).offset(x: box.minX, y: box.minY)
    }
}

/// A polyline through projected points.
struct MapLine: MapOverlayShape {
    let points: [CGPoint]
    let closed: Bool
    var mapPath: Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }
    var bounds: CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// An ellipse in a given rectangle of the map.
struct MapEllipse: MapOverlayShape {
    let rect: CGRect
    var mapPath: Path { Path(ellipseIn: rect) }
    var bounds: CGRect { rect }
}

/// The balloon of a `Marker` (or an `MKMarkerAnnotationView`): a 30-point circle in the tint with a
/// white glyph, monogram or image and a small tail.
struct MapMarkerBalloon: View {
    let systemImage: String?
    let monogram: Text?
    let image: Image?
    let tint: AnyShapeStyle
    /// The balloon's size above its coordinate: the circle and the tail, which overlap 3 points.
    static let size = CGSize(width: 30, height: 34)

    var body: some View {
        VStack(spacing: -3) {
            ZStack {
                Circle().fill(tint)
                Circle().strokeBorder(Color.white, lineWidth: 1.5)
                glyph.foregroundStyle(Color.white)
            }
            .frame(width: 30, height: 30)
            Triangle().fill(tint).frame(width: 10, height: 7)
        }
    }

    @ViewBuilder private var glyph: some View {
        if let monogram {
            monogram.font(.system(size: 12, weight: .bold)).lineLimit(1)
        } else if let image {
            image.resizable().scaledToFit().frame(width: 16, height: 16)
        } else {
            Image(systemName: systemImage ?? "mappin").font(.system(size: 14, weight: .semibold))
        }
    }
}

/// A downward-pointing triangle.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
