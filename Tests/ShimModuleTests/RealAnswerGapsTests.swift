import Dispatch
import Foundation
import MockupRaster
import MockupText
@testable import PhotosUI
import SwiftUI
import Testing
@testable import MockupUI

/// Forms of SwiftUI, UIKit and Dispatch API that real answers and sample apps call (the Asperi set:
/// `scripts/project-check.py`), each to Apple's declaration.
@MainActor @Suite struct RealAnswerGapsTests {
    private struct Leaf: Identifiable { let id: Int; var name: String; var children: [Leaf]? }

    private func render(_ width: Double, _ height: Double, @ViewBuilder _ content: () -> some View) throws -> PixelImage {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1), fonts: FontLibrary.shared(), content).image
    }

    /// Columns of `image` with dark ink.
    private func inkColumns(_ image: PixelImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].red < 128 && image[x, $0].alpha > 128 } }
    }

    @Test func scaleEffectBySizeMirrorsAboutTheCentre() throws {
        let plain = try render(80, 40) { Rectangle().fill(.black).frame(width: 20, height: 40).offset(x: -20) }
        let mirrored = try render(80, 40) {
            Rectangle().fill(.black).frame(width: 20, height: 40).offset(x: -20).scaleEffect(CGSize(width: -1, height: 1))
        }
        #expect(inkColumns(plain) == Array(10..<30))
        #expect(inkColumns(mirrored) == Array(50..<70), "x → 80 − x")
    }

    @Test func boundCollectionsWithAnIDKeyPathMakeOneRowEach() throws {
        let rows = [Leaf(id: 1, name: "Inbox"), Leaf(id: 2, name: "Archive"), Leaf(id: 3, name: "Sent")]
        let list = List(.constant(rows), id: \.id) { $row in Text(row.name) }
        #expect(flattenedViews(list.content, in: EnvironmentValues()).count == 3)
        let selecting = List(.constant(rows), id: \.name, selection: .constant(Set<String>())) { $row in Text(row.name) }
        #expect(flattenedViews(selecting.content, in: EnvironmentValues()).count == 3)
    }

    @Test func treeListsTakeAnIDKeyPathAndASelection() throws {
        let tree = [Leaf(id: 1, name: "Documents", children: [Leaf(id: 3, name: "A")]), Leaf(id: 2, name: "Photos")]
        let byID = List(tree, id: \.name, children: \.children) { Text($0.name) }
        #expect(byID.content.childViews(in: EnvironmentValues()).count == 2, "the top level only: outlines open collapsed")
        let selecting = List(tree, children: \.children, selection: .constant(Optional<Int>.none)) { Text($0.name) }
        #expect(selecting.content.childViews(in: EnvironmentValues()).count == 2)
    }

    @Test func formatterFieldsShowTheFormattedValueOrThePrompt() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let field = TextField("Amount", value: .constant(1234), formatter: formatter, prompt: Text("0"))
        #expect(field.model.text == "1,234")
        let labelled = TextField(value: .constant(Optional<Int>.none), formatter: formatter, prompt: Text("Count")) { Text("Label") }
        #expect(labelled.model.text == "", "nothing to format: the prompt shows")
        _ = TextField("Amount", value: .constant(1), formatter: formatter, onEditingChanged: { _ in }, onCommit: {})
    }

    @Test func templateUIImagesDrawInTheForegroundColour() throws {
        let pixels = try PixelImage(width: 4, height: 4, color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        let image = UIImage(data: Data(try PNGEncoder.encode(pixels)))!
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == image.size)
        let drawn = try render(4, 4) { Image(uiImage: template).foregroundStyle(Color(red: 1, green: 0, blue: 0)) }
        #expect(drawn[2, 2] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        let original = try render(4, 4) { Image(uiImage: image).foregroundStyle(Color(red: 1, green: 0, blue: 0)) }
        #expect(original[2, 2] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func tintedUIImagesDrawInTheirTintAndVariantsKeepWhatTheyAreGiven() throws {
        let pixels = try PixelImage(width: 4, height: 4, color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        let image = UIImage(data: Data(try PNGEncoder.encode(pixels)))!
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        // A template takes the image's tint over the foreground style; a bitmap in its own colours keeps them.
        let template = try render(4, 4) {
            Image(uiImage: image.withTintColor(blue, renderingMode: .alwaysTemplate)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        }
        #expect(template[2, 2] == PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(try render(4, 4) { Image(uiImage: image.withTintColor(blue)) }[2, 2] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        let star = UIImage(systemName: "star.fill")!
        #expect(star.isSymbolImage && !image.isSymbolImage)
        let tinted = try render(24, 24) { Image(uiImage: star.withTintColor(blue, renderingMode: .alwaysOriginal)).font(.system(size: 20)) }
        #expect(tinted.pixels.contains(PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255).rawValue), "the symbol is drawn in its tint")
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        let resizable = image.resizableImage(withCapInsets: insets)
        #expect(resizable.capInsets == insets && resizable.resizingMode == .tile && resizable.size == image.size)
        #expect(image.resizableImage(withCapInsets: insets, resizingMode: .stretch).resizingMode == .stretch)
        #expect(UIImage.animatedImage(with: [image, star], duration: 1) === image, "a still shows the first frame")
        // A half-black, half-white strip mirrored: the black pixel moves to the right.
        let strip = try PixelImage(width: 2, height: 1, pixels: [PremultipliedColor.black.rawValue, PremultipliedColor.white.rawValue])
        let flipped = UIImage(data: Data(try PNGEncoder.encode(strip)))!.withHorizontallyFlippedOrientation()
        #expect(flipped.cgImage?.pixels.pixels == [PremultipliedColor.white.rawValue, PremultipliedColor.black.rawValue])
    }

    @Test func hostingControllersMeasureTheirRootView() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 44))
        #expect(controller.sizeThatFits(in: CGSize(width: 393, height: 852)) == CGSize(width: 120, height: 44))
        #expect(UIHostingController(coder: NSCoder(), rootView: Text("x")) == nil, "no storyboards in a render")
        let renderer = ImageRenderer(content: Color.red.frame(width: 120, height: 44))
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        #expect(renderer.uiImage?.size == CGSize(width: 120, height: 44), "the view's own size, not the proposal")
        let flexible = ImageRenderer(content: Color.red)
        flexible.proposedSize = ProposedViewSize(width: 393, height: 852)
        #expect(flexible.uiImage?.size == CGSize(width: 393, height: 852), "a flexible view takes the proposal")
    }

    @Test func dispatchTimesAdvanceAndMeasureDistances() {
        let start = DispatchTime(uptimeNanoseconds: 1_000)
        #expect(start.advanced(by: .microseconds(2)).uptimeNanoseconds == 3_000)
        #expect(start.distance(to: DispatchTime(uptimeNanoseconds: 500)) == .nanoseconds(-500))
    }

    @Test func contentSizeCategoriesConvertToDynamicTypeSizes() {
        #expect(ContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
        #expect(DynamicTypeSize(ContentSizeCategory.accessibilityMedium) == .accessibility1)
        #expect(ContentSizeCategory.extraLarge > .large)
    }

    @Test func uikitObjectsDescribeThemselvesAsNSObjectsDo() {
        #expect(UIWindow().description.hasPrefix("<UIWindow: 0x"))
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(UIDatePicker.appearance().minuteInterval == 1, "UIKit's default")
        UIRefreshControl.appearance().tintColor = .systemRed
        let refresh: UIControl = UIRefreshControl()
        refresh.addTarget(nil, action: Selector(("refresh")), for: .valueChanged)
        #expect((refresh as? UIRefreshControl)?.isRefreshing == false, "a refresh control is a control, never pulled at rest")
        let field = UITextField(frame: .zero)
        field.attributedText = NSAttributedString(string: "Hello")
        #expect(field.text == "Hello")
    }

    @Test func popoverControllersAreConfiguredBeforePresenting() {
        final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
        }
        let controller = UIHostingController(rootView: Text("Tip"))
        #expect(controller.popoverPresentationController == nil, "a sheet until the style is .popover")
        let popover = UIHostingController(rootView: Text("Tip"))
        popover.modalPresentationStyle = .popover
        let presentation = popover.popoverPresentationController
        presentation?.permittedArrowDirections = [.up, .down]
        presentation?.backgroundColor = .systemBackground
        let delegate = Delegate()
        presentation?.delegate = delegate
        #expect(presentation?.permittedArrowDirections.contains(.up) == true)
        #expect(presentation?.arrowDirection == .unknown, "never on screen in a render")
        #expect(delegate.adaptivePresentationStyle(for: presentation!, traitCollection: .current) == UIModalPresentationStyle.none)
    }

    @Test func geometryDescribesItselfAsOnApplePlatforms() {
        #expect("\(CGRect(x: 0, y: 10, width: 393, height: 852))" == "(0.0, 10.0, 393.0, 852.0)")
        #expect(CGPoint(x: 1.5, y: 2).debugDescription == "(1.5, 2.0)")
        #expect(String(describing: CGSize(width: 3, height: 4)) == "(3.0, 4.0)")
        #expect("\(CGVector(dx: 1, dy: -1))" == "(1.0, -1.0)")
    }

    @Test func embeddedPhotoPickersAreDrawnAsTheirButtonWithANote() throws {
        let request = RenderRequest(width: 200, height: 60, scale: 1)
        let inline = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            PhotosPicker("Photos", selection: .constant(nil), photoLibrary: .shared()).photosPickerStyle(.inline)
        }
        #expect(inline.warnings.contains { $0.contains("photosPickerStyle(.inline)") })
        let presented = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            PhotosPicker("Photos", selection: .constant(nil)).photosPickerStyle(.presentation)
        }
        #expect(presented.warnings.isEmpty)
    }
}
