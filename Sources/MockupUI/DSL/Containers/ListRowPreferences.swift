import Foundation

/// What a list row asks of its list (`listRowBackground`, `listRowInsets`, `listRowSeparator`,
/// `badge`), gathered while the row is resolved. The outermost writer wins.
struct ListRowPreferences: GatheredPreferences {
    var background: AnyView?
    var insets: EdgeInsets?
    var separator: Visibility = .automatic
    var separatorTint: Color?
    var badge: AnyView?

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

    /// Whether the separators next to this row show.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferenceWriter { if $0.separator == .automatic { $0.separator = visibility } })
    }

    /// The colour of the separators next to this row.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferenceWriter { if $0.separatorTint == nil { $0.separatorTint = color } })
    }

    /// Whether section separators show (plain lists); grouped styles have none.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The spacing between list rows and sections (iOS 17).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        renderNote(when: spacing != nil, "listRowSpacing")
    }

    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        renderNote(when: spacing != .default, "listSectionSpacing")
    }

    /// Hides the list's or scroll view's own background (`.hidden`), showing what is behind it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        controlEnvironment { $0.hidesScrollContentBackground = visibility == .hidden }
    }
}

/// The spacing between list sections.
public struct ListSectionSpacing: Hashable, Sendable {
    let value: Double?
    public static let `default` = ListSectionSpacing(value: nil)
    public static let compact = ListSectionSpacing(value: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: Double(spacing)) }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable, Codable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
