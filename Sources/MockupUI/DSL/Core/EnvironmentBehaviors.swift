// Environment values SwiftUI's behaviour modifiers write, so `@Environment(\.headerProminence)` and
// friends read back what an ancestor set. None of them changes what a still draws beyond what the
// modifiers already do; the device-state ones default to a device's resting value and read back
// what `environment(_:_:)` sets (as a preview of the dimmed always-on display would).

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
private struct VerticalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalScrollBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalScrollBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct DisableAutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct SceneCapturedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The prominence of section headers (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] } set { self[HeaderProminenceKey.self] = newValue }
    }
    /// The prominence of badges (`badgeProminence(_:)`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] } set { self[BadgeProminenceKey.self] = newValue }
    }
    /// The order of menu items (`menuOrder(_:)`).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] } set { self[MenuOrderKey.self] = newValue }
    }
    /// Whether menus show an indicator (`menuIndicator(_:)`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] } set { self[MenuIndicatorKey.self] = newValue }
    }
    /// How scrolling dismisses the keyboard (`scrollDismissesKeyboard(_:)`).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] } set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
    /// The vertical scroll indicators' visibility (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] } set { self[VerticalScrollIndicatorKey.self] = newValue }
    }
    /// The horizontal scroll indicators' visibility.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] } set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }
    /// How vertical scrolling bounces (`scrollBounceBehavior(_:axes:)`).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceKey.self] } set { self[VerticalScrollBounceKey.self] = newValue }
    }
    /// How horizontal scrolling bounces.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceKey.self] } set { self[HorizontalScrollBounceKey.self] = newValue }
    }
    /// How changing content morphs (`contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] } set { self[ContentTransitionKey.self] = newValue }
    }
    /// Whether content transitions render through an offscreen group.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] } set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
    /// Whether text input autocorrects (`autocorrectionDisabled(_:)`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] } set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// What the deprecated `disableAutocorrection(_:)` set (nil unless set); setting it sets `autocorrectionDisabled`.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set {
            self[DisableAutocorrectionKey.self] = newValue
            autocorrectionDisabled = newValue ?? false
        }
    }
    /// Whether an assistive technology is running: none on a device at rest, unless a preview sets it.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] } set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// The style `backgroundStyle(_:)` set; nil = the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] } set { self[BackgroundStyleKey.self] = newValue }
    }
    /// The material of the enclosing container's background, if one set it (nil by default).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] } set { self[BackgroundMaterialKey.self] = newValue }
    }
    /// Whether an always-on display has dimmed the screen (false unless set, as on a device in use).
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] } set { self[LuminanceReducedKey.self] = newValue }
    }
    /// Whether the screen is being recorded or mirrored (false unless set).
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] } set { self[SceneCapturedKey.self] = newValue }
    }
}
