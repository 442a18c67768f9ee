import Foundation
import SwiftUI

/// A widget as the widget gallery shows it, for a widget the code gives no `#Preview`: the view of
/// its provider's snapshot (or placeholder) in its first supported family, drawn by `WidgetFrame`.
public struct WidgetGalleryPreview: View {
    let family: WidgetFamily
    let contentMarginsDisabled: Bool
    let content: AnyView
    let notes: [WidgetNote]

    /// Nil for a Live Activity, which needs attributes and a content state (its
    /// `#Preview(as:using:)` renders it).
    public init?<W: Widget>(_ widget: W) {
        var resolved = ResolvedWidget()
        resolveWidget(widget.body, into: &resolved)
        guard let gallery = resolved.galleryEntry, let entryView = resolved.entryView else { return nil }
        family = resolved.supportedFamilies?.first ?? .systemSmall
        contentMarginsDisabled = resolved.contentMarginsDisabled
        let snapshot = gallery.entry(WidgetPreview.context(family))
        content = entryView(snapshot.entry) ?? AnyView(NothingDrawn())
        let others = (resolved.supportedFamilies ?? []).dropFirst().map(\.description)
        notes = [snapshot.note, others.isEmpty ? nil : WidgetNote("widget gallery: \(W.self) also supports \(others.joined(separator: ", "))",
                                                                drawn: "the first family is drawn; #Preview(as:) renders the others")]
            .compactMap { $0 }
    }

    public var body: some View {
        WidgetFrame(family: family, contentMarginsDisabled: contentMarginsDisabled, content: content)
            .modifier(Noted(notes))
    }
}
