import Foundation

/// What an appearance proxy can be restricted to (`appearance(whenContainedInInstancesOf:
/// [UINavigationBar.self])`), as UIKit's `UIAppearanceContainer`: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UINavigationBar: UIAppearanceContainer {}
extension UITabBar: UIAppearanceContainer {}

extension UIView {
    /// `proxy` as the appearance proxy of this class (each of UIKit's view classes makes its own).
    static func appearanceProxy(_ proxy: UIView) -> Self { checkedAppearanceProxy(proxy, of: self) }
}

/// `proxy`, made by one of UIKit's classes for itself, as the appearance proxy of `type`. A class of
/// the code's own has none: a render cannot make an instance of an arbitrary subclass.
func checkedAppearanceProxy<Proxy: AnyObject>(_ proxy: AnyObject, of type: Proxy.Type) -> Proxy {
    guard ObjectIdentifier(Swift.type(of: proxy)) == ObjectIdentifier(type), let proxy = proxy as? Proxy else {
        fatalError("\(type).appearance(): appearance proxies exist for UIKit's own classes only; "
                   + "set the property on the objects themselves")
    }
    return proxy
}
