import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit's font descriptors (the rounded bar title idiom) and its switch in a representable.
@MainActor @Suite struct UIFontDescriptorAndSwitchTests {
    @Test func descriptorsDeriveRoundedBoldAndItalicFonts() throws {
        let base = UIFont.systemFont(ofSize: 34, weight: .bold)
        let rounded = try #require(base.fontDescriptor.withDesign(.rounded))
        let title = UIFont(descriptor: rounded, size: 0)
        #expect(title.pointSize == 34)
        #expect(title.font.descriptor.source == .system(.rounded) && title.font.descriptor.weight == .bold)
        #expect(UIFont(descriptor: rounded, size: 20).pointSize == 20)
        // A named face has no system designs.
        #expect(UIFont(name: "Inter-Regular", size: 17)?.fontDescriptor.withDesign(.rounded) == nil)
        let boldItalic = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.symbolicTraits == [.traitBold, .traitItalic])
        #expect(UIFont(descriptor: boldItalic, size: 17).font.descriptor.weight == .bold)
        #expect(UIFont(descriptor: boldItalic, size: 17).font.descriptor.italic)
        let light = UIFontDescriptor(fontAttributes: [.size: CGFloat(15), .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.light]])
        #expect(light.pointSize == 15 && UIFont(descriptor: light, size: 0).font.descriptor.weight == .light)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
    }

    /// Text styles are UIKit's strings, so a table keyed by `rawValue` finds its style.
    @Test func textStylesHaveUIKitsRawValues() {
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle.caption1.rawValue == "UICTFontTextStyleCaption1")
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "NotAStyle")).pointSize == 17, "read as body")
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).pointSize == 36)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2).fontName == ".SFUI-Bold")
    }

    /// `fontName` is never nil, as in UIKit: the system font's is UIKit's `.SFUI-<Weight>` name.
    @Test func everyFontHasAName() {
        let regular: String = UIFont.systemFont(ofSize: 17).fontName
        #expect(regular == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 20, weight: .bold).fontName == ".SFUI-Bold")
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont(name: "Inter-Regular", size: 17)?.fontName == "Inter-Regular")
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont(name: "Inter-Regular", size: 17)?.withSize(12).fontName == "Inter-Regular")
    }

    /// Apps keep a chosen font in their settings as an archive (IceCubes' `Theme.chosenFont`).
    @Test func fontsArchiveAndUnarchive() throws {
        for font in [UIFont.systemFont(ofSize: 19, weight: .semibold), UIFont(name: "Inter-Regular", size: 15)!] {
            let data = try NSKeyedArchiver.archivedData(withRootObject: font, requiringSecureCoding: true)
            let restored = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: data))
            #expect(restored.fontName == font.fontName && restored.pointSize == font.pointSize)
            #expect(restored.font.descriptor == font.font.descriptor, "\(restored.font.descriptor) \(font.font.descriptor)")
        }
    }

    struct Switch: UIViewRepresentable {
        func makeUIView(context: Context) -> UISwitch {
            let control = UISwitch()
            control.isOn = true
            control.onTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return control
        }
        func updateUIView(_ control: UISwitch, context: Context) {}
    }

    @Test func aSwitchDrawsAsSwiftUIsSwitchInItsOnTint() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: nil, height: nil, scale: 1, colorScheme: .light),
                                               fonts: FontLibrary.shared()) { Switch().frame(width: 51, height: 31) }
        try rendered.image.writeForInspection("uikit-switch")
        #expect(rendered.layout.tree.all(.platformView).isEmpty, "drawn, not a placeholder")
        #expect(rendered.image.rgba(10, 15) == (255, 0, 0, 255), "the on track in the switch's tint")
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        // The proxy's colour reaches switches made afterwards.
        UISwitch.appearance().onTintColor = .orange
        defer { UISwitch.appearance().onTintColor = nil }
        #expect(UISwitch().onTintColor == .orange)
    }

    /// UIKit enforces a switch's size: in a representable it is 51 × 31 wherever it is offered more
    /// or less, and its layer's border goes round the switch, not the offered width.
    @Test func aRepresentedSwitchKeepsItsSize() throws {
        let laid = try ViewRenderer.layout(RenderRequest(width: 300, scale: 1), fonts: FontLibrary.shared()) {
            HStack { Text("Label"); Switch() }.frame(width: 300, alignment: .leading)
        }
        let text = try #require(laid.tree.all(.text).first?.frame)
        let drawing = try #require(laid.tree.all(.customLayout).first { $0.detail == "RepresentableSizing" }?.frame)
        #expect(drawing.width == 51 && drawing.height == 31)
        #expect(abs(drawing.minX - text.maxX - 8) < 1e-9, "the standard gap to the label")
        let squeezed = try ViewRenderer.layout(RenderRequest(width: 30, scale: 1), fonts: FontLibrary.shared()) { Switch() }
        #expect(squeezed.tree.root.frame.width == 51 && squeezed.tree.root.frame.height == 31)
    }
}
