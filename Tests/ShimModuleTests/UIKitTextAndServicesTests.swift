import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit's font metrics, paragraph styles in string drawing, the pasteboard, haptics, text input
/// traits and the app's accessibility and lifecycle API, as UIKit-flavoured view code uses them.
@MainActor @Suite struct UIKitTextAndServicesTests {
    @Test func systemFontMetricsAreSFPros() {
        let body = UIFont.systemFont(ofSize: 17)
        // SF Pro's hhea ascender 1950, descender 494 on a 2048-unit em (docs/TEXT.md): 20.29 pt per line at 17 pt.
        #expect(abs(body.ascender - 1950.0 / 2048 * 17) < 0.001)
        #expect(abs(body.descender + 494.0 / 2048 * 17) < 0.001)
        #expect(abs(body.lineHeight - 20.287) < 0.001 && body.leading == 0)
        #expect(abs(UIFont.systemFont(ofSize: 34).lineHeight - 2 * body.lineHeight) < 0.001)
        #expect(body.capHeight > 11 && body.capHeight < 12.5)
        #expect(body.familyName == ".AppleSystemUIFont")
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18 && UIFont.systemFontSize == 14
                && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.familyNames.contains("Avenir Next") && UIFont.familyNames.contains("Helvetica Neue"))
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
    }

    @Test func centredParagraphStyleCentresDrawnText() throws {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        #expect((centred.copy() as? NSParagraphStyle)?.alignment == .center)
        #expect(NSParagraphStyle.default.alignment == .natural && NSParagraphStyle.default.tabStops.count == 12)
        func inkColumns(_ style: NSParagraphStyle?) throws -> ClosedRange<Int> {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 30), format: format).image { _ in
                var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.black]
                attributes[.paragraphStyle] = style
                ("Hi" as NSString).draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: attributes)
            }
            let pixels = try PNGDecoder.decode([UInt8](try #require(image.pngData())))
            let inked = (0..<pixels.width).filter { x in (0..<pixels.height).contains { pixels.rgba(x, $0).a > 128 } }
            return try #require(inked.first)...(try #require(inked.last))
        }
        let leading = try inkColumns(nil), middle = try inkColumns(centred)
        #expect(leading.lowerBound < 5)
        #expect(middle.count == leading.count)
        #expect(abs((middle.lowerBound + middle.upperBound) / 2 - 100) <= 2, "ink centred in the 200-pt rect: \(middle)")
    }

    @Test func pasteboardHoldsWhatIsCopied() throws {
        let board = try #require(UIPasteboard.withName(UIPasteboard.Name("test-\(UUID())"), create: true))
        #expect(!board.hasStrings && board.string == nil)
        let before = board.changeCount
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"] && board.hasStrings && !board.hasURLs)
        #expect(board.changeCount > before && board.types == ["public.utf8-plain-text"])
        board.url = URL(string: "https://example.com")
        #expect(board.url?.host == "example.com" && !board.hasStrings)
        board.setValue("x", forPasteboardType: "public.text")
        #expect(board.value(forPasteboardType: "public.text") as? String == "x" && board.contains(pasteboardTypes: ["public.text"]))
        board.string = nil
        #expect(board.items.isEmpty)
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard.withName(board.name, create: false) == nil)
    }

    @Test func hapticsTextTraitsAndAccessibilityCompileAndHold() {
        let generators: [UIFeedbackGenerator] = [UIImpactFeedbackGenerator(style: .heavy), UINotificationFeedbackGenerator(),
                                                 UISelectionFeedbackGenerator(view: UIView()), UICanvasFeedbackGenerator()]
        generators.forEach { $0.prepare() }
        #expect((generators[0] as? UIImpactFeedbackGenerator)?.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        #expect(generators[2].view == nil, "the view is held weakly")

        let field = UITextField()
        field.autocorrectionType = .no
        field.textContentType = .creditCardExpiration
        let traits: any UITextInputTraits = field
        #expect(traits.autocorrectionType == .no && traits.textContentType == .creditCardExpiration)
        #expect(UITextView().spellCheckingType == .default)

        field.accessibilityTraits = [.button, .header]
        field.accessibilityLabel = "Card expiry"
        #expect(field.accessibilityTraits.contains(.header) && !field.accessibilityTraits.contains(.link))
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
        #expect(!UIAccessibility.isClosedCaptioningEnabled)

        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func appStateShortcutsAndKeyCommands() {
        let app = UIApplication.shared
        #expect(app.applicationState == .active && app.userInterfaceLayoutDirection == .leftToRight)
        let task = app.beginBackgroundTask(withName: "upload")
        #expect(task != .invalid && app.beginBackgroundTask() != task)
        app.endBackgroundTask(task)
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Post", localizedSubtitle: nil,
                                             icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
        let mutable = item.mutableCopy() as! UIMutableApplicationShortcutItem
        mutable.localizedTitle = "Draft"
        app.shortcutItems = [item, mutable]
        #expect(app.shortcutItems?.map(\.localizedTitle) == ["New Post", "Draft"])
        #expect(app.shortcutItems?.first?.icon?.systemImageName == "square.and.pencil")
        #expect(UIResponder().keyCommands == nil && UIKeyModifierFlags.command.rawValue != UIKeyModifierFlags.shift.rawValue)
    }

    @Test func bezierPathsTransformCopyAndReportTheirDash() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        let lengths: [CGFloat] = [4, 2]
        path.setLineDash(lengths, count: 2, phase: 1)
        let copy = path.copy() as! UIBezierPath
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 10, height: 10) && copy.lineWidth == 3)
        var count = 0
        var phase: CGFloat = 0
        copy.getLineDash(nil, count: &count, phase: &phase)
        var pattern = [CGFloat](repeating: 0, count: count)
        copy.getLineDash(&pattern, count: nil, phase: nil)
        #expect(count == 2 && phase == 1 && pattern == [4, 2])
    }
}
