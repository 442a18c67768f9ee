import Foundation
import SwiftUI

/// A mark's width or height, or a sector's radius: automatic, a fixed number of points, a ratio
/// of the available space, or the available space less an inset.
public struct MarkDimension: Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    /// The length in points out of `available`, or `automatic` when it is automatic.
    func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let value): return value
        case .ratio(let ratio): return available * ratio
        case .inset(let inset): return max(available - inset, 0)
        }
    }
}

extension MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Int
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}

extension MarkDimension: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .automatic: return "automatic"
        case .fixed(let value): return "fixed(\(value))"
        case .ratio(let value): return "ratio(\(value))"
        case .inset(let value): return "inset(\(value))"
        }
    }
}
