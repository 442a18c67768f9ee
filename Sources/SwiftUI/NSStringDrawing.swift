import Foundation
import MockupText
import MockupUI

/// How `boundingRect(with:options:attributes:context:)` and `draw(with:options:attributes:context:)`
/// lay text out (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrapped to the rect's width from its top-left corner; without it, one line on a
    /// baseline at the rect's origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling asked for and measured bounds of a string drawing (UIKit's `NSStringDrawingContext`):
/// text is never scaled down here, so `actualScaleFactor` stays 1.
public final class NSStringDrawingContext: @unchecked Sendable {
    public var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measured or drawn text.
    public internal(set) var totalBounds: CGRect = .zero
    public init() {}
}

/// UIKit's string drawing attributes as the engine draws them: the font (`.font`), colour
/// (`.foregroundColor`), kerning (`.kern`) and the paragraph style's alignment (`.paragraphStyle`). Absent a font, UIKit uses Helvetica at 12 pt, which
/// Mockup does not bundle: the system font at 12 pt stands in (docs/API-SHIMS.md).
struct StringDrawingStyle {
    let font: UIFont
    let color: UIColor
    let kern: CGFloat
    let alignment: NSTextAlignment

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        color = attributes?[.foregroundColor] as? UIColor ?? .black
        kern = (attributes?[.kern] as? CGFloat) ?? (attributes?[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    }

    /// `string` as SwiftUI text in this style, to draw.
    func text(_ string: String) -> Text {
        Text(verbatim: string).font(font.font).kerning(kern).foregroundColor(color.color)
    }

    /// Where `string` goes in `rect`: wrapped to its width, the block moved across as the alignment
    /// says (so one line centres or right-aligns exactly; the lines of a wrapped block start together).
    func placement(of string: String, in rect: CGRect) -> CGRect {
        let share: CGFloat
        switch alignment.textAlignment {
        case .leading: share = 0
        case .center: share = 0.5
        case .trailing: share = 1
        }
        guard share > 0 else { return rect }
        let width = measure(string, width: rect.width).size.width
        return rect.offsetBy(dx: (rect.width - width) * share, dy: 0)
    }

    /// The size of `string` laid out in this style, wrapped to `width` when given (one line
    /// otherwise), with its first baseline below the top: what the engine lays the same `Text` out at.
    func measure(_ string: String, width: CGFloat?) -> (size: CGSize, baseline: CGFloat) {
        let text = ResolvedText(string: string, font: font.font.descriptor, paint: .color(.black), kerning: Double(kern),
                                lineLimit: width == nil ? 1 : nil)
        guard let fonts = try? FontLibrary.shared(),
              let engine = try? LayoutEngine(measurer: BundledFontMeasurer(library: fonts), scale: 3) else { return (.zero, 0) }
        let measured = engine.measure(.text(text), proposal: LayoutProposal(width: width.map(Double.init), height: nil))
        return (CGSize(width: measured.size.width, height: measured.size.height), CGFloat(measured.firstBaseline))
    }
}

extension NSString {
    /// The size of the string on one line in `attrs`' font, measured by the engine's text layout.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawingStyle(attrs).measure(self as String, width: nil).size
    }

    /// The rect the string takes: with `.usesLineFragmentOrigin`, its lines wrapped to
    /// `size.width` from the origin; otherwise one line whose baseline is at the origin (so the
    /// rect starts above it).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let style = StringDrawingStyle(attributes)
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
            rect = CGRect(origin: .zero, size: style.measure(self as String, width: width).size)
        } else {
            let line = style.measure(self as String, width: nil)
            rect = CGRect(x: 0, y: -line.baseline, width: line.size.width, height: line.size.height)
        }
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string on one line from `point` (its top-left) into the current context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let style = StringDrawingStyle(attrs)
        UIGraphicsGetCurrentContext()?.draw(style.text(self as String), at: point)
    }

    /// Draws the string wrapped to `rect`'s width from its top-left corner into the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let style = StringDrawingStyle(attrs)
        UIGraphicsGetCurrentContext()?.draw(style.text(self as String), in: style.placement(of: self as String, in: rect))
    }

    /// Draws the string as `boundingRect(with:options:attributes:context:)` lays it out in `rect`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(in: rect, withAttributes: attributes)
        } else {
            let baseline = StringDrawingStyle(attributes).measure(self as String, width: nil).baseline
            draw(at: CGPoint(x: rect.minX, y: rect.minY - baseline), withAttributes: attributes)
        }
    }
}

// Swift strings have NSString's drawing methods, as they do on iOS.
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }

    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSString(string: String(self)).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
