import Foundation
import MockupUI

/// The device screen. Renders are laid out for an iPhone 15/16 (393 × 852 points at @3x), so that is
/// what `UIScreen.main` reports (docs/API-SHIMS.md).
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen the render targets.
    public static let main = UIScreen()

    private init() {}

    /// The screen in points: 393 × 852 (iPhone 15 / 16).
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Same as `bounds` (the render is always portrait).
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point (@3x).
    public let scale: CGFloat = 3
    public var nativeScale: CGFloat { scale }
    /// The display brightness, 0...1; setting it changes nothing in a render.
    public var brightness: CGFloat = 0.5
    /// The corner radius of the display is not public API; kept for code that reads the trait.
    public let maximumFramesPerSecond = 120
}
