import Foundation
import MockupRaster
import Security

/// Bytes Core Foundation hands over (`data as CFData`).
public typealias CFData = NSData

/// The bytes of `data` (Core Foundation's `CFDataGetBytePtr`).
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>! {
    data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// How many bytes `data` holds.
public func CFDataGetLength(_ data: CFData) -> Int { data.length }

/// Where an image's bytes come from (Core Graphics' `CGDataProvider`): bytes in memory or a file.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes, as a copy Core Foundation hands out.
    public let data: CFData?

    public init?(data: CFData) { self.data = data }

    /// The bytes of the file at `url`; nil when it cannot be read.
    public init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        data = contents as NSData
    }

    /// The bytes of the file at `url` as Core Graphics takes it (`CGDataProvider(url: fontURL as CFURL)`).
    public convenience init?(url: CFURL) { self.init(url: url as URL) }

    /// The bytes of the file at `filename`.
    public convenience init?(filename: String) { self.init(url: URL(fileURLWithPath: filename)) }

    /// Bytes the caller owns: copied now (the release callback is not called; the copy is freed with the provider).
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void) {
        self.data = NSData(bytes: data, length: size)
    }
}

/// The colour an image uses when drawn (Core Graphics' `CGColorRenderingIntent`); all draw as sRGB here.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGImage {
    /// An image over raw pixels `provider` holds in the layout `bitmapInfo` and `space` describe
    /// (8-bit RGB with alpha or a skip byte in either order, grey, or alpha only; the layouts a
    /// bitmap context takes); nil for another layout or too few bytes. `decode` arrays are not applied.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, (try? PixelImage.validate(width: width, height: height)) != nil,
              let layout = BitmapLayout(components: space.numberOfComponents, bitsPerComponent: bitsPerComponent, info: bitmapInfo),
              bitsPerPixel == layout.bytesPerPixel * 8, bytesPerRow >= width * layout.bytesPerPixel,
              let data = provider.data, data.length >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel,
              let pixels = try? layout.read(data.bytes.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                                            bytesPerRow: bytesPerRow) else { return nil }
        self.init(pixels: pixels)
    }

    /// The image's bytes: premultiplied RGBA rows, `bytesPerRow` apart.
    public var dataProvider: CGDataProvider? {
        var bytes = [UInt8](repeating: 0, count: bytesPerRow * height)
        bytes.withUnsafeMutableBufferPointer { buffer in
            BitmapLayout.rgbaPremultiplied.write(pixels, to: buffer.baseAddress!, bytesPerRow: bytesPerRow)
        }
        return CGDataProvider(data: Data(bytes) as NSData)
    }

    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: alphaInfo) }
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
    public var shouldInterpolate: Bool { true }
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
}
