import Foundation
import MockupUI

// Core Graphics' equality tests and UIKit's string forms of geometry (`NSCoder.string(for:)`, the
// Swift names of `NSStringFromCGRect` and `CGRectFromString`): "{x, y}", "{{x, y}, {w, h}}".

extension CGPoint {
    /// Whether both coordinates are equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether both lengths are equal (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether both rectangles have the same origin and size once standardised (`CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

extension NSCoder {
    public static func string(for point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
    public static func string(for vector: CGVector) -> String { "{\(number(vector.dx)), \(number(vector.dy))}" }
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public static func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }
    public static func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", ") + "}"
    }

    /// The point a string of `string(for:)` names; zero when it names none.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string)
        return n.count >= 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string)
        return n.count >= 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }
    public static func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string)
        return n.count >= 2 ? CGVector(dx: n[0], dy: n[1]) : CGVector(dx: 0, dy: 0)
    }
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string)
        return n.count >= 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string)
        return n.count >= 6 ? CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]) : .identity
    }
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string)
        return n.count >= 4 ? UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]) : .zero
    }

    /// A number as `%g` writes it, as UIKit's strings do: "10", "0.5".
    private static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    private static func numbers(in string: String) -> [CGFloat] {
        string.split { !"0123456789.-+eE".contains($0) }.compactMap { Double($0).map { CGFloat($0) } }
    }
}
