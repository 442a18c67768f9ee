import Foundation
import MockupAssets
import MockupRaster
import MockupText
import MockupUI
import Rswift
import SwiftUI
import Testing

/// The shape of R.swift 5/6's generated `R` (a trimmed `R.generated.swift`, which writes `UIKit.UIColor`; renamed, as this
/// module has an `R`).
private struct Res6: Rswift.Validatable {
    fileprivate static let hostingBundle = Bundle.main
    static func validate() throws { try font.validate() }

    struct color {
        static let brand = Rswift.ColorResource(bundle: Res6.hostingBundle, name: "Brand")
        static func brand(compatibleWith traitCollection: UITraitCollection? = nil) -> UIColor? {
            UIColor(resource: Res6.color.brand, compatibleWith: traitCollection)
        }
    }
    struct image {
        static let dot = Rswift.ImageResource(bundle: Res6.hostingBundle, name: "dot")
        static func dot(compatibleWith traitCollection: UITraitCollection? = nil) -> UIImage? {
            UIImage(resource: Res6.image.dot, compatibleWith: traitCollection)
        }
    }
    struct font: Rswift.Validatable {
        static let noSuchFace = Rswift.FontResource(fontName: "NoSuchFace-Bold")
        static func noSuchFace(size: CGFloat) -> UIFont? { UIFont(resource: noSuchFace, size: size) }
        static func validate() throws {
            if noSuchFace(size: 42) == nil { throw Rswift.ValidationError(description: "[R.swift] Font 'NoSuchFace-Bold' could not be loaded") }
        }
    }
    struct file {
        static let dataJson = Rswift.FileResource(bundle: Res6.hostingBundle, name: "data", pathExtension: "json")
    }
    struct storyboard {
        struct launchScreen: Rswift.StoryboardResourceWithInitialControllerType {
            typealias InitialController = UIViewController
            let bundle = Res6.hostingBundle
            let name = "LaunchScreen"
        }
    }
    struct nib {
        struct _ProfileCell: Rswift.NibResourceType, Rswift.ReuseIdentifierType {
            typealias ReusableType = UITableViewCell
            let bundle = Res6.hostingBundle
            let identifier = "ProfileCell"
            let name = "ProfileCell"
            @MainActor func firstView(owner ownerOrNil: AnyObject?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> UITableViewCell? {
                instantiate(withOwner: ownerOrNil, options: optionsOrNil)[0] as? UITableViewCell
            }
        }
    }
}

@MainActor
struct RswiftTests {
    @Test func generatedResourcesLoadThroughUIKit() throws {
        let (catalog, folder) = try RswiftResourcesTests.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = RenderRequest(width: 4, scale: 3, colorScheme: .dark, background: RGBA(red: 0, green: 0, blue: 0))
        request.assetCatalog = catalog
        let rendered = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            VStack(spacing: 0) {
                Color(uiColor: Res6.color.brand() ?? .clear).frame(width: 4, height: 2)
                Image(uiImage: try! #require(Res6.image.dot()))
            }
        }
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        let brand = rendered.image[6, 3], dot = rendered.image[6, 7]
        #expect([brand.red, brand.green, brand.blue] == [0xE0, 0xC0, 0xA0], "the colour set's dark appearance")
        #expect([dot.red, dot.green, dot.blue] == [0, 200, 0])
    }

    @Test func filesAndFontsResolveAsUIKitResolvesThem() throws {
        // `UIFont(name:size:)` always gives a font here (a missing face falls back with a warning), so the
        // generated font check passes and its font is the fallback at the size asked.
        try Res6.validate()
        #expect(Res6.font.noSuchFace(size: 17)?.pointSize == 17)
        #expect(Res6.file.dataJson.fullName == "data.json" && Res6.file.dataJson.url() == nil)
        #expect(throws: (any Error).self) { try Data(resource: Res6.file.dataJson) }
    }

    @Test func interfaceBuilderResourcesStandInAsUIKitsDo() {
        #expect(Res6.storyboard.launchScreen().instantiateInitialViewController() != nil, "a plain controller stands in")
        #expect(Res6.nib._ProfileCell().firstView(owner: nil) == nil, "a plain view stands in, not the nib's cell class")
        let table = UITableView()
        table.register(Res6.nib._ProfileCell())
        #expect(table.dequeueReusableCell(withIdentifier: "ProfileCell") != nil, "the nib's cells are registered")
        let segue = StoryboardSegueIdentifier<UIStoryboardSegue, UIViewController, UIViewController>(identifier: "showDetail")
        let performed = UIStoryboardSegue(identifier: "other", source: UIViewController(), destination: UIViewController())
        #expect(TypedStoryboardSegueInfo(segueIdentifier: segue, segue: performed) == nil, "another segue")
        let matching = UIStoryboardSegue(identifier: "showDetail", source: UIViewController(), destination: UIViewController())
        #expect(TypedStoryboardSegueInfo(segueIdentifier: segue, segue: matching)?.identifier == "showDetail")
    }
}
