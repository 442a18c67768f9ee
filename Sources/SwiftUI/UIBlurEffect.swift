import Foundation
import MockupUI

/// A visual effect (blur or vibrancy) for `UIVisualEffectView` and bar appearances.
@preconcurrency @MainActor
public class UIVisualEffect {
    init() {}
}

/// A backdrop blur. In SwiftUI terms each style is one of the materials (`material`), which Mockup
/// draws as their flat tint (docs/API-SHIMS.md).
@preconcurrency @MainActor
public final class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles.
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
             systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark,
             systemThickMaterialDark, systemChromeMaterialDark
    }

    /// nil for `UIBlurEffect()`, an effect without a style, which blurs nothing (code animates one to
    /// a fraction of a style's blur).
    public let style: Style?

    public init(style: Style) { self.style = style }

    /// An effect without a style: it blurs nothing.
    public override init() { style = nil }

    /// The SwiftUI material this blur corresponds to (thickness only; `…Light`/`…Dark` styles fix
    /// the scheme, see `fixedScheme`); nil without a style.
    public var material: Material? {
        switch style {
        case nil: return nil
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return .ultraThinMaterial
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light, .extraLight: return .thinMaterial
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: return .thickMaterial
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: return .bar
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark: return .regularMaterial
        }
    }

    /// The colour scheme a `…Light`/`…Dark` (or `.light`/`.dark`) style always uses; nil = follows the view.
    public var fixedScheme: ColorScheme? {
        switch style {
        case .light, .extraLight, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight: return .light
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark: return .dark
        default: return nil
        }
    }
}

/// Vibrancy for content over a blur (accepted; drawn without vibrancy).
@preconcurrency @MainActor
public final class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.blurEffect = blurEffect }
}

/// Vibrancy styles.
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view showing a visual effect; inside a `UIViewRepresentable` a blur draws as its material
/// (`UIKitViewDrawing`), with the views added to `contentView` on top.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class func appearance() -> Self { appearanceProxy(UIVisualEffectView(effect: nil)) }
    open var effect: UIVisualEffect?
    /// The view to add content to.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect (`UIVisualEffectView()`, `UIVisualEffectView(frame:)`), for code that sets one later.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }
}
