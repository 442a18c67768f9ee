import Foundation

// Core Graphics' geometry types describe themselves as tuples of numbers on Apple platforms
// (`(0.0, 0.0, 393.0, 852.0)` for a rect), where Linux's Foundation prints their structure. Text
// that interpolates a rect, point or size reads as it does on an iPhone.

extension CGPoint: @retroactive CustomStringConvertible, @retroactive CustomDebugStringConvertible {
    public var description: String { "(\(Double(x)), \(Double(y)))" }
    public var debugDescription: String { description }
}

extension CGSize: @retroactive CustomStringConvertible, @retroactive CustomDebugStringConvertible {
    public var description: String { "(\(Double(width)), \(Double(height)))" }
    public var debugDescription: String { description }
}

extension CGRect: @retroactive CustomStringConvertible, @retroactive CustomDebugStringConvertible {
    public var description: String {
        "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
    }
    public var debugDescription: String { description }
}

extension CGVector: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "(\(Double(dx)), \(Double(dy)))" }
    public var debugDescription: String { description }
}
