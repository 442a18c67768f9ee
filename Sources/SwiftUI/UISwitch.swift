import Foundation
import MockupUI

/// UIKit's switch. In a representable it draws at rest as SwiftUI's switch-style `Toggle`, on or
/// off as `isOn` says, its on track in `onTintColor` (else the tint). The appearance proxy's colours
/// apply to switches made after they are set, as UIKit applies them; SwiftUI's own `Toggle` follows
/// `.tint`, not the proxy. `thumbTintColor` is held, not drawn.
@preconcurrency @MainActor
open class UISwitch: UIControl, _UIKitDrawnAtRest {
    /// The proxy switches take their colours from.
    open override class func appearance() -> Self { appearanceProxy(proxy) }
    /// A restricted proxy is held, not applied.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(UISwitch(frame: .zero))
    }
    /// Made on first use, itself taking no colours from a proxy.
    private static var proxy: UISwitch {
        if let made = madeProxy { return made }
        let made = UISwitch(frame: .zero)
        madeProxy = made
        return made
    }
    private static var madeProxy: UISwitch?

    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var title: String?
    open var preferredStyle: Style = .automatic
    open var style: Style { preferredStyle == .automatic ? .sliding : preferredStyle }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        onTintColor = UISwitch.madeProxy?.onTintColor
        thumbTintColor = UISwitch.madeProxy?.thumbTintColor
        keepsItsSize()
    }

    /// 51 × 31 pt, the size UIKit enforces whatever the frame (docs/CONTROLS.md).
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// UIKit enforces a switch's size, and its hugging and compression resistance are 750 on both
    /// axes (docs/API-SHIMS.md): a representable's switch is never stretched or squeezed.
    private func keepsItsSize() {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }

    public required init?(coder: NSCoder) { super.init(frame: .zero); keepsItsSize() }

    /// Sets `isOn` (the animation is not drawn in a still).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The switch's look: the sliding track of iOS (a checkbox on the Mac).
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UISwitch.self) else { return nil }
        let toggle = Toggle("", isOn: .constant(isOn)).labelsHidden().toggleStyle(.switch)
        guard let onTintColor else { return AnyView(toggle) }
        return AnyView(toggle.tint(onTintColor.color))
    }
}
