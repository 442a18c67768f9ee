/// The models a model refers to through its stored properties (a to-one or to-many relationship),
/// found by reflection: what `ModelContext.insert` inserts with it, as SwiftData inserts a model's
/// whole graph.
struct RelatedModels: Sequence {
    let model: any PersistentModel

    init(of model: any PersistentModel) { self.model = model }

    func makeIterator() -> IndexingIterator<[any PersistentModel]> {
        var related: [any PersistentModel] = []
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            for child in current.children {
                if let single = child.value as? any PersistentModel {
                    related.append(single)
                } else if let many = child.value as? [any PersistentModel] {
                    related += many
                }
            }
            mirror = current.superclassMirror
        }
        return related.makeIterator()
    }
}
