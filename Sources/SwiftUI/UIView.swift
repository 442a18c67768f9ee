import Foundation
import MockupUI
import MockupText

/// UIKit's view, for the views `UIViewRepresentable`s make and the subclasses guides declare. The
/// properties hold what is set on them; a representable draws the views UIKit itself provides
/// (`UIKitViewDrawing`) and a placeholder for any other.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `UIView.noIntrinsicMetric`: no intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { autoresizeSubviews(from: oldValue.size) } }
    }
    /// How the view grows with its superview (`UIViewAutoresizing.swift`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow their autoresizing masks when this view's size changes.
    open var autoresizesSubviews = true
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    /// Whether the view's content flips in a right-to-left layout.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The direction the view lays out in: left to right unless its attribute forces right to left
    /// (a render's locale is en_US).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
    /// The layout direction of content with `attribute` in a left-to-right app.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The Auto Layout state: constraints installed here, guides, priorities (`UIViewAutoLayout.swift`).
    let autoLayout = UIViewAutoLayoutState()
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The controller whose view this is (its `additionalSafeAreaInsets` add to the safe area).
    fileprivate(set) weak var owningController: UIViewController?
    /// The class of the view's layer: `CALayer` unless a subclass names another
    /// (`override class var layerClass: AnyClass { AVPlayerLayer.self }`).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's Core Animation layer, of `layerClass`: corner radius, border and shadow.
    public private(set) lazy var layer: CALayer = Self.makeLayer(of: type(of: self).layerClass)
    /// What `addGestureRecognizer(_:)` attached.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// What `addInteraction(_:)` attached (`UIInteraction`).
    var attachedInteractions: [any UIInteraction] = []

    /// The view's affine transform about its centre: the affine part of `layer.transform`, which a
    /// representable draws its view through (`UIKitViewDrawing`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The view's 3-D transform: `layer.transform`.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    public convenience override init() { self.init(frame: .zero) }
    /// Views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// A layer of `layerClass`, made by the class itself (`CALayer.makeLayerForView()`). A layer
    /// class of the code's own makes none: a render cannot make an instance of an arbitrary subclass.
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        let layer = (layerClass as? CALayer.Type)?.makeLayerForView()
        guard let layer, ObjectIdentifier(Swift.type(of: layer)) == ObjectIdentifier(layerClass) else {
            fatalError("\(self).layerClass \(layerClass): a render makes layers of Core Animation's and AVFoundation's "
                       + "own classes only; add the layer as a sublayer instead")
        }
        return layer
    }

    /// The appearance proxy of this class (UIKit's `UIAppearance`, `UILabel.appearance().textColor = …`).
    /// What is set on it is held; it is honoured where SwiftUI draws the same control — segmented
    /// pickers, page dots, switches, bars, a list's background (docs/API-SHIMS.md, "Appearance proxies").
    open class func appearance() -> Self { appearanceProxy(UIView(frame: .zero)) }

    /// The proxy for views of this class inside `containerTypes`: held, never honoured (SwiftUI's
    /// controls sit in no UIKit container a render knows of).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    /// The proxy for views of this class under `trait` (for example the dark style): held, never honoured.
    open class func appearance(for trait: UITraitCollection) -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for views of this class under `trait` inside `containerTypes`: held, never honoured.
    open class func appearance(for trait: UITraitCollection,
                               whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance(whenContainedInInstancesOf: containerTypes)
    }

    open func addSubview(_ view: UIView) {
        attach(view) { $0.subviews.append(view) }
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        attach(view) { $0.subviews.insert(view, at: min(max(index, 0), $0.subviews.count)) }
    }

    /// Makes `view` a subview where `place` puts it, calling UIKit's callbacks around the move: the
    /// view's `willMove(toSuperview:)` and `didMoveToSuperview()`, `willMove(toWindow:)` and
    /// `didMoveToWindow()` on it and its subviews when its window changes, and `didAddSubview(_:)`.
    /// A view that is already a subview only changes place.
    private func attach(_ view: UIView, place: (UIView) -> Void) {
        guard view.superview !== self else {
            subviews.removeAll { $0 === view }
            return place(self)
        }
        let newWindow = window, changesWindow = view.window !== newWindow
        view.willMove(toSuperview: self)
        if changesWindow { view.inSubtree { $0.willMove(toWindow: newWindow) } }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
        }
        place(self)
        view.superview = self
        view.didMoveToSuperview()
        if changesWindow { view.inSubtree { $0.didMoveToWindow() } }
        didAddSubview(view)
    }

    /// Calls `body` on this view and every view inside it, depth first.
    private func inSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.inSubtree(body) }
    }

    /// Inserts `view` just above `sibling` (at the end when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        attach(view) { parent in
            parent.subviews.insert(view, at: parent.subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? parent.subviews.count)
        }
    }

    /// Inserts `view` just below `sibling` (at the end when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        attach(view) { parent in
            parent.subviews.insert(view, at: parent.subviews.firstIndex { $0 === sibling } ?? parent.subviews.count)
        }
    }

    /// Moves `view` to the top of the subviews (drawn last).
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view` to the bottom of the subviews (drawn first).
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { subviews.swapAt(index1, index2) }

    /// The view itself or the first view among its subviews, depth first, whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Takes the view out of its superview, with UIKit's callbacks (see `addSubview(_:)`).
    open func removeFromSuperview() {
        guard let old = superview else { return }
        let leavesWindow = window != nil
        willMove(toSuperview: nil)
        if leavesWindow { inSubtree { $0.willMove(toWindow: nil) } }
        old.willRemoveSubview(self)
        old.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
        if leavesWindow { inSubtree { $0.didMoveToWindow() } }
    }

    /// The colour scheme forced on this view and the views inside it (`.unspecified` = inherited).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The traits this view sets for itself and its subviews (iOS 17).
    open var traitOverrides: any UITraitOverrides = TraitValues()
    /// The traits the view's colours resolve for: the render's, with what the view and its
    /// superviews override (the style forced on the view or the nearest superview that forces one).
    open var traitCollection: UITraitCollection {
        let inherited = (superview?.traitCollection ?? .current).overridden(by: traitOverrides)
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        return inherited.replacing(UITraitUserInterfaceStyle.self, value: overrideUserInterfaceStyle)
    }
    /// Called when the view's traits change; they never change in a render (`UITraitEnvironment`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How the view's tint is drawn: `.automatic` (the superview's), `.normal` or `.dimmed` (grey,
    /// as behind an alert).
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
    open var tintAdjustmentMode = TintAdjustmentMode.automatic
    open func tintColorDidChange() {}

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view under `point` (in this view's coordinates), front-most
    /// subview first, as UIKit hit-tests; nil when the point is outside or the view takes no touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    /// Makes the view or a subview resign first responder: nothing is one in a render, so there is
    /// nothing to end and the answer is true.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func didMoveToWindow() {}

    // Auto Layout's overridable part (constraints, anchors and guides: UIViewAutoLayout.swift).

    /// The part of the view its superview's safe area does not cover — the superview's insets less
    /// the view's distance from each of its edges (none below zero) — plus, for a view controller's
    /// view, the controller's `additionalSafeAreaInsets`; zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        guard window != nil, let superview else { return .zero }
        let frame = convert(bounds, to: superview), outer = superview.safeAreaInsets
        let additional = owningController?.additionalSafeAreaInsets ?? .zero
        return UIEdgeInsets(top: max(outer.top - frame.minY, 0) + additional.top,
                            left: max(outer.left - frame.minX, 0) + additional.left,
                            bottom: max(frame.maxY - (superview.bounds.height - outer.bottom), 0) + additional.bottom,
                            right: max(frame.maxX - (superview.bounds.width - outer.right), 0) + additional.right)
    }
    open func safeAreaInsetsDidChange() {}
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// Space inside the view's edges that content keeps to (8 points on each side by default).
    open var layoutMargins: UIEdgeInsets {
        get { autoLayout.layoutMargins }
        set { autoLayout.layoutMargins = newValue }
    }
    /// `layoutMargins` in the layout direction (left-to-right here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                                      trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout.preservesSuperviewLayoutMargins }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue }
    }
    open func layoutMarginsDidChange() {}

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis] = priority
    }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis] ?? .defaultLow
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis] ?? .defaultHigh
    }

    /// The smallest size Auto Layout allows (`systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size Auto Layout allows.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size that fits `targetSize`: the intrinsic size along axes that have one, else the target.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    open func invalidateIntrinsicContentSize() {}
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func needsUpdateConstraints() -> Bool { false }
    open class var requiresConstraintBasedLayout: Bool { false }
}

/// UIKit's view controller: its view and the life-cycle methods subclasses override. A render
/// shows a controller as its view once it has appeared (`drawingAsChild`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet { loadedView?.owningController = self }
    }
    /// Whether the controller stands in for one an Interface Builder file describes (`UIStoryboard`): its
    /// content is unknown to a render, so it is drawn as a placeholder, not as an empty view.
    var standsInForInterfaceBuilder = false
    /// Whether a render has shown the controller (its appearance callbacks ran).
    var hasAppeared = false
    /// The window a render shows the controller's view in as a whole screen (`drawingAsScreen`).
    var screenWindow: UIWindow?
    /// The title; setting it also titles the controller's tab bar item, as UIKit does.
    open var title: String? {
        didSet { ownTabBarItem?.title = title }
    }
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    open var preferredContentSize: CGSize = .zero
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// What the controller shows in a navigation bar, made when first read.
    open var navigationItem: UINavigationItem {
        if let ownNavigationItem { return ownNavigationItem }
        let item = UINavigationItem()
        ownNavigationItem = item
        return item
    }
    private var ownNavigationItem: UINavigationItem?
    /// The controller's item in a tab bar, made when first read: no image and the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: UITabBarItem?
    /// Whether the controller's content is in edit mode; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Enters or leaves edit mode; the edit button follows, as UIKit's does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        ownEditButtonItem.map(updateEditButton)
    }
    /// The bar button that toggles edit mode: "Edit", and "Done" (done style) while editing.
    public var editButtonItem: UIBarButtonItem {
        if let ownEditButtonItem { return ownEditButtonItem }
        let item = UIBarButtonItem()
        updateEditButton(item)
        ownEditButtonItem = item
        return item
    }
    private var ownEditButtonItem: UIBarButtonItem?
    private func updateEditButton(_ item: UIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
    /// Whether `tabBarItem` was set or read (else a navigation controller shows its root's).
    var hasTabBarItem: Bool { ownTabBarItem != nil }

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// View controllers are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// The controller's view, made by `loadView()` when first read, then `viewDidLoad()`, as UIKit does.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }
    /// Loads the view (`loadView()`, then `viewDidLoad()`) unless it is loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    /// Called before a storyboard segue runs (never, in a render: it follows no segue).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Runs a storyboard segue: nothing, in a render.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    /// Insets added to the safe area of the controller's view and the views inside it (a custom bar's height).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { viewSafeAreaInsetsDidChange() }
    }
    /// Called when the safe area of the controller's view changes.
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func viewDidLayoutSubviews() {}

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Called before the controller's view changes size (a rotation); a render never turns.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The status bar style this controller asks for; a render draws the status bar from the
    /// content under it (docs/DEVICES.md).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` applies instead of this controller's: none unless overridden.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator may hide: the render always draws it (docs/DEVICES.md).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The traits this controller sets for itself, its view and its children (iOS 17).
    open var traitOverrides: any UITraitOverrides = TraitValues()
    /// The render's traits with what this controller and its parents override (the style forced on
    /// it or its nearest parent that forces one).
    open var traitCollection: UITraitCollection {
        let inherited = (parent?.traitCollection ?? .current).overridden(by: traitOverrides)
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        return inherited.replacing(UITraitUserInterfaceStyle.self, value: overrideUserInterfaceStyle)
    }
    /// Called when the controller's traits change; they never change in a render.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The orientations the controller can be shown in: all but upside down, UIKit's default on iPhone.
    /// A render is portrait whatever a controller supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    /// Tells UIKit the supported orientations changed: a render does not turn.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// How a presentation of this controller comes on screen; a render shows no presentations.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    private var ownPresentationController: UIPresentationController?
    /// The controller that would present this one (`presentationController`), made when first read:
    /// a sheet's for the sheet styles, a popover's for `.popover`.
    var lazyPresentationController: UIPresentationController {
        if let ownPresentationController { return ownPresentationController }
        let made: UIPresentationController = switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        default: UIPresentationController(presentedViewController: self, presenting: nil)
        }
        ownPresentationController = made
        return made
    }
    /// The navigation or tab bar controller this controller is inside.
    open var navigationController: UINavigationController? { ancestor() }
    open var tabBarController: UITabBarController? { ancestor() }

    private func ancestor<Controller: UIViewController>() -> Controller? {
        var current = parent
        while let controller = current {
            if let match = controller as? Controller { return match }
            current = controller.parent
        }
        return nil
    }

    /// Presenting is ignored: a render shows no presentations.
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    /// The controller this one presents: none, as a render presents nothing.
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented this one: none.
    open var presentingViewController: UIViewController? { nil }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none
    case automatic = -2
}

/// A view controller showing a SwiftUI view, as SwiftUI's `UIHostingController`.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown; its view (`_UIHostingView`) draws the current one.
    open var rootView: Content {
        didSet { (isViewLoaded ? view as? _UIHostingView : nil)?.rootView = AnyView(rootView) }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// The hosting view, which draws `rootView`.
    open override func loadView() { view = _UIHostingView(rootView: AnyView(rootView)) }

    /// Hosting controllers are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }
    /// A storyboard's hosting controller: never decoded in a render.
    public init?(coder: NSCoder, rootView: Content) { return nil }

    /// Which sizes the controller keeps in step with its root view's ideal size (iOS 16).
    open var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe-area regions the root view respects (iOS 16.4).
    open var safeAreaRegions: SafeAreaRegions = .all

    /// The root view's size when offered `size`, as SwiftUI lays it out (zero when the engine
    /// cannot render it).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        let renderer = ImageRenderer(content: rootView)
        renderer.proposedSize = ProposedViewSize(size)
        guard let fonts = try? FontLibrary.shared(), let laidOut = try? renderer.layout(fonts: fonts) else { return .zero }
        let frame = laidOut.tree.root.frame
        return CGSize(width: frame.width, height: frame.height)
    }
}

/// Which of a hosting controller's sizes follow its root view (`UIHostingController.sizingOptions`).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
