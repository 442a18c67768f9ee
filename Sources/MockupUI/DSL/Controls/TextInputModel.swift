import Foundation

/// What a text field shows at rest: its text, or (when empty) its prompt or label as the
/// placeholder; secure fields show one bullet per character.
@MainActor
struct TextInputModel {
    let text: String
    let placeholder: AnyView
    let axis: Axis
    let isSecure: Bool

    init<Placeholder: View>(text: String, placeholder: Placeholder, axis: Axis = .horizontal, isSecure: Bool = false) {
        self.text = text; self.placeholder = AnyView(placeholder); self.axis = axis; self.isSecure = isSecure
    }

    /// The placeholder: the prompt if there is one, else the label.
    static func placeholder<L: View>(prompt: Text?, label: L) -> AnyView {
        prompt.map { AnyView($0) } ?? AnyView(label)
    }
}

/// A text field drawn as iOS draws it at rest: text (or placeholder in the placeholder colour)
/// filling the proposed width, one line unless the axis is vertical; `bordered` adds the
/// `.roundedBorder` box.
struct TextInputDrawing: View {
    let model: TextInputModel
    let bordered: Bool
    @Environment(\.multilineTextAlignment) private var textAlignment
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let singleLine = model.axis == .horizontal
        let field = content
            .modifier(EnvironmentWriter { environment in
                // One line along the horizontal axis; a vertical field wraps up to its `lineLimit`.
                if singleLine { environment.lineLimit = 1; environment.reservedLines = 0 }
            })
            .frame(maxWidth: .infinity, alignment: frameAlignment)
        Group {
            if bordered {
                field
                    .padding(SystemMetrics.roundedFieldInsets)
                    .background(SystemMetrics.groupedRowBackground,
                                in: RoundedRectangle(cornerRadius: SystemMetrics.roundedFieldCornerRadius))
                    .overlay(RoundedRectangle(cornerRadius: SystemMetrics.roundedFieldCornerRadius)
                        .strokeBorder(SystemMetrics.opaqueSeparator, lineWidth: SystemMetrics.hairline))
            } else {
                field
            }
        }
        // A list row's separator lines up with the field, not with its centred or trailing text.
        .layoutValue(key: ListRowSeparatorAnchorKey.self, value: .leadingEdge)
    }

    @ViewBuilder private var content: some View {
        if model.text.isEmpty {
            model.placeholder.foregroundStyle(SystemMetrics.placeholder)
        } else if isEnabled {
            Text(verbatim: shownText)
        } else {
            Text(verbatim: shownText).foregroundStyle(SystemMetrics.tertiaryLabel)
        }
    }

    private var shownText: String {
        model.isSecure ? String(repeating: "\u{2022}", count: model.text.count) : model.text
    }

    private var frameAlignment: Alignment {
        switch textAlignment {
        case .center: return .center
        case .trailing: return .trailing
        default: return .leading
        }
    }
}
