import Foundation

/// A key for a value a subview hands to its custom `Layout` container, as SwiftUI's
/// `LayoutValueKey`: set with `.layoutValue(key:value:)`, read with `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension NodeKind { public static let layoutValue = NodeKind("layoutValue") }

/// `.layoutValue(key:value:)`: layout-neutral; records the value on the subview's box.
struct LayoutValueNode: ViewPrimitive, @unchecked Sendable {
    // The value is the user's (any type); it is only read during the synchronous layout pass.
    let key: ObjectIdentifier
    let value: Any

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.passthrough(.layoutValue, nil, children[0], stackAxis)
        box.layoutValues[key] = value
        return box
    }
}

extension LayoutBox {
    /// The value set for `key` on this view or the view its modifiers wrap, else the default: as a
    /// SwiftUI trait, a layout value shows through the modifiers applied after it
    /// (`.gridColumnAlignment(.trailing).padding(.leading, 12)`), not through a container.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        var box: LayoutBox? = self
        while let current = box {
            // Looked up before the cast: a missing value cast to an optional `Value` would succeed as nil.
            if let stored = current.layoutValues[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            let isModifier = current.behavior is PassthroughLayout || NodeKind.traitTransparentModifiers.contains(current.kind)
            box = isModifier && !current.children.isEmpty ? current.children[0] : nil
        }
        return K.defaultValue
    }
}

extension NodeKind {
    /// Modifiers whose first child is the view they modify, so its traits show through them.
    static let traitTransparentModifiers: Set<NodeKind> = [.padding, .frame, .flexFrame, .background, .overlay, .offset,
                                                           .aspectRatio, .fixedSize, .mask, .effect, .alignmentGuide,
                                                           .position, .containerRelativeFrame]
}

extension View {
    /// Associates `value` with this view for `key`, for a custom `Layout` container to read.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        let node = LayoutValueNode(key: ObjectIdentifier(key), value: value)
        return wrapNodes { child, _ in ViewNode(node, children: [child]) }
    }
}
