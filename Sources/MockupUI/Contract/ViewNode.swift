import Foundation
import MockupRaster

// The contract between the SwiftUI-compatible DSL (which resolves `body`s into ViewNodes) and the
// layout engine (which sizes and places ViewNodes, then emits a display list).
// Everything here is a plain value with the environment already applied.

/// A resolved view: what `body` evaluation produces for the layout engine. A node is one
/// primitive (what the view is, with its parameters) and its children; each primitive lives in
/// one file under `Primitives/` with its constructor here (`ViewNode.padding(_:child:)`), its
/// layout rules and what it draws.
public struct ViewNode: Sendable {
    let primitive: any ViewPrimitive
    /// The nodes inside this one, in declaration order.
    public let children: [ViewNode]

    init(_ primitive: any ViewPrimitive, children: [ViewNode] = []) {
        self.primitive = primitive; self.children = children
    }
}

/// One kind of resolved view (a shape, a stack, `.padding`, ...): how a node of this kind becomes
/// a layout box — sizing, placement, spacing preferences, priority — and, through the box's
/// content, what it draws. Conforming types are plain values; each lives in one file.
protocol ViewPrimitive: Sendable {
    /// The layout box of a node of this kind. `children` are the node's children; `stackAxis` is
    /// the axis of the directly enclosing stack (Spacers use it; modifiers pass it through; other
    /// containers reset it).
    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox
}

/// The typed name of a node kind in layout trees and dumps (`.hstack`, `.flexFrame`, ...). Each
/// primitive declares its kinds beside its code.
public struct NodeKind: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    init(_ name: String) { self.name = name }
    public var description: String { name }
}

/// Layout axis.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible, BitwiseCopyable {
    case horizontal, vertical

    /// `"horizontal"` or `"vertical"`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// The engine's name for an alignment guide: a built-in guide (a plain case, so stacks and text
/// baselines never touch an existential), or a guide defined by a user's `AlignmentID` type.
public enum AlignmentKey: Hashable, Sendable {
    case leading, center, trailing          // horizontal guides (VStack)
    case top, bottom, firstTextBaseline, lastTextBaseline   // vertical guides (HStack); .center shared
    /// A custom guide: `HorizontalAlignment(MyID.self)` / `VerticalAlignment(MyID.self)`.
    case custom(CustomAlignmentGuide)
}

/// Edge insets in points (`CGFloat`, as SwiftUI's, so `for: CGFloat.self` closures infer).
public struct EdgeInsets: Hashable, Sendable, BitwiseCopyable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable, BitwiseCopyable {
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable, BitwiseCopyable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// `.fit` or `.fill`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }
