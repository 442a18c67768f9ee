/// A value that flows up from descendants (`.preference(key:value:)`) to an ancestor that reads it
/// (`.onPreferenceChange`, `.overlayPreferenceValue`, `.backgroundPreferenceValue`).
///
/// Values set while bodies are resolved are collected and reduced in view order. Values set inside
/// a `GeometryReader` are produced during layout: they reach the `onPreferenceChange` readers
/// around the reader after it (`PreferenceReaction`), and the render is laid out again with the
/// state those set, as SwiftUI updates after a layout.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no descendant sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil.
    public static var defaultValue: Value { nil }
}

/// The preference values recorded while a subtree is resolved, innermost reader last.
@MainActor
enum PreferenceCollection {
    private static var scopes: [[ObjectIdentifier: [Any]]] = []
    /// The reactions of the `onPreferenceChange` readers around the view being resolved: a
    /// `GeometryReader` keeps them for the values its content sets during layout.
    private(set) static var openReceivers: [any PreferenceReceiver] = []

    /// Resolves `body`, returning its result and the reduced value of `key` in it (the default when
    /// nothing set one). Values of other keys also flow on to enclosing readers.
    static func collecting<K: PreferenceKey, R>(_ key: K.Type, _ body: () -> R) -> (R, K.Value) {
        let (result, values) = collectingValues(key, receiver: nil, body)
        return (result, reduced(key, values))
    }

    /// Resolves `body`, returning its result and the values of `key` set in it, in view order; with
    /// `receiver` open to the GeometryReaders inside. Values of every key flow on to enclosing readers.
    static func collectingValues<K: PreferenceKey, R>(_ key: K.Type, receiver: (any PreferenceReceiver)?,
                                                      _ body: () -> R) -> (R, [Any]) {
        scopes.append([:])
        if let receiver { openReceivers.append(receiver) }
        let result = body()
        if receiver != nil { openReceivers.removeLast() }
        let recorded = scopes.removeLast()
        forward(recorded)
        return (result, recorded[ObjectIdentifier(key)] ?? [])
    }

    /// Resolves a GeometryReader's content, `body`, during layout: the values it sets go to
    /// `receivers`, the readers that were around the GeometryReader, as the latest from `source`.
    static func delivering<R>(to receivers: [any PreferenceReceiver], from source: AnyObject, _ body: () -> R) -> R {
        guard !receivers.isEmpty else { return body() }
        let outerReceivers = openReceivers
        openReceivers = receivers
        scopes.append([:])
        let result = body()
        let recorded = scopes.removeLast()
        openReceivers = outerReceivers
        forward(recorded)
        for receiver in receivers { receiver.receive(recorded, from: ObjectIdentifier(source)) }
        return result
    }

    /// Resolves `body`, then replaces the values of `key` it set with one: their reduced value (the
    /// default when none) as `transform` changes it. Values of other keys flow on unchanged.
    static func transforming<K: PreferenceKey, R>(_ key: K.Type, _ body: () -> R,
                                                  _ transform: (inout K.Value) -> Void) -> R {
        scopes.append([:])
        let result = body()
        var recorded = scopes.removeLast()
        var value = reduced(key, recorded.removeValue(forKey: ObjectIdentifier(key)) ?? [])
        forward(recorded)
        transform(&value)
        record(key, value)
        return result
    }

    /// `values` of `key` reduced in order: the default when there are none, the one value as it is
    /// (SwiftUI reduces only when several views set the key, so an empty `reduce` still passes a
    /// single view's value up), else the first with each next one reduced into it.
    static func reduced<K: PreferenceKey>(_ key: K.Type, _ values: [Any]) -> K.Value {
        let typed = values.compactMap { $0 as? K.Value }
        guard var value = typed.first else { return K.defaultValue }
        for next in typed.dropFirst() { K.reduce(value: &value, nextValue: { next }) }
        return value
    }

    /// Passes the values recorded in a closed scope on to the enclosing one.
    private static func forward(_ recorded: [ObjectIdentifier: [Any]]) {
        guard !scopes.isEmpty else { return }
        for (id, values) in recorded { scopes[scopes.count - 1][id, default: []] += values }
    }

    /// Records `value` for `key` in every enclosing reader's scope (the innermost passes it on).
    static func record<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1][ObjectIdentifier(key), default: []].append(value)
    }
}

/// `.preference(key:value:)`: records the value once the content is resolved.
struct PreferenceWriter<K: PreferenceKey>: NodeModifier {
    let value: K.Value
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        let nodes = content(environment)
        PreferenceCollection.record(K.self, value)
        return nodes
    }
}

/// `.transformPreference`: the content's value of the key, transformed.
struct PreferenceTransformer<K: PreferenceKey>: NodeModifier {
    let transform: (inout K.Value) -> Void
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        PreferenceCollection.transforming(K.self, { content(environment) }, transform)
    }
}

/// `.onPreferenceChange`: resolves the content, then calls the action with the reduced value; in a
/// render, again after layout when values set inside GeometryReaders change it.
struct PreferenceReader<K: PreferenceKey>: NodeModifier where K.Value: Equatable {
    let action: (K.Value) -> Void
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        guard let context = RenderContext.current else {
            let (nodes, value) = PreferenceCollection.collecting(K.self) { content(environment) }
            action(value)
            return nodes
        }
        let reaction = context.layoutReaction { PreferenceReaction<K>() }
        let (nodes, values) = PreferenceCollection.collectingValues(K.self, receiver: reaction) { content(environment) }
        if let value = reaction.resolved(values, action: action) { action(value) }
        return nodes
    }
}

/// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: a layer built from the reduced value.
struct PreferenceLayer<K: PreferenceKey, Layer: View>: NodeModifier {
    let placement: SecondaryLayer.Placement
    let alignment: Alignment
    let layer: (K.Value) -> Layer
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        let (nodes, value) = PreferenceCollection.collecting(K.self) { content(environment) }
        let layerNode = ViewNode.layered(MockupUI.resolveNodes(layer(value), in: environment), alignment: alignment)
        return [.secondary(SecondaryLayer(placement: placement, alignment: alignment, content: layerNode),
                           primary: .combining(nodes))]
    }
}

extension View {
    /// Sets `value` for `key`, for ancestors that read it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter<K>(value: value))
    }

    /// Replaces the value of `key` this view's subtree sets (reduced, or the default) with what
    /// `callback` makes of it.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformer<K>(transform: callback))
    }

    /// Calls `action` with the reduced value of `key` in this subtree, once, when it is resolved.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceReader<K>(action: action))
    }

    /// A view built from the reduced value of `key`, in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayer<K, V>(placement: .overlay, alignment: alignment, layer: transform))
    }

    /// A view built from the reduced value of `key`, behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayer<K, V>(placement: .background, alignment: alignment, layer: transform))
    }
}
