import Foundation

/// What a person changed about a sidebar-adaptable tab view, as SwiftUI's `TabViewCustomization`
/// (iOS 18): tabs shown or hidden in the sidebar and the tab bar, and the order of each section's
/// tabs, keyed by `customizationID`. A render draws the tab bar as the customization says; an empty
/// one leaves every tab at its default visibility.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// The customizations of the tabs, by customization identifier.
    var tabs: [String: TabCustomization] = [:]
    /// The customizations of the sections, by customization identifier.
    var sections: [String: SectionCustomization] = [:]

    /// An empty customization.
    public init() {}

    /// What a person changed about one tab (iOS 18.4).
    public struct TabCustomization: Equatable, Codable, Sendable {
        var sidebar = Visibility.automatic
        var tabBar = Visibility.automatic

        /// The tab's visibility in the sidebar; `.automatic` until a person changes it.
        public var sidebarVisibility: Visibility {
            get { sidebar }
            set { sidebar = newValue }
        }

        /// The tab's visibility in the tab bar; `.automatic` until a person changes it.
        public var tabBarVisibility: Visibility { tabBar }

        init() {}

        private enum CodingKeys: String, CodingKey { case sidebar, tabBar }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sidebar = try Visibility(codingName: container.decode(String.self, forKey: .sidebar))
            tabBar = try Visibility(codingName: container.decode(String.self, forKey: .tabBar))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sidebar.codingName, forKey: .sidebar)
            try container.encode(tabBar.codingName, forKey: .tabBar)
        }
    }

    /// What a person changed about one section (iOS 18.4).
    public struct SectionCustomization: Equatable, Codable, Sendable {
        /// The customization identifiers of the section's tabs in the order a person chose; nil
        /// for the declared order.
        public var tabOrder: [String]?

        /// Puts the section's tabs back in their declared order.
        public mutating func resetTabOrder() { tabOrder = nil }
    }

    /// The customization of the tab identified by `id` (iOS 18.4).
    public subscript(tab id: String) -> TabCustomization {
        get { tabs[id] ?? TabCustomization() }
        set { tabs[id] = newValue }
    }

    /// The customization of the section identified by `id` (iOS 18.4).
    public subscript(section id: String) -> SectionCustomization {
        get { sections[id] ?? SectionCustomization() }
        set { sections[id] = newValue }
    }

    /// The sidebar visibility of the tab identified by `id`.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { self[tab: id].sidebarVisibility }
        set { self[tab: id].sidebarVisibility = newValue }
    }

    /// The order of the tabs of the section identified by `id`; nil for the declared order.
    public subscript(sectionID id: String) -> [String]? {
        get { self[section: id].tabOrder }
        set { self[section: id].tabOrder = newValue }
    }

    /// Puts every tab back at its default visibility, keeping the sections' orders.
    public mutating func resetVisibility() {
        for id in tabs.keys { tabs[id] = TabCustomization() }
    }

    /// Puts every section's tabs back in their declared order, keeping the visibilities.
    public mutating func resetSectionOrder() {
        for id in sections.keys { sections[id]?.resetTabOrder() }
    }

    /// Puts the tabs of the section identified by `sectionID` back in their declared order.
    public mutating func resetSectionOrder(for sectionID: String) {
        sections[sectionID]?.resetTabOrder()
    }
}

extension Visibility {
    /// The name a stored customization keeps a visibility by.
    var codingName: String { "\(self)" }

    init(codingName: String) throws {
        guard let visibility = Visibility.allCases.first(where: { $0.codingName == codingName }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no visibility \(codingName)"))
        }
        self = visibility
    }
}

/// Whether a person may customize a tab, as SwiftUI's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// A person may reorder the tab but not hide it.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// A person may neither move nor hide the tab.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// Where a sidebar-adaptable tab view shows its tabs, as SwiftUI's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The placement the tab view is in (on iPhone, the tab bar: Mockup's choice).
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")

    /// Whether this placement is the iPhone's bottom tab bar.
    var isTabBar: Bool { self == .tabBar || self == .automatic }
}

/// Where a tab may appear, as SwiftUI's `TabPlacement`.
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    /// Always in the tab bar, at its trailing end on iPad.
    public static let pinned = TabPlacement(name: "pinned")
    /// Only in the sidebar: never in the iPhone tab bar.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view customization kept in the user defaults; a render starts from `wrappedValue`.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue); self.key = key
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// A tab view customization restored with the scene; a render starts from `wrappedValue`.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: wrappedValue, key)
    }
}
