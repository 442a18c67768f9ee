import Foundation
import Testing
@testable import MockupGuide

/// SwiftData's `@Model` becomes `@Observable` plus `PersistentModel`, and `@ModelActor` a `ModelActor`
/// conformance with its members, in place, keeping lines.
struct SwiftDataRewriterTests {
    static let source = """
    import SwiftData

    @Model
    final class Expense {
        @Attribute(.unique) var id: UUID = UUID()
        var title: String
        @Relationship(deleteRule: .cascade,
                      inverse: \\Tag.expense) var tags: [Tag]? = []
        @Transient var isEditing = false
        #Unique<Expense>([\\.title])
        init(title: String) { self.title = title }
    }

    @Model public class Tag: Codable where Tag: Sendable { // a tag
        var name = "@Model in a string"
        var expense: Expense?
    }

    @ModelActor actor Importer {}
    struct Row { @Attribute var untouched = 1 }
    """

    @Test func modelsBecomeObservablePersistentModelsOnTheirOwnLines() {
        let (text, changed) = SwiftDataRewriter.rewrite(Self.source)
        #expect(changed)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[2] == "@Observable")
        #expect(lines[3] == "final class Expense: PersistentModel {")
        #expect(lines[4] == "                        var id: UUID = UUID()")
        #expect(lines[6].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[7] == String(repeating: " ", count: 41) + "var tags: [Tag]? = []")
        #expect(lines[8] == "    @ObservationIgnored var isEditing = false")
        #expect(lines[9].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[13] == "@Observable public class Tag: Codable, PersistentModel where Tag: Sendable { // a tag")
        #expect(lines[14] == "    var name = \"@Model in a string\"")
        #expect(lines[18] == " actor Importer: ModelActor {" + SwiftDataRewriter.modelActorMembers + "}")
        #expect(lines[19] == "struct Row { @Attribute var untouched = 1 }", "attributes outside a model are left alone")
    }

    @Test func aBareQueryGetsAnArgumentList() {
        let source = "@Query private var items: [Item]\n@Query(sort: \\Item.date) var sorted: [Item]\n@QueryThing var other = 1"
        #expect(SwiftDataRewriter.rewrite(source).text
                == "@Query() private var items: [Item]\n@Query(sort: \\Item.date) var sorted: [Item]\n@QueryThing var other = 1")
    }

    @Test func genericModelsAndCodeWithoutModelsAreLeftAsTheyAre() {
        #expect(SwiftDataRewriter.rewrite("@Model class Box<T> {}").text == "@Observable class Box<T>: PersistentModel {}")
        #expect(!SwiftDataRewriter.rewrite("struct A { @Attribute(.unique) var id = 1 }").changed)
        #expect(SwiftDataRewriter.rewrite("@ModelActor\nactor Store<T: PersistentModel>: Sendable {\n}").text
                == "\nactor Store<T: PersistentModel>: Sendable, ModelActor {" + SwiftDataRewriter.modelActorMembers + "\n}")
    }
}
