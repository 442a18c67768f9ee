import Foundation
import MockupRaster

/// How a bitmap context or image keeps its pixels, Core Graphics' `CGBitmapInfo`: where alpha is
/// (the low five bits, a `CGImageAlphaInfo`) and the byte order of a pixel.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrder16Host = byteOrder16Little
    public static let byteOrder32Host = byteOrder32Little

    /// The alpha part.
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}

/// The byte order part of a `CGBitmapInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000, orderDefault = 0, order16Little = 0x1000, order32Little = 0x2000,
         order16Big = 0x3000, order32Big = 0x4000
    public static let order16Host = CGImageByteOrderInfo.order16Little
    public static let order32Host = CGImageByteOrderInfo.order32Little
}

/// The 8-bit pixel layouts Mockup reads and writes: one byte per channel in memory order, with
/// colour premultiplied by alpha or not. Grey is the sRGB luma of the colour (Rec. 709 weights on
/// the encoded values, as Core Graphics' device grey converts without colour management).
package struct BitmapLayout: Equatable, Sendable {
    package enum Channel: Sendable { case red, green, blue, alpha, gray, skip }
    package let channels: [Channel]
    package let premultiplied: Bool

    package init(channels: [Channel], premultiplied: Bool) { self.channels = channels; self.premultiplied = premultiplied }

    package var bytesPerPixel: Int { channels.count }

    /// RGBA, premultiplied: `CGImage`'s own layout.
    package static let rgbaPremultiplied = BitmapLayout(channels: [.red, .green, .blue, .alpha], premultiplied: true)

    /// The layout Core Graphics gives 8 bits per component, `components` colour components (1 grey,
    /// 3 RGB) and `info`; nil for a combination it refuses (a 16-bit or float layout, grey with
    /// alpha, RGB without an alpha or skip byte).
    package init?(components: Int, bitsPerComponent: Int, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, !info.contains(.floatComponents), let alpha = info.alphaInfo else { return nil }
        if components == 1 {
            switch alpha {
            case .none: self.init(channels: [.gray], premultiplied: true)
            case .alphaOnly: self.init(channels: [.alpha], premultiplied: true)
            default: return nil
            }
            return
        }
        guard components == 3 else { return nil }
        var channels: [Channel]
        switch alpha {
        case .premultipliedLast, .last: channels = [.red, .green, .blue, .alpha]
        case .premultipliedFirst, .first: channels = [.alpha, .red, .green, .blue]
        case .noneSkipLast: channels = [.red, .green, .blue, .skip]
        case .noneSkipFirst: channels = [.skip, .red, .green, .blue]
        case .none, .alphaOnly: return nil
        }
        switch info.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: break
        case .byteOrder32Little: channels.reverse()
        default: return nil
        }
        // Colour without alpha is colour over black: the premultiplied values.
        self.init(channels: channels, premultiplied: alpha != .last && alpha != .first)
    }

    /// Writes `image` into `bytes`, row by row `bytesPerRow` apart.
    package func write(_ image: PixelImage, to bytes: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                let (r, g, b, a) = premultiplied ? (pixel.red, pixel.green, pixel.blue, pixel.alpha) : pixel.unpremultiplied
                let row = bytes + y * bytesPerRow + x * bytesPerPixel
                for (index, channel) in channels.enumerated() {
                    switch channel {
                    case .red: row[index] = r
                    case .green: row[index] = g
                    case .blue: row[index] = b
                    case .alpha: row[index] = a
                    case .gray: row[index] = Self.luma(r, g, b)
                    case .skip: row[index] = 255
                    }
                }
            }
        }
    }

    /// The pixels `bytes` hold for an image of `width` × `height`.
    package func read(_ bytes: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) throws -> PixelImage {
        var out = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let row = bytes + y * bytesPerRow + x * bytesPerPixel
                var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 255
                for (index, channel) in channels.enumerated() {
                    switch channel {
                    case .red: r = row[index]
                    case .green: g = row[index]
                    case .blue: b = row[index]
                    case .alpha: a = row[index]
                    case .gray: (r, g, b) = (row[index], row[index], row[index])
                    case .skip: break
                    }
                }
                if channels == [.alpha] { (r, g, b) = (0, 0, 0) }
                let color = premultiplied ? PremultipliedColor(red: min(r, a), green: min(g, a), blue: min(b, a), alpha: a)
                    : PremultipliedColor(SRGBColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                                                   alpha: Double(a) / 255))
                out[y * width + x] = color.rawValue
            }
        }
        return try PixelImage(width: width, height: height, pixels: out)
    }

    private static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let red: Double = 0.2126 * Double(r), green: Double = 0.7152 * Double(g), blue: Double = 0.0722 * Double(b)
        return UInt8((red + green + blue).rounded())
    }
}
