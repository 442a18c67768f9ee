import Foundation

/// `.badge`: in a list row, the badge text at the row's trailing edge in the secondary colour (as
/// iOS draws it; with `badgeProminence(.increased)`, white on a red platter); on a tab's view, the tab item's badge, drawn by the tab bar. Elsewhere iOS 17/18
/// draws none ("Badges appear in list rows, tab bars, toolbar items, and menus": Apple's `badge(_:)`;
/// toolbar items show them from iOS 26), and neither does a render. A count of 0 or a nil label
/// shows no badge.
struct BadgeModifier: NodeModifier {
    let label: Text?

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        if environment.controls.isTabRoot { return content(environment.with { $0.isTabRoot = false }) }
        if let label, environment.controls.isInListRow, ListRowPreferences.collecting != nil {
            ListRowPreferences.record {
                if $0.badge == nil { $0.badge = AnyView(label); $0.badgeProminence = environment.badgeProminence }
            }
        }
        return content(environment)
    }
}

extension View {
    /// A count badge (none for 0).
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    /// A text badge (none for nil).
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }

    /// How prominent badges are (iOS 17). In an iOS list row, `.increased` draws the badge on a red
    /// platter; `.decreased` "looks the same as `.standard`" (Apple), plain secondary text.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// Badge prominence levels.
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    public static let decreased = BadgeProminence(level: 0)
    public static let standard = BadgeProminence(level: 1)
    public static let increased = BadgeProminence(level: 2)
}
