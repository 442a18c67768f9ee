import Foundation
import Testing
@testable import MockupGuide

/// Xcode's code generation from a Core Data model file, and the `@NSManaged` rewrite.
struct DataModelCodeTests {
    /// A model as Xcode's editor saves it: a class-generated `Task` with scalar, optional and
    /// defaulted attributes, a to-one and an ordered to-many relationship; a `category`-generated
    /// `Project` whose class the app writes; a manual `Tag`.
    static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23C71" \
    minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Task" representedClassName=".Task" syncable="YES" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="dueDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="priority" attributeType="Integer 16" defaultValueString="2" usesScalarValueType="YES"/>
            <attribute name="isDone" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="estimate" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="NO"/>
            <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
            <relationship name="project" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Project" inverseName="tasks" inverseEntity="Project"/>
        </entity>
        <entity name="Project" representedClassName="Project" syncable="YES" codeGenerationType="category">
            <attribute name="name" attributeType="String" defaultValueString="Inbox"/>
            <relationship name="tasks" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" destinationEntity="Task" inverseName="project" inverseEntity="Task"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" syncable="YES">
            <attribute name="label" optional="YES" attributeType="String"/>
        </entity>
        <elements>
            <element name="Task" positionX="-63" positionY="-18" width="128" height="134"/>
        </elements>
    </model>
    """

    /// Writes `Tasks.xcdatamodeld` (two versions, the second current) into `folder`.
    static func writeModel(in folder: URL) throws {
        let model = folder.appendingPathComponent("Tasks.xcdatamodeld")
        for version in ["Tasks.xcdatamodel", "Tasks 2.xcdatamodel"] {
            try FileManager.default.createDirectory(at: model.appendingPathComponent(version), withIntermediateDirectories: true)
        }
        try "<model/>".write(to: model.appendingPathComponent("Tasks.xcdatamodel/contents"), atomically: true, encoding: .utf8)
        try contents.write(to: model.appendingPathComponent("Tasks 2.xcdatamodel/contents"), atomically: true, encoding: .utf8)
        let current = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>Tasks 2.xcdatamodel</string>
        </dict>
        </plist>
        """
        try current.write(to: model.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
    }

    @Test func theCurrentVersionOfAModelIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeModel(in: folder)
        let model = try DataModelFile(contentsOf: folder.appendingPathComponent("Tasks.xcdatamodeld"))
        #expect(model.name == "Tasks")
        #expect(model.entities.map(\.name) == ["Task", "Project", "Tag"])
        #expect(model.entities.map(\.className) == ["Task", "Project", "Tag"])
        #expect(model.entities.map(\.codeGeneration) == [.classDefinition, .category, .manual])
        let task = model.entities[0]
        #expect(task.attributes.map(\.name) == ["title", "dueDate", "priority", "isDone", "estimate", "id", "tags"])
        #expect(task.attributes[2] == .init(name: "priority", type: "Integer 16", isOptional: false, usesScalarValueType: true,
                                            defaultValue: "2", customClassName: nil))
        #expect(task.relationships == [.init(name: "project", destination: "Project", isToMany: false, isOrdered: false, isOptional: true,
                                             inverseName: "tasks", deletionRule: "Nullify")])
        #expect(model.entities[1].relationships.first?.isToMany == true && model.entities[1].relationships.first?.isOrdered == true)
    }

    @Test func xcodesClassAndPropertiesFilesAreGenerated() throws {
        let model = DataModelFile(name: "Tasks", entities: try Self.parsedEntities())
        let files = DataModelCode.files(for: [model], appSource: "public class Project: NSManagedObject {}")
        #expect(files.map(\.name) == ["Tasks.xcdatamodeld/Task+CoreDataClass.swift", "Tasks.xcdatamodeld/Task+CoreDataProperties.swift",
                                      "Tasks.xcdatamodeld/Project+CoreDataProperties.swift", "DataModels.swift"])
        #expect(files[0].text == "import Foundation\nimport CoreData\n\n@objc(Task)\npublic class Task: NSManagedObject {\n\n}\n")
        let properties = files[1].text
        for line in ["    @nonobjc public class func fetchRequest() -> NSFetchRequest<Task> {",
                     "        return NSFetchRequest<Task>(entityName: \"Task\")",
                     "    @NSManaged public var title: String?", "    @NSManaged public var dueDate: Date?",
                     "    @NSManaged public var priority: Int16", "    @NSManaged public var isDone: Bool",
                     "    @NSManaged public var estimate: NSNumber?", "    @NSManaged public var id: UUID?",
                     "    @NSManaged public var tags: [String]?", "    @NSManaged public var project: Project?",
                     "extension Task : Identifiable {"] {
            #expect(properties.contains(line + "\n"), "\(line)")
        }
        let project = files[2].text
        #expect(project.contains("    @NSManaged public var tasks: NSOrderedSet?\n"))
        #expect(project.contains("    @objc(insertObject:inTasksAtIndex:)\n    @NSManaged public func insertIntoTasks(_ value: Task, at idx: Int)\n"))
        #expect(project.contains("    @objc(addTasks:)\n    @NSManaged public func addToTasks(_ values: NSOrderedSet)\n"))
        let registration = files[3].text
        #expect(registration.contains("func __mockupRegisterDataModels() {"))
        #expect(registration.contains("entity0Attribute2.defaultValue = Int16(2)"))
        #expect(registration.contains("entity0Attribute3.defaultValue = false"))
        #expect(registration.contains("entity1Attribute0.defaultValue = \"Inbox\""))
        #expect(registration.contains("entity1Relationship0.deleteRule = .cascadeDeleteRule"))
        #expect(registration.contains("entity0Relationship0.inverseRelationship = entity1Relationship0"))
        // The app declares Project (category codegen); Tag is manual and has no class in the app.
        #expect(registration.contains("ManagedObjectModelBundle.register(model, named: \"Tasks\", classes: [\"Task\": { Task(entity: $0, insertInto: $1) }, \"Project\": { Project(entity: $0, insertInto: $1) }])"))
    }

    @Test func nsManagedDeclarationsBecomeSwiftOnTheirOwnLines() {
        let code = """
        extension Task {
            @NSManaged public var title: String? // shown in the list
            @NSManaged var priority: Int16
            @objc(addTasksObject:)
            @NSManaged public func addToTasks(_ value: Task)
            @NSManaged public func insertIntoSteps(_ value: Step, at idx: Int)
            let note = "@NSManaged var x: Int"
        }
        """
        let rewritten = NSManagedRewriter.rewrite(code)
        #expect(rewritten.changed)
        #expect(rewritten.text == """
        extension Task {
                       public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } } // shown in the list
                       var priority: Int16 { get { managedValue(forKey: "priority") } set { setManagedValue(newValue, forKey: "priority") } }
            @objc(addTasksObject:)
                       public func addToTasks(_ value: Task) { performRelationshipAccessor("addToTasks", value) }
                       public func insertIntoSteps(_ value: Step, at idx: Int) { performRelationshipAccessor("insertIntoSteps", value, idx) }
            let note = "@NSManaged var x: Int"
        }
        """)
    }

    static func parsedEntities() throws -> [DataModelFile.Entity] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeModel(in: folder)
        return try DataModelFile(contentsOf: folder.appendingPathComponent("Tasks.xcdatamodeld")).entities
    }
}
