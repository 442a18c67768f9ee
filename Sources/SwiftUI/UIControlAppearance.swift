import Foundation
import MockupUI

/// UIKit's segmented control: its segments, drawn in a representable, and its appearance proxy:
/// `UISegmentedControl.appearance()`'s `selectedSegmentTintColor`, `backgroundColor` and title text
/// attributes (font, foreground colour) are honoured where SwiftUI draws a `.segmented` picker
/// (MockupUI's `ControlAppearanceStore`) and under what a control of your own sets on itself.
@preconcurrency @MainActor
public final class UISegmentedControl: UIControl {
    /// The proxy every segmented control takes its appearance from.
    public override class func appearance() -> Self { appearanceProxy(UISegmentedControl(frame: .zero, isProxy: true)) }
    /// A restricted proxy is held, not honoured.
    public override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(UISegmentedControl(frame: .zero))
    }

    private let isProxy: Bool
    private init(frame: CGRect, isProxy: Bool) { self.isProxy = isProxy; super.init(frame: frame) }
    public override init(frame: CGRect) { isProxy = false; super.init(frame: frame) }
    public required init?(coder: NSCoder) { isProxy = false; super.init(frame: .zero) }

    /// This control's settings; the proxy's live in the render's store.
    private var own = ControlAppearanceStore.Segmented()
    private var settings: ControlAppearanceStore.Segmented {
        get { isProxy ? ControlAppearanceStore.segmented : own }
        set { if isProxy { ControlAppearanceStore.segmented = newValue } else { own = newValue } }
    }

    /// A control with a segment per item: a `String` title or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            Segment(title: item as? String, image: item as? UIImage)
        }
    }

    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    /// One segment: its title or image, whether it is enabled, its fixed width (0: automatic).
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []

    /// The selected segment; `noSegment` (-1) unless set.
    public var selectedSegmentIndex = UISegmentedControl.noSegment
    public var numberOfSegments: Int { segments.count }
    /// Whether a tap selects nothing lasting (held: a render taps nothing).
    public var isMomentary = false
    public var apportionsSegmentWidthsByContent = false

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    }
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
    }
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
    }
    public func removeAllSegments() { segments.removeAll() }
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }
    public func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }
    public func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
    }
    public func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].width = width }
    }
    public func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    public var selectedSegmentTintColor: UIColor? {
        get { settings.selectedTint.map(UIColor.init) }
        set { settings.selectedTint = newValue?.color }
    }

    public override var backgroundColor: UIColor? {
        didSet { settings.background = backgroundColor?.color }
    }

    /// The title attributes of segments in `state` (`.normal` or `.selected`).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let title = BarAppearanceStore.TitleAttributes(attributes ?? [:])
        if state.contains(.selected) { settings.selectedTitle = title } else { settings.normalTitle = title }
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        (state.contains(.selected) ? settings.selectedTitle : settings.normalTitle).attributes
    }

    // Background and divider images per state (the pre-iOS 13 way to flatten the control): held, not drawn.
    private var backgroundImages: [String: UIImage] = [:]
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
    }
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"]
    }
    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {}
}

/// A segmented control a representable makes draws as a segmented picker draws: its segments'
/// titles or images, the selected one raised, in the control's appearance over its proxy's (a
/// disabled segment dimmed, as UIKit dims it).
extension UISegmentedControl: _UIKitDrawnAtRest {
    public var _drawingAtRest: AnyView? {
        let views = segments.map { segment -> AnyView in
            let content = segment.image.map { AnyView(Image(uiImage: $0)) } ?? AnyView(Text(verbatim: segment.title ?? ""))
            return AnyView(content.opacity(segment.isEnabled && isEnabled ? 1 : 0.3))
        }
        let selected = segments.indices.contains(selectedSegmentIndex) && !isMomentary ? selectedSegmentIndex : nil
        return AnyView(UISegmentedControlDrawing(segments: views, selectedIndex: selected,
                                                appearance: own.filled(from: ControlAppearanceStore.segmented)))
    }
}

/// UIKit's page control: a representable draws its dots (`UIPageControlDrawing`), and
/// `UIPageControl.appearance()`'s indicator tints are honoured there and where SwiftUI draws a paged
/// `TabView`'s dots.
@preconcurrency @MainActor
public final class UIPageControl: UIControl {
    /// The proxy every page control takes its appearance from.
    public override class func appearance() -> Self { appearanceProxy(UIPageControl(frame: .zero, isProxy: true)) }
    /// A restricted proxy is held, not honoured.
    public override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(UIPageControl(frame: .zero))
    }

    private let isProxy: Bool
    private init(frame: CGRect, isProxy: Bool) { self.isProxy = isProxy; super.init(frame: frame) }
    public override init(frame: CGRect) { isProxy = false; super.init(frame: frame) }
    public required init?(coder: NSCoder) { isProxy = false; super.init(frame: .zero) }

    /// This control's tints; the proxy's live in the render's store.
    private var own = ControlAppearanceStore.PageControl()
    private var settings: ControlAppearanceStore.PageControl {
        get { isProxy ? ControlAppearanceStore.pageControl : own }
        set { if isProxy { ControlAppearanceStore.pageControl = newValue } else { own = newValue } }
    }

    public var currentPageIndicatorTintColor: UIColor? {
        get { settings.currentIndicator.map(UIColor.init) }
        set { settings.currentIndicator = newValue?.color }
    }

    public var pageIndicatorTintColor: UIColor? {
        get { settings.indicator.map(UIColor.init) }
        set { settings.indicator = newValue?.color }
    }

    public var numberOfPages = 0
    public var currentPage = 0
    public var hidesForSinglePage = false

    /// The size the dots of `pageCount` pages take, with the control's margins.
    public func size(forNumberOfPages pageCount: Int) -> CGSize { PageIndicatorDots.size(count: pageCount) }
    /// The dots' size: a representable sizes the control to it unless offered a size of its own.
    public override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The platter behind the indicators (iOS 14).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// The direction pages advance in (iOS 16).
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
    // Held, not drawn: a `TabView`'s page dots follow `indexViewStyle` and the tints above.
    public var backgroundStyle = BackgroundStyle.automatic
    public var direction = Direction.natural
    public var allowsContinuousInteraction = true
    public var preferredIndicatorImage: UIImage?
    public var preferredCurrentPageIndicatorImage: UIImage?
    public func setIndicatorImage(_ image: UIImage?, forPage page: Int) {}
    public func indicatorImage(forPage page: Int) -> UIImage? { nil }
}

/// The device the render shows (an iPhone 15 / 16 on iOS 18, as `UIScreen.main`).
@preconcurrency @MainActor
public final class UIDevice {
    public static let current = UIDevice()
    private init() {}

    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let name = "iPhone"
    public let model = "iPhone"
    public let localizedModel = "iPhone"
    public let systemName = "iOS"
    /// The iOS whose look renders match (docs/DEVICES.md); guides' `#available` checks answer for
    /// the same version (`AvailabilityConditions.renderedIOS` in MockupGuide).
    public let systemVersion = "18.0"
    public let orientation = UIDeviceOrientation.portrait
    public var isBatteryMonitoringEnabled = false
    /// -1 while battery monitoring is off, as UIKit reports it.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    public var batteryState: UIDeviceBatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    public var isMultitaskingSupported: Bool { true }
    public var identifierForVendor: UUID? { nil }
    public var isProximityMonitoringEnabled = false
    /// Nothing is ever near the sensor in a render.
    public var proximityState: Bool { false }
    /// Whether orientation notifications are posted; the device never turns in a render.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// The keyboard click; silent in a render.
    public func playInputClick() {}
    /// Key-value coding, which apps use to force an orientation (`setValue(UIInterfaceOrientation
    /// .portrait.rawValue, forKey: "orientation")`): the device keeps the orientation it renders in.
    public func setValue(_ value: Any?, forKey key: String) {}

    // Posted when the device changes; a render's device never does, so none is posted.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The kind of device (`UIDevice.userInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac, vision
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape: an orientation an interface can take (not unknown, not flat).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The battery's charging state.
public enum UIDeviceBatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
}
