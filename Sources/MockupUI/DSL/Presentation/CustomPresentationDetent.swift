import Foundation

/// A sheet height of the app's own, computed from the space the sheet may take (iOS 16). Detents
/// configure a presented sheet, which a still does not draw, so `height(in:)` is never called.
public protocol CustomPresentationDetent {
    /// The sheet's height in `context`, nil to leave the detent out.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// A detent whose height `type` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(String(reflecting: type)))
    }

    /// What a custom detent computes its height from: the tallest height a sheet can take and the
    /// sheet's environment.
    @dynamicMemberLookup
    public struct Context {
        /// The height of the largest detent (`.large`).
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            self.maxDetentValue = maxDetentValue; self.environment = environment
        }

        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}
