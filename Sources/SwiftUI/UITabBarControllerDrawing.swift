import Foundation
import MockupUI

/// A tab bar controller a representable makes draws at rest as a tab view: its controllers'
/// `tabBarItem`s in the bar (on iPhone four and More when there are more than five), the selected
/// controller's drawing above it (pushed from the More list when it is behind More), or the More
/// list when `moreNavigationController` is selected. The selected controller must draw at rest
/// (a hosting controller, a navigation controller hosting SwiftUI, a plain controller's views);
/// otherwise, and for subclasses, the representable draws its placeholder.
extension UITabBarController: _UIKitDrawnAtRest {
    public var _drawingAtRest: AnyView? {
        guard type(of: self) == UITabBarController.self, let controllers = viewControllers, !controllers.isEmpty else {
            return nil
        }
        let selected = selectedViewController === moreNavigationController ? nil : min(selectedIndex, controllers.count - 1)
        var tabs = controllers.map { (content: AnyView(EmptyView()), item: Self.tabBarItem(of: $0).drawnItem) }
        if let selected {
            guard let content = controllers[selected].drawingAsChild else { return nil }
            tabs[selected].content = Self.titled(content, of: controllers[selected])
        }
        return AnyView(_TabBarControllerDrawing(tabs: tabs, selectedIndex: selected,
                                                moreListIsEditable: !(customizableViewControllers ?? []).isEmpty))
    }

    /// A tab's drawing with its controller's title, which the More navigation bar shows when the
    /// tab is pushed from the More list (a navigation controller's bar titles its own root).
    private static func titled(_ content: AnyView, of controller: UIViewController) -> AnyView {
        guard !(controller is UINavigationController),
              let title = controller.navigationItem.title ?? controller.title else { return content }
        return AnyView(content.navigationTitle(Text(verbatim: title)))
    }

    /// The controller's item; a navigation controller without one of its own shows its root's.
    private static func tabBarItem(of controller: UIViewController) -> UITabBarItem {
        if !controller.hasTabBarItem, let navigation = controller as? UINavigationController,
           let root = navigation.viewControllers.first {
            return root.tabBarItem
        }
        return controller.tabBarItem
    }
}
