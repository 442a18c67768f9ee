import Foundation

// The rest of SwiftUI's search family (iOS 16-18): tokens in the field, scope bars, suggestion
// visibility, completions and focus. At rest iOS shows a field's tokens (drawn) but no scope bar
// (it appears while searching), no suggestions and no focus.

extension View {
    /// A search field holding `tokens` before its text, each drawn by `token` as a token chip.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        var model = SearchFieldModel(text: text.wrappedValue, prompt: AnyView(prompt ?? Text("Search")))
        model.tokens = tokens.wrappedValue.map { AnyView(token($0)) }
        return searchField(model)
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

    /// Tokens with the field's presentation bound to `isPresented` (iOS 17; at rest: not active).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
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
        return searchField(model)
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

    /// A scope bar below the search field; iOS shows it only while searching, so not at rest.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        self
    }

    /// A scope bar shown as `activation` says (while searching, so never at rest).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        self
    }

    /// Whether suggestions show in `placements` (they show while typing; none at rest).
    public func searchSuggestions(_ visibility: Visibility,
                                  for placements: SearchSuggestionsPlacement.Set) -> some View {
        self
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
