import Foundation
import MockupRaster

extension Path {
    /// One element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each element in the order the path was built. Rectangles, ellipses and
    /// rounded rectangles are the elements Core Graphics gives them: a rectangle is a move and three
    /// lines from its top-left corner, an ellipse a move and four curves from its rightmost point,
    /// each closed.
    public func forEach(_ body: (Element) -> Void) {
        func point(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for command in elements {
            switch command {
            case .move(let p): body(.move(to: point(p)))
            case .line(let p): body(.line(to: point(p)))
            case .quad(let c, let p): body(.quadCurve(to: point(p), control: point(c)))
            case .cubic(let c1, let c2, let p): body(.curve(to: point(p), control1: point(c1), control2: point(c2)))
            case .close: body(.closeSubpath)
            }
        }
    }
}

extension Path: LosslessStringConvertible {
    /// The path in Core Graphics' textual form, as SwiftUI writes it: each element's points then
    /// its operator, `m` (move), `l` (line), `q` (quad curve: control, end), `c` (curve: controls,
    /// end) and `h` (close), e.g. `"0 0 m 10 0 l 10 10 l h"`.
    public var description: String {
        var words: [String] = []
        func add(_ points: [CGPoint], _ op: String) {
            for p in points { words.append(Self.number(p.x)); words.append(Self.number(p.y)) }
            words.append(op)
        }
        forEach { element in
            switch element {
            case .move(let p): add([p], "m")
            case .line(let p): add([p], "l")
            case .quadCurve(let p, let c): add([c, p], "q")
            case .curve(let p, let c1, let c2): add([c1, c2, p], "c")
            case .closeSubpath: add([], "h")
            }
        }
        return words.joined(separator: " ")
    }

    /// A path read from its textual form (`description`; `x y w h re` appends a rectangle), nil when
    /// the string is not one.
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) { operands.append(CGFloat(number)); continue }
            let arity = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0, "re": 4][String(word)]
            guard let arity, operands.count == arity else { return nil }
            let p = stride(from: 0, to: arity, by: 2).map { CGPoint(x: operands[$0], y: operands[$0 + 1]) }
            switch word {
            case "m": move(to: p[0])
            case "l": addLine(to: p[0])
            case "q": addQuadCurve(to: p[1], control: p[0])
            case "c": addCurve(to: p[2], control1: p[0], control2: p[1])
            case "h": closeSubpath()
            default: addRect(CGRect(x: operands[0], y: operands[1], width: operands[2], height: operands[3]))
            }
            operands.removeAll()
        }
        guard operands.isEmpty else { return nil }
    }

    /// A coordinate as the description writes it: whole numbers without a fraction.
    private static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }
}
