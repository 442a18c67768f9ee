import Foundation

/// The Swift Xcode generates from an app's Core Data models, plus what a render needs in place of
/// the compiled model in the app bundle. For each entity whose "Codegen" is `class`, Xcode writes
/// `Entity+CoreDataClass.swift` (`public class Item: NSManagedObject {}`); for `class` and
/// `category`, `Entity+CoreDataProperties.swift` (the `fetchRequest()` class function, one
/// `@NSManaged` property per attribute and relationship with Core Data's Swift types, the to-many
/// accessors, `Identifiable`); manual/none entities get nothing. These files go through the
/// guide program's rewrites like the app's own (`@objc` blanked, `@NSManaged` expanded).
/// `DataModels.swift` defines `__mockupRegisterDataModels()`, which builds each model's entities
/// and registers them under the model's name, so `NSPersistentContainer(name:)` finds them; the
/// runner calls it before anything renders.
enum DataModelCode {
    /// The name of the generated registration function (the runner calls it when the program has it).
    static let registrationFunction = "__mockupRegisterDataModels"

    /// The generated files for `models`, named `Model.xcdatamodeld/Item+CoreDataClass.swift`, …;
    /// `appSource` is the app's code (which classes of manual entities it declares).
    static func files(for models: [DataModelFile], appSource: String) -> [(name: String, text: String)] {
        guard !models.isEmpty else { return [] }
        var files: [(name: String, text: String)] = []
        for model in models {
            let classNames = Dictionary(model.entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
            for entity in model.entities {
                let folder = model.name + ".xcdatamodeld/"
                if entity.codeGeneration == .classDefinition {
                    files.append((folder + entity.className + "+CoreDataClass.swift", classFile(entity, parent: entity.parentName.flatMap { classNames[$0] })))
                }
                if entity.codeGeneration != .manual {
                    files.append((folder + entity.className + "+CoreDataProperties.swift", propertiesFile(entity, classNames: classNames)))
                }
            }
        }
        files.append(("DataModels.swift", registration(models, appSource: appSource)))
        return files
    }

    private static let header = "import Foundation\nimport CoreData\n\n"

    static func classFile(_ entity: DataModelFile.Entity, parent: String?) -> String {
        header + "@objc(\(entity.className))\npublic class \(entity.className): \(parent ?? "NSManagedObject") {\n\n}\n"
    }

    static func propertiesFile(_ entity: DataModelFile.Entity, classNames: [String: String]) -> String {
        let name = entity.className
        var text = header + "\nextension \(name) {\n\n"
        text += "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(name)> {\n"
        text += "        return NSFetchRequest<\(name)>(entityName: \"\(entity.name)\")\n    }\n\n"
        for attribute in entity.attributes {
            text += "    @NSManaged public var \(attribute.name): \(swiftType(of: attribute))\n"
        }
        for relationship in entity.relationships {
            let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?")
                : (classNames[relationship.destination] ?? "NSManagedObject") + "?"
            text += "    @NSManaged public var \(relationship.name): \(type)\n"
        }
        text += "\n}\n"
        for relationship in entity.relationships where relationship.isToMany {
            text += accessors(for: relationship, of: name, destination: classNames[relationship.destination] ?? "NSManagedObject")
        }
        text += "\nextension \(name) : Identifiable {\n\n}\n"
        return text
    }

    /// Xcode's "Generated accessors" extension of a to-many relationship.
    private static func accessors(for relationship: DataModelFile.Relationship, of owner: String, destination: String) -> String {
        let key = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        var methods: [(String, String)] = []
        if relationship.isOrdered {
            methods += [
                ("insertObject:in\(key)AtIndex:", "insertInto\(key)(_ value: \(destination), at idx: Int)"),
                ("removeObjectFrom\(key)AtIndex:", "removeFrom\(key)(at idx: Int)"),
                ("insert\(key):atIndexes:", "insertInto\(key)(_ values: [\(destination)], at indexes: NSIndexSet)"),
                ("remove\(key)AtIndexes:", "removeFrom\(key)(at indexes: NSIndexSet)"),
                ("replaceObjectIn\(key)AtIndex:withObject:", "replace\(key)(at idx: Int, with value: \(destination))"),
                ("replace\(key)AtIndexes:with\(key):", "replace\(key)(at indexes: NSIndexSet, with values: [\(destination)])"),
            ]
        }
        methods += [
            ("add\(key)Object:", "addTo\(key)(_ value: \(destination))"),
            ("remove\(key)Object:", "removeFrom\(key)(_ value: \(destination))"),
            ("add\(key):", "addTo\(key)(_ values: \(set))"),
            ("remove\(key):", "removeFrom\(key)(_ values: \(set))"),
        ]
        var text = "\n// MARK: Generated accessors for \(relationship.name)\nextension \(owner) {\n"
        for (selector, signature) in methods {
            text += "\n    @objc(\(selector))\n    @NSManaged public func \(signature)\n"
        }
        return text + "\n}\n"
    }

    /// The Swift type Xcode gives an attribute: scalars (`Int16`, `Double`, `Bool`) when "Use Scalar
    /// Type" is on, else `NSNumber?`; object types optional (`String?`, `Date?`, `UUID?`, `Data?`,
    /// `URL?`, `NSDecimalNumber?`), a transformable one its custom class.
    static func swiftType(of attribute: DataModelFile.Attribute) -> String {
        let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float",
                       "Boolean": "Bool"]
        if let scalar = scalars[attribute.type] { return attribute.usesScalarValueType ? scalar : "NSNumber?" }
        switch attribute.type {
        case "String": return "String?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Decimal": return "NSDecimalNumber?"
        case "Object ID": return "NSManagedObjectID?"
        case "Transformable": return (attribute.customClassName ?? "NSObject") + "?"
        default: return "NSObject?"
        }
    }

    /// `DataModels.swift`: the registration of every model's entities.
    static func registration(_ models: [DataModelFile], appSource: String) -> String {
        var lines = ["import Foundation", "import CoreData", "",
                     "/// Registers the app's data models, as Xcode would compile them into the app bundle.",
                     "func \(registrationFunction)() {"]
        for model in models {
            lines.append("    do {")
            let variables = Dictionary(model.entities.enumerated().map { ($1.name, "entity\($0)") }, uniquingKeysWith: { first, _ in first })
            for entity in model.entities {
                let variable = variables[entity.name]!
                lines.append("        let \(variable) = NSEntityDescription()")
                lines.append("        \(variable).name = \(literal(entity.name))")
                lines.append("        \(variable).managedObjectClassName = \(literal(entity.className))")
                if entity.isAbstract { lines.append("        \(variable).isAbstract = true") }
            }
            for entity in model.entities {
                let variable = variables[entity.name]!
                var properties: [String] = []
                for (index, attribute) in entity.attributes.enumerated() {
                    let name = "\(variable)Attribute\(index)"
                    lines.append("        let \(name) = NSAttributeDescription()")
                    lines.append("        \(name).name = \(literal(attribute.name))")
                    lines.append("        \(name).attributeType = .\(attributeType(attribute.type))")
                    lines.append("        \(name).isOptional = \(attribute.isOptional)")
                    if let value = attribute.defaultValue.flatMap({ defaultValue($0, of: attribute) }) {
                        lines.append("        \(name).defaultValue = \(value)")
                    }
                    properties.append(name)
                }
                for (index, relationship) in entity.relationships.enumerated() {
                    let name = "\(variable)Relationship\(index)"
                    lines.append("        let \(name) = NSRelationshipDescription()")
                    lines.append("        \(name).name = \(literal(relationship.name))")
                    if let destination = variables[relationship.destination] { lines.append("        \(name).destinationEntity = \(destination)") }
                    lines.append("        \(name).maxCount = \(relationship.isToMany ? 0 : 1)")
                    lines.append("        \(name).isOrdered = \(relationship.isOrdered)")
                    lines.append("        \(name).isOptional = \(relationship.isOptional)")
                    lines.append("        \(name).deleteRule = .\(deleteRule(relationship.deletionRule))")
                    properties.append(name)
                }
                lines.append("        \(variable).properties = [\(properties.joined(separator: ", "))]")
            }
            for entity in model.entities {
                let variable = variables[entity.name]!
                let subentities = model.entities.filter { $0.parentName == entity.name }.compactMap { variables[$0.name] }
                if !subentities.isEmpty { lines.append("        \(variable).subentities = [\(subentities.joined(separator: ", "))]") }
                for (index, relationship) in entity.relationships.enumerated() {
                    guard let inverse = relationship.inverseName,
                          let destination = model.entities.first(where: { $0.name == relationship.destination }),
                          let inverseIndex = destination.relationships.firstIndex(where: { $0.name == inverse }),
                          let destinationVariable = variables[destination.name] else { continue }
                    lines.append("        \(variable)Relationship\(index).inverseRelationship = \(destinationVariable)Relationship\(inverseIndex)")
                }
            }
            lines.append("        let model = NSManagedObjectModel()")
            lines.append("        model.entities = [\(model.entities.compactMap { variables[$0.name] }.joined(separator: ", "))]")
            let factories = model.entities.filter { declaresClass($0, appSource: appSource) }
                .map { "\(literal($0.name)): { \($0.className)(entity: $0, insertInto: $1) }" }
            lines.append("        ManagedObjectModelBundle.register(model, named: \(literal(model.name)), classes: [\(factories.isEmpty ? ":" : factories.joined(separator: ", "))])")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether the program has a class for `entity`: a generated one, or one the app declares.
    private static func declaresClass(_ entity: DataModelFile.Entity, appSource: String) -> Bool {
        if entity.codeGeneration == .classDefinition { return true }
        guard entity.className != "NSManagedObject", !entity.className.contains(".") else { return false }
        return appSource.range(of: "class \(entity.className)\\b", options: .regularExpression) != nil
    }

    private static func attributeType(_ type: String) -> String {
        let types = ["Integer 16": "integer16AttributeType", "Integer 32": "integer32AttributeType", "Integer 64": "integer64AttributeType",
                     "Decimal": "decimalAttributeType", "Double": "doubleAttributeType", "Float": "floatAttributeType",
                     "String": "stringAttributeType", "Boolean": "booleanAttributeType", "Date": "dateAttributeType",
                     "Binary": "binaryDataAttributeType", "UUID": "UUIDAttributeType", "URI": "URIAttributeType",
                     "Transformable": "transformableAttributeType", "Object ID": "objectIDAttributeType"]
        return types[type] ?? "undefinedAttributeType"
    }

    private static func deleteRule(_ rule: String) -> String {
        switch rule {
        case "Cascade": return "cascadeDeleteRule"
        case "Deny": return "denyDeleteRule"
        case "No Action": return "noActionDeleteRule"
        default: return "nullifyDeleteRule"
        }
    }

    /// A Swift expression of the model's default value (`defaultValueString`, or a date's
    /// `defaultDateTimeInterval`), of the attribute's type; nil when it does not read as one.
    static func defaultValue(_ text: String, of attribute: DataModelFile.Attribute) -> String? {
        switch attribute.type {
        case "Integer 16", "Integer 32", "Integer 64":
            guard let number = Int64(text) else { return nil }
            let type = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64"][attribute.type]!
            return "\(type)(\(number))"
        case "Double", "Float":
            guard let number = Double(text) else { return nil }
            return "\(attribute.type)(\(number))"
        case "Decimal": return Double(text).map { _ in "Decimal(string: \(literal(text)))" }
        case "Boolean": return text == "YES" ? "true" : text == "NO" ? "false" : nil
        case "String": return literal(text)
        case "Date": return Double(text).map { "Date(timeIntervalSinceReferenceDate: \($0))" }
        case "UUID": return "UUID(uuidString: \(literal(text)))"
        case "URI": return "URL(string: \(literal(text)))"
        default: return nil
        }
    }

    private static func literal(_ text: String) -> String { RunnerSource.literal(text) }
}
