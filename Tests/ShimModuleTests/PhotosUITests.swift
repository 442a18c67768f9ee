import Foundation
import MockupText
import PhotosUI
import SwiftUI
import Testing
@testable import MockupUI

/// PhotosUI's `PhotosPicker` draws its label as a button; the picker itself is a sheet a still
/// does not show. Also the small system buttons and modifiers beside it.
@MainActor @Suite struct PhotosUITests {
    struct AvatarEditor: View {
        @State private var item: PhotosPickerItem?
        @State private var items: [PhotosPickerItem] = []
        @State private var showsPicker = true

        var body: some View {
            VStack {
                PhotosPicker(selection: $item, matching: .images) {
                    Label("Choose photo", systemImage: "photo")
                }
                PhotosPicker("Add photos", selection: $items, maxSelectionCount: 3, selectionBehavior: .ordered,
                             matching: .any(of: [.images, .not(.videos)]))
                Text("Avatar").photosPicker(isPresented: $showsPicker, selection: $item)
                PasteButton(payloadType: String.self) { _ in }
                RenameButton()
            }
            .task { _ = try? await item?.loadTransferable(type: Data.self) }
            .onChange(of: items) { _, newItems in
                for item in newItems {
                    item.loadTransferable(type: Data.self) { result in
                        if case .success(let data?) = result { _ = UIImage(data: data) }
                    }
                }
            }
        }
    }

    @Test func anItemLoadsNothing() {
        var loaded: Result<Data?, any Error>?
        let progress = PhotosPickerItem(itemIdentifier: "1").loadTransferable(type: Data.self) { loaded = $0 }
        guard case .success(nil) = loaded else { Issue.record("expected no data, got \(String(describing: loaded))"); return }
        #expect(progress.totalUnitCount == 1)
    }

    @Test func pickersDrawTheirLabelsAsButtonsAndThePresentedPickerIsNoted() throws {
        let rendered = try ViewRenderer.layout(RenderRequest(width: 300, scale: 1), fonts: FontLibrary.shared()) { AvatarEditor() }
        #expect(rendered.tree.all(.text).map(\.detail) == ["Choose photo", "Add photos", "Avatar", "Paste", "Rename"])
        #expect(rendered.tree.all(.symbol).map(\.detail) == ["photo", "doc.on.clipboard", "pencil"])
        #expect(rendered.displayList.warnings.contains { $0.contains("sheet") }, "\(rendered.displayList.warnings)")
    }

    @Test func labelsVisibilityAndSystemOverlays() throws {
        let hidden = resolveView(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden))
        let shown = resolveView(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible))
        func texts(_ node: ViewNode) -> [String] { (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts) }
        #expect(texts(hidden).isEmpty && texts(shown) == ["Wi-Fi"])
        let overlays = resolveView(Text("Full screen").persistentSystemOverlays(.hidden))
        #expect(overlays.primitive is UnsupportedNode)
        #expect(!(resolveView(Text("x").persistentSystemOverlays(.visible)).primitive is UnsupportedNode))
    }
}
