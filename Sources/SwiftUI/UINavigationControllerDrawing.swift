import Foundation
import MockupUI

/// A hosting controller's root view, without its generic type.
@MainActor
protocol HostingControllerRoot: AnyObject {
    var anyRootView: AnyView { get }
}

extension UIHostingController: HostingControllerRoot {
    var anyRootView: AnyView { AnyView(rootView) }
}

/// A navigation controller a representable makes draws at rest as SwiftUI's navigation stack when
/// its top controller is a `UIHostingController`: the hosted view under a bar with the top
/// navigation item's title (large when the bar prefers large titles and the item allows them) and
/// its search controller's field. Other controllers draw as the representable's placeholder.
extension UINavigationController: _UIKitDrawnAtRest {
    public var _drawingAtRest: AnyView? {
        guard type(of: self) == UINavigationController.self, !isNavigationBarHidden,
              let top = topViewController, let hosted = top as? HostingControllerRoot else { return nil }
        let item = top.navigationItem
        let large = navigationBar.prefersLargeTitles && item.largeTitleDisplayMode != .never && item.largeTitleDisplayMode != .inline
        let titled = hosted.anyRootView
            .navigationTitle(Text(verbatim: item.title ?? top.title ?? ""))
            .navigationBarTitleDisplayMode(large ? .large : .inline)
        guard let search = item.searchController else { return AnyView(NavigationStack { titled }) }
        let prompt = Text(verbatim: search.searchBar.placeholder ?? "Search")
        let placement: SearchFieldPlacement = item.hidesSearchBarWhenScrolling ? .automatic : .navigationBarDrawer(displayMode: .always)
        return AnyView(NavigationStack {
            titled.searchable(text: .constant(search.searchBar.text ?? ""), placement: placement, prompt: prompt)
        })
    }
}
