import Foundation
import Testing
@testable import MockupGuide

/// A type name two imported modules declare stays unambiguous in each file of a program, as in
/// Xcode where each file sees its own imports only.
struct ImportedNameCollisionsTests {
    static let store = """
    import StoreKit

    final class Store {
        func entitled() async -> Int {
            var count = 0
            for await result in Transaction.currentEntitlements {
                if case .verified(let transaction) = result { count += transaction.productID.isEmpty ? 0 : 1 }
            }
            return count
        }
    }
    """
    static let views = """
    import SwiftUI

    struct Badge: View {
        var body: some View {
            // A Transaction in a comment stays.
            Text("Pro").transaction { (t: inout Transaction) in t.animation = nil }
        }
    }
    struct BoundsKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }
    struct Framed: View {
        var body: some View { Text("Framed").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 } }
    }
    """
    static let pattern = """
    import Foundation
    import RegexBuilder

    let word = Regex { Anchor.startOfLine; OneOrMore(.word) }
    """

    @Test func eachFileReadsTheNameFromTheModuleItImports() {
        let (files, notes) = ImportedNameCollisions.rewrite([("Store.swift", Self.store), ("Views.swift", Self.views),
                                                            ("Pattern.swift", Self.pattern)])
        #expect(files[0].text.contains("for await result in StoreKit.Transaction.currentEntitlements"))
        #expect(files[1].text.contains("(t: inout SwiftUI.Transaction)") && files[1].text.contains("// A Transaction in a comment"))
        #expect(files[1].text.contains("static var defaultValue: SwiftUI.Anchor<CGRect>? = nil"))
        #expect(files[2].text.contains("Regex { RegexBuilder.Anchor.startOfLine;"))
        #expect(files.map { $0.text.split(separator: "\n").count } == [Self.store, Self.views, Self.pattern].map { $0.split(separator: "\n").count })
        #expect(notes.contains("Views.swift: 'Transaction' read as SwiftUI.Transaction: another file imports StoreKit, which declares it too, and the files are compiled as one program"))
    }

    @Test func aNameTheProgramDeclaresOrOneModuleAloneIsLeftAsItIs() {
        let own = "import SwiftUI\nstruct Transaction: Identifiable { let id: Int }\n"
        let kept = ImportedNameCollisions.rewrite([("Store.swift", Self.store), ("Views.swift", Self.views), ("Model.swift", own)])
        #expect(!kept.files[1].text.contains("SwiftUI.Transaction") && kept.files[1].text.contains("SwiftUI.Anchor") == false)
        // A nested type of the name shadows the modules' only inside its parent: the other files still qualify.
        let nested = "import SwiftUI\nstruct Shop { struct Transaction { let id: Int } }\n"
        let qualified = ImportedNameCollisions.rewrite([("Store.swift", Self.store), ("Views.swift", Self.views), ("Shop.swift", nested)])
        #expect(qualified.files[1].text.contains("SwiftUI.Transaction") && qualified.files[2].text == nested)
        let alone = ImportedNameCollisions.rewrite([("Views.swift", Self.views)])
        #expect(alone.files[0].text == Self.views && alone.notes.isEmpty)
    }

    @Test(.timeLimit(.minutes(3)))
    func theFilesCompileTogether() throws {
        let files = ["App/Store.swift": Self.store, "App/Views.swift": Self.views, "App/Pattern.swift": Self.pattern]
        try GuideBuildTests.renderThroughRunner(files: files, loading: "App") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(Set(report.entries.map(\.component)) == ["Badge", "Framed"], "\(report.entries.map(\.component))")
        }
    }
}
