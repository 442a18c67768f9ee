import Foundation

/// An entity of a model: its name, class, attributes and relationships, as Core Data's
/// `NSEntityDescription`. Entities come from the app's model (the guide compiler registers what
/// Xcode would compile from the `.xcdatamodeld`), or are made in code.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The class of the entity's objects (`Item`, or `MyApp.Item` as Xcode writes it with a module).
    open var managedObjectClassName: String!
    open var isAbstract = false
    open internal(set) weak var superentity: NSEntityDescription?
    open var subentities: [NSEntityDescription] = [] {
        didSet { for entity in subentities { entity.superentity = self } }
    }
    /// The entity's own properties (attributes and relationships), in order.
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }
    open var userInfo: [AnyHashable: Any]?
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    open var uniquenessConstraints: [[Any]] = []
    /// The model the entity is in.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?
    /// Makes an object of the entity's class (the model's registration gives it), else nil.
    var makeObject: ((NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject)?

    public override init() { super.init() }

    /// Every property, the superentity's first.
    private var allProperties: [NSPropertyDescription] { (superentity?.allProperties ?? []) + properties }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(allProperties.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(allAttributes.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(allProperties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }
    var allAttributes: [NSAttributeDescription] { allProperties.compactMap { $0 as? NSAttributeDescription } }

    /// The relationships to `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        relationshipsByName.values.filter { $0.destinationEntity === entity }.sorted { $0.name < $1.name }
    }

    /// Whether this entity is `entity` or one of its subentities.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        self === entity || superentity?.isKindOf(entity: entity) == true
    }

    /// Whether the entity is `name` or inherits from it.
    func isKind(ofEntityNamed name: String) -> Bool {
        self.name == name || superentity?.isKind(ofEntityNamed: name) == true
    }

    /// The entity named `entityName` in the model of `context`'s container.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.managedObjectModel.entitiesByName[entityName] ?? ManagedObjectModelBundle.entity(named: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`: an instance of the
    /// entity's class when the model names one, else a plain `NSManagedObject`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = entity(forEntityName: entityName, in: context) ?? ManagedObjectModelBundle.namedEntity(entityName)
        return entity.makeObject?(entity, context) ?? NSManagedObject(entity: entity, insertInto: context)
    }
}

/// An attribute or relationship of an entity, as Core Data's `NSPropertyDescription`.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name = ""
    open internal(set) weak var entity: NSEntityDescription!
    open var isOptional = true
    open var isTransient = false
    open var isIndexed = false
    open var userInfo: [AnyHashable: Any]?
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    open var validationPredicates: [NSPredicate] = []
    open var validationWarnings: [Any] = []
}

/// The type of an attribute's values, as Core Data's `NSAttributeType`.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

/// An attribute of an entity: its type and default value, as Core Data's `NSAttributeDescription`.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var attributeValueClassName: String?
    /// The value a new object starts with.
    open var defaultValue: Any?
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage = false
    open var preservesValueInHistoryOnDeletion = false
    open var allowsCloudEncryption = false
}

/// What deleting an object does to the objects a relationship leads to, as Core Data's `NSDeleteRule`.
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

/// A relationship of an entity: its destination, inverse and cardinality, as Core Data's
/// `NSRelationshipDescription`.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open var destinationEntity: NSEntityDescription?
    open var inverseRelationship: NSRelationshipDescription?
    open var minCount = 0
    /// 1 for a to-one relationship, 0 (no limit) or more for a to-many one.
    open var maxCount = 1
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isOrdered = false
    open var isToMany: Bool { maxCount != 1 }
}
