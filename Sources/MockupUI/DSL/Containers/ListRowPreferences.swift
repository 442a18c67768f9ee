import Foundation

/// What a list row asks of its list (`listRowBackground`, `listRowInsets`, `listRowSeparator`,
/// `listRowSeparatorTint`, `listSectionSeparator`, `listSectionSpacing`, `badge`), gathered while the
/// row is resolved. The outermost writer wins.
struct ListRowPreferences: GatheredPreferences {
    var background: AnyView?
    var insets: EdgeInsets?
    /// The separator below the row (UIKit's item bottom separator; the list draws no separator
    /// above a row, so top-edge preferences have nothing to change).
    var bottomSeparator: Visibility = .automatic
    var bottomSeparatorTint: Color?
    /// The separator below the row's section, when it is the section's last row (plain lists).
    var sectionBottomSeparator: Visibility = .automatic
    /// The spacing the row's section asks for around itself (`Section { … }.listSectionSpacing`).
    var sectionSpacing: ListSectionSpacing?
    /// The prominence of the row's section header (`Section { … }.headerProminence`).
    var headerProminence: Prominence?
    var badge: AnyView?
    /// The environment's badge prominence where the badge was set (`badgeProminence`).
    var badgeProminence = BadgeProminence.standard
    /// Whether the row ends in a disclosure chevron (a `NavigationLink` row), after its badge, as
    /// UIKit's disclosure indicator accessory.
    var showsDisclosureIndicator = false
    /// The row's editing actions (`onDelete`, `onMove` on its `ForEach`).
    var editActions = ListRowEditActions()
    /// The actions the row turns off (`deleteDisabled`, `moveDisabled`).
    var disabledEditActions = ListRowEditActions()
    /// The controls the row shows in edit mode.
    var enabledEditActions: ListRowEditActions { editActions.subtracting(disabledEditActions) }

    /// The preferences of the row being resolved by a list, if any.
    @MainActor static var collecting: ListRowPreferences?
}

/// Records a row preference for the enclosing list, then resolves the content unchanged.
struct ListRowPreferenceWriter: NodeModifier {
    let update: @MainActor (inout ListRowPreferences) -> Void

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        ListRowPreferences.record(update)
        return content(environment)
    }
}

extension View {
    /// The background of this list row (instead of the style's row background).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(ListRowPreferenceWriter { if $0.background == nil { $0.background = background } })
    }

    /// The insets of this list row's content (nil: the style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowPreferenceWriter { if $0.insets == nil { $0.insets = insets } })
    }

    /// Whether the separator below this row shows (when `edges` has `.bottom`). As in UIKit's
    /// lists, the separator between two rows is the upper row's bottom separator.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferenceWriter {
            if edges.contains(.bottom), $0.bottomSeparator == .automatic { $0.bottomSeparator = visibility }
        })
    }

    /// The colour of the separator below this row (when `edges` has `.bottom`).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferenceWriter {
            if edges.contains(.bottom), $0.bottomSeparatorTint == nil { $0.bottomSeparatorTint = color }
        })
    }

    /// Whether the separator below a section's last row shows (plain lists; grouped styles draw
    /// none). Apply it to a `Section` or to its rows.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferenceWriter {
            if edges.contains(.bottom), $0.sectionBottomSeparator == .automatic { $0.sectionBottomSeparator = visibility }
        })
    }

    /// The colour of section separators; a still draws the section's last row separator in the row's tint.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The vertical spacing between adjacent rows of a list (nil: none, the rows touch). With
    /// spacing, each row of an `.insetGrouped` list is a card of its own, without separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        controlEnvironment { $0.listRowSpacing = spacing.map(Double.init) }
    }

    /// The spacing between adjacent sections of a grouped list: on the list, every section's; on a
    /// `Section`, that section's, which wins over the list's (iOS 17).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        controlEnvironment { $0.listSectionSpacing = spacing }
            .modifier(ListRowPreferenceWriter { if $0.sectionSpacing == nil { $0.sectionSpacing = spacing } })
    }

    /// The spacing between adjacent sections of a grouped list, in points (iOS 17).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// Hides the list's or scroll view's own background (`.hidden`), showing what is behind it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        controlEnvironment { $0.hidesScrollContentBackground = visibility == .hidden }
    }
}

/// The spacing between two adjacent list sections (iOS 17).
public struct ListSectionSpacing: Hashable, Sendable {
    /// The space above a section, in points; nil: the list style's (`SystemMetrics`).
    let value: Double?
    /// The list style's spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// Tighter spacing between sections.
    public static let compact = ListSectionSpacing(value: Double(SystemMetrics.compactSectionSpacing))
    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: Double(spacing)) }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable, Codable, BitwiseCopyable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable, BitwiseCopyable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
