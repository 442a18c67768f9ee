import Foundation
import SwiftUI

/// A street-level Look Around scene (iOS 16). Scenes come only from Apple's servers: a render has
/// none, so no request finds one.
open class MKLookAroundScene: NSObject, NSCopying, @unchecked Sendable {
    private override init() { super.init() }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Asks for the Look Around scene at a coordinate or a map item. A render has no imagery: the
/// scene is nil ("no scene at this place"), as for a place Look Around does not cover.
open class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let mapItem: MKMapItem?
    open private(set) var isCancelled = false
    open var isLoading: Bool { false }

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        mapItem = nil
        super.init()
    }
    public init(mapItem: MKMapItem) {
        coordinate = mapItem.placemark.coordinate
        self.mapItem = mapItem
        super.init()
    }

    /// Finds the scene: the handler gets nil and no error at once.
    @preconcurrency open func getSceneWithCompletionHandler(_ completionHandler: @escaping @Sendable (MKLookAroundScene?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
    /// The scene: nil.
    open var scene: MKLookAroundScene? { get async throws { nil } }
    open func cancel() { isCancelled = true }
}

/// Where a Look Around view puts its "Look Around" badge.
public enum MKLookAroundBadgePosition: Int, Sendable {
    case topLeading, topTrailing, bottomTrailing
}

/// A Look Around preview of a scene, filling the space offered. No scene exists in a render: it
/// draws an empty systemGray5 panel (Mockup's choice, docs/API-SHIMS.md).
public struct LookAroundPreview: View {
    public init(initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}
    public init(scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}

    public var body: some View { Color(uiColor: .systemGray5) }
}

extension View {
    /// Presents a full-screen Look Around viewer: a presentation, which a still does not show.
    public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View { self }
    /// Presents a full-screen Look Around viewer of a scene binding: a presentation, which a still does not show.
    public func lookAroundViewer(isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View { self }
}
