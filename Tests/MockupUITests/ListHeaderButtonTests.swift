import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// Buttons in list section headers and footers keep their tint: the header gives its text the
/// secondary label colour without setting a foreground style buttons would inherit (docs/CONTROLS.md).
@MainActor @Suite struct ListHeaderButtonTests {
    @Test func aHeadersButtonsKeepTheirTintWhileItsTextIsSecondary() throws {
        let list = List {
            Section { Text("Row") } header: {
                HStack {
                    Text("Header")
                    Spacer()
                    Button("Edit") {}
                    Button("Log") {}.buttonStyle(.bordered).tint(.green)
                }
            } footer: {
                HStack { Text("Footer"); Button("More") {} }
            }
        }
        .listStyle(.insetGrouped)
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"HEADER\" system(default) 13 regular #3C3C43@0.60"), "uppercased, secondary label colour")
        #expect(dump.contains("text \"EDIT\" system(default) 13 regular #007AFF"), "the accent colour")
        #expect(dump.contains("text \"LOG\" system(default) 13 regular #34C759"), "the bordered button's green tint")
        #expect(dump.contains("text \"Footer\" system(default) 13 regular #3C3C43@0.60"))
        #expect(dump.contains("text \"More\" system(default) 13 regular #007AFF"))
    }

    @Test func aForegroundStyleInAHeaderStillReachesItsButtons() throws {
        let list = List {
            Section { Text("Row") } header: { Button("Edit") {}.foregroundStyle(.red) }
        }
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"EDIT\" system(default) 13 regular #FF3B30"))
    }
}
