import Foundation
import Kingfisher
import KingfisherSwiftUI
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Kingfisher as app code calls it (its README's and cheat sheet's forms): a `KFImage` shows what it
/// shows before its image arrives, UIKit image views show their placeholder with the indicator
/// over it, and loads that the render's cache cannot answer end at once as cancelled.
@MainActor @Suite struct KingfisherTests {
    private func render(_ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: 100, height: nil, scale: 1, colorScheme: .light), fonts: FontLibrary.shared(), view)
    }

    static let url = URL(string: "https://example.com/avatar.jpg")

    /// A UIKit view drawn in a representable, as an app's cell shows it.
    private struct Hosted: UIViewRepresentable {
        let view: UIView
        func makeUIView(context: Context) -> UIView { view }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func aKFImageShowsItsPlaceholderUntilItLoads() throws {
        let chained = try render {
            KFImage(Self.url)
                .placeholder { Color.red }
                .setProcessor(DownsamplingImageProcessor(size: CGSize(width: 200, height: 200)) |> RoundCornerImageProcessor(cornerRadius: 20))
                .cacheOriginalImage().fade(duration: 0.25).onSuccess { _ in }.onFailure { _ in }
                .resizable().frame(width: 100, height: 60)
        }
        let red = try render { Color.red.frame(width: 100, height: 60) }
        #expect(chained.image.pixels == red.image.pixels, "the placeholder fills the frame")
        let progress = try render {
            KFImage.url(Self.url, cacheKey: "avatar").placeholder { progress in
                Text("\(progress.fractionCompleted, format: .percent)")
            }
        }
        let zero = try render { Text("0%") }
        #expect(progress.image.pixels == zero.image.pixels, "the placeholder is given the load's progress: none yet")
        let bare = try render { KFImage(Self.url).resizable().scaledToFill().frame(width: 100, height: 60) }
        let clear = try render { Color.clear.frame(width: 100, height: 60) }
        #expect(bare.image.pixels == clear.image.pixels, "no placeholder: Kingfisher's Color.clear")
        // Kingfisher 5's form, from its `KingfisherSwiftUI` module: the image is never loaded.
        let five = try render {
            KFImage(Self.url, options: [.transition(.fade(0.2))], isLoaded: .constant(false)).resizable().frame(width: 100, height: 60)
        }
        #expect(five.image.pixels == clear.image.pixels)
        let animated = try render { KFAnimatedImage(Self.url).placeholder { Color.blue }.frame(width: 100, height: 40) }
        #expect(animated.image.rgba(50, 20) == (0, 122, 255, 255))
    }

    @Test func anImageViewShowsItsPlaceholderWithTheIndicatorOverIt() throws {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        imageView.backgroundColor = .systemRed
        imageView.kf.indicatorType = .activity
        var heard = false
        let placeholder = UIImage(systemName: "person")
        imageView.kf.setImage(with: Self.url, placeholder: placeholder, options: [.transition(.fade(0.2)), .cacheOriginalImage]) { _ in heard = true }
        #expect(imageView.image === placeholder)
        #expect(!heard, "the download is still under way")
        imageView.kf.setImage(with: Self.url)
        #expect(imageView.image == nil, "no placeholder: the image is cleared while the new one loads")
        let loading = try render { Hosted(view: imageView).frame(width: 100, height: 60) }
        let spinner = try render { ZStack { Color.red; ProgressView() }.frame(width: 100, height: 60) }
        #expect(loading.image.pixels == spinner.image.pixels, "UIKit's medium spinner, centred")

        var emptySource: KingfisherError?
        imageView.kf.setImage(with: nil as URL?, placeholder: placeholder) { result in
            if case .failure(let error) = result { emptySource = error }
        }
        guard case .imageSettingError(reason: .emptySource) = emptySource else {
            Issue.record("a nil source fails with .emptySource, got \(String(describing: emptySource))")
            return
        }
        let star = UIImage(systemName: "star")
        KF.url(Self.url).placeholder(star).fade(duration: 1).set(to: imageView)
        #expect(imageView.image === star, "the builder sets its placeholder")
    }

    @Test func loadsEndAtOnceUnlessTheRendersCacheHasTheImage() async throws {
        let cache = ImageCache(name: "test")
        nonisolated(unsafe) var failure: KingfisherError?
        KingfisherManager.shared.retrieveImage(with: Self.url!, options: [.targetCache(cache)]) { result in
            if case .failure(let error) = result { failure = error }
        }
        #expect(failure?.isTaskCancelled == true)
        await #expect(throws: KingfisherError.self) { try await KingfisherManager.shared.retrieveImage(with: Self.url!) }

        let stored = try #require(UIImage(systemName: "star"))
        try await cache.store(stored, forKey: Self.url!.cacheKey)
        #expect(cache.isCached(forKey: Self.url!.absoluteString))
        #expect(cache.imageCachedType(forKey: Self.url!.absoluteString) == .memory)
        let retrieved = try await KingfisherManager.shared.retrieveImage(with: Self.url!, options: [.targetCache(cache)])
        #expect(retrieved.image === stored && retrieved.cacheType == .memory)
        #expect(try await cache.retrieveImage(forKey: Self.url!.absoluteString).image === stored)
        cache.clearMemoryCache()
        #expect(!cache.isCached(forKey: Self.url!.absoluteString))

        nonisolated(unsafe) var prefetchFailed: [any Resource] = []
        ImagePrefetcher(urls: [Self.url!]) { _, failed, _ in prefetchFailed = failed }.start()
        #expect(prefetchFailed.map(\.downloadURL) == [Self.url!])
    }
}
