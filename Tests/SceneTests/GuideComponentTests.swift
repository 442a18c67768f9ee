import Foundation
import MockupRaster
import Testing
@testable import MockupUI
@testable import MonzoScenes
@testable import CoinbaseScenes
@testable import CryptoComScenes
@testable import MatchScenes

/// One signature component of each brand resolves to the expected node tree.
@MainActor @Suite struct DSLComponentTests {
    @Test func monzoCardHero() {
        let node = resolveView(MonzoCardHero(balance: "£2,418.60", maskedNumber: "•••• •••• •••• 9042"))
        #expect(nodeTree(node) == """
        padding(0, 20, 0, 20)
          effect rotation3D(0° axis 0,1,0)
            effect shadow(#FF3464@0.40 r30 x0 y14)
              effect clip(roundedRectangle(18))
                frame(w: nil, h: 132, center)
                  zstack(topTrailing)
                    shape rectangle fill linear[#FF3464 0, #FF5A7F 0.5, #E02855 1] (0,0)->(1,1)
                    flexFrame(maxW: inf, leading)
                      padding(20, 20, 20, 20)
                        vstack(leading, spacing: 4)
                          spacer
                          text "£2,418.60" Inter-ExtraBold 30 #FFFFFF tnum
                          text "Available to spend" Inter-Medium 12 #FFFFFF@0.85
                          spacer
                          text "•••• •••• •••• 9042" Inter-SemiBold 13 #FFFFFF@0.90 tracking 2
                    padding(20, 20, 20, 20)
                      text "MONZO" system(default) 11 bold #FFFFFF@0.90 tracking 1
        """)
    }

    @Test func coinbaseAssetRowWithSparkline() {
        let row = AssetRow(assetName: "Bitcoin", ticker: "BTC", holdings: "0.1842 BTC", price: 67234.18,
                           dayChange: 1234, dayChangePct: 0.0192, iconColor: .cbBitcoin, glyph: "₿",
                           sparklinePoints: [(0, 1), (1, 3), (2, 2)])
        #expect(nodeTree(resolveView(row), geometrySize: Size(56, 20)) == """
        overlay(bottom)
          background(center)
            frame(w: nil, h: 64, center)
              padding(0, 16, 0, 16)
                hstack(center, spacing: 12)
                  frame(w: 40, h: 40, center)
                    zstack(center)
                      shape circle fill #F7931A
                      text "₿" system(default) 18 bold #FFFFFF
                  vstack(leading, spacing: 2)
                    text "Bitcoin" CoinbaseSans-Semibold 16 #0A0B0D
                    hstack(center, spacing: 4)
                      text "BTC" CoinbaseSans-Medium 13 #5B616E tracking 0.3
                      text "· 0.1842 BTC" CoinbaseSans-Regular 13 #5B616E
                  spacer
                  frame(w: 56, h: 20, center)
                    geometryReader @56x20
                      shape path(3 elements) stroke #05B169 w1.5 round round
                  vstack(trailing, spacing: 2)
                    text "$67,234.18" CoinbaseSans-Medium 16 #0A0B0D tnum
                    text "+1.92%" CoinbaseSans-Medium 13 #05B169 tnum
            ignoresSafeArea(15)
              shape rectangle fill #FFFFFF
          frame(w: nil, h: 0.5, center)
            shape rectangle fill #E1E4E8
        """)
    }

    @Test func sparklinePathSpansTheReaderSize() throws {
        let sparkline = MiniSparkline(points: [(0, 10), (1, 30), (2, 20)], color: .cbSuccess)
        guard let content = resolveView(sparkline).geometryContent,
              let shape = content.make(Size(56, 20)).resolvedShape,
              case .path(let path) = shape.kind else {
            Issue.record("expected a geometry reader drawing a path")
            return
        }
        #expect(path.elements == [.move(Point(0, 20)), .line(Point(28, 0)), .line(Point(56, 10))])
    }

    @Test func cryptoVisaCardUsesItsTierGradientAndAspectRatio() {
        let card = VisaCard(tier: .obsidian, pan: "5482 •••• •••• 7310", holder: "Alex Rivera")
        let lines = nodeTree(resolveView(card)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(4)) == [
            "effect shadow(#000000@0.80 r30 x0 y14)",
            "aspectRatio(1.586, fit)",
            "zstack(center)",
            "shape roundedRectangle(18) fill linear[#0A0A0C 0, #1A1A1E 0.5, #26262C 1] (0,0)->(1,1)",
        ])
        #expect(lines.contains("text \"OBSIDIAN\" Manrope-Bold 13 #C8A24A tracking 1.5"))
        #expect(lines.contains("text \"5482 •••• •••• 7310\" RobotoMono-Medium 15 #FFFFFF@0.92 tracking 2 tnum"))
        #expect(lines.contains("text \"ALEX RIVERA\" system(default) 12 semibold #FFFFFF@0.75 tracking 1"))
        #expect(lines.contains("text \"VISA\" system(default) 18 heavy italic #FFFFFF"))
        #expect(lines.contains("symbol diamond.fill system(default) 20 regular #FFFFFF"))
    }

    @Test func matchProfileCardBaselineRowAndStoryBars() {
        let card = ProfileCard(imageName: "profile-1", name: "Sofia", age: 29, job: "Architect",
                               distance: "3 miles away", interests: ["Hiking", "Jazz", "Coffee", "Travel", "Art"],
                               photoCount: 3, activeIndex: 1, isVerified: true)
        let text = nodeTree(resolveView(card.assetDirectory("/assets")))
        #expect(text.hasPrefix("""
        effect shadow(#000000@0.55 r28 x0 y12)
          zstack(bottomLeading)
            effect clip(roundedRectangle(20))
              aspectRatio(nil, fill)
                bitmap profile-1 missing resizable
            shape rectangle fill linear[#000000@0.00 0, #141414@0.95 1] (0.5,0.5)->(0.5,1)
            vstack(center, spacing: nil)
              padding(12, 0, 0, 0)
                padding(0, 12, 0, 12)
                  hstack(center, spacing: 4)
                    frame(w: nil, h: 3, center)
                      shape capsule fill #FFFFFF@0.35
                    frame(w: nil, h: 3, center)
                      shape capsule fill #FFFFFF
                    frame(w: nil, h: 3, center)
                      shape capsule fill #FFFFFF@0.35
              spacer
            padding(0, 0, 92, 0)
              padding(0, 18, 0, 18)
                vstack(leading, spacing: 6)
                  hstack(firstTextBaseline, spacing: 8)
                    text "Sofia" Poppins-Bold 26 #FFFFFF
                    text "29" Poppins-Medium 22 #FFFFFF
                    symbol checkmark.seal.fill system(default) 17 regular #1FB6FF
                  text "Architect" Poppins-Medium 14 #FFFFFF@0.90
                  hstack(center, spacing: 5)
                    frame(w: 7, h: 7, center)
                      shape circle fill #2ECC71
                    text "3 miles away" Poppins-Regular 14 #FFFFFF@0.75
                  padding(4, 0, 0, 0)
                    hstack(center, spacing: 6)
                      overlay(center)
                        background(center)
                          padding(5, 0, 5, 0)
                            padding(0, 11, 0, 11)
                              text "Hiking" Poppins-SemiBold 12 #FFFFFF
                          shape capsule fill #FFFFFF@0.16
                        shape capsule strokeBorder #FFFFFF@0.28 w1 butt miter
        """))
        // ChipFlow shows the first four interests as capsule chips.
        #expect(text.components(separatedBy: "strokeBorder #FFFFFF@0.28 w1 butt miter").count == 5)
        #expect(!text.contains("\"Art\""))
    }
}
