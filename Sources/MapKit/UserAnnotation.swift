import Foundation
import SwiftUI

/// The user's location and heading (a render has neither).
public struct UserLocation {
    public var location: CLLocation? { nil }
    public var heading: CLHeading? { nil }
}

/// The user's location on the map: a render has no location, so nothing is drawn.
public struct UserAnnotation: _MapContentLeaf {
    public init() {}
    @_disfavoredOverload
    public init(anchor: UnitPoint = .center) {}
    public init<Content: View>(anchor: UnitPoint = .center, @ViewBuilder content: @escaping () -> Content) {}
    public init<Content: View>(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
    public var _mapItems: [MapItem] { [] }
}
