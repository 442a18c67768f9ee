import Foundation
import MockupUI

/// UIKit's spinner. In a representable it draws at rest as SwiftUI's circular `ProgressView`
/// (`.large` at the large control size) in `color`, centred in the view, while animating; a stopped spinner that
/// `hidesWhenStopped` (the default) draws nothing, as on a device. A new spinner is stopped until
/// `startAnimating()`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView, _UIKitDrawnAtRest {
    open override class func appearance() -> Self { appearanceProxy(UIActivityIndicatorView(frame: .zero)) }
    /// The spinner's size.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        // The pre-iOS 13 names.
        public static let whiteLarge = Style.large
        public static let white = Style.medium
        public static let gray = Style.medium
    }

    open var style: Style
    open var color: UIColor! = .secondaryLabel
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { style = .medium; super.init(frame: .zero) }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// 20 pt for `.medium`, 37 pt for `.large`, as UIKit sizes them.
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UIActivityIndicatorView.self) else { return nil }
        guard isAnimating || !hidesWhenStopped else { return AnyView(Color.clear) }
        // UIKit centres the spinner in the view's bounds.
        return AnyView(ProgressView().progressViewStyle(.circular).controlSize(style == .large ? .large : .regular)
            .tint(Color(uiColor: color ?? .secondaryLabel))
            .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
