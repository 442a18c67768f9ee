import Foundation
import MockupAssets
import Testing
@testable import MockupUI

/// A colour set whose colour is one of UIKit's (Xcode's "System Blue Color", "Dark Text Color":
/// `"reference": "systemBlueColor"`) draws that colour in the scheme it is drawn in; it read as
/// missing, so a text colour of `darkTextColor` with a white dark entry was white on white.
struct AssetColorReferenceTests {
    @Test func systemColourReferencesResolveInTheirScheme() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-color-reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ name: String, _ colors: String) throws {
            let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{\"colors\":[\(colors)],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8)
                .write(to: folder.appendingPathComponent("Contents.json"))
        }
        let dark = "\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}]"
        try write("TextColor", "{\"color\":{\"platform\":\"ios\",\"reference\":\"darkTextColor\"},\"idiom\":\"universal\"},"
                  + "{\(dark),\"color\":{\"color-space\":\"srgb\",\"components\":{\"alpha\":\"1.000\",\"blue\":\"1.000\",\"green\":\"1.000\",\"red\":\"1.000\"}},\"idiom\":\"universal\"}")
        try write("Accent", "{\"color\":{\"platform\":\"universal\",\"reference\":\"systemBlueColor\"},\"idiom\":\"universal\"}")
        try write("Fill", "{\"color\":{\"platform\":\"ios\",\"reference\":\"secondarySystemFillColor\"},\"idiom\":\"universal\"}")
        try write("Mac", "{\"color\":{\"platform\":\"osx\",\"reference\":\"windowFrameTextColor\"},\"idiom\":\"universal\"}")
        var light = EnvironmentValues()
        light.assetCatalog = AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets").path])
        var darkScheme = light
        darkScheme.colorScheme = .dark
        #expect(Color("TextColor").rgba(in: light) == RGBA(red: 0, green: 0, blue: 0))
        #expect(Color("TextColor").rgba(in: darkScheme) == RGBA(red: 1, green: 1, blue: 1))
        #expect(Color("Accent").rgba(in: light) == RGBA(red: 0, green: 0x7A / 255.0, blue: 1), "the system blue, 007AFF")
        #expect(Color("Accent").rgba(in: darkScheme) == RGBA(red: 0x0A / 255.0, green: 0x84 / 255.0, blue: 1), "its dark value, 0A84FF")
        #expect(Color("Fill").rgba(in: darkScheme) == RGBA(red: 0x78 / 255.0, green: 0x78 / 255.0, blue: 0x80 / 255.0, alpha: 0.32))
        #expect(Color("Mac").rgba(in: light) == .clear, "a colour iOS does not have is clear, as a missing name")
        #expect(UIKitSystemColor.allCases.allSatisfy { UIKitSystemColor(rawValue: $0.rawValue) == $0 })
    }
}
