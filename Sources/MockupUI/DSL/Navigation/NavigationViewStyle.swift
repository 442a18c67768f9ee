/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle` (one column, a
/// stack, on iPhone in every style).
public protocol NavigationViewStyle {}
/// `.automatic`: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// `.stack`: one column.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns on iPad; a stack on iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// `.columns`: columns on iPad; a stack on iPhone.
public struct ColumnsNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnsNavigationViewStyle {
    public static var columns: ColumnsNavigationViewStyle { ColumnsNavigationViewStyle() }
}

extension View {
    /// The navigation view style (a stack on iPhone whatever the style).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
