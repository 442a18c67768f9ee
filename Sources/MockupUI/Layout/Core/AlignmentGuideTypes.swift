import Foundation

/// A horizontal alignment guide (VStack's `alignment:`).
public struct HorizontalAlignment: Hashable, Sendable {
    public let id: AlignmentID
    init(_ id: AlignmentID) { self.id = id }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.center)
    public static let trailing = HorizontalAlignment(.trailing)
}

/// A vertical alignment guide (HStack's `alignment:`).
public struct VerticalAlignment: Hashable, Sendable {
    public let id: AlignmentID
    init(_ id: AlignmentID) { self.id = id }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.center)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

extension Alignment {
    /// An alignment from SwiftUI's guide types.
    @_disfavoredOverload
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.init(horizontal: horizontal.id, vertical: vertical.id)
    }
}
