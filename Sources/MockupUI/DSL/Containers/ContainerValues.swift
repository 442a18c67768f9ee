/// A key for a value a view hands to its closest container, as SwiftUI's `ContainerValueKey`
/// (iOS 18). Declared with `@Entry` in an extension of `ContainerValues`, or as a key type and a
/// property that reads and writes `self[Key.self]`.
public protocol ContainerValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view hands to its closest container, as SwiftUI's `ContainerValues` (iOS 18):
/// written with `.containerValue(_:_:)` (and `.tag(_:)`), read through `Subview.containerValues`,
/// `SectionConfiguration.containerValues` and `LayoutSubview.containerValues`. Modifiers such as
/// `.padding()` keep a view's values; a container (a stack, a list) keeps its children's values to
/// itself, even when it has one child.
public struct ContainerValues {
    /// The values by key type; the tags under `TagsKey`.
    var storage: [ObjectIdentifier: Any] = [:]

    init() {}

    init(storage: [ObjectIdentifier: Any]) { self.storage = storage }

    /// The value for `key`, or its default when the view set none.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            guard let value = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as! Key.Value
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag of type `V` (set with `.tag(_:)`), or nil.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        self[TagsKey.self][ObjectIdentifier(type)]?.base as? V
    }

    /// Whether the view is tagged with `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self[TagsKey.self][ObjectIdentifier(V.self)] == AnyHashable(tag)
    }

    /// Values with `tag` as the view's tag of its type.
    init(tag: AnyHashable) {
        self[TagsKey.self] = [ObjectIdentifier(type(of: tag.base)): tag]
    }

    /// These values with `other`'s on top: a key both set takes `other`'s value; tags of different
    /// types are kept side by side.
    func merging(_ other: ContainerValues) -> ContainerValues {
        var merged = ContainerValues(storage: storage.merging(other.storage) { _, new in new })
        let tags = self[TagsKey.self].merging(other[TagsKey.self]) { _, new in new }
        if !tags.isEmpty { merged[TagsKey.self] = tags }
        return merged
    }

    var isEmpty: Bool { storage.isEmpty }

    /// The view's tags, whatever their types.
    var tags: [AnyHashable] { Array(self[TagsKey.self].values) }
}

/// A view's tags, one per type (`.tag(_:)`).
private enum TagsKey: ContainerValueKey {
    static var defaultValue: [ObjectIdentifier: AnyHashable] { [:] }
}

/// A modifier that sets container values (`containerValue(_:_:)`, `tag(_:)`).
@MainActor
protocol ContainerValueWriting {
    /// The values this modifier sets.
    var containerValues: ContainerValues { get }
}

/// A view with a container-value modifier applied, seen from outside (a `Section` whose values a
/// section collection reads).
@MainActor
protocol ContainerValueWritingView {
    var writtenValues: ContainerValues { get }
    var writtenContent: any View { get }
}

extension ModifiedContent: ContainerValueWritingView where Content: View, Modifier: ViewModifier & ContainerValueWriting {
    var writtenValues: ContainerValues { modifier.containerValues }
    var writtenContent: any View { content }
}

/// `.containerValue(_:_:)`: puts values on each of the content's nodes for their closest container.
struct ContainerValueWriter: NodeModifier, ContainerValueWriting {
    let containerValues: ContainerValues

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        content(environment).map { $0.carrying(containerValues) }
    }
}

extension View {
    /// Sets the container value at `keyPath` for this view: its closest container reads it through
    /// its subviews (`Group(subviews:)`, `ForEach(subviews:)`, a custom `Layout`).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        var values = ContainerValues()
        values[keyPath: keyPath] = value
        return modifier(ContainerValueWriter(containerValues: values))
    }
}
