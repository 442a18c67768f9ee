import Foundation
import SwiftUI

/// Which marker titles a map shows. MapKit keeps every marker but drops a title that would run
/// into another marker's balloon or title, so each title it shows stays whole. Mockup's rule, in
/// the order the markers are declared: a title is dropped when it overlaps another marker's balloon
/// or the title of an earlier marker that kept its own (docs/API-SHIMS.md §7). Annotation content
/// and titles take no part: their size is the content's own.
enum MapTitleCollisions {
    /// `items` with the titles that collide switched off.
    static func resolving(_ items: [MapItem], in projection: MapProjection) -> [MapItem] {
        let balloons = items.indices.compactMap { index -> (index: Int, frame: CGRect)? in
            guard case .marker = items[index].kind else { return nil }
            let point = projection.point(for: items[index].coordinate), size = MapMarkerBalloon.size
            return (index, CGRect(x: point.x - size.width / 2, y: point.y - size.height, width: size.width, height: size.height))
        }
        var resolved = items
        var kept: [CGRect] = []
        for (index, _) in balloons where items[index].showsTitle && !items[index].title.isEmpty {
            let title = titleFrame(items[index], in: projection)
            if balloons.contains(where: { $0.index != index && $0.frame.intersects(title) }) || kept.contains(where: { $0.intersects(title) }) {
                resolved[index].showsTitle = false
            } else {
                kept.append(title)
            }
        }
        return resolved
    }

    /// Where a marker's title is drawn: `MapItemTitle`'s text centred under the coordinate, `MapItemTitle.gap` below it.
    private static func titleFrame(_ item: MapItem, in projection: MapProjection) -> CGRect {
        let point = projection.point(for: item.coordinate)
        let size = (item.title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: MapItemTitle.fontSize, weight: .semibold)])
        return CGRect(x: point.x - size.width / 2, y: point.y + MapItemTitle.gap, width: size.width, height: size.height)
    }
}
