import Foundation
import MockupUI

/// UIKit's slider. In a representable it draws at rest as SwiftUI's `Slider` at `value` between
/// the minimum and maximum, its filled track in `minimumTrackTintColor` (else the tint); its other
/// colours and images are held. A subclass of the code's draws so too: the rectangles it
/// overrides (a thicker track) lay nothing out in the drawing. The appearance proxy's track and thumb colours and normal thumb
/// image are honoured where SwiftUI draws a `Slider` (a `UISlider` on iOS; MockupUI's
/// `ControlAppearanceStore`).
@preconcurrency @MainActor
open class UISlider: UIControl, _UIKitDrawnAtRest {
    open override class func appearance() -> Self { appearanceProxy(UISlider(proxyFrame: .zero)) }
    /// A restricted proxy is held, not honoured.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(UISlider(frame: .zero))
    }

    /// Whether this is the proxy, whose settings live in the render's store.
    private var isProxy = false
    /// A convenience initialiser, so that a subclass of the code inherits `init()`.
    private convenience init(proxyFrame frame: CGRect) {
        self.init(frame: frame)
        isProxy = true
        let settings = ControlAppearanceStore.slider
        minimumTrackTintColor = settings.minimumTrack.map(UIColor.init)
        maximumTrackTintColor = settings.maximumTrack.map(UIColor.init)
        thumbTintColor = settings.thumb.map(UIColor.init)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    open var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? {
        didSet { if isProxy { ControlAppearanceStore.slider.minimumTrack = minimumTrackTintColor?.color } }
    }
    open var maximumTrackTintColor: UIColor? {
        didSet { if isProxy { ControlAppearanceStore.slider.maximumTrack = maximumTrackTintColor?.color } }
    }
    open var thumbTintColor: UIColor? {
        didSet { if isProxy { ControlAppearanceStore.slider.thumb = thumbTintColor?.color } }
    }
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Sets the value (the animation is not drawn in a still).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        if isProxy, state == .normal { ControlAppearanceStore.slider.thumbImage = image.map(Image.init(uiImage:)) }
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state.rawValue] = image }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state.rawValue] = image }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    // The rectangles UIKit lays a slider out with, which subclasses override to restyle it (a
    // thicker track): value images at the ends at their own size, the track between them as tall
    // as the drawn one and centred, the thumb travelling so that it stays on the track.

    /// Where the minimum value image sits: at the leading edge, its size; empty without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image sits: at the trailing edge, its size; empty without one.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: between the value images (8 pt from each), 4 pt tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let spacing: CGFloat = 8
        let leading = minimumValueImageRect(forBounds: bounds), trailing = maximumValueImageRect(forBounds: bounds)
        let minX = leading.width > 0 ? leading.maxX + spacing : bounds.minX
        let maxX = trailing.width > 0 ? trailing.minX - spacing : bounds.maxX
        let height = SystemMetrics.sliderTrackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(maxX - minX, 0), height: height)
    }

    /// The thumb at `value`: its 27-pt circle (or the normal thumb image's size), centred on the
    /// track's axis, travelling from the track's leading end to its trailing end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = SystemMetrics.sliderThumbDiameter
        let size = currentThumbImage?.size ?? CGSize(width: diameter, height: diameter)
        let span = max(maximumValue - minimumValue, .leastNonzeroMagnitude)
        let fraction = CGFloat(min(max((value - minimumValue) / span, 0), 1))
        return CGRect(x: rect.minX + (rect.width - size.width) * fraction, y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UISlider.self) else { return nil }
        let range = Double(minimumValue)...Double(max(maximumValue, minimumValue))
        let slider = Slider(value: .constant(Double(value)), in: range).disabled(!isEnabled)
        guard let tint = minimumTrackTintColor ?? tintColor else { return AnyView(slider) }
        return AnyView(slider.tint(Color(uiColor: tint)))
    }
}
