import Foundation
import MockupUI

/// What tab bars and navigation bars share, as UIKit's `UIBarAppearance`: background colour and
/// effect, images and the hairline (shadow) colour.
@preconcurrency @MainActor
public class UIBarAppearance {
    /// nil = the effect (system material) alone.
    public var backgroundColor: UIColor?
    /// The backdrop blur; nil = none. Bars draw it as the system chrome material (docs/API-SHIMS.md).
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImage: UIImage?
    public var backgroundImageContentMode: Int = 0
    /// The hairline at the bar's edge; nil or clear = none.
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?

    /// A default appearance: system material and hairline.
    public required init() { configureWithDefaultBackground() }

    /// A copy of `other`'s values.
    public init(barAppearance other: UIBarAppearance) {
        backgroundColor = other.backgroundColor; backgroundEffect = other.backgroundEffect
        backgroundImage = other.backgroundImage; shadowColor = other.shadowColor; shadowImage = other.shadowImage
    }

    /// An opaque background in the system background colour, with a hairline.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = Self.defaultShadow
    }

    /// The system material, with a hairline.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.defaultShadow
    }

    /// No background and no hairline.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }

    /// What bars read: the background colour (nil = the system material), whether the background
    /// effect blurs the backdrop, and the hairline.
    var storeValue: BarAppearanceStore.Appearance {
        BarAppearanceStore.Appearance(background: backgroundColor?.color, shadow: shadowColor?.color,
                                      blursBackdrop: backgroundEffect != nil)
    }

    /// This appearance with `stored`'s values, or nil when nothing is stored.
    func applying(_ stored: BarAppearanceStore.Appearance?) -> Self? {
        guard let stored else { return nil }
        backgroundColor = stored.background.map(UIColor.init)
        backgroundEffect = stored.blursBackdrop ? UIBlurEffect(style: .systemChromeMaterial) : nil
        shadowColor = stored.shadow.map(UIColor.init)
        return self
    }

    static let defaultShadow = UIColor(Color(light: Color(white: 0, opacity: 0.3), dark: Color(white: 1, opacity: 0.15)))
}

/// The look of a bar button item in one state.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var backgroundImage: UIImage?
}

/// The look of bar button items in each state.
@preconcurrency @MainActor
public final class UIBarButtonItemAppearance {
    public enum Style: Int, Sendable { case plain, done }
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public init(style: Style = .plain) {}
    public func configureWithDefault(for style: Style) {}
}

/// A horizontal and vertical offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
