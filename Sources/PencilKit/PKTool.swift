import Foundation
import SwiftUI

/// A tool of a canvas: an inking tool, the eraser or the lasso.
public protocol PKTool: Sendable {}

/// The kind and colour of a stroke's ink.
public struct PKInk: Equatable, @unchecked Sendable {
    public var inkType: PKInkingTool.InkType
    public var color: UIColor
    public init(_ type: PKInkingTool.InkType, color: UIColor = .black) {
        inkType = type
        self.color = color
    }
    public static func == (lhs: PKInk, rhs: PKInk) -> Bool { lhs.inkType == rhs.inkType && lhs.color === rhs.color }
}

/// A pen, pencil, marker or other inking tool.
public struct PKInkingTool: PKTool, Equatable {
    /// The inks PencilKit draws with.
    public enum InkType: String, Hashable, Sendable {
        case pen = "com.apple.ink.pen", pencil = "com.apple.ink.pencil", marker = "com.apple.ink.marker"
        case monoline = "com.apple.ink.monoline", fountainPen = "com.apple.ink.fountainpen"
        case watercolor = "com.apple.ink.watercolor", crayon = "com.apple.ink.crayon"

        /// The range of widths the ink draws with (Mockup's choice; PencilKit does not publish them).
        public var validWidthRange: ClosedRange<CGFloat> {
            switch self {
            case .marker, .watercolor, .crayon: return 1...100
            default: return 0.5...25
            }
        }

        /// The width a tool of this ink has when none is given (Mockup's choice).
        public var defaultWidth: CGFloat {
            switch self {
            case .marker, .watercolor, .crayon: return 15
            default: return 1
            }
        }
    }

    public var ink: PKInk
    public var width: CGFloat
    public var inkType: PKInkingTool.InkType { ink.inkType }
    public var color: UIColor { ink.color }

    /// A tool of `type` in `color`, `width` points wide (the ink's default width when nil).
    public init(_ type: PKInkingTool.InkType, color: UIColor = .black, width: CGFloat? = nil) {
        ink = PKInk(type, color: color)
        self.width = width ?? type.defaultWidth
    }

    public init(ink: PKInk, width: CGFloat) {
        self.ink = ink
        self.width = width
    }

    public static func defaultWidth(forInkType inkType: InkType) -> CGFloat { inkType.defaultWidth }
    public static func == (lhs: PKInkingTool, rhs: PKInkingTool) -> Bool { lhs.ink == rhs.ink && lhs.width == rhs.width }
}

/// The eraser.
public struct PKEraserTool: PKTool, Equatable {
    /// What the eraser removes: whole strokes, or the pixels it touches.
    public enum EraserType: Hashable, Sendable { case vector, bitmap, fixedWidthBitmap }
    public var eraserType: EraserType
    public var width: CGFloat

    public init(_ eraserType: EraserType) { self.init(eraserType, width: 10) }
    /// An eraser `width` points wide (the width is Mockup's choice when not given).
    public init(_ eraserType: EraserType, width: CGFloat) {
        self.eraserType = eraserType
        self.width = width
    }
}

/// The lasso that selects strokes.
public struct PKLassoTool: PKTool, Equatable {
    public init() {}
}
