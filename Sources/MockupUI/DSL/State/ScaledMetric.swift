import Foundation

/// A dimension that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`:
/// `@ScaledMetric(relativeTo: .title) var iconSize = 24`. At the default size (`.large`, what
/// renders use) it is the value as written; under `.dynamicTypeSize(_:)` it scales like the text
/// style it is relative to (`Font.TextStyle.pointSize(at:)`).
@preconcurrency @MainActor @propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, EnvironmentReading {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let storage = EnvironmentStorage()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled for the view's Dynamic Type size.
    public var wrappedValue: Value {
        let size = storage.values?.dynamicTypeSize ?? .large
        return baseValue * Value(textStyle.scale(at: size))
    }

    func install(_ environment: EnvironmentValues) { storage.values = environment }
}

extension Font.TextStyle {
    /// The style's point size at each Dynamic Type size, from the HIG's "iOS, iPadOS Dynamic Type
    /// sizes" tables (docs/TEXT.md §2.2), xSmall through AX5.
    /// How much the style grows at `size` from its size at the default (large): 1 at large.
    package func scale(at size: DynamicTypeSize) -> Double { pointSize(at: size) / pointSize(at: .large) }

    func pointSize(at size: DynamicTypeSize) -> Double {
        let sizes: [Double]
        switch self {
        case .extraLargeTitle: sizes = [33, 34, 35, 36, 38, 40, 42, 47, 51, 55, 59, 64]
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title, .extraLargeTitle2: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return sizes[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}
