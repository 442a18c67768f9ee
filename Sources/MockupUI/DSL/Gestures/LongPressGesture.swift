import Foundation

/// A press held for `minimumDuration`; its value is whether the press is in progress.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

/// A tap whose value is where it landed.
public struct SpatialTapGesture: Gesture {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count; self.coordinateSpace = coordinateSpace
    }
}
