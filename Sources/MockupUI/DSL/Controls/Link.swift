import Foundation

/// A link to a URL, as SwiftUI's `Link`: its label drawn as a borderless button (in the tint).
/// Opening the URL never happens in a still.
public struct Link<Label: View>: View {
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}
