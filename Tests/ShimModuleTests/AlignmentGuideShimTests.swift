import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `.alignmentGuide` and `.zIndex` as pasted SwiftUI code writes them, through `import SwiftUI`.
@MainActor @Suite struct AlignmentGuideShimTests {
    struct Badged: View {
        var body: some View {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 8).fill(Color.gray).frame(width: 40, height: 40).id("card")
                Circle().fill(Color.red).frame(width: 16, height: 16)
                    .alignmentGuide(.top) { d in d.height / 2 }
                    .alignmentGuide(.trailing) { (d: ViewDimensions) -> CGFloat in d[HorizontalAlignment.center] }
                    .zIndex(1)
                    .id("badge")
                Color.blue.frame(width: 8, height: 8)
            }
            .id("root")
        }
    }

    @Test func pastedBadgeCodeAlignsOnItsGuides() throws {
        let tree = try layout(resolveView(Badged()), width: 100)
        let card = try #require(tree.frame(of: "card")), badge = try #require(tree.frame(of: "badge"))
        // The badge's centre sits on the card's top-trailing corner.
        #expect(badge.origin.x - card.origin.x == 32)
        #expect(badge.origin.y - card.origin.y == -8)
    }
}
