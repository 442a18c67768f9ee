import CoreTransferable
import Foundation

/// Tab content with a change to each of its tabs (a modifier on a `Tab`, or on a `TabSection`,
/// `ForEach` or `Group`, which applies to every tab in it).
struct ModifiedTabContent<Content: TabContent>: TabContent, PrimitiveTabContent {
    typealias TabValue = Content.TabValue
    typealias Body = Never
    let content: Content
    let change: @MainActor (inout TabChild) -> Void

    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        MockupUI.tabChildren(of: content, in: environment).map { tab in
            var tab = tab
            change(&tab)
            return tab
        }
    }
}

extension TabContent {
    /// This content with `change` made to each of its tabs.
    func changingTabs(_ change: @escaping @MainActor (inout TabChild) -> Void) -> ModifiedTabContent<Self> {
        ModifiedTabContent(content: self, change: change)
    }
}

/// Content that is one tab (a `Tab`, modified or not), as opposed to a section or a group: its
/// `customizationID` names the tab.
protocol SingleTabContent {}

extension Tab: SingleTabContent {}

extension ModifiedTabContent: SingleTabContent where Content: SingleTabContent {}

// MARK: What the tab bar shows

extension TabContent {
    /// A count badge on the tab's item (none for 0).
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        badge(count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    /// A text badge on the tab's item (none for nil).
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        changingTabs { $0.badge = label }
    }

    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        badge(Text(key))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        badge(Text(label))
    }

    /// Hides the tab (it keeps its state, and may still be selected): the tab bar leaves it out.
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        changingTabs { if hidden { $0.isHidden = true } }
    }

    /// The tab's visibility in `placements` until a person customizes it: `.hidden` for the tab bar
    /// (or `.automatic`, which is the tab bar on iPhone) leaves the tab out of the bar.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        changingTabs { if placements.contains(where: \.isTabBar) { $0.defaultTabBarVisibility = visibility } }
    }

    /// Where the tab may appear: `.sidebarOnly` keeps it out of the iPhone tab bar.
    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
        changingTabs { if placement == .sidebarOnly { $0.isHidden = true } }
    }

    /// The identifier a `TabViewCustomization` keeps this tab's (or section's) customization by.
    public func customizationID(_ id: String) -> some TabContent<TabValue> {
        let namesOneTab = self is any SingleTabContent
        return changingTabs { if namesOneTab { $0.customizationID = id } }
    }

    /// Whether a person may customize the tab in `placements` (a sidebar and iPad tab bar
    /// interaction; nothing to draw).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                      for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        self
    }

    /// Whether people can select the tab. A disabled tab is noted: its dimmed item is not drawn.
    public func disabled(_ disabled: Bool) -> some TabContent<TabValue> {
        changingTabs { if disabled { $0.renderNotes.append("disabled tab (drawn enabled)") } }
    }
}

// MARK: Interaction a still does not show

extension TabContent {
    /// Actions on a section's header in the sidebar (no sidebar on iPhone).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<TabValue> { self }

    /// Whether the tab activates when a drag hovers over it.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<TabValue> { self }

    /// A context menu on the tab's item (shown on a long press).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TabContent<TabValue> { self }

    /// Swipe actions on the tab's sidebar row (no sidebar on iPhone).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some TabContent<TabValue> { self }

    /// Makes the tab's sidebar row draggable.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TabContent<TabValue> { self }

    /// Accepts drops of `T` on the tab.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T]) -> Void) -> some TabContent<TabValue> { self }

    /// A popover from the tab's item while `isPresented` is true: noted, not drawn.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some TabContent<TabValue> {
        let presented = isPresented.wrappedValue
        return changingTabs { if presented { $0.renderNotes.append("popover(isPresented:) presented") } }
    }

    /// A popover from the tab's item for a non-nil `item`: noted, not drawn.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<TabValue> {
        let presented = item.wrappedValue != nil
        return changingTabs { if presented { $0.renderNotes.append("popover(item:) presented") } }
    }
}

// MARK: Accessibility (read by assistive technologies; nothing to draw)

extension TabContent {
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some TabContent<TabValue> { self }

    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some TabContent<TabValue> { self }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> some TabContent<TabValue> { self }

    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some TabContent<TabValue> { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> some TabContent<TabValue> { self }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<TabValue> { self }
}
