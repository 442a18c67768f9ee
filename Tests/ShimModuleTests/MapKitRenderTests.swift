import Foundation
@testable import MapKit
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// MapKit for SwiftUI (iOS 17): overlays, markers, styles and controls on the placeholder map.
@MainActor @Suite struct MapKitRenderTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    static let land: Pixel = (245, 242, 235, 255)
    /// A 0.1° square region around London, drawn 200 × 200: its 0.1° of latitude fill the height
    /// (2000 points per degree), and at one Mercator scale a degree of longitude is cos 51.5° as wide.
    static let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                                           span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))

    private func render<V: View>(_ view: V, name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: 200, height: 200)), width: 200, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    /// The coordinate `dx`, `dy` points from the centre of the 200 × 200 map of `region`.
    private func at(_ dx: Double, _ dy: Double) -> CLLocationCoordinate2D {
        MapProjection(region: Self.region, size: CGSize(width: 200, height: 200)).coordinate(at: CGPoint(x: 100 + dx, y: 100 + dy))
    }

    @Test func overlaysAreDrawnUnderMarkersWithTheirStyles() throws {
        let image = try render(Map(position: .constant(.region(Self.region))) {
            Marker("Pin", coordinate: at(0, 0))
            MapCircle(center: at(0, 0), radius: 1113.2)      // 0.01° of latitude: a radius of 20 points
                .foregroundStyle(Color.green).stroke(Color.red, lineWidth: 4)
            MapPolyline(coordinates: [at(-90, 70), at(90, 70)]).stroke(Color.blue, lineWidth: 6)
            MapPolygon(coordinates: [at(-90, -90), at(-50, -90), at(-50, -50), at(-90, -50)]).foregroundStyle(Color.orange)
        }, name: "map-overlays")
        #expect(image.rgba(100, 115) == (52, 199, 89, 255))         // the circle's fill below the marker
        #expect(image.rgba(100, 119) == (255, 59, 48, 255))         // its 4-point outline at radius 20
        #expect(image.rgba(50, 170) == (0, 122, 255, 255))          // the polyline at y = 170
        #expect(image.rgba(30, 30) == (255, 149, 0, 255))           // the polygon, 10…50
        let balloon = image.rgba(90, 80)                             // the marker stays on top of the circle
        #expect(balloon.r > 200 && balloon.g < 100, "\(balloon)")
    }

    /// A gradient stroke spans the line, as MapKit draws an overlay in its bounding rectangle: its
    /// first colour at the first point, its last at the last.
    @Test func aGradientStrokeSpansTheLinesBounds() throws {
        let image = try render(Map(position: .constant(.region(Self.region))) {
            MapPolyline(coordinates: [at(-60, 0), at(0, -20), at(60, 0)])
                .stroke(LinearGradient(colors: [.green, .red], startPoint: .leading, endPoint: .trailing), lineWidth: 8)
        }, name: "map-polyline-gradient")
        // The box is x 40…160: 2 pt in, 2 % along, all but green (61, 198, 89 at 1 pt); 2 pt from the end
        // all but red. Across the 200-pt map they were 21 % and 79 % along, half-way mixes.
        let start = image.rgba(42, 100), end = image.rgba(158, 100)
        #expect(start.r < 70 && start.g > 190, "\(start)")
        #expect(end.r > 250 && end.g < 70, "\(end)")
    }

    /// `MKGeodesicPolyline` (and `MapPolyline`'s `.geodesic` contour) follow the great circle: London to
    /// Tokyo is 86.0° of arc, sampled a degree apart (87 points), and peaks at 70.9° N over Siberia,
    /// where a straight line on the map never leaves 35.7…51.5° N.
    @Test func aGeodesicPolylineFollowsTheGreatCircle() throws {
        let london = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        let tokyo = CLLocationCoordinate2D(latitude: 35.68, longitude: 139.69)
        let geodesic = MKGeodesicPolyline(coordinates: [london, tokyo], count: 2)
        #expect(geodesic.pointCount == 87)
        #expect(geodesic.coordinates.first == london && geodesic.coordinates.last == tokyo)
        let peak = geodesic.coordinates.map(\.latitude).max() ?? 0
        #expect(abs(peak - 70.906) < 0.01, "\(peak)")
        #expect(MapPolyline(geodesic).coordinates.count == 87)
        #expect(MapPolyline(coordinates: [london, tokyo], contourStyle: .geodesic).coordinates.count == 87)
        #expect(MapPolyline(coordinates: [london, tokyo]).coordinates.count == 2)
        // Over the antimeridian (Tokyo to Los Angeles) the longitudes run on past 180°, one curve.
        let pacific = MKGeodesicPolyline(coordinates: [tokyo, CLLocationCoordinate2D(latitude: 34.05, longitude: -118.24)], count: 2)
        let steps = zip(pacific.coordinates, pacific.coordinates.dropFirst()).map { abs($1.longitude - $0.longitude) }
        #expect((steps.max() ?? 0) < 5 && abs((pacific.coordinates.last?.longitude ?? 0) - 241.76) < 1e-9)
    }

    @Test func markersShowTheirTitlesUnlessHidden() throws {
        func darkPixels(_ image: PixelImage) -> Int {
            var n = 0
            for y in 103..<120 { for x in 80..<120 where image.rgba(x, y).r < 120 { n += 1 } }
            return n
        }
        let titled = try render(Map(initialPosition: .region(Self.region)) { Marker("Centre", coordinate: at(0, 0)) }, name: "map-title")
        let untitled = try render(Map(initialPosition: .region(Self.region)) {
            Marker("Centre", coordinate: at(0, 0)).annotationTitles(.hidden)
        }, name: "map-no-title")
        #expect(darkPixels(titled) > 20)
        #expect(darkPixels(untitled) == 0)
    }

    @Test func stylesChangeThePlaceholder() throws {
        let imagery = try render(Map(initialPosition: .region(Self.region)).mapStyle(.imagery(elevation: .realistic)), name: "map-imagery")
        #expect(imagery.rgba(2, 2) == (74, 84, 64, 255))
        let muted = try render(Map(initialPosition: .region(Self.region)).mapStyle(.standard(emphasis: .muted)), name: "map-muted")
        #expect(muted.rgba(2, 2) == (247, 247, 245, 255))
    }

    @Test func controlsAtRestStackInTheTopTrailingCorner() throws {
        let image = try render(Map(initialPosition: .region(Self.region)).mapControls {
            MapUserLocationButton()
            MapCompass()
            MapPitchToggle()
            MapScaleView()
        }, name: "map-controls")
        // Two 44-point buttons 16 points in from the top trailing corner: 140…184 × 16…60 and 68…112.
        #expect(image.rgba(145, 20) == (255, 255, 255, 255))
        #expect(image.rgba(145, 73) == (255, 255, 255, 255))
        #expect(image.rgba(145, 64) == Self.land)
        #expect(image.rgba(145, 120) == Self.land)
        let hidden = try render(Map(initialPosition: .region(Self.region)).mapControls { MapUserLocationButton() }
            .mapControlVisibility(.hidden), name: "map-controls-hidden")
        #expect(hidden.rgba(145, 20) == Self.land)
    }

    @Test func theIOS17MapRunsUnderTheSafeAreaAndKeepsItsControlsInIt() throws {
        func screen<V: View>(_ view: V) throws -> (image: PixelImage, tree: LayoutTree) {
            let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) { view }
            try rendered.image.writeForInspection("map-screen")
            return (rendered.image, rendered.layout.tree)
        }
        // The map fills the 393 × 852 screen; the 44-pt control sits 16 pt inside the safe area (59 pt at the top):
        // 333…377 × 75…119.
        let modern = try screen(Map(initialPosition: .region(Self.region)).mapControls { MapUserLocationButton() }
            .safeAreaInset(edge: .bottom) { Color.red.frame(height: 80) })
        let reader = try #require(modern.tree.nodes.first { $0.kind == .geometryReader })
        #expect(reader.frame.minY == 0 && reader.frame.height == 852, "\(reader.frame)")
        let scale = Double(modern.image.width) / 393
        #expect(modern.image.rgba(Int(355 * scale), Int(80 * scale)) == (255, 255, 255, 255))
        #expect(modern.image.rgba(Int(355 * scale), Int(70 * scale)) == Self.land)
        // iOS 14's map stays in the safe area.
        let legacy = try screen(Map(coordinateRegion: .constant(Self.region)))
        let legacyReader = try #require(legacy.tree.nodes.first { $0.kind == .geometryReader })
        #expect(legacyReader.frame.minY == 59)
    }

    /// In a component, the iOS 17 map fills the frame behind its `safeAreaInset` views too, with its
    /// controls below the top one and the region framed in the safe area between them.
    @Test func theIOS17MapRunsUnderSafeAreaInsetsInAComponent() throws {
        let map = Map(initialPosition: .region(Self.region)) {
            Annotation("", coordinate: Self.region.center) { Color.green.frame(width: 6, height: 6) }
        }
        .mapControls { MapUserLocationButton() }
        .safeAreaInset(edge: .top) { Color.clear.frame(height: 40) }
        .safeAreaInset(edge: .bottom) { Color.clear.frame(height: 50) }
        let (_, rendered) = try R.render(view: resolveView(map.frame(width: 200, height: 300)), width: 200, scale: 1)
        try rendered.image.writeForInspection("map-insets")
        expectInsetBy40And50(rendered.image)
    }

    /// A 200×300 map whose safe area is inset 40 pt at the top and 50 at the bottom: land behind the
    /// insets, the 44-pt control 16 pt inside the safe area (140…184 × 56…100), the region's centre
    /// at the centre of the safe area, 40…250 (y = 145).
    private func expectInsetBy40And50(_ image: PixelImage) {
        #expect(image.rgba(100, 20) == Self.land)
        #expect(image.rgba(100, 290) == Self.land)
        #expect(image.rgba(145, 52) == Self.land)
        #expect(image.rgba(145, 60) == (255, 255, 255, 255))
        #expect(image.rgba(100, 143) == (52, 199, 89, 255) && image.rgba(100, 147) == (52, 199, 89, 255))
        #expect(image.rgba(100, 150) == Self.land)
    }

    /// `safeAreaPadding` adds to the map's safe area as those insets do: the map stays full size, its
    /// controls and the region's centre move inside the padding (the same pixels as above).
    @Test func theIOS17MapKeepsItsFrameUnderSafeAreaPadding() throws {
        let map = Map(initialPosition: .region(Self.region)) {
            Annotation("", coordinate: Self.region.center) { Color.green.frame(width: 6, height: 6) }
        }
        .mapControls { MapUserLocationButton() }
        .safeAreaPadding(EdgeInsets(top: 40, leading: 0, bottom: 50, trailing: 0))
        let (_, rendered) = try R.render(view: resolveView(map.frame(width: 200, height: 300)), width: 200, scale: 1)
        try rendered.image.writeForInspection("map-safe-area-padding")
        expectInsetBy40And50(rendered.image)
    }

    /// A map part-covered by a `safeAreaInset` that does not reach the screen's edge frames the region in
    /// the part the panel leaves uncovered. The 320-pt map is centred on the 852-pt screen (266…586);
    /// the 300-pt panel over the 34-pt home indicator covers it from 518: the 0.1° of latitude fill
    /// the 252 points above, the centre at 392, 0.04° north 100.8 points higher. (It read the 334-pt
    /// band from the panel to the screen's edge, left no height to frame in, and drew every
    /// coordinate at the map's top edge.)
    @Test func aMapPartCoveredByAnInsetFramesTheRegionInTheUncoveredPart() throws {
        let north = CLLocationCoordinate2D(latitude: Self.region.center.latitude + 0.04, longitude: Self.region.center.longitude)
        let map = Map(initialPosition: .region(Self.region)) {
            Annotation("", coordinate: Self.region.center) { Color.green.frame(width: 6, height: 6) }
            Annotation("", coordinate: north) { Color.orange.frame(width: 6, height: 6) }
        }
        .frame(height: 320)
        .frame(maxHeight: .infinity)
        .ignoresSafeArea()
        .safeAreaInset(edge: .bottom) { Color.yellow.frame(height: 300) }
        let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) { map }
        try rendered.image.writeForInspection("map-part-covered")
        let scale = Double(rendered.image.width) / 393
        func pixel(_ x: Double, _ y: Double) -> Pixel { rendered.image.rgba(Int(x * scale), Int(y * scale)) }
        #expect(pixel(196.5, 392) == (52, 199, 89, 255))
        #expect(pixel(196.5, 291.2) == (255, 149, 0, 255))
        #expect(pixel(196.5, 270) == Self.land)
    }

    /// Geography is never mirrored: right to left, annotations stay on their coordinates beside the
    /// polyline (x 10…90), and only the annotation's content is laid out right to left, its first
    /// view on the right.
    @Test func rightToLeftKeepsTheMapUnmirroredAndTheContentInItsDirection() throws {
        let map = Map(initialPosition: .region(Self.region)) {
            MapPolyline(coordinates: [at(-90, 60), at(-10, 60)]).stroke(Color.blue, lineWidth: 6)
            Annotation("", coordinate: at(-50, 0)) {
                HStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 10)
                    Color.red.frame(width: 10, height: 10)
                }
            }
        }
        let image = try render(map.environment(\.layoutDirection, .rightToLeft), name: "map-rtl")
        #expect(image.rgba(50, 160) == (0, 122, 255, 255) && image.rgba(150, 160) == Self.land)
        #expect(image.rgba(55, 100) == (52, 199, 89, 255) && image.rgba(45, 100) == (255, 59, 48, 255))
        #expect(image.rgba(150, 100) == Self.land)
    }

    /// Over imagery (`.imagery`, `.hybrid`) a marker's title is white with a black halo, in the light
    /// scheme too: the pure white pixels are the glyphs, the few pure black ones the halo's core.
    @Test func titlesOverImageryAreWhiteWithADarkHalo() throws {
        func counts(_ style: MapStyle) throws -> (white: Int, black: Int) {
            let map = Map(initialPosition: .region(Self.region)) { Marker("MMMMMM", coordinate: at(0, -20)) }.mapStyle(style)
            let (_, rendered) = try R.render(view: resolveView(map.frame(width: 200, height: 200)), width: 200, scale: 2)
            try rendered.image.writeForInspection("map-title-\(style.kind)")
            var white = 0, black = 0
            for y in 2 * 82..<2 * 100 {
                for x in 2 * 70..<2 * 130 {
                    let p = rendered.image.rgba(x, y)
                    if p.r > 245 && p.g > 245 && p.b > 245 { white += 1 }
                    if p.r < 10 && p.g < 10 && p.b < 10 { black += 1 }
                }
            }
            return (white, black)
        }
        for style in [MapStyle.hybrid, .imagery] {
            let hybrid = try counts(style)
            #expect(hybrid.white > 100 && hybrid.black * 4 < hybrid.white, "\(style.kind): \(hybrid)")
        }
        let standard = try counts(.standard)
        #expect(standard.black > 100, "\(standard)")
    }

    /// Markers all stay, but a title that would collide is dropped: one a later marker's balloon
    /// covers (Alpha's, under Bravo's balloon 30 points below), and of two titles that overlap, the
    /// later marker's (Delta's, 40 points right of Charlie's). A title clear of the rest stays.
    @Test func titlesThatWouldCollideAreDropped() throws {
        let map = Map(initialPosition: .region(Self.region)) {
            Marker("Alpha", coordinate: at(-50, -40))
            Marker("Bravo", coordinate: at(-50, -10))
            Marker("Charlie Bakery", coordinate: at(30, 40))
            Marker("Delta Bakery", coordinate: at(70, 40))
            Marker("Echo", coordinate: at(50, -60))
        }
        let (list, rendered) = try R.render(view: resolveView(map.frame(width: 200, height: 200)), width: 200, scale: 1)
        try rendered.image.writeForInspection("map-title-collisions")
        let titles = Set(list.items.texts.map(\.text.string))
        #expect(titles == ["Bravo", "Charlie Bakery", "Echo"], "\(titles)")
        // Every balloon stays: Alpha's and Delta's red circles, 10 points left of their centres (19 points above the coordinates).
        #expect(rendered.image.rgba(40, 41).g < 100 && rendered.image.rgba(160, 121).g < 100)
    }

    /// MapKit clips what it draws to the map's bounds: an annotation at its edge does not spill out.
    @Test func annotationsAreClippedToTheMap() throws {
        let map = Map(initialPosition: .region(Self.region)) {
            Annotation("", coordinate: at(90, 0)) { Color.green.frame(width: 60, height: 20) }
        }
        let (_, rendered) = try R.render(view: resolveView(map.frame(width: 200, height: 200).padding(.trailing, 100)),
                                         width: 300, scale: 1)
        try rendered.image.writeForInspection("map-annotation-clip")
        #expect(rendered.image.rgba(195, 100) == (52, 199, 89, 255))
        #expect(rendered.image.rgba(205, 100) == (255, 255, 255, 255))
    }

    /// A region is shown at one Mercator scale, its span fitted in the view: a polygon 0.02° of
    /// latitude tall and 0.02° of longitude wide at 51.5° N is 40 points tall and 40 · cos 51.5° ≈ 24.9
    /// wide, and a wider view shows more longitude rather than stretching it.
    @Test func regionsKeepOneScaleOnBothAxes() throws {
        let square = Map(initialPosition: .region(Self.region)) {
            MapPolygon(coordinates: [CLLocationCoordinate2D(latitude: 51.51, longitude: -0.13),
                                     CLLocationCoordinate2D(latitude: 51.51, longitude: -0.11),
                                     CLLocationCoordinate2D(latitude: 51.49, longitude: -0.11),
                                     CLLocationCoordinate2D(latitude: 51.49, longitude: -0.13)])
                .foregroundStyle(Color.orange)
        }
        let orange: Pixel = (255, 149, 0, 255)
        let narrow = try render(square, name: "map-mercator")
        #expect(narrow.rgba(100, 82) == orange && narrow.rgba(100, 118) == orange)   // 80…120 tall
        #expect(narrow.rgba(100, 78) == Self.land && narrow.rgba(100, 122) == Self.land)
        #expect(narrow.rgba(89, 100) == orange && narrow.rgba(111, 100) == orange)   // 87.55…112.45 wide
        #expect(narrow.rgba(86, 100) == Self.land && narrow.rgba(114, 100) == Self.land)
        let (_, wide) = try R.render(view: resolveView(square.frame(width: 400, height: 200)), width: 400, scale: 1)
        #expect(wide.image.rgba(189, 100) == orange && wide.image.rgba(211, 100) == orange)
        #expect(wide.image.rgba(186, 100) == Self.land && wide.image.rgba(214, 100) == Self.land)
        #expect(wide.image.rgba(200, 78) == Self.land && wide.image.rgba(200, 82) == orange)
    }

    @Test func forEachAndConditionsBuildMapContent() throws {
        struct Stop: Identifiable { let id: Int; let dx: Double }
        let stops = [Stop(id: 0, dx: -50), Stop(id: 1, dx: 50)]
        let showCircle = true
        let map = Map(initialPosition: .region(Self.region)) {
            ForEach(stops) { stop in
                Annotation("", coordinate: at(stop.dx, 0)) { Circle().fill(Color.green).frame(width: 10, height: 10) }
            }
            if showCircle {
                MapCircle(center: at(0, 60), radius: 556.6).foregroundStyle(Color.red)
            } else {
                MapCircle(center: at(0, -60), radius: 556.6)
            }
        }
        #expect(map.items.count == 3)
        let image = try render(map, name: "map-foreach")
        // Annotations are centred on their coordinates by default (MapKit's `.center` anchor).
        #expect(image.rgba(50, 100) == (52, 199, 89, 255))
        #expect(image.rgba(150, 100) == (52, 199, 89, 255))
        #expect(image.rgba(100, 160) == (255, 59, 48, 255))
    }

    @Test func mapPointsAndRectsRoundTripThroughCoordinates() {
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(point == MKMapPoint(x: 134_217_728, y: 134_217_728))
        let london = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        let back = MKMapPoint(london).coordinate
        #expect(abs(back.latitude - 51.5) < 1e-9 && abs(back.longitude + 0.12) < 1e-9)
        let a = MKMapPoint(CLLocationCoordinate2D(latitude: 51.55, longitude: -0.17))
        let b = MKMapPoint(CLLocationCoordinate2D(latitude: 51.45, longitude: -0.07))
        let region = MKCoordinateRegion(MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
        #expect(abs(region.span.longitudeDelta - 0.1) < 1e-9)
        #expect(abs(region.span.latitudeDelta - 0.1) < 1e-9)
        #expect(MapCameraPosition.rect(MKMapRect.world).rect == .world)
        #expect(MapCameraPosition.userLocation(fallback: .automatic).fallbackPosition == .automatic)
    }

    @Test func automaticPositionFitsWholeCircles() throws {
        let image = try render(Map { MapCircle(center: at(0, 0), radius: 1000).foregroundStyle(Color.red) }, name: "map-fit-circle")
        // The circle's 0.018° of latitude fill 1 / 1.4 of the height: a radius of about 71 points.
        #expect(image.rgba(100, 100) == (255, 59, 48, 255))
        #expect(image.rgba(165, 100) == (255, 59, 48, 255))
        #expect(image.rgba(100, 176) == Self.land)
    }

    @Test func lookAroundFindsNoSceneAndPreviewsAnEmptyPanel() async throws {
        let request = MKLookAroundSceneRequest(mapItem: MKMapItem(placemark: MKPlacemark(coordinate: at(0, 0))))
        let scene = try await request.scene
        #expect(scene == nil && request.coordinate == at(0, 0))
        let preview = LookAroundPreview(initialScene: scene, badgePosition: .bottomTrailing)
            .lookAroundViewer(isPresented: .constant(true), initialScene: scene)
        let image = try render(preview, name: "look-around-preview")
        // systemGray5 in the light scheme, corner to corner.
        #expect(image.rgba(2, 2) == (229, 229, 234, 255) && image.rgba(197, 197) == (229, 229, 234, 255))
    }

    @Test func annotationContentTakesItsIdealSize() throws {
        let map = Map(position: .constant(.region(Self.region))) {
            Annotation("Cabin", coordinate: at(0, 0), anchor: .bottom) {
                Text("$1,235").padding(.horizontal, 10).background(Color.white, in: .capsule)
            }
            .annotationTitles(.hidden)
        }
        let (list, _) = try R.render(view: resolveView(map.frame(width: 200, height: 200)), width: 200, scale: 1)
        let price = try #require(list.items.texts.first { $0.text.string.contains("1,235") })
        #expect(price.frame.width > 40 && price.lineCount == 1, "not truncated to fit a zero-width pin")
        #expect(abs(price.frame.midX - 100) <= 1 && price.frame.maxY <= 100, "centred above the coordinate: \(price.frame)")
    }
}
