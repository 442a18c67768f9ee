import Foundation

/// The entities of an app's data model, as Core Data's `NSManagedObjectModel`.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    open var versionIdentifiers: Set<AnyHashable> = []
    open var localizationDictionary: [String: String]?

    public override init() { super.init() }

    /// The model compiled into the app at `url` (`…/Model.momd`): the registered model of that name,
    /// nil when there is none.
    public convenience init?(contentsOf url: URL) {
        guard let model = ManagedObjectModelBundle.model(named: url.deletingPathExtension().lastPathComponent) else { return nil }
        self.init()
        entities = model.entities
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The configuration names (a render keeps every entity in one store).
    open var configurations: [String] { [] }

    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? { entities }

    /// One model of every model compiled into the app (the bundles do not matter: a render has one app).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let model = NSManagedObjectModel()
        model.entities = ManagedObjectModelBundle.allEntities
        return model
    }

    /// One model of `models`' entities.
    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        self.init()
        entities = (models ?? []).flatMap(\.entities)
    }
}

/// The data models compiled into the app, by name: on iOS Xcode compiles `Model.xcdatamodeld`
/// into `Model.momd` in the app bundle, which `NSPersistentContainer(name: "Model")` loads. A
/// render has no bundle: the guide compiler generates Swift code from the `.xcdatamodeld` that
/// registers each model here before anything renders. Entities of classes no model names are
/// made on first use, named after their class.
public enum ManagedObjectModelBundle {
    nonisolated(unsafe) private static var models: [String: NSManagedObjectModel] = [:]
    nonisolated(unsafe) private static var entitiesByClass: [String: NSEntityDescription] = [:]
    private static let lock = NSRecursiveLock()

    /// Registers `model` as the compiled model named `name`; `classes` makes an object of each entity
    /// (by entity name) whose class the app declares.
    public static func register(_ model: NSManagedObjectModel, named name: String,
                                classes: [String: (NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject] = [:]) {
        lock.withLock {
            models[name] = model
            for entity in model.entities {
                if let entityName = entity.name, let make = classes[entityName] { entity.makeObject = make }
                if let className = entity.managedObjectClassName { entitiesByClass[unqualified(className)] = entity }
            }
        }
    }

    /// The model registered as `name`.
    public static func model(named name: String) -> NSManagedObjectModel? { lock.withLock { models[name] } }

    static var allEntities: [NSEntityDescription] {
        lock.withLock { models.keys.sorted().flatMap { models[$0]!.entities } }
    }

    static func entity(named name: String) -> NSEntityDescription? {
        allEntities.first { $0.name == name }
    }

    /// The entity of `type`: the one a registered model names it the class of, else one made for it.
    static func entity(forClass type: NSManagedObject.Type) -> NSEntityDescription {
        let className = String(describing: type)
        return lock.withLock {
            if let entity = entitiesByClass[className] { return entity }
            let entity = NSEntityDescription()
            entity.name = className
            entity.managedObjectClassName = className
            entitiesByClass[className] = entity
            return entity
        }
    }

    /// The entity named `name`, made (with no class) when no model has it.
    static func namedEntity(_ name: String) -> NSEntityDescription {
        if let entity = entity(named: name) { return entity }
        return lock.withLock {
            if let entity = entitiesByClass[name] { return entity }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = "NSManagedObject"
            entitiesByClass[name] = entity
            return entity
        }
    }

    /// `MyApp.Item` → `Item` (Xcode's "Current Product Module" class names).
    private static func unqualified(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
