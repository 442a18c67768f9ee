import Foundation
import MockupRaster
import MockupText
import SDWebImageSwiftUI
import SwiftUI
import Testing
@testable import MockupUI

/// SDWebImageSwiftUI as app code calls it (its README's forms): a remote image shows what it shows
/// before its image arrives — the placeholder, the indicator over it — and UIKit's image views show
/// their placeholder; loads end at once with nothing loaded.
@MainActor @Suite struct SDWebImageSwiftUITests {
    private func render(_ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: 100, height: nil, scale: 1, colorScheme: .light), fonts: FontLibrary.shared(), view)
    }

    static let url = URL(string: "https://example.com/cover.jpg")

    @Test func aWebImageShowsItsPlaceholderUntilItLoads() throws {
        let modifier = try render {
            WebImage(url: Self.url).resizable().placeholder { Color.red }.indicator(.activity).scaledToFill().frame(width: 100, height: 60)
        }
        #expect(modifier.image.rgba(5, 5) == (255, 59, 48, 255), "the placeholder fills the frame")
        let unloaded = try render { ZStack { Color.red; ProgressView() }.frame(width: 100, height: 60) }
        #expect(modifier.image.pixels == unloaded.image.pixels, "the activity indicator spins over it")
        let closures = try render {
            WebImage(url: Self.url) { image in image.resizable() } placeholder: { Color.blue }.frame(width: 100, height: 60)
        }
        #expect(closures.image.rgba(50, 30) == (0, 122, 255, 255))
        let phases = try render {
            WebImage(url: Self.url) { phase in
                if let image = phase.image { image.resizable() } else { Color.green }
            }.frame(width: 100, height: 60)
        }
        #expect(phases.image.rgba(50, 30) == (52, 199, 89, 255), "a still is in the empty phase")
        let bare = try render { WebImage(url: Self.url, options: [.retryFailed, .scaleDownLargeImages]).resizable().frame(width: 100, height: 60) }
        let clear = try render { Color.clear.frame(width: 100, height: 60) }
        #expect(bare.image.pixels == clear.image.pixels, "no placeholder: SDWebImage's empty image shows nothing")
    }

    @Test func animatedImagesAndUIKitViewsShowTheirPlaceholders() throws {
        let animated = try render {
            AnimatedImage(url: Self.url).resizable().placeholder { Color.orange }.frame(width: 100, height: 40)
        }
        #expect(animated.image.rgba(50, 20) == (255, 149, 0, 255))
        let placeholder = UIImage(systemName: "photo")
        let view = UIImageView()
        var heard: Error?
        view.sd_setImage(with: Self.url, placeholderImage: placeholder, options: [.retryFailed]) { _, error, _, _ in heard = error }
        #expect(view.image === placeholder)
        #expect((heard as NSError?)?.domain == SDWebImageErrorDomain)
        view.sd_imageIndicator = SDWebImageActivityIndicator.gray
        #expect(view.sd_imageIndicator === SDWebImageActivityIndicator.gray)
        SDImageCache.shared.clearMemory()
        var cleared = false
        SDImageCache.shared.clearDisk { cleared = true }
        #expect(cleared && SDImageCache.shared.imageFromCache(forKey: Self.url?.absoluteString) == nil)
    }
}
