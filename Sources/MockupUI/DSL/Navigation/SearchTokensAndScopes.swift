import Foundation

// The rest of SwiftUI's search family (iOS 16-18): tokens in the field, scope bars, suggestion
// visibility, completions and focus. At rest iOS shows a field's tokens (drawn) but no scope bar,
// no suggestions and no focus; while search is presented (`isPresented` true) the scope bar and the
// suggestions show (`PresentedSearchBar`, `SearchSuggestionsList`).

extension View {
    /// A search field holding `tokens` before its text, each drawn by `token` as a token chip.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: .constant(false), prompt: prompt, token: token)
    }

    /// The field of the token forms: `tokens` drawn by `token`, presented as `isPresented` says.
    func tokenSearchField<C: RandomAccessCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, prompt: Text?,
        token: (C.Element) -> T
    ) -> some View {
        var model = SearchFieldModel(text: text.wrappedValue, prompt: AnyView(prompt ?? Text("Search")))
        model.tokens = tokens.wrappedValue.map { AnyView(token($0)) }
        return searchField(model.presented(isPresented))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Tokens with suggestions (suggested tokens show while searching; none at rest).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Tokens with the field's presentation bound to `isPresented` (iOS 17).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: isPresented, prompt: prompt, token: token)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: isPresented, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: isPresented, prompt: Text(prompt), token: token)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: isPresented, prompt: prompt, token: token)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: isPresented, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchField(text: text, tokens: tokens, isPresented: isPresented, prompt: Text(prompt), token: token)
    }

    /// Tokens the user can edit in place (iOS 17): `token` gets a binding to each.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool> = .constant(false),
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        var model = SearchFieldModel(text: text.wrappedValue, prompt: AnyView(prompt ?? Text("Search")))
        model.tokens = editableTokens.wrappedValue.indices.map { index in
            AnyView(token(Binding(get: { editableTokens.wrappedValue[index] },
                                  set: { editableTokens.wrappedValue[index] = $0 })))
        }
        return searchField(model.presented(isPresented))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool> = .constant(false),
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool> = .constant(false),
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A scope bar below the search field, shown while search is presented and text is entered
    /// (`.automatic` activation); never at rest.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// A scope bar shown as `activation` says, while search is presented (`SearchScopeBar`).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let bar = SearchScopeBar(scope: scope, activation: activation, scopes: scopes())
        return navigationPreference { if $0.searchScopeBar == nil { $0.searchScopeBar = bar } }
    }

    /// Whether suggestions show in `placements`: `.hidden` for `.content` keeps them out of the
    /// presented search's content.
    public func searchSuggestions(_ visibility: Visibility,
                                  for placements: SearchSuggestionsPlacement.Set) -> some View {
        navigationPreference {
            if placements.contains(.content), $0.searchSuggestionsVisibility == .automatic {
                $0.searchSuggestionsVisibility = visibility
            }
        }
    }

    /// The text a suggestion puts in the search field when chosen.
    public func searchCompletion(_ completion: String) -> some View { self }

    /// The token a suggestion adds to the search field when chosen.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }

    /// Binds the search field's focus (iOS 18); a still is never focused.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }

    /// Whether presenting search hides the navigation bar's other content (iOS 17.1).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        self
    }
}

/// The scope bar `searchScopes` asks for: a segmented picker of the scopes bound to the scope, as
/// SwiftUI populates UIKit's scope bar ("a content builder that represents the scoping options SwiftUI
/// uses to populate a `Picker`": Apple).
@MainActor
struct SearchScopeBar {
    let picker: AnyView
    let activation: SearchScopeActivation

    init<V: Hashable, S: View>(scope: Binding<V>, activation: SearchScopeActivation, scopes: S) {
        picker = AnyView(Picker(selection: scope) { scopes } label: { EmptyView() }.pickerStyle(.segmented))
        self.activation = activation
    }

    /// Whether the bar shows beside `field`: only while search is presented; `.onSearchPresentation`
    /// then always, `.onTextEntry` (and `.automatic`, which is it on iOS: Apple) once the field holds text.
    func isShown(with field: SearchFieldModel) -> Bool {
        field.isPresented && (activation == .onSearchPresentation || !field.text.isEmpty)
    }
}

/// When a scope bar appears (`searchScopes(_:activation:_:)`).
public struct SearchScopeActivation: Hashable, Sendable {
    private let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Where search suggestions show (`searchSuggestions(_:for:)`).
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    public static let content = SearchSuggestionsPlacement(name: "content")
    public static let menu = SearchSuggestionsPlacement(name: "menu")

    /// A set of placements.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let content = Set(rawValue: 1)
        public static let menu = Set(rawValue: 2)
    }
}

/// How presenting search treats the navigation bar (`searchPresentationToolbarBehavior(_:)`).
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// A token in the search field: its content in the label colour at 15 pt on a rounded chip of the
/// system fill (UISearchToken's look; its size is approximate, docs/CONTROLS.md).
struct SearchTokenDrawing: View {
    let content: AnyView

    var body: some View {
        content
            .font(.subheadline)
            .foregroundStyle(Color.primary)
            .padding(.horizontal, 6)
            .frame(height: SystemMetrics.searchTokenHeight)
            .background(SystemMetrics.tertiaryFill, in: RoundedRectangle(cornerRadius: SystemMetrics.searchTokenCornerRadius))
    }
}
