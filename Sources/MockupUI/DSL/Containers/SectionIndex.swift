import Foundation

extension View {
    /// The label of this section in a list's section index (iOS 26). The iOS 17/18 lists Mockup draws
    /// have no SwiftUI section index, so it is not drawn (a render note says so).
    public func sectionIndexLabel(_ label: Text?) -> some View {
        renderNote(when: label != nil, "sectionIndexLabel (iOS 26; the iOS 18 list has no section index)")
    }

    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { sectionIndexLabel(Text(label)) }

    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { sectionIndexLabel(Text(label)) }

    /// Whether a list shows its section index (iOS 26); see `sectionIndexLabel`.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { self }
}
