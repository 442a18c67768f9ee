import Foundation

/// A type that names a custom alignment guide, as SwiftUI's `AlignmentID`: its `defaultValue(in:)`
/// is the guide's value in a view that does not set it with `.alignmentGuide`.
public protocol AlignmentID {
    /// The guide's value in `context` when the view does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom guide inside the engine: the user's `AlignmentID` type, equal by identity.
public struct CustomAlignmentGuide: Hashable, @unchecked Sendable, CustomStringConvertible {
    // A metatype is immutable; @unchecked only because `any AlignmentID.Type` is not declared Sendable.
    let type: any AlignmentID.Type

    init(_ type: any AlignmentID.Type) { self.type = type }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
    public var description: String { String(describing: type) }
}

/// A horizontal alignment guide (VStack's `alignment:`).
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    init(key: AlignmentKey) { self.key = key }
    /// The guide named by the custom `AlignmentID` type `id`.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomAlignmentGuide(id)) }
    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .center)
    public static let trailing = HorizontalAlignment(key: .trailing)

    /// Merges explicit values of this guide (the mean of the non-nil ones), as containers merge
    /// their subviews'.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values.compactMap { $0.map(Double.init) }).map { CGFloat($0) }
    }
}

/// A vertical alignment guide (HStack's `alignment:`).
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    init(key: AlignmentKey) { self.key = key }
    /// The guide named by the custom `AlignmentID` type `id`.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomAlignmentGuide(id)) }
    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .center)
    public static let bottom = VerticalAlignment(key: .bottom)
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    /// Merges explicit values of this guide: the top-most first baseline, the bottom-most last
    /// baseline, the mean of any other guide's non-nil values.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values.compactMap { $0.map(Double.init) }).map { CGFloat($0) }
    }
}

/// A 2-D alignment: a horizontal and a vertical guide.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
