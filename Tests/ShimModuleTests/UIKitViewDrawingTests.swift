import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// The UIKit views a `UIViewRepresentable` makes are drawn when UIKit itself provides their class:
/// blurs as their material, labels and text views as text, plain views with their layer's corners,
/// border and shadow; a view class of the code's own still draws the named placeholder.
@MainActor @Suite struct UIKitViewDrawingTests {
    struct Blur: UIViewRepresentable {
        let style: UIBlurEffect.Style
        func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: nil) }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
    }

    struct Card: UIViewRepresentable {
        var masks = false
        func makeUIView(context: Context) -> UIView {
            let card = UIView()
            card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.layer.cornerRadius = 20
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            card.layer.masksToBounds = masks
            let label = UILabel()
            label.text = "Hi"
            label.textColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            label.font = .systemFont(ofSize: 20, weight: .bold)
            label.textAlignment = .center
            card.addSubview(label)
            let badge = UIView(frame: CGRect(x: 150, y: 10, width: 30, height: 20))
            badge.backgroundColor = .black
            card.addSubview(badge)
            return card
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            view.text = "Note"
            view.font = .systemFont(ofSize: 17)
            return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
    }

    struct Custom: UIViewRepresentable {
        final class Sparkline: UIView {}
        func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.addSubview(Sparkline())
            return container
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    private func render(width: Double = 200, scheme: ColorScheme = .light, _ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: nil, scale: 1, colorScheme: scheme),
                                fonts: FontLibrary.shared(), view)
    }

    @Test func aBlurDrawsAsItsMaterialAndAFixedStyleKeepsItsScheme() throws {
        func fills(_ style: UIBlurEffect.Style, in scheme: ColorScheme) throws -> (Int, Int, Int, Int) {
            try render(scheme: scheme) { Blur(style: style).frame(height: 40) }.image.rgba(100, 20)
        }
        func material(_ material: Material, in scheme: ColorScheme) throws -> (Int, Int, Int, Int) {
            try render(scheme: scheme) { Rectangle().fill(material).frame(height: 40) }.image.rgba(100, 20)
        }
        #expect(try fills(.systemThinMaterial, in: .light) == material(.thinMaterial, in: .light))
        #expect(try fills(.systemThinMaterial, in: .dark) == material(.thinMaterial, in: .dark))
        #expect(try fills(.systemMaterialDark, in: .light) == material(.regularMaterial, in: .dark))
        #expect(try fills(.systemChromeMaterial, in: .light) == material(.bar, in: .light))
        let rendered = try render { Blur(style: .systemUltraThinMaterial).frame(height: 40) }
        #expect(!rendered.warnings.contains { $0.contains("not drawn") })
    }

    @Test func aPlainViewDrawsItsLayerAndItsSubviews() throws {
        let rendered = try render { Card().frame(height: 100) }
        try rendered.image.writeForInspection("uikit-card")
        #expect(rendered.image.rgba(100, 80) == (255, 0, 0, 255), "the background")
        #expect(rendered.image.rgba(1, 50) == (0, 0, 255, 255), "the 2-pt border")
        #expect(rendered.image.rgba(2, 2) == (255, 255, 255, 255), "the top-left corner is rounded (the page shows)")
        #expect(rendered.image.rgba(1, 98) == (0, 0, 255, 255), "the bottom corners are not in maskedCorners")
        #expect(rendered.image.rgba(165, 20) == (0, 0, 0, 255), "the subview at its frame")
        let label = try #require(rendered.layout.tree.all(.text).first { $0.detail == "Hi" })
        #expect(abs(label.frame.midX - 100) < 0.5 && abs(label.frame.midY - 50) < 0.5, "the label fills the card, centred")
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
    }

    @Test func masksToBoundsClipsTheSubviews() throws {
        let free = try render { Card(masks: false).frame(width: 160, height: 100).frame(width: 200, alignment: .leading) }
        let masked = try render { Card(masks: true).frame(width: 160, height: 100).frame(width: 200, alignment: .leading) }
        // The badge hangs over the card's 160-pt right edge at x 150…180.
        #expect(free.image.rgba(170, 20) == (0, 0, 0, 255))
        #expect(masked.image.rgba(170, 20) == (255, 255, 255, 255))
        #expect(masked.image.rgba(155, 20) == (0, 0, 0, 255), "the part of the badge inside the card")
    }

    /// Apple's `VisualEffectBlur` sample hosts its content in a hosting controller's view, screen-sized
    /// until resized: a subview's frame does not size the view, so the blur stays the representable's.
    @Test func aSubviewLargerThanItsSuperviewDoesNotGrowIt() throws {
        struct HostedBlur: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView {
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                blur.contentView.addSubview(content)
                return blur
            }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }
        let rendered = try render { HostedBlur().frame(width: 36, height: 36).frame(width: 200) }
        #expect(rendered.layout.tree.size == Size(200, 36))
        #expect(rendered.image.rgba(100, 18) != (255, 255, 255, 255), "the blur, centred")
        #expect(rendered.image.rgba(20, 18) == (255, 255, 255, 255) && rendered.image.rgba(180, 18) == (255, 255, 255, 255),
                "nothing beside its 36-pt frame")
    }

    @Test func aTextViewStartsItsTextInsideUIKitsInsets() throws {
        let rendered = try render { Notes().frame(height: 80) }
        let text = try #require(rendered.layout.tree.all(.text).first { $0.detail == "Note" })
        #expect(text.frame.minX == 5, "UIKit's 5-pt line fragment padding")
        #expect(text.frame.minY == 8, "UIKit's 8-pt top inset")
    }

    @Test func aViewClassOfTheCodesOwnStillDrawsThePlaceholder() throws {
        let rendered = try render { Custom().frame(height: 50) }
        #expect(rendered.layout.tree.all(.platformView).map(\.detail) == ["Custom"])
        #expect(rendered.warnings.contains("UIViewRepresentable Custom: the UIKit view is not drawn; a placeholder stands in"))
    }

    @Test func cgColorsKeepTheirColourAndComponents() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor
        #expect(red.components == [1, 0, 0, 0.5])
        #expect(red.copy(alpha: 1)?.alpha == 1)
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
        #expect(Color(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)) == Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1))
    }
}
