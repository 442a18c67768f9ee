import Foundation

/// The environment values that describe the device, the scene and the user's settings, kept
/// together in one stored property of `EnvironmentValues` (`system`). A render is an iPhone at
/// rest: portrait size classes, the default Dynamic Type size, an active scene, accessibility
/// settings off. `ViewRenderer` sets the device values (size classes, scale) from the request.
struct SystemEnvironment {
    var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    var verticalSizeClass: UserInterfaceSizeClass? = .regular
    var displayScale: CGFloat = 3
    var dynamicTypeSize: DynamicTypeSize = .large
    var scenePhase: ScenePhase = .active
    var legibilityWeight: LegibilityWeight? = .regular
    var layoutDirection: LayoutDirection = .leftToRight
    var editMode: Binding<EditMode>?
    var redactionReasons: RedactionReasons = []
    var truncationMode: Text.TruncationMode = .tail
    var allowsTightening = false
    var minimumScaleFactor: CGFloat = 1
    var defaultMinListRowHeight: CGFloat = SystemMetrics.minimumRowHeight
    var defaultMinListHeaderHeight: CGFloat?
    var timeZone = TimeZone(identifier: "UTC") ?? .current
    var openURL = OpenURLAction()
    var refresh: RefreshAction?
    var isSearching = false
    var isPresented = false
    var isScrollEnabled = true

    /// The values behind `EnvironmentValues.system`, copied on write.
    final class Storage {
        var values: SystemEnvironment
        init(_ values: SystemEnvironment) { self.values = values }
    }
}

extension EnvironmentValues {
    /// The width size class: compact on an iPhone in portrait, regular on an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { system.horizontalSizeClass }
        set { system.horizontalSizeClass = newValue }
    }

    /// The height size class: regular on an iPhone in portrait and on an iPad.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { system.verticalSizeClass }
        set { system.verticalSizeClass = newValue }
    }

    /// Pixels per point of the render (the request's scale).
    public var displayScale: CGFloat {
        get { system.displayScale }
        set { system.displayScale = newValue }
    }

    /// The width of one pixel in points (1 / `displayScale`).
    public var pixelLength: CGFloat { 1 / system.displayScale }

    /// The Dynamic Type size: `.large` (iOS's default) unless `.dynamicTypeSize(_:)` sets another.
    /// Text styles, scaled fonts and `@ScaledMetric` follow it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { system.dynamicTypeSize }
        set { system.dynamicTypeSize = newValue }
    }

    /// The Dynamic Type size as the older `ContentSizeCategory`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(system.dynamicTypeSize) ?? .large }
        set { system.dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The scene is in the foreground and interactive.
    public var scenePhase: ScenePhase {
        get { system.scenePhase }
        set { system.scenePhase = newValue }
    }

    /// The font weight the user asked for (Bold Text off: `.regular`).
    public var legibilityWeight: LegibilityWeight? {
        get { system.legibilityWeight }
        set { system.legibilityWeight = newValue }
    }

    /// The direction of horizontal layout; renders lay out left to right whatever it says.
    public var layoutDirection: LayoutDirection {
        get { system.layoutDirection }
        set { system.layoutDirection = newValue }
    }

    /// The edit mode of the nearest list that has one (nil: none; a render is never editing).
    public var editMode: Binding<EditMode>? {
        get { system.editMode }
        set { system.editMode = newValue }
    }

    /// Why the content is redacted (`.redacted(reason:)`); empty = shown as is.
    public var redactionReasons: RedactionReasons {
        get { system.redactionReasons }
        set { system.redactionReasons = newValue }
    }

    /// Where text that does not fit puts "…" (`.truncationMode`, TEXT.md §10.3).
    public var truncationMode: Text.TruncationMode {
        get { system.truncationMode }
        set { system.truncationMode = newValue }
    }

    /// Whether text may be tightened before it is truncated (`.allowsTightening`).
    public var allowsTightening: Bool {
        get { system.allowsTightening }
        set { system.allowsTightening = newValue }
    }

    /// How far text may shrink to fit (`.minimumScaleFactor`).
    public var minimumScaleFactor: CGFloat {
        get { system.minimumScaleFactor }
        set { system.minimumScaleFactor = newValue }
    }

    /// The minimum height of a list row (44 pt, `SystemMetrics.minimumRowHeight`); list rows read it.
    public var defaultMinListRowHeight: CGFloat {
        get { system.defaultMinListRowHeight }
        set { system.defaultMinListRowHeight = newValue }
    }

    /// The minimum height of a list section header (nil: the list style's own).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { system.defaultMinListHeaderHeight }
        set { system.defaultMinListHeaderHeight = newValue }
    }

    /// The time zone dates are shown in: UTC, as `Text(date, style:)` formats them.
    public var timeZone: TimeZone {
        get { system.timeZone }
        set { system.timeZone = newValue }
    }

    /// The calendar dates are shown in: Gregorian, in the environment's locale and time zone.
    public var calendar: Calendar {
        get {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = system.timeZone
            return calendar
        }
        set {
            locale = newValue.locale ?? locale
            system.timeZone = newValue.timeZone
        }
    }

    /// Opens a URL: a render has no other apps, so the default action does nothing.
    public var openURL: OpenURLAction {
        get { system.openURL }
        set { system.openURL = newValue }
    }

    /// Dismisses the presentation this view is in; does nothing in a render.
    public var dismiss: DismissAction { DismissAction() }

    /// Ends the search of the enclosing searchable view; does nothing in a render.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// The `.refreshable` action of the enclosing view, if any.
    public var refresh: RefreshAction? { system.refresh }

    /// Whether the user is searching (a render shows the search field at rest: false).
    public var isSearching: Bool { system.isSearching }

    /// Whether the view is part of a presentation (a sheet's content); false at the root.
    public var isPresented: Bool { system.isPresented }

    /// The presentation this view is in, as the deprecated `presentationMode` binding.
    @preconcurrency @MainActor public var presentationMode: Binding<PresentationMode> {
        let isPresented = system.isPresented
        return .constant(PresentationMode(isPresented: isPresented))
    }

    /// Increased contrast is off.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// Reduce Motion is off.
    public var accessibilityReduceMotion: Bool { false }
    /// Reduce Transparency is off.
    public var accessibilityReduceTransparency: Bool { false }
    /// Differentiate Without Color is off.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Smart and Classic Invert are off.
    public var accessibilityInvertColors: Bool { false }
    /// Button Shapes is off.
    public var accessibilityShowButtonShapes: Bool { false }
    /// VoiceOver is off.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Switch Control is off.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Dim Flashing Lights is off.
    public var accessibilityDimFlashingLights: Bool { false }
    /// Animated images play (the setting's default).
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// The Large Content Viewer is off.
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// The view does not have focus.
    public var isFocused: Bool { false }
    /// Whether scroll views below scroll (`.scrollDisabled`).
    public var isScrollEnabled: Bool {
        get { system.isScrollEnabled }
        set { system.isScrollEnabled = newValue }
    }
}
