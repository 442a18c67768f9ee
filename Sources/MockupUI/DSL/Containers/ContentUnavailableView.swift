import Foundation

/// An empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): a large secondary symbol, a
/// bold title and a secondary description, centred in the offered space.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(ContentUnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == MockupUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { MockupUI.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { MockupUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == EmptyView {
    /// "No Results" for a search.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description(query: nil) })
    }

    /// "No Results for “query”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description(query: text) })
    }
}

/// The parts of the search empty state.
public enum SearchUnavailableContent {
    /// The magnifying glass and "No Results".
    public struct Label: View {
        public var body: some View { MockupUI.Label("No Results", systemImage: "magnifyingglass") }
    }
    /// The hint below the title.
    public struct Description: View {
        let query: String?
        public var body: some View {
            if let query {
                Text("Check the spelling or try a new search for “\(query)”.")
            } else {
                Text("Check the spelling or try a new search.")
            }
        }
    }
}

/// The empty state's label: the symbol large (48 pt) in the secondary colour above a bold title2 title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}
