import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement` (on iPhone: in the navigation
/// bar drawer, below the title).
public struct SearchFieldPlacement: Hashable, Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }

    /// When the drawer's search field shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

/// The search field a `.searchable` view asks its navigation bar for.
struct SearchFieldModel {
    let text: String
    let prompt: AnyView
    /// The search tokens in the field, before the text (`searchable(text:tokens:...)`).
    var tokens: [AnyView] = []
    /// Whether search is presented (an `isPresented` binding that is true): the bar shows the active
    /// field with its Cancel button instead of the title (`PresentedSearchBar`).
    var isPresented = false

    /// The model with its presentation read from an `isPresented` binding.
    func presented(_ isPresented: Binding<Bool>) -> SearchFieldModel {
        var model = self
        model.isPresented = isPresented.wrappedValue
        return model
    }
}

extension View {
    /// A search field in the enclosing navigation bar, below the title (as iOS shows it at rest).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchField(SearchFieldModel(text: text.wrappedValue, prompt: AnyView(prompt ?? Text("Search"))))
    }

    /// Asks the enclosing navigation bar for `model`'s field (the outermost `.searchable` wins), or,
    /// applied around a navigation container, the bar of the container's root.
    func searchField(_ model: SearchFieldModel) -> some View {
        navigationPreference { if $0.search == nil { $0.search = model } }
            .modifier(EnvironmentWriter { $0.controls.searchFieldAroundStack = model })
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation is bound to `isPresented`: while it is true, search is drawn
    /// presented (the field active in the bar, its scope bar and suggestions).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(SearchFieldModel(text: text.wrappedValue, prompt: AnyView(prompt ?? Text("Search")))
            .presented(isPresented))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Suggestions for the search field: while search is presented they replace the content, as a
    /// plain list (`SearchSuggestionsList`); none at rest.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let suggestions = suggestions()
        return navigationPreference {
            if $0.searchSuggestions == nil { $0.searchSuggestions = { flattenedViews(suggestions, in: $0) } }
        }
    }
    /// Submitting never happens in a still.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}

/// What submits a field (`.onSubmit(of:)`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The search field iOS draws under a navigation bar's title: a 36-pt rounded field in the tertiary
/// fill with a magnifying glass and the prompt (or the query) in the secondary label colour.
struct SearchFieldDrawing: View {
    let model: SearchFieldModel

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            ForEach(model.tokens.indices, id: \.self) { index in
                SearchTokenDrawing(content: model.tokens[index])
            }
            if model.text.isEmpty && !model.tokens.isEmpty {
                EmptyView()   // the prompt hides once the field holds a token
            } else if model.text.isEmpty {
                model.prompt
            } else {
                Text(verbatim: model.text).foregroundStyle(Color.primary)
            }
            if model.isPresented && !model.text.isEmpty {
                // UITextField's clear button, shown while the active field holds text.
                Spacer(minLength: 0)
                Image(systemName: "xmark.circle.fill")
            }
        }
        .foregroundStyle(Color.secondary)
        .lineLimit(1)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.searchFieldHeight,
               maxHeight: SystemMetrics.searchFieldHeight, alignment: .leading)
        .background(SystemMetrics.tertiaryFill, in: RoundedRectangle(cornerRadius: SystemMetrics.searchFieldCornerRadius))
    }
}

// The iOS 15 forms with suggestions in the call (deprecated for `searchSuggestions(_:)`).
extension View {
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                    prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                    prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }
}
