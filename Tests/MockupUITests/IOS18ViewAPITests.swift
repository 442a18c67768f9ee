import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// A renderer as iOS 18 code writes one (WWDC24 session 10151, "Create custom visual effects with
/// SwiftUI"): it draws each line with a shadow.
private struct ShadowedLines: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            var copy = ctx
            copy.addFilter(.shadow(radius: 2))
            copy.draw(line)
        }
    }
}

private struct Emphasis: TextAttribute {}

/// A sheet's content with iOS 18 sizing and scroll callbacks, as real files write them.
private struct SettingsSheet: View {
    @State private var offset: CGFloat = 0
    @State private var visible = false

    var body: some View {
        ScrollView {
            Text("Settings").customAttribute(Emphasis())
                .onScrollVisibilityChange(threshold: 0.2) { visible = $0 }
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
        .onScrollPhaseChange { _, new, context in if new == .idle { offset = context.geometry.contentOffset.y } }
        .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
        .presentationSizing(.form.fitted(horizontal: false, vertical: true).sticky(vertical: true))
    }
}

/// iOS 18 view API with nothing to draw in a still: it compiles with Apple's signatures and leaves
/// the view as it is, with a render note where iOS would look different.
@MainActor @Suite struct IOS18ViewAPITests {
    func tree<V: View>(_ view: V) throws -> LayoutTree { try layout(resolveView(view), width: 393, height: 200) }

    @Test func scrollCallbacksAndSizingLeaveTheViewAsItIs() throws {
        let laid = try tree(SettingsSheet())
        expectRect(laid.one(.text, "Settings").frame, 162.5, 0, 68, 17)
        #expect(laid.warnings.isEmpty, "\(laid.warnings)")
        let sizings: [any PresentationSizing] = [.automatic, .page, .form, .fitted]
        #expect(sizings.count == 4)
        let root = PresentationSizingRoot { _ in CGSize(width: 10, height: 10) }
        #expect(FittedPresentationSizing().proposedSize(for: root, context: PresentationSizingContext()) == ProposedViewSize(width: nil, height: nil))
    }

    @Test func textRenderersDrawTheTextUnchangedWithANote() throws {
        let plain = try tree(Text("Shadowed"))
        let rendered = try tree(Text("Shadowed").textRenderer(ShadowedLines()))
        #expect(rendered.one(.text).frame == plain.one(.text).frame)
        #expect(rendered.warnings.contains { $0.contains("textRenderer(ShadowedLines)") }, "\(rendered.warnings)")
    }
}
