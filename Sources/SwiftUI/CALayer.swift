import Foundation

/// Core Animation's layer behind each `UIView`: the corner radius, border, shadow, opacity and
/// transform a representable's view is drawn with (`UIKitViewDrawing`). Sublayers are held, not drawn.
@preconcurrency @MainActor
open class CALayer {
    public init() {}
    /// A shadow copy of `layer`, which Core Animation makes for its presentation layer; a render
    /// keeps no presentation copies, so it starts as a new layer (subclasses copy their own fields).
    public init(layer: Any) {}
    /// Layers are never decoded from an archive in a render.
    public required init?(coder: NSCoder) { return nil }

    /// A new layer of this class, as UIKit makes one for a view whose `layerClass` is this class.
    /// Each of Core Animation's and AVFoundation's layer classes makes its own kind.
    open class func makeLayerForView() -> CALayer { CALayer() }

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
    open var position: CGPoint = .zero
    /// A layer whose alpha masks this one (held, not drawn).
    open var mask: CALayer?
    /// The layer's image (a `CGImage` or `UIImage`; held, not drawn).
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var shadowPath: CGPath?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var isOpaque = false
    open var allowsEdgeAntialiasing = false
    open var needsDisplayOnBoundsChange = false
    open var isGeometryFlipped = false
    // Its `CAMediaTiming` (held).
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The layers drawn on this one, back to front (held, not drawn; a render note says so).
    open var sublayers: [CALayer]? {
        didSet { sublayers?.forEach { $0.superlayer = self } }
    }
    public private(set) weak var superlayer: CALayer?

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Adds an animation: kept under `key`, never run (a still shows the layer's own values).
    open func add(_ animation: CAAnimation, forKey key: String?) {
        animations.append((key, animation))
    }
    open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    open func removeAllAnimations() { animations.removeAll() }
    open func animation(forKey key: String) -> CAAnimation? { animations.last { $0.key == key }?.animation }

    /// The actions (implicit animations) run when a property changes, by key; held, as a still
    /// animates nothing.
    open var actions: [String: any CAAction]?
    /// The action for a change of `event`: the layer's `actions` entry, else the class's default
    /// (none), as Core Animation looks it up without a delegate.
    open func action(forKey event: String) -> (any CAAction)? { actions?[event] ?? Self.defaultAction(forKey: event) }
    /// The class's action for `event`: none.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// The keys of the layer's animations: none run in a still, but those added are listed.
    open func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    private var animations: [(key: String?, animation: CAAnimation)] = []

    /// The layer as it is on screen: itself, as nothing is animating.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    open func draw(in context: CGContext) {}
}

/// How a layer's `contents` fills its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
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

/// What a layer runs when a property changes (Core Animation's `CAAction`: animations, and `NSNull`
/// to run nothing).
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Runs nothing: an `NSNull` action turns a property's implicit animation off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
