import Foundation
import MockupUI

/// UIKit's progress bar. In a representable it draws at rest as SwiftUI's linear `ProgressView` at
/// `progress`, filled in `progressTintColor` (else the tint); the track colour and images are held.
@preconcurrency @MainActor
open class UIProgressView: UIView, _UIKitDrawnAtRest {
    open override class func appearance() -> Self { appearanceProxy(UIProgressView(frame: .zero)) }
    /// The bar's look: the default bar, or the thinner one of a toolbar.
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle: Style
    open var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    /// A `Progress` whose completed fraction the bar shows.
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { progressViewStyle = .default; super.init(frame: .zero) }

    /// Sets the progress (the animation is not drawn in a still).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UIProgressView.self) else { return nil }
        let fraction = observedProgress.map(\.fractionCompleted) ?? Double(progress)
        let bar = ProgressView(value: fraction).progressViewStyle(.linear)
        guard let tint = progressTintColor ?? tintColor else { return AnyView(bar) }
        return AnyView(bar.tint(Color(uiColor: tint)))
    }
}
