import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit controls and controllers real apps configure beside SwiftUI: buttons with configurations
/// and menus, search controllers in navigation controllers, navigation items, alternate icons,
/// document interaction and the text view's appearance proxy.
@MainActor @Suite struct UIKitControlsTests {
    private func render(width: Double = 200, height: Double? = nil, _ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1), fonts: FontLibrary.shared(), view)
    }

    struct FilledButton: UIViewRepresentable {
        func makeUIView(context: Context) -> UIButton {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            configuration.image = UIImage(systemName: "arrow.right")
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 6
            configuration.cornerStyle = .capsule
            configuration.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Go") { _ in })
            button.menu = UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                UIMenu(title: "Share", options: .displayInline, children: [UIAction(title: "Mail", attributes: .destructive) { _ in }]),
                UIDeferredMenuElement.uncached { completion in completion([]) },
            ])
            return button
        }
        func updateUIView(_ uiView: UIButton, context: Context) {}
    }

    @Test func aConfiguredButtonDrawsAsTheSwiftUIButtonOfItsStyle() throws {
        let rendered = try render { FilledButton().frame(height: 60) }
        try rendered.image.writeForInspection("uikit-button-filled")
        let title = try #require(rendered.layout.tree.all(.text).first { $0.detail == "Continue" })
        let arrow = try #require(rendered.layout.tree.all(.symbol).first { $0.detail == "arrow.right" })
        #expect(arrow.frame.minX > title.frame.maxX, "the image on the trailing side")
        #expect(rendered.image.rgba(Int(title.frame.minX) - 4, 30) == (255, 0, 0, 255), "the filled capsule in the base colour")
        let swiftUI = try render {
            Button {} label: { HStack(spacing: 6) { Text("Continue"); Image(systemName: "arrow.right") } }
                .buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
                .frame(maxWidth: .infinity, maxHeight: .infinity).frame(height: 60)
        }
        #expect(rendered.image == swiftUI.image)
    }

    @Test func aButtonWithoutConfigurationDrawsItsTitleInItsColour() throws {
        struct Plain: UIViewRepresentable {
            func makeUIView(context: Context) -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle("Retry", for: .normal)
                button.setTitleColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1), for: .normal)
                button.setTitle("Retrying", for: .highlighted)
                return button
            }
            func updateUIView(_ uiView: UIButton, context: Context) {}
        }
        let rendered = try render { Plain().frame(height: 44) }
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["Retry"])
        let button = UIButton(type: .custom)
        button.setTitle("Done", for: .normal)
        #expect(button.currentTitleColor === UIColor.white && button.title(for: .selected) == "Done")
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        button.updateConfiguration()
        #expect(updates == 1)
    }

    struct SearchNavigation: UIViewControllerRepresentable {
        final class Coordinator: NSObject, UISearchBarDelegate, UISearchResultsUpdating {
            func updateSearchResults(for searchController: UISearchController) {}
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIViewController(context: Context) -> UINavigationController {
            let controller = UINavigationController(rootViewController: UIHostingController(rootView: Text("Rows")))
            controller.navigationBar.topItem?.title = "Contacts"
            controller.navigationBar.prefersLargeTitles = true
            let search = UISearchController()
            search.searchBar.placeholder = "Find a contact"
            search.searchBar.delegate = context.coordinator
            search.searchResultsUpdater = context.coordinator
            search.obscuresBackgroundDuringPresentation = false
            controller.navigationBar.topItem?.hidesSearchBarWhenScrolling = false
            controller.navigationBar.topItem?.searchController = search
            controller.navigationBar.topItem?.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
            return controller
        }
        func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
    }

    @Test func aNavigationControllerHostingSwiftUIDrawsAsANavigationStack() throws {
        let rendered = try render(width: 393, height: 400) { SearchNavigation() }
        try rendered.image.writeForInspection("uikit-navigation-search")
        let expected = try render(width: 393, height: 400) {
            NavigationStack {
                Text("Rows").navigationTitle("Contacts").navigationBarTitleDisplayMode(.large)
                    .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a contact")
            }
        }
        #expect(rendered.layout.tree.all(.text).map(\.detail) == expected.layout.tree.all(.text).map(\.detail))
        #expect(rendered.image == expected.image)
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
        let item = UINavigationItem(title: "Inbox")
        item.leftBarButtonItem = UIBarButtonItem(title: "Edit")
        #expect(item.leftBarButtonItems?.count == 1 && item.largeTitleDisplayMode == .automatic)
        let controller = UIViewController()
        controller.navigationItem.title = "Detail"
        #expect(controller.navigationItem.title == "Detail", "the same item each time")
    }

    @Test func alternateIconsAreKeptForTheRender() throws {
        var seen: [String?] = []
        struct IconPicker: View {
            let record: (String?) -> Void
            var body: some View {
                let _ = UIApplication.shared.setAlternateIconName("Dark") { error in precondition(error == nil) }
                let _ = record(UIApplication.shared.alternateIconName)
                Text("Icon")
            }
        }
        _ = try render { IconPicker { seen.append($0) } }
        _ = try render { Text("Next").onAppear { seen.append(UIApplication.shared.alternateIconName) } }
        #expect(seen == ["Dark", nil], "a change holds for its render only")
        #expect(UIApplication.shared.supportsAlternateIcons)
    }

    @Test func viewsAndImagesAreEqualWhenTheyAreTheSameObject() {
        let view = UIView(), image = UIImage()
        #expect(Set<UIView>([view, view, UIView()]).count == 2 && AnyHashable(view) == AnyHashable(view))
        #expect(image == image && image != UIImage() && image.size == .zero)
    }

    @Test func documentControllersAndAppearanceProxiesHoldWhatIsSet() {
        final class Downloads: NSObject, UIDocumentInteractionControllerDelegate {
            func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
                UIViewController()
            }
        }
        let delegate = Downloads()
        let controller = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        controller.delegate = delegate
        #expect(controller.uti == "com.adobe.pdf" && controller.name == "report.pdf")
        #expect(!controller.presentPreview(animated: true), "a render presents nothing")
        UITextView.appearance().backgroundColor = .clear
        #expect(UITextView.appearance().backgroundColor == nil, "iOS 16 and later no longer route it to TextEditor")
    }
}
