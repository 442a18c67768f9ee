import Foundation
import MockupUI

extension UIButton {
    /// The button at rest, after its configuration update: a configured button as the SwiftUI
    /// button of its style, any other as its current image and title, centred in the rect its
    /// content, title and image edge insets leave.
    @ViewBuilder var drawing: some View {
        let _ = updateConfiguration()
        if let configuration {
            configuration.drawing(tint: tintColor)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            HStack(spacing: 0) {
                if let image = currentImage { Image(uiImage: image).offset(imageEdgeInsets.centreShift) }
                if let title = currentTitle {
                    Text(verbatim: title).font(Font(titleLabel?.font ?? UIFont.systemFont(ofSize: 15)))
                        .offset(titleEdgeInsets.centreShift)
                }
            }
            .foregroundColor(Color(currentTitleColor))
            .offset(contentEdgeInsets.centreShift)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

extension UIButton.Configuration {
    /// The SwiftUI button of this style, size and corner style.
    @MainActor @ViewBuilder func drawing(tint: UIColor?) -> some View {
        let button = Button(action: {}) { label }
            .buttonBorderShape(cornerStyle == .capsule ? .capsule : .automatic)
            .controlSize(controlSize)
        let tint = (style == .tinted || style == .filled ? baseBackgroundColor : nil) ?? tint
        let styled = Group {
            switch style {
            case .plain, .borderless: button.buttonStyle(.borderless)
            case .gray, .tinted: button.buttonStyle(.bordered)
            case .filled: button.buttonStyle(.borderedProminent)
            }
        }
        if let tint { styled.tint(Color(tint)) } else { styled }
    }

    /// The title and image, in `baseForegroundColor` when set (else the style's colour).
    @MainActor @ViewBuilder private var label: some View {
        if let foreground = baseForegroundColor {
            content.foregroundStyle(Color(foreground))
        } else {
            content
        }
    }

    /// The title (with its subtitle below) and the image on `imagePlacement`'s side.
    @MainActor private var content: some View {
        let titles = VStack(spacing: titlePadding) {
            if let title = attributedTitle.map({ String($0.characters) }) ?? title { Text(verbatim: title) }
            if let subtitle = attributedSubtitle.map({ String($0.characters) }) ?? subtitle {
                Text(verbatim: subtitle).font(.caption)
            }
        }
        let image = self.image.map { Image(uiImage: $0) }
        return Group {
            if imagePlacement == .top || imagePlacement == .bottom {
                VStack(spacing: imagePadding) {
                    if imagePlacement == .top { image }
                    titles
                    if imagePlacement == .bottom { image }
                }
            } else {
                HStack(spacing: imagePadding) {
                    if imagePlacement != .trailing { image }
                    titles
                    if imagePlacement == .trailing { image }
                }
            }
        }
    }

    private var controlSize: ControlSize {
        switch buttonSize {
        case .mini: return .mini
        case .small: return .small
        case .medium: return .regular
        case .large: return .large
        }
    }
}

extension UIEdgeInsets {
    /// How far content centred in a rect moves when the rect is inset by these insets.
    fileprivate var centreShift: CGSize { CGSize(width: (left - right) / 2, height: (top - bottom) / 2) }
}
