import Foundation

// Motion is accepted and static: a render shows the state before any animation or transition.

/// A timing curve, as SwiftUI's `Animation`. Static renders never animate.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// Whether it loops for as long as the view is shown (`repeatForever`).
    let repeatsForever: Bool

    init(_ description: String, repeatsForever: Bool = false) {
        self.description = description
        self.repeatsForever = repeatsForever
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let snappy = Animation("snappy")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let interactiveSpring = Animation("interactiveSpring")

    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation("spring(\(response), \(dampingFraction))")
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(\(duration))")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(\(duration))")
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(\(duration))")
    }

    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))", repeatsForever: repeatsForever) }
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))", repeatsForever: repeatsForever) }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(count))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever", repeatsForever: true)
    }
}

/// Runs `body` at once: state changes take effect without animation, except those of an animation
/// that repeats forever, which a still shows where the loop starts (`RepeatingAnimationStart`).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try RepeatingAnimationStart.run(animation, body)
}

/// How changing text or content morphs; a static render shows the current content.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How a view enters or leaves; a static render shows the view in place.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale(\(scale))")
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: "\(name)+\(other.name)")
    }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { environment(\.contentTransition, transition) }
    public func transition(_ transition: AnyTransition) -> some View { self }
}
