import CoreTransferable
import Foundation

/// A preview of shared content in the share sheet (the sheet is not drawn).
public struct SharePreview<PreviewImage, PreviewIcon> {
    public init(_ titleKey: LocalizedStringKey) where PreviewImage == Never, PreviewIcon == Never {}
    public init<S: StringProtocol>(_ title: S) where PreviewImage == Never, PreviewIcon == Never {}
    public init(_ titleKey: LocalizedStringKey, image: PreviewImage) where PreviewIcon == Never {}
    public init(_ titleKey: LocalizedStringKey, icon: PreviewIcon) where PreviewImage == Never {}
    public init(_ titleKey: LocalizedStringKey, image: PreviewImage, icon: PreviewIcon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: PreviewImage) where PreviewIcon == Never {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: PreviewIcon) where PreviewImage == Never {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: PreviewImage, icon: PreviewIcon) {}
    public init(_ title: Text) where PreviewImage == Never, PreviewIcon == Never {}
    public init(_ title: Text, image: PreviewImage) where PreviewIcon == Never {}
    public init(_ title: Text, icon: PreviewIcon) where PreviewImage == Never {}
    public init(_ title: Text, image: PreviewImage, icon: PreviewIcon) {}
}

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: drawn as a borderless button
/// with its label (by default "Share" with `square.and.arrow.up`).
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<I: Transferable, P, Q>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>,
                                       @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<S: Sequence>(items: S, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where S.Element: Transferable {
        self.label = label()
    }

    public init<S: Sequence, P, Q>(items: S, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (S.Element) -> SharePreview<P, Q>,
                                   @ViewBuilder label: () -> Label) where S.Element: Transferable {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == MockupUI.Label<Text, Image> {
    /// The default label: "Share" with the share symbol.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        label = MockupUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    public init<I: Transferable, P, Q>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>) {
        label = MockupUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        label = MockupUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        label = MockupUI.Label(title, systemImage: "square.and.arrow.up")
    }

    public init<I: Transferable, P, Q>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                       preview: SharePreview<P, Q>) {
        label = MockupUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable, P, Q>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                          preview: SharePreview<P, Q>) {
        label = MockupUI.Label(title, systemImage: "square.and.arrow.up")
    }

    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) where Items.Element: Transferable {
        label = MockupUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    public init<Items: Sequence, P, Q>(items: Items, subject: Text? = nil, message: Text? = nil,
                                       preview: @escaping (Items.Element) -> SharePreview<P, Q>) where Items.Element: Transferable {
        label = MockupUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    public init<Items: Sequence>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil)
        where Items.Element: Transferable {
        label = MockupUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Items: Sequence>(_ title: S, items: Items, subject: Text? = nil, message: Text? = nil)
        where Items.Element: Transferable {
        label = MockupUI.Label(title, systemImage: "square.and.arrow.up")
    }

    public init<Items: Sequence, P, Q>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil,
                                       preview: @escaping (Items.Element) -> SharePreview<P, Q>) where Items.Element: Transferable {
        label = MockupUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
}
