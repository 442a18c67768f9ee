import Foundation

/// The environment values of controls, containers and bars, kept together in one stored property
/// of `EnvironmentValues` (`controls`).
struct ControlEnvironment {
    /// `.disabled`: false dims controls and stops their interaction.
    var isEnabled = true
    var controlSize: ControlSize = .regular
    /// The axis of the nearest enclosing HStack/VStack (a `Divider` draws across it).
    var stackAxis: Axis?
    var textFieldStyle: (any TextFieldStyle)?
    var labelStyle: (any LabelStyle)?
    var toggleStyle: (any ToggleStyle)?
    var progressViewStyle: (any ProgressViewStyle)?
    var pickerStyle: (any PickerStyle)?
    var listStyle: (any ListStyle)?
    var buttonBorderShape: ButtonBorderShape = .automatic
    /// True inside a `List`/`Form` row: controls take their row layout (label leading, value trailing).
    var isInListRow = false
    /// True for the items of a navigation bar or bottom toolbar: an automatic label shows its icon only.
    var isInBar = false
    /// True while a TabView resolves a tab's view: a `.badge` on it is the tab item's, drawn by the
    /// tab bar (the first badge met clears it).
    var isTabRoot = false
    /// True while a TabView resolves a tab item's label: a bitmap image is a template unless the
    /// code asks for `.renderingMode(.original)`, as UIKit's tab bar draws item images.
    var isTabItemLabel = false
    /// `.tabViewStyle(.page)`: TabView pages instead of a tab bar.
    var pageTabStyle: PageTabViewStyle?
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode = .automatic
    /// The title of the back button of the nearest navigation container below, which shows its
    /// root pushed (a tab in iPhone's More list: "More"); the container clears it for its content.
    var navigationBackButtonTitle: String?
    /// The search field of a `.searchable` applied around the nearest navigation container below
    /// (`NavigationStack { … }.searchable(text:)`): its root screen's bar draws it; the container
    /// clears it for its content.
    var searchFieldAroundStack: SearchFieldModel?
    /// `.tabViewCustomization(_:)`: what a person changed about the tab views' tabs.
    var tabViewCustomization: TabViewCustomization?
    /// Scroll view behaviour: `scrollClipDisabled`, `contentMargins`, and the anchors of
    /// `defaultScrollAnchor` / `scrollPosition`: where the content rests when it overflows (the
    /// initial offset) and where it sits when it is smaller than the scroll view (nil: the start).
    var scrollClipDisabled = false
    var scrollContentMargins = EdgeInsets()
    var scrollInitialAnchor: UnitPoint?
    var scrollAlignmentAnchor: UnitPoint?
    /// `scrollPosition(id:)` / `scrollPosition(_:)` at a view or an offset: where the nearest scroll
    /// view below opens (it clears this for its content).
    var scrollRequest: ScrollRequest?
    /// The identities of the views scroll views above scroll to: a `ForEach` element with one of
    /// them is identified by it, as by `.id` (SwiftUI's `ForEach` gives its elements' views that identity).
    var scrollRequestViews: Set<String> = []
    var datePickerStyle: DatePickerLayoutKind = .compact
    /// `.labelsHidden()`: controls draw without their labels.
    var labelsHidden = false
    /// `.labelIconToTitleSpacing(_:)` (iOS 26): the gap between a label's icon and title (8 by default).
    var labelIconToTitleSpacing: CGFloat = 8
    /// `.scrollContentBackground(.hidden)`: lists and text editors draw no background of their own.
    var hidesScrollContentBackground = false
    /// False for a flattening outside any resolve (`EnvironmentValues.outsideResolution`): the
    /// user's views are then taken as they are, their bodies not evaluated.
    var looksIntoViewBodies = true
    /// `.listRowSpacing(_:)` and `.listSectionSpacing(_:)` set on a list.
    var listRowSpacing: Double?
    var listSectionSpacing: ListSectionSpacing?
    /// True while a custom container resolves its subviews (`Group(subviews:)`): `.tag`s below are
    /// recorded as container values.
    var recordsTagsAsContainerValues = false
}

extension EnvironmentValues {
    /// Whether controls in this view are enabled (`.disabled(false)`).
    public var isEnabled: Bool {
        get { controls.isEnabled }
        set { controls.isEnabled = newValue }
    }

    /// The size class of controls (`.controlSize`).
    public var controlSize: ControlSize {
        get { controls.controlSize }
        set { controls.controlSize = newValue }
    }

    /// The environment with a control value changed.
    func with(_ transform: (inout ControlEnvironment) -> Void) -> EnvironmentValues {
        var copy = self
        transform(&copy.controls)
        return copy
    }
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Sets a control value of the environment for this view and its descendants.
    func controlEnvironment(_ transform: @escaping (inout ControlEnvironment) -> Void) -> some View {
        modifier(EnvironmentWriter { transform(&$0.controls) })
    }

    /// Disables (true) or keeps enabled the controls in this view; disabled controls draw dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisabledModifier(disabled: disabled))
    }

    /// The size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        controlEnvironment { $0.controlSize = controlSize }
    }
}

/// `.disabled(true)`: turns `isEnabled` off below; controls read it and draw their disabled look.
struct DisabledModifier: NodeModifier {
    let disabled: Bool
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        guard disabled else { return content(environment) }
        return content(environment.with { $0.isEnabled = false })
    }
}
