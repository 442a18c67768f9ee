import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone: leading or trailing
/// in the navigation bar, the centre (`.principal`; `.title` in place of an inline title), or the
/// bottom bar (a `.status` item in its centre); keyboard items are not shown at rest.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// `titleMenu`: not an item but the title menu (`toolbarTitleMenu`, `ToolbarTitleMenu`), which
    /// the bar shows as an indicator after its inline title.
    enum Slot: Hashable, Sendable { case leading, trailing, principal, title, bottom, keyboard, titleMenu }
    let slot: Slot
    /// Drawn semibold, as the bar draws a done button (`.confirmationAction`; UIKit's
    /// `UIBarButtonItem.Style.done`).
    var isProminent = false
    /// A status item (`.status`): informational, centred in the bottom bar whatever else it holds.
    var isStatus = false

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The title's place, shown when the bar draws its title inline (not under a large title).
    public static let title = ToolbarItemPlacement(slot: .title)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let status = ToolbarItemPlacement(slot: .bottom, isStatus: true)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, isProminent: true)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    static let titleMenu = ToolbarItemPlacement(slot: .titleMenu)
}

/// One item a toolbar contributes: its view and where it goes; or a `ToolbarSpacer`.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    private(set) var view: AnyView
    /// The sizing of a `ToolbarSpacer`; nil for an item.
    var spacer: SpacerSizing? = nil

    @MainActor init(placement: ToolbarItemPlacement, view: AnyView, spacer: SpacerSizing? = nil) {
        self.placement = placement
        self.view = placement.isProminent ? AnyView(view.fontWeight(.semibold)) : view
        self.spacer = spacer
    }

    /// This entry drawing `view` instead.
    func withView(_ view: AnyView) -> ToolbarEntry {
        var entry = self
        entry.view = view
        return entry
    }

    /// The entry of a title menu: the menu's content shows only when it is opened, so it draws nothing.
    @MainActor static var titleMenu: ToolbarEntry { ToolbarEntry(placement: .titleMenu, view: AnyView(EmptyView())) }

    /// Whether this is an item (not a spacer) at `slot`.
    func isItem(at slot: ToolbarItemPlacement.Slot) -> Bool { placement.slot == slot && spacer == nil }
}

/// Content of a `.toolbar { }`, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content that can be customized (iPadOS/macOS); on iPhone, plain toolbar content.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Built-in toolbar content: it lists its items directly and has no body.
public protocol _PrimitiveToolbarContent: ToolbarContent where Body == _NoToolbarContent {}

extension _PrimitiveToolbarContent {
    public var body: _NoToolbarContent { fatalError("\(Self.self) is primitive toolbar content") }
}

/// The body type of built-in toolbar content (never evaluated).
public enum _NoToolbarContent: ToolbarContent {
    public var body: _NoToolbarContent { self }
}

/// Built-in toolbar content that lists its entries directly.
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The entries of this content (primitive content directly, custom content through `body`).
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
        return body.toolbarEntries
    }
}

/// One toolbar item, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// False for a customizable item the user has to add (`showsByDefault: false`).
    var isShown = true
    var entries: [ToolbarEntry] { isShown ? [ToolbarEntry(placement: placement, view: AnyView(content))] : [] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }

    /// A customizable item; `showsByDefault: false` leaves it out until the user adds it.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
                @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content(); isShown = showsByDefault
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }

    /// A group with a label, which names it where iOS collapses a crowded bar's items into a menu;
    /// a render's bar shows the items.
    public init<L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content,
                         @ViewBuilder label: () -> L) {
        self.init(placement: placement, content: content)
    }

    var entries: [ToolbarEntry] {
        flattenedViews(content).map { ToolbarEntry(placement: placement, view: AnyView($0)) }
    }
}

/// Several toolbar contents from one builder block.
public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let items: (repeat each Item)
    var entries: [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        for item in repeat each items { entries += item.toolbarEntries }
        return entries
    }
}

/// Toolbar content from an `if`, `if`/`else` or `switch` (nil: none).
public struct _ConditionalToolbarContent<Content: ToolbarContent>: ToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let content: Content?
    var entries: [ToolbarEntry] { content?.toolbarEntries ?? [] }
}

/// One of two toolbar contents.
public struct _EitherToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent,
    _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let first: First?
    let second: Second?
    var entries: [ToolbarEntry] { first?.toolbarEntries ?? second?.toolbarEntries ?? [] }
}

/// No toolbar content.
public struct _EmptyToolbarContent: ToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { [] }
}

// A `.toolbar(id:)` block of several items, an `if` or a `switch` is customizable when its parts are.
extension TupleToolbarContent: CustomizableToolbarContent where repeat each Item: CustomizableToolbarContent {}
extension _ConditionalToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
extension _EitherToolbarContent: CustomizableToolbarContent where First: CustomizableToolbarContent,
    Second: CustomizableToolbarContent {}
extension _EmptyToolbarContent: CustomizableToolbarContent {}

/// Records toolbar items for the enclosing navigation container. As in SwiftUI, the items take the
/// environment of the view the toolbar is declared on (`ToolbarItemInDeclaredEnvironment`): a tint
/// or toggle style set on it, or around it inside or outside the navigation stack
/// (`Form { … }.toolbar { … }.tint(.green)`), reaches its buttons and toggles.
struct ToolbarItemsWriter: NodeModifier {
    let entries: [ToolbarEntry]

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        let declared = entries.map { entry in
            entry.withView(AnyView(ToolbarItemInDeclaredEnvironment(item: entry.view, declared: environment)))
        }
        NavigationBarPreferences.record { $0.items += declared }
        return content(environment)
    }
}

/// Builds toolbar content, as SwiftUI's `@ToolbarContentBuilder`.
@preconcurrency @MainActor @resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock() -> _EmptyToolbarContent { _EmptyToolbarContent() }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<repeat each C> {
        TupleToolbarContent(items: (repeat each content))
    }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _ConditionalToolbarContent<C> {
        _ConditionalToolbarContent(content: content)
    }
    public static func buildEither<F: ToolbarContent, S: ToolbarContent>(first: F) -> _EitherToolbarContent<F, S> {
        _EitherToolbarContent(first: first, second: nil)
    }
    public static func buildEither<F: ToolbarContent, S: ToolbarContent>(second: S) -> _EitherToolbarContent<F, S> {
        _EitherToolbarContent(first: nil, second: second)
    }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> _ConditionalToolbarContent<C> {
        _ConditionalToolbarContent(content: content)
    }
}

extension View {
    /// Items for the enclosing navigation container's bars.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarItemsWriter(entries: content().toolbarEntries))
    }

    /// Views for the navigation bar's trailing edge.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarItemsWriter(entries: flattenedViews(content()).map { ToolbarEntry(placement: .automatic, view: AnyView($0)) }))
    }

    /// Customizable toolbar content with an identifier (iPadOS/macOS customization; the items on iPhone).
    public func toolbar<Content: CustomizableToolbarContent>(id: String,
                                                             @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// Removes a toolbar item the system adds by default: the navigation title (`.title`); the
    /// split view's sidebar toggle is absent on iPhone anyway.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        navigationPreference { if defaultItemKind == .title { $0.titleRemoved = true } }
    }
}
