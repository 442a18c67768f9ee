import Foundation
import SwiftUI

extension View {
    /// Puts the view in the accent group, tinted in `.accented` rendering mode. A render draws the
    /// Home Screen (`.fullColor`) or the Lock Screen (`.vibrant`), where it changes nothing.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// A label around an accessory widget (watchOS corner and circular complications); iOS does not
    /// show it (`showsWidgetLabel` is false), so the view is drawn alone.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Curves the content along a watchOS corner complication; iOS has no corner family.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }

    /// The background colour of a Live Activity's Lock Screen presentation (nil: the system's).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }

    /// The colour of the system's dismiss button beside a Live Activity, shown while swiping it
    /// away: not in a still.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }

    /// Where the Dynamic Island places an expanded region that is too wide: a render lays the
    /// regions out as given (`DynamicIslandFrame`).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// The tint `activityBackgroundTint` sets: the first one in view order.
struct ActivityBackgroundTintKey: PreferenceKey {
    static func reduce(value: inout Color?, nextValue: () -> Color?) { value = value ?? nextValue() }
}

/// The standard background of an accessory widget: its container shape (a circle for
/// `.accessoryCircular`) filled with a translucent grey.
public struct AccessoryWidgetBackground: View {
    public init() {}
    public var body: some View {
        ContainerRelativeShape().fill(Color.gray.opacity(WidgetMetrics.accessoryBackgroundOpacity))
    }
}
