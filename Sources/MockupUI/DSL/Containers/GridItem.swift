import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How the item is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An equal share of the free length, kept between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in this item's share, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// Space after this item, before the next one (nil: the system's 8 pt).
    public var spacing: CGFloat?
    /// Where cells sit inside their track (nil: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// SwiftUI's track algorithm for lazy grids, as a pure function of the grid items and the grid's
/// length across its tracks.
enum GridTrackLayout {
    /// The default spacing between tracks.
    static let defaultSpacing: CGFloat = 8

    /// One resolved track: its length and the spacing after it.
    struct Track: Equatable {
        var length: CGFloat
        var spacingAfter: CGFloat
        /// Index of the `GridItem` it comes from (an adaptive item yields several tracks).
        var item: Int
    }

    /// The tracks of `items` in `available` points: fixed items take their length; the rest
    /// (minus all spacing) is shared by flexible and adaptive items in order of increasing
    /// flexibility, each getting an equal share of what is left clamped to its bounds; an adaptive
    /// item then splits its share into as many tracks of at least `minimum` as fit.
    static func tracks(_ items: [GridItem], available: CGFloat) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var free = available - spacings.dropLast().reduce(0, +)
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size { lengths[index] = length; free -= length } else { open.append(index) }
        }
        open.sort { range(items[$0]) < range(items[$1]) }
        var remaining = open.count
        for index in open {
            let (minimum, maximum) = bounds(items[index])
            let share = min(max(free / CGFloat(remaining), minimum), maximum)
            lengths[index] = share
            free -= share
            remaining -= 1
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = spacings[index]
                let count = max(1, Int(((lengths[index] + spacing) / (minimum + spacing)).rounded(.down)))
                let length = min((lengths[index] - spacing * CGFloat(count - 1)) / CGFloat(count), maximum)
                for _ in 0..<count { tracks.append(Track(length: length, spacingAfter: spacing, item: index)) }
            } else {
                tracks.append(Track(length: lengths[index], spacingAfter: spacings[index], item: index))
            }
        }
        tracks[tracks.count - 1].spacingAfter = 0
        return tracks
    }

    /// The least and most an item's share of the free length can be: an adaptive item's maximum
    /// bounds each of its tracks, not the share they split ("multiple items in the space of a single
    /// flexible item", Apple's `GridItem.Size.adaptive`), so its share is unbounded above.
    private static func bounds(_ item: GridItem) -> (CGFloat, CGFloat) {
        switch item.size {
        case .fixed(let length): return (length, length)
        case .flexible(let minimum, let maximum): return (minimum, maximum)
        case .adaptive(let minimum, _): return (minimum, .infinity)
        }
    }

    private static func range(_ item: GridItem) -> CGFloat {
        let (minimum, maximum) = bounds(item)
        return maximum - minimum
    }
}
