import Foundation
import MockupRaster
import MockupText
import NukeExtensions
import NukeUI
import SwiftUI
import Testing
@testable import MockupUI

/// Nuke as app code calls it (its README's forms): `LazyImage` shows its load under way —
/// NukeUI's grey placeholder, or the content closure's loading state — unless the render's code put
/// the image in the memory cache; pipeline loads end at once as cancelled.
@MainActor @Suite struct NukeTests {
    private func render(_ view: () -> some View) throws -> PixelImage {
        try ViewRenderer.render(RenderRequest(width: 100, height: nil, scale: 1, colorScheme: .light), fonts: FontLibrary.shared(), view).image
    }

    static let url = URL(string: "https://example.com/photo.jpg")!

    @Test func aLazyImageShowsItsLoadUnderWay() throws {
        let bare = try render { LazyImage(url: Self.url).frame(width: 100, height: 60) }
        let grey = try render { Color(uiColor: .secondarySystemBackground).frame(width: 100, height: 60) }
        #expect(bare.pixels == grey.pixels, "NukeUI's default placeholder fills the frame")
        var sawLoading = false
        let content = try render {
            LazyImage(request: ImageRequest(url: Self.url, processors: [.resize(width: 200)], priority: .high)) { state in
                if let image = state.image {
                    image.resizable()
                } else if state.error != nil {
                    Color.red
                } else {
                    let _ = (sawLoading = state.isLoading)
                    Color.blue
                }
            }
            .processors([.circle()]).priority(.high).onDisappear(.cancel)
            .frame(width: 100, height: 60)
        }
        #expect(content.rgba(50, 30) == (0, 122, 255, 255) && sawLoading, "the content closure sees the load under way")
    }

    /// NukeUI 0.x's forms (`LazyImage(source:)`, `resizingMode`) draw as the current ones.
    @Test func nukeUIZeroSourcesAndResizingModesDrawAsTheCurrentForms() throws {
        let bare = try render { LazyImage(url: Self.url).frame(width: 100, height: 60) }
        let byString = try render { LazyImage(source: "https://example.com/photo.jpg", resizingMode: .aspectFit).frame(width: 100, height: 60) }
        #expect(byString.pixels == bare.pixels)
        var sawLoading = false
        _ = try render {
            LazyImage(source: URLRequest(url: Self.url)) { state in
                let _ = (sawLoading = state.isLoading)
                Color.blue
            }
            .onDisappear(.reset)
            .frame(width: 100, height: 60)
        }
        #expect(sawLoading)
        let star = Image(systemName: "star.fill")
        #expect(try render { star.resizingMode(.aspectFit).frame(width: 100, height: 60) }.pixels
                == render { star.resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 60) }.pixels)
        #expect(try render { star.resizingMode(.topLeft).frame(width: 100, height: 60) }.pixels
                == render { star.frame(width: 100, height: 60, alignment: .topLeading) }.pixels)
    }

    @Test func theRendersOwnCacheAnswersAtOnce() async throws {
        let pipeline = ImagePipeline { $0.imageCache = ImageCache() }
        await #expect(throws: ImagePipeline.Error.self) { try await pipeline.image(for: Self.url) }
        let star = try #require(UIImage(systemName: "star"))
        pipeline.configuration.imageCache?[ImageCacheKey(request: ImageRequest(url: Self.url))] = ImageContainer(image: star)
        #expect(try await pipeline.image(for: Self.url) === star)
        let view = UIImageView()
        let placeholder = UIImage(systemName: "photo")
        NukeExtensions.loadImage(with: URL(string: "https://example.com/other.jpg"), options: ImageLoadingOptions(placeholder: placeholder), into: view)
        #expect(view.image === placeholder)
        NukeExtensions.loadImage(with: Self.url, options: { var options = ImageLoadingOptions(); options.pipeline = pipeline; return options }(), into: view)
        #expect(view.image === star)
    }
}
