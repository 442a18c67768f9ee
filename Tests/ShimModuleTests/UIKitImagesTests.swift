import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
import UniformTypeIdentifiers
@testable import MockupUI

/// UIKit images as apps make them: decoded from PNG or JPEG data, encoded back, and drawn with
/// UIKit's drawing calls in `UIGraphicsImageRenderer` and the older image contexts.
@MainActor @Suite struct UIKitImagesTests {
    /// A 4 × 2 image: red on the left half, blue on the right, at `scale` pixels per point.
    private func redBluePNG() throws -> Data {
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255).rawValue, blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255).rawValue
        let image = try PixelImage(width: 4, height: 2, pixels: [red, red, blue, blue, red, red, blue, blue])
        return Data(try PNGEncoder.encode(image))
    }

    private func pixels(of image: UIImage) throws -> PixelImage {
        try PNGDecoder.decode([UInt8](try #require(image.pngData())))
    }

    private func render(_ width: Double, _ height: Double, @ViewBuilder _ content: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1), fonts: FontLibrary.shared(), content)
    }

    @Test func imagesDecodeFromPNGAndJPEGData() throws {
        let png = try redBluePNG()
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 1)
        #expect(try #require(UIImage(data: png, scale: 2)).size == CGSize(width: 2, height: 1))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(try pixels(of: image).rgba(0, 0) == (255, 0, 0, 255) && pixels(of: image).rgba(3, 1) == (0, 0, 255, 255))

        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.size == CGSize(width: 4, height: 2))
        let left = try pixels(of: decoded).rgba(0, 0)
        #expect(left.r > 200 && left.b < 60, "JPEG is lossy, but red stays red")
        #expect(try #require(image.jpegData(compressionQuality: 0)).count <= jpeg.count)
    }

    /// The photo-picker idiom: `itemProvider.loadObject(ofClass: UIImage.self)` hands back the image
    /// offered, or one decoded from PNG data; an image object offers its PNG bytes.
    @Test func imagesTravelThroughItemProviders() throws {
        let png = try redBluePNG()
        let fromData = NSItemProvider(item: png, typeIdentifier: UTType.png.identifier)
        #expect(fromData.canLoadObject(ofClass: UIImage.self) && !fromData.canLoadObject(ofClass: NSString.self))
        var decoded: UIImage?
        fromData.loadObject(ofClass: UIImage.self) { object, _ in decoded = object as? UIImage }
        #expect(decoded?.size == CGSize(width: 4, height: 2))

        let image = try #require(UIImage(data: png))
        let fromObject = NSItemProvider(object: image)
        #expect(fromObject.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        var loaded: UIImage?
        fromObject.loadObject(ofClass: UIImage.self) { object, _ in loaded = object as? UIImage }
        #expect(loaded === image)
        var data: Data?
        fromObject.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { value, _ in data = value }
        let reloaded = try #require(data.flatMap(UIImage.init(data:)))
        #expect(try pixels(of: reloaded) == pixels(of: image))

        var failure: Error?
        NSItemProvider(item: Data("not an image".utf8), typeIdentifier: UTType.png.identifier)
            .loadObject(ofClass: UIImage.self) { _, error in failure = error }
        #expect(failure != nil)
    }

    @Test func onlyExistingMovieFilesSuitTheSavedPhotosAlbum() throws {
        let movie = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).mov")
        try Data([0]).write(to: movie)
        defer { try? FileManager.default.removeItem(at: movie) }
        #expect(UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(movie.path))
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(movie.path + ".missing"))
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(movie.deletingPathExtension().appendingPathExtension("txt").path))
        UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
    }

    @Test func imagesLoadFromFilesPreferringTheScreensScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try redBluePNG().write(to: folder.appendingPathComponent("plain.png"))
        try redBluePNG().write(to: folder.appendingPathComponent("icon@3x.png"))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("plain.png").path)?.scale == 1)
        let icon = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("icon.png").path))
        #expect(icon.scale == 3 && abs(icon.size.width - 4.0 / 3) < 1e-9)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func imageOfUIImageDataDrawsItsPixels() throws {
        let image = try #require(UIImage(data: try redBluePNG()))
        let rendered = try render(40, 20) { Image(uiImage: image).resizable().frame(width: 40, height: 20) }
        #expect(rendered.image.rgba(5, 10) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(35, 10) == (0, 0, 255, 255))
        #expect(rendered.warnings.isEmpty)
        let natural = try render(10, 10) { Image(uiImage: image) }
        #expect(natural.layout.tree.all(.image).first?.frame.size == Size(4, 2))
    }

    @Test func anImageRendererDrawsUIKitDrawing() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
            context.cgContext.setStrokeColor(UIColor.green.cgColor)
            context.cgContext.setLineWidth(2)
            context.cgContext.stroke(CGRect(x: 14, y: 4, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        // Redrawing at the image's own format keeps its scale.
        #expect(image.imageRendererFormat.scale == 2 && !image.imageRendererFormat.opaque)
        let pixels = try pixels(of: image)
        #expect(pixels.width == 40 && pixels.height == 20)
        #expect(pixels.rgba(4, 10) == (255, 0, 0, 255))
        #expect(pixels.rgba(24, 2) == (0, 0, 255, 255))
        #expect(pixels.rgba(28, 8).g > 200, "the green stroke")
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is current only during the actions")

        let enlarged = try render(40, 20) { Image(uiImage: image).resizable().frame(width: 40, height: 20) }
        #expect(enlarged.image.rgba(5, 10) == (255, 0, 0, 255) && enlarged.image.rgba(35, 3) == (0, 0, 255, 255))
        #expect(enlarged.warnings.isEmpty, "the renderer's image is pixels, resizable as a photo")

        let transparent = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(try self.pixels(of: transparent).rgba(1, 1).a == 0)
    }

    @Test func imagesDrawIntoImagesResized() throws {
        let photo = try #require(UIImage(data: try redBluePNG()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let resized = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { _ in
            photo.draw(in: CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        let pixels = try pixels(of: resized)
        #expect(pixels.rgba(1, 2) == (255, 0, 0, 255) && pixels.rgba(6, 2) == (0, 0, 255, 255))
        let data = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).pngData { _ in photo.draw(at: .zero) }
        #expect(try PNGDecoder.decode([UInt8](data)).rgba(3, 1) == (0, 0, 255, 255))
    }

    @Test func imageContextsDrawUntilEnded() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 6, height: 6), true, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 6))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        let pixels = try pixels(of: image)
        #expect(pixels.rgba(1, 3) == (0, 0, 0, 255) && pixels.rgba(4, 3) == (255, 255, 255, 255), "opaque: white where nothing is drawn")
    }

    @Test func snapshotsOfViewHierarchiesAreNoted() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let snapshot = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        }
        #expect(snapshot.size == CGSize(width: 10, height: 10))
        let rendered = try render(10, 10) { Image(uiImage: snapshot) }
        #expect(rendered.warnings.contains { $0.contains("UIView.drawHierarchy(in:afterScreenUpdates:) is not drawn") })
    }
}
