import MockupRaster

/// A size proposal, as SwiftUI's `ProposedViewSize`: per axis a length, or nil for "unspecified"
/// (the view answers with its ideal size), `0` for "minimum" and `.infinity` for "maximum".
public struct LayoutProposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// Proposes exactly `size`.
    public init(_ size: Size) { width = size.width; height = size.height }
    /// Both axes unspecified: the ideal size.
    public static let unspecified = LayoutProposal(width: nil, height: nil)

    init(axis: Axis, major: Double?, minor: Double?) {
        switch axis {
        case .horizontal: width = major; height = minor
        case .vertical: width = minor; height = major
        }
    }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Axis {
    /// The other axis.
    var crossAxis: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    init(axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Size(major, minor) : Size(minor, major)
    }
    func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension Point {
    init(axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Point(major, minor) : Point(minor, major)
    }
}
