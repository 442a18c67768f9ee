import Foundation

/// Core Animation's layer behind each `UIView`: the corner radius, border, shadow, opacity and
/// transform a representable's view is drawn with (`UIKitViewDrawing`). Sublayers are held, not drawn.
@preconcurrency @MainActor
open class CALayer {
    public init() {}

    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor.black
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor? = CGColor.black
    /// 0 (UIKit's default) draws no shadow.
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var opacity: Float = 1
    open var isHidden = false
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var zPosition: CGFloat = 0
    /// The layer's transform about its `anchorPoint` (drawn for a representable's view).
    open var transform = CATransform3DIdentity
    /// The point transforms are applied about, in unit coordinates of the bounds: the centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The transform of the sublayers (held: sublayers are not drawn).
    open var sublayerTransform = CATransform3DIdentity
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    open var name: String?
    /// Core Image filters on the layer and behind it (`CIFilter`s): held, not applied.
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    open var compositingFilter: Any?
    public private(set) var sublayers: [CALayer]?

    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
    }
    open func removeFromSuperlayer() {}
    /// The keys of the layer's running animations: none, as nothing animates in a still.
    open func animationKeys() -> [String]? { nil }
    open func setNeedsDisplay() {}
}

/// The corners a layer's `cornerRadius` applies to.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// How a layer's rounded corners curve: `.continuous` is the squircle of SwiftUI's `.continuous` style.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
