import Foundation
import Testing
@testable import MockupGuide

/// Imports of modules a render has not (third-party packages) are found in one probe and left out,
/// so their files still compile as far as they do not use them.
struct ModuleImportsTests {
    static let code = """
    import SwiftUI
    @testable import Feature
    import struct Kingfisher.KFImage
    import FirebaseAuth.Auth // the user
    let text = "import Fake"
    /* import Hidden */
    """

    @Test func importsAreReadWithAttributesKindsAndSubmodules() {
        #expect(ModuleImports.modules(in: Self.code) == ["SwiftUI", "Feature", "Kingfisher", "FirebaseAuth"])
    }

    /// A cross-platform package's Mac imports are in branches an iPhone build leaves out: they are no
    /// module the code imports (and no missing package to report).
    @Test func importsInBranchesAnIPhoneLeavesOutAreNotRead() {
        let code = """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
            import AppKit
            #endif
            #if os(macOS)
            import Cocoa
            #else
            import CoreHaptics
            #endif
            #if DEBUG
            import DebugMenu
            #endif
            """
        #expect(ModuleImports.modules(in: code) == ["UIKit", "CoreHaptics", "DebugMenu"])
    }

    @Test func missingImportsAreBlankedInPlace() {
        let rewritten = ModuleImports.rewrite(Self.code, leavingOut: ["Kingfisher", "FirebaseAuth"])
        #expect(rewritten.removed.map(\.line) == [3, 4])
        #expect(rewritten.removed.map(\.module) == ["Kingfisher", "FirebaseAuth"])
        let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(lines[2].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[3].trimmingCharacters(in: .whitespaces) == "// the user")
        #expect(lines[1] == "@testable import Feature")
    }

    /// WorkoutApp imports single headers of Apple's frameworks; a declaration import stays as written.
    @Test func aFrameworkSubmoduleImportImportsTheFramework() {
        let code = "import UIKit.UIImage\nimport MapKit.MKGeometry // the map\nimport class UIKit.UIView\nimport Kit.Sub\n"
        let rewritten = ModuleImports.rewrite(code, leavingOut: ["Kit"])
        #expect(rewritten.text == "import UIKit        \nimport MapKit            // the map\nimport class UIKit.UIView\n              \n")
        #expect(rewritten.removed.map(\.module) == ["Kit"])
        #expect(ModuleImports.rewrite("import SwiftUI\n", leavingOut: []).text == "import SwiftUI\n")
    }

    @Test func theProbeReportsEachMissingModule() {
        #expect(ModuleImports.probe(["A"]) == "#if !canImport(A)\n#error(\"missing module 'A'\")\n#endif\n")
        let errors = CompilerDiagnostic.errors(in: "ModuleProbe.swift:2:8: error: missing module 'Firebase'\n")
        #expect(errors.compactMap(ModuleImports.missingModule) == ["Firebase"])
        #expect(errors.first?.column == 8)
    }
}
