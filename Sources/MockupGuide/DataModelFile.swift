import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An app's Core Data model as Xcode's model editor saves it: `Model.xcdatamodeld`, a folder of
/// versions (`Model.xcdatamodel/contents`, XML), the current one named by `.xccurrentversion`.
/// What is read is what Xcode's code generation and the store need: entities with their class,
/// code generation setting, parent, attributes (type, optional, scalar, default) and relationships
/// (destination, to-many, ordered, inverse, delete rule).
struct DataModelFile: Equatable {
    struct Entity: Equatable {
        /// Xcode's "Codegen": `class` (class and properties generated), `category` (properties only:
        /// the app declares the class), or manual/none (nothing generated).
        enum CodeGeneration: String { case classDefinition = "class", category, manual }
        var name: String
        var className: String
        var codeGeneration: CodeGeneration
        var parentName: String?
        var isAbstract: Bool
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    struct Attribute: Equatable {
        var name: String
        /// Xcode's type name: `String`, `Integer 16`, `Date`, `Transformable`, …
        var type: String
        var isOptional: Bool
        /// Whether a number or Boolean is a Swift scalar (`Int16`) rather than an `NSNumber?`.
        var usesScalarValueType: Bool
        var defaultValue: String?
        /// A transformable attribute's class (`[String]`), or a binary one's.
        var customClassName: String?
    }

    struct Relationship: Equatable {
        var name: String
        var destination: String
        var isToMany: Bool
        var isOrdered: Bool
        var isOptional: Bool
        var inverseName: String?
        /// Xcode's delete rule: `Nullify`, `Cascade`, `Deny`, `No Action`.
        var deletionRule: String
    }

    /// The name apps open it by (`NSPersistentContainer(name: "Model")`): the folder's name.
    let name: String
    var entities: [Entity]

    /// Reads the current version of the `.xcdatamodeld` folder at `url` (or a lone `.xcdatamodel`).
    init(contentsOf url: URL) throws {
        name = url.deletingPathExtension().lastPathComponent
        let version = url.pathExtension == "xcdatamodel" ? url : try Self.currentVersion(in: url)
        let data = try Data(contentsOf: version.appendingPathComponent("contents"))
        entities = try ModelContentsReader.entities(in: data, file: version.path)
    }

    init(name: String, entities: [Entity]) {
        self.name = name
        self.entities = entities
    }

    /// The version `.xccurrentversion` names, else the only (or last, by name) `.xcdatamodel` inside.
    private static func currentVersion(in url: URL) throws -> URL {
        let marker = url.appendingPathComponent(".xccurrentversion")
        if let data = try? Data(contentsOf: marker),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let current = plist["_XCCurrentVersionName"] as? String,
           FileManager.default.fileExists(atPath: url.appendingPathComponent(current).path) {
            return url.appendingPathComponent(current)
        }
        let versions = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let last = versions.last else { throw GuideError("\(url.path): no .xcdatamodel version inside") }
        return url.appendingPathComponent(last)
    }
}

/// Reads the `<entity>`, `<attribute>` and `<relationship>` elements of a model's `contents`.
private final class ModelContentsReader: NSObject, XMLParserDelegate {
    private var entities: [DataModelFile.Entity] = []
    private var inEntity = false

    static func entities(in data: Data, file: String) throws -> [DataModelFile.Entity] {
        let reader = ModelContentsReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw GuideError("\(file)/contents: not a Core Data model (\(parser.parserError?.localizedDescription ?? "unreadable XML"))")
        }
        return reader.entities
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        func flag(_ key: String, default value: Bool) -> Bool { attributes[key].map { $0 == "YES" } ?? value }
        switch element {
        case "entity":
            let name = attributes["name"] ?? "Entity"
            let codeGeneration = DataModelFile.Entity.CodeGeneration(rawValue: attributes["codeGenerationType"] ?? "") ?? .manual
            // `.Item` and `MyApp.Item` name the class in the app's module ("Current Product Module").
            let className = (attributes["representedClassName"] ?? name).split(separator: ".").last.map(String.init) ?? name
            entities.append(.init(name: name, className: className, codeGeneration: codeGeneration,
                                  parentName: attributes["parentEntity"], isAbstract: flag("isAbstract", default: false)))
            inEntity = true
        case "attribute" where inEntity:
            let type = attributes["attributeType"] ?? "Undefined"
            entities[entities.count - 1].attributes.append(.init(
                name: attributes["name"] ?? "", type: type, isOptional: flag("optional", default: false),
                usesScalarValueType: flag("usesScalarValueType", default: type != "Date"),
                defaultValue: attributes["defaultValueString"] ?? attributes["defaultDateTimeInterval"],
                customClassName: attributes["customClassName"]))
        case "relationship" where inEntity:
            entities[entities.count - 1].relationships.append(.init(
                name: attributes["name"] ?? "", destination: attributes["destinationEntity"] ?? "",
                isToMany: flag("toMany", default: false), isOrdered: flag("ordered", default: false),
                isOptional: flag("optional", default: false), inverseName: attributes["inverseName"],
                deletionRule: attributes["deletionRule"] ?? "Nullify"))
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "entity" { inEntity = false }
    }
}
