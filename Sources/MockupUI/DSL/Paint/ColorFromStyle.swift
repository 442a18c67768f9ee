import Foundation

extension Color {
    /// A colour from any hashable style that resolves to a colour (iOS 17): another colour,
    /// a `Color.Resolved`, or a custom style whose `resolve(in:)` returns one.
    public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.Resolved {
        if let color = color as? Color {
            self = color
        } else {
            self.init(provider: .style(ColorResolvingStyle(color)))
        }
    }
}

/// A style that resolves to a colour, held by a `Color`: equal when the styles are equal.
struct ColorResolvingStyle: Hashable, @unchecked Sendable {
    /// The style (a `ShapeStyle`, so `Sendable`; boxed to compare and hash it).
    let style: AnyHashable
    private let resolve: @Sendable (EnvironmentValues) -> Color.Resolved

    init<T: Hashable & ShapeStyle>(_ style: T) where T.Resolved == Color.Resolved {
        self.style = AnyHashable(style)
        resolve = { style.resolve(in: $0) }
    }

    func rgba(in environment: EnvironmentValues) -> RGBA { resolve(environment).rgba }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.style == rhs.style }
    func hash(into hasher: inout Hasher) { hasher.combine(style) }
}
