import MockupRaster

/// The safe area a view is placed in (LAYOUT-SPEC §10.5), in absolute points: `bounds` is the
/// region its insets belong to (the device screen, or a TabView's frame) and `safe` the part of it
/// content stays inside unless it ignores the safe area.
public struct SafeAreaRegion: Hashable, Sendable {
    public var bounds: Rect
    public var safe: Rect
    /// The safe rect as the device and the containers (a TabView's bar) set it, before views
    /// ignored it: what `GeometryProxy.safeAreaInsets` reports.
    public var declaredSafe: Rect

    public init(bounds: Rect, safe: Rect) { self.bounds = bounds; self.safe = safe; declaredSafe = safe }

    /// A screen of `size` with `insets` around its safe area.
    public init(size: Size, insets: EdgeInsets) {
        bounds = Rect(origin: .zero, size: size)
        safe = Rect(x: insets.leading, y: insets.top, width: max(size.width - insets.leading - insets.trailing, 0),
                    height: max(size.height - insets.top - insets.bottom, 0))
        declaredSafe = safe
    }

    /// How close to a safe edge a frame's edge must be to touch it: a hundredth of a point.
    static let touchTolerance = 0.01

    /// `frame` grown, on each of `edges` where it touches (or crosses) the safe area's edge, out to
    /// the bounds' edge. Edges inside the safe area stay where they are.
    public func extending(_ frame: Rect, edges: Edge.Set) -> Rect {
        let t = Self.touchTolerance
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + t { minY = min(minY, bounds.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - t { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.leading), minX <= safe.minX + t { minX = min(minX, bounds.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - t { maxX = max(maxX, bounds.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region inside a view that ignores the safe area on `edges`: nothing left to ignore there.
    public func ignoring(_ edges: Edge.Set) -> SafeAreaRegion {
        var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
        if edges.contains(.top) { minY = bounds.minY }
        if edges.contains(.bottom) { maxY = bounds.maxY }
        if edges.contains(.leading) { minX = bounds.minX }
        if edges.contains(.trailing) { maxX = bounds.maxX }
        var region = SafeAreaRegion(bounds: bounds, safe: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        region.declaredSafe = declaredSafe
        return region
    }

    /// The region inside a view at `frame` that bounds the safe area of what it contains
    /// (`SafeAreaScopeNode`): `frame`, grown out to the bounds' edge on each edge where it touches
    /// `region`'s safe area, with the part of the safe area inside `frame` as its safe area; without
    /// a region, `frame` is both.
    public static func scoped(to frame: Rect, in region: SafeAreaRegion?) -> SafeAreaRegion {
        guard let region else { return SafeAreaRegion(bounds: frame, safe: frame) }
        var scoped = SafeAreaRegion(bounds: region.extending(frame, edges: .all), safe: region.safe.intersection(frame) ?? frame)
        scoped.declaredSafe = region.declaredSafe.intersection(frame) ?? frame
        return scoped
    }

    /// The region inside content whose `edges` bars inset: on those edges the safe area (as the
    /// device and containers declare it too) ends at `frame`'s edge where that lies further in.
    public func insetting(_ edges: Edge.Set, to frame: Rect) -> SafeAreaRegion {
        func inset(_ rect: Rect) -> Rect {
            var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
            if edges.contains(.top) { minY = max(minY, frame.minY) }
            if edges.contains(.bottom) { maxY = min(maxY, frame.maxY) }
            if edges.contains(.leading) { minX = max(minX, frame.minX) }
            if edges.contains(.trailing) { maxX = min(maxX, frame.maxX) }
            return Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
        }
        var region = SafeAreaRegion(bounds: bounds, safe: inset(safe))
        region.declaredSafe = inset(declaredSafe)
        return region
    }

    /// How far `frame` reaches past the safe area on each edge (0 where it stays inside): the
    /// safe-area insets a view with that frame sees.
    public func insets(of frame: Rect) -> EdgeInsets {
        EdgeInsets(top: max(safe.minY - frame.minY, 0), leading: max(safe.minX - frame.minX, 0),
                   bottom: max(frame.maxY - safe.maxY, 0), trailing: max(frame.maxX - safe.maxX, 0))
    }

    /// How much of `frame` lies outside the declared safe area on each edge, at most the frame's
    /// extent: what the bars and `safeAreaInset` panels cover of a UIKit view there (UIKit's
    /// `safeAreaInsets`, "the portion of your view that is covered"), unlike the bands a SwiftUI
    /// view reads when it only reaches the safe edge (`insets(reaching:)`).
    public func insets(covering frame: Rect) -> EdgeInsets {
        let safe = declaredSafe
        func covered(_ depth: Double, _ extent: Double) -> Double { min(max(depth, 0), max(extent, 0)) }
        return EdgeInsets(top: covered(safe.minY - frame.minY, frame.height), leading: covered(safe.minX - frame.minX, frame.width),
                          bottom: covered(frame.maxY - safe.maxY, frame.height), trailing: covered(frame.maxX - safe.maxX, frame.width))
    }

    /// The safe-area insets a view with `frame` reads (`GeometryProxy.safeAreaInsets`): on each edge
    /// where the frame reaches the declared safe edge — at it, or past it into the unsafe band because
    /// the view ignores the safe area — the band between that edge and the bounds' edge; 0 on edges
    /// inside the safe area. Ignoring the safe area changes where views go, not what they read.
    public func insets(reaching frame: Rect) -> EdgeInsets {
        let t = Self.touchTolerance, safe = declaredSafe
        func band(_ reaches: Bool, _ width: Double) -> Double { reaches ? max(width, 0) : 0 }
        return EdgeInsets(top: band(frame.minY <= safe.minY + t, safe.minY - bounds.minY),
                          leading: band(frame.minX <= safe.minX + t, safe.minX - bounds.minX),
                          bottom: band(frame.maxY >= safe.maxY - t, bounds.maxY - safe.maxY),
                          trailing: band(frame.maxX >= safe.maxX - t, bounds.maxX - safe.maxX))
    }
}
