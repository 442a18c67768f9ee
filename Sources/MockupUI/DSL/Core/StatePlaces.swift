/// Where each view's state lives between the resolves of one render. A render resolves its root a
/// second time when appearing changed state (`resolveRenderRoot`); views built inside a parent's body
/// are then built anew, with fresh `@State` and `@StateObject` storage. As SwiftUI keeps state by a
/// view's place in the hierarchy, a view built at the same place — the same type, the n-th of that
/// type in the same parent — takes over the values its predecessor held.
@MainActor
struct StatePlaces {
    /// A view's place: its parent's place, its type, and how many views of that type the parent
    /// resolved before it.
    private struct Place: Hashable {
        let parent: Int
        let type: ObjectIdentifier
        let ordinal: Int
    }

    private var ids: [Place: Int] = [:]
    private var ordinals: [Place: Int] = [:]
    private var path: [Int] = [0]
    /// The views resolved in this resolve, by place id.
    private var views: [Int: Any] = [:]
    /// The views of the previous resolve of the same root, by place id.
    private var earlier: [Int: Any] = [:]
    /// Objects kept at a place (`kept(_:)`) in this resolve and the previous one, by place id and
    /// the order they were asked for there.
    private var keptObjects: [KeptObject: AnyObject] = [:]
    private var earlierKeptObjects: [KeptObject: AnyObject] = [:]
    private var keptOrdinals: [Int: Int] = [:]

    private struct KeptObject: Hashable {
        let place: Int
        let ordinal: Int
    }

    /// Starts the next resolve of the same root: this resolve's views become the earlier ones.
    mutating func startNextResolve() {
        earlier = views
        views = [:]
        ordinals = [:]
        path = [0]
        earlierKeptObjects = keptObjects
        keptObjects = [:]
        keptOrdinals = [:]
    }

    /// An object that lives at the current place across resolves, as a view's state does: the one
    /// the same caller (the n-th to ask at this place) got in the previous resolve when it has the
    /// same type, else `make()`.
    mutating func kept<Object: AnyObject>(_ make: () -> Object) -> Object {
        let place = path[path.count - 1]
        let ordinal = keptOrdinals[place, default: 0]
        keptOrdinals[place] = ordinal + 1
        let key = KeptObject(place: place, ordinal: ordinal)
        let object = earlierKeptObjects[key] as? Object ?? make()
        keptObjects[key] = object
        return object
    }

    /// Enters a composite view about to evaluate its body: gives it the state its predecessor at the
    /// same place held, and records it. Balance with `leave()`.
    mutating func enter<V>(_ view: V) {
        let parent = path[path.count - 1]
        let counter = Place(parent: parent, type: ObjectIdentifier(V.self), ordinal: -1)
        let ordinal = ordinals[counter, default: 0]
        ordinals[counter] = ordinal + 1
        let place = Place(parent: parent, type: counter.type, ordinal: ordinal)
        let id: Int
        if let known = ids[place] { id = known } else { id = ids.count + 1; ids[place] = id }
        if let predecessor = earlier[id] { adoptState(of: predecessor, into: view) }
        views[id] = view
        path.append(id)
    }

    mutating func leave() { path.removeLast() }
}

/// State storage that a view built again at the same place takes over (`StatePlaces`).
@MainActor
protocol KeptState {
    /// Takes over the value of `earlier`, the same property of the view's predecessor.
    func adopt(_ earlier: Any)
}

/// Gives each state property of `view` the value of the same property of `predecessor` (same type,
/// same declaration order), including those inside the user's own dynamic-property structs.
@MainActor
private func adoptState(of predecessor: Any, into view: Any) {
    let old = Array(Mirror(reflecting: predecessor).children), new = Array(Mirror(reflecting: view).children)
    guard old.count == new.count else { return }
    for (earlier, current) in zip(old, new) where earlier.label == current.label {
        if let kept = current.value as? any KeptState {
            kept.adopt(earlier.value)
        } else if current.value is any DynamicProperty {
            adoptState(of: earlier.value, into: current.value)
        }
    }
}
