import Foundation
@testable import MapKit
import SwiftUI
import Testing
@testable import MockupUI

/// Checks what `MapKitAPIProbe` builds, and that it renders.
@MainActor @Suite struct MapKitAPIProbeTests {
    @Test func everyContentInitializerBuildsItsItem() {
        let items = MapKitAPIProbe.content.items
        func count(_ test: (MapItem.Kind) -> Bool) -> Int { items.filter { test($0.kind) }.count }
        #expect(count { if case .marker = $0 { return true }; return false } == 6 + 2 + 2)
        #expect(count { if case .annotation = $0 { return true }; return false } == 2)
        #expect(count { if case .circle = $0 { return true }; return false } == 3 + 1)
        #expect(count { if case .polyline = $0 { return true }; return false } == 3)
        #expect(count { if case .polygon = $0 { return true }; return false } == 3)
        #expect(items.first?.title == "Park" && items[1].tint != nil)
    }

    @Test func everyMapInitializerKeepsItsPositionAndContent() {
        let maps = MapKitAPIProbe.maps
        #expect(maps.count == 14)
        #expect(maps.map(\.items.count) == [0, 22, 0, 22, 0, 22, 0, 22, 22, 22, 0, 0, 2, 2])
        #expect(maps[0].position == .automatic && maps[4].position.region == MapKitAPIProbe.region)
        #expect(maps[9].position.followsUserHeading && maps[9].position.shownRegion == nil)
    }

    @Test func modifiedMapRenders() throws {
        let (_, rendered) = try R.render(view: resolveView(MapKitAPIProbe.modified.frame(width: 200, height: 200)), width: 200, scale: 1)
        #expect(rendered.image.rgba(2, 2) == (74, 84, 64, 255))   // the innermost style wins: hybrid, imagery land
    }
}
