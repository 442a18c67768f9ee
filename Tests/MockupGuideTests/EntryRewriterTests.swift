import Foundation
import Testing
@testable import MockupGuide

/// `@Entry` (iOS 18) expands in place into the property and key the macro writes, keeping lines.
struct EntryRewriterTests {
    static let source = """
    extension EnvironmentValues {
        @Entry var accent: Color = .orange
        @Entry public var spacing = 8.0
        @Entry var onClose: () -> Void = {}
        @Entry var user: String?
    }

    extension ContainerValues {
        @Entry
        var cardTint: Color = Color(
            red: 1, green: 0.5, blue: 0)
            .opacity(0.5)
        @Entry var isPinned: Bool = false; @Entry var rank: Int = 0
    }

    extension FocusedValues { @Entry var note: Binding<String>? }

    struct Card: View {
        let label = "@Entry var notAProperty = 1"
        var body: some View { Text(label) }
    }
    """

    @Test func entriesBecomePropertiesWithTheirKeysOnTheirOwnLines() {
        let (text, changed) = EntryRewriter.rewrite(Self.source)
        #expect(changed)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1] == "     var accent: Color { get { self[__MockupEntryKey_accent.self] } set { self[__MockupEntryKey_accent.self] = newValue } }; private struct __MockupEntryKey_accent: EnvironmentKey { static var defaultValue: Color { .orange } }")
        #expect(lines[2].hasPrefix("     public var spacing: __MockupEntryKey_spacing.Value { get {"))
        #expect(lines[2].hasSuffix("; public struct __MockupEntryKey_spacing: EnvironmentKey { public static let defaultValue = 8.0 }"),
                "a public entry without a type names it through a key as visible")
        #expect(lines[3].hasSuffix("EnvironmentKey { static var defaultValue: () -> Void { {} } }"))
        #expect(lines[4].hasSuffix("EnvironmentKey { static var defaultValue: String? { nil } }"))
        // A declaration over several lines keeps them: the key closes after the value's last line.
        #expect(lines[8] == "    ")
        #expect(lines[9].hasPrefix("    var cardTint: Color { get { self[__MockupEntryKey_cardTint.self] }"))
        #expect(lines[9].hasSuffix("struct __MockupEntryKey_cardTint: ContainerValueKey { static var defaultValue: Color { Color("))
        #expect(lines[11] == "        .opacity(0.5) } }")
        #expect(lines[12].contains("ContainerValueKey { static var defaultValue: Bool { false } };"))
        #expect(lines[12].hasSuffix("ContainerValueKey { static var defaultValue: Int { 0 } }"))
        #expect(lines[15].contains("var note: Binding<String>? { get { self[__MockupEntryKey_note.self] }"))
        #expect(lines[15].hasSuffix("struct __MockupEntryKey_note: FocusedValueKey { typealias Value = Binding<String> }}"))
        #expect(text.contains("let label = \"@Entry var notAProperty = 1\""), "strings are left alone")
    }

    /// SwiftUI-Kit's `public extension EnvironmentValues { @Entry var isBeingPresentedOn = false }`: its
    /// entries are public, so an untyped one's key is too; a typed one's stays private.
    @Test func aPublicExtensionsUntypedEntryHasAPublicKey() {
        let source = "public extension EnvironmentValues {\n    @Entry var isPresentedOn = false\n    @Entry var depth: Int = 0\n}\n"
        let lines = EntryRewriter.rewrite(source).text.split(separator: "\n")
        #expect(lines[1].hasSuffix("; public struct __MockupEntryKey_isPresentedOn: EnvironmentKey { public static let defaultValue = false }"))
        #expect(lines[2].hasSuffix("; private struct __MockupEntryKey_depth: EnvironmentKey { static var defaultValue: Int { 0 } }"))
    }

    @Test func entriesOutsideKnownExtensionsAreLeftAlone() {
        let source = "struct Model {\n    @Entry var x = 1\n}\n"
        #expect(EntryRewriter.rewrite(source).changed == false)
    }
}
