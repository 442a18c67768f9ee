import Foundation

/// A number a `LocalizedStringKey` interpolation formats with a printf-style specifier in the
/// environment's locale (SwiftUI's `_FormatSpecifiable`): `Text("\(1285) likes")` draws "1,285 likes"
/// in `en_US` and "1.285 likes" in `de_DE`, as `String(format:locale:)` groups a localized `%lld`
/// (TEXT.md §10.7). The specifiers are SwiftUI's: `%lld` for `Int` and `Int64`, `%d` for the
/// smaller signed integers, `%llu` and `%u` for the unsigned ones, `%f` for `Float`, `%lf` for
/// `Double` and `CGFloat`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    /// The value handed to the specifier.
    var _arg: _Arg { get }
    /// The default specifier of the type.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
