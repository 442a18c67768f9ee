import Foundation
import MockupUI

/// Draws the UIKit views a `UIViewRepresentable` makes, for the classes UIKit itself provides:
/// `UIView` (background, layer corners, border, shadow, opacity), `UILabel` (as `Text`),
/// `UIImageView`, `UITextView`, `UITextField` (as SwiftUI's `TextField`), `UIVisualEffectView`
/// (a blur draws as its material), `UIButton` (as SwiftUI's `Button`), `UIStackView` (its arranged
/// views as a SwiftUI stack), and the views that draw themselves at rest (`_UIKitDrawnAtRest`: a web
/// view, a map view, UIKit's spinner, slider, stepper, progress bar and switch), with their subviews
/// at their frames. A class the code declares (`_RenderedCodeClasses`) draws as the UIKit class it
/// inherits from, with its `draw(_:)` drawing (`CodeDrawnContent`); a subclass of a UIKit class
/// Mockup cannot draw is not drawn, and the representable shows its placeholder.
@MainActor
enum UIKitViewDrawing {
    /// The drawing of `view`, or nil when it or a subview is of a class Mockup cannot draw.
    static func drawing(of view: UIView) -> AnyView? {
        guard let content = content(of: view) else { return nil }
        var subviews: [(view: UIView, drawing: AnyView)] = []
        for subview in drawnSubviews(of: view) {
            guard let drawn = drawing(of: subview) else { return nil }
            subviews.append((subview, drawn))
        }
        // A scroll view shows its content moved by the offset it is scrolled to.
        let scrolled = (view as? UIScrollView)?.contentOffset ?? .zero
        let placed = arranged(subviews, in: view).map { scrolled == .zero ? $0 : AnyView($0.offset(x: -scrolled.x, y: -scrolled.y)) }
        return decorated(content, subviews: placed, of: view)
    }

    /// The subviews' drawings at their frames; when any is laid out by constraints, all placed by
    /// `AutoLayoutArrangement` for the superview's size at layout.
    private static func arranged(_ subviews: [(view: UIView, drawing: AnyView)], in superview: UIView) -> [AnyView] {
        guard AutoLayoutPlacement.placesAnySubview(of: superview) else {
            return subviews.map { placed($0.drawing, at: $0.view.frame) }
        }
        let drawings = subviews.map(\.drawing)
        return [AnyView(AutoLayoutArrangement(superview: superview, views: subviews.map(\.view)) {
            ForEach(drawings.indices, id: \.self) { drawings[$0] }
        })]
    }

    /// The view's own content, above its background and below its subviews: what its UIKit class
    /// draws (a class of the code's draws as the UIKit class it inherits from), then what a class of
    /// the code draws in `draw(_:)`.
    private static func content(of view: UIView) -> AnyView? {
        guard let drawn = frameworkContent(of: view) else { return nil }
        guard _RenderedCodeClasses.declares(type(of: view)), let drawing = CodeDrawnContent(view: view) else { return drawn }
        return AnyView(ZStack { drawn; drawing })
    }

    /// What the view's UIKit class draws; nil for a class Mockup cannot draw.
    private static func frameworkContent(of view: UIView) -> AnyView? {
        func drawnAs(_ framework: AnyClass) -> Bool { _RenderedCodeClasses.isDrawn(type(of: view), as: framework) }
        switch view {
        case let label as UILabel where drawnAs(UILabel.self):
            return AnyView(label.drawing)
        case let imageView as UIImageView where drawnAs(UIImageView.self):
            return AnyView(imageView.drawing)
        case let textView as UITextView where drawnAs(UITextView.self):
            return AnyView(textView.drawing)
        case let textField as UITextField where drawnAs(UITextField.self):
            return AnyView(textField.drawing)
        case let effectView as UIVisualEffectView where drawnAs(UIVisualEffectView.self):
            return AnyView(effectView.drawing)
        case let button as UIButton where drawnAs(UIButton.self):
            return AnyView(button.drawing)
        case is UIScrollView where drawnAs(UIScrollView.self):
            return AnyView(Color.clear)
        case let stack as UIStackView where drawnAs(UIStackView.self):
            return stack.drawing
        case let drawn as _UIKitDrawnAtRest:
            return drawn._drawingAtRest
        default:
            return drawnAs(UIView.self) ? AnyView(Color.clear) : nil
        }
    }

    /// The subviews drawn above the content (a visual effect view's content goes in `contentView`);
    /// a stack view's arranged subviews are drawn by the stack.
    private static func drawnSubviews(of view: UIView) -> [UIView] {
        let arranged = (view as? UIStackView)?.arrangedSubviews ?? []
        return view.subviews.filter { subview in !subview.isHidden && !arranged.contains { $0 === subview } }
    }

    /// A subview at its frame in its superview; one with an empty frame (laid out by constraints
    /// `AutoLayoutPlacement` does not solve) fills its superview. As in UIKit, a subview's frame does
    /// not size its superview: one larger than it (a hosting controller's view, screen-sized until
    /// resized) draws past its bounds, where a clip may cut it, and leaves the superview's own
    /// drawing (a blur's material) at the superview's size.
    private static func placed(_ drawing: AnyView, at frame: CGRect) -> AnyView {
        if frame.width <= 0 || frame.height <= 0 {
            return AnyView(drawing.frame(maxWidth: .infinity, maxHeight: .infinity))
        }
        return AnyView(Color.clear.overlay(alignment: .topLeading) {
            drawing.frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)
        })
    }

    /// The content with the view's background, subviews, clip, border, shadow, opacity and
    /// transform, in Core Animation's order.
    private static func decorated(_ content: AnyView, subviews: [AnyView], of view: UIView) -> AnyView {
        let layer = view.layer
        let shape = cornerShape(of: layer)
        let fill = view.backgroundColor?.color ?? layer.backgroundColor.map(Color.init(cgColor:)) ?? .clear
        let clips = view.clipsToBounds || layer.masksToBounds
        let stacked = ZStack(alignment: .topLeading) {
            content
            ForEach(subviews.indices, id: \.self) { subviews[$0] }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(shape.fill(fill))
        let clipped = clips ? AnyView(stacked.clipShape(shape)) : AnyView(stacked)
        let bordered = clipped.overlay {
            if layer.borderWidth > 0, let border = layer.borderColor {
                shape.strokeBorder(Color(cgColor: border), lineWidth: layer.borderWidth)
            }
        }
        let shadowColor = layer.shadowColor.map(Color.init(cgColor:)) ?? .clear
        let shadowed = bordered.shadow(color: clips || layer.shadowOpacity <= 0 ? .clear
                                          : shadowColor.opacity(Double(layer.shadowOpacity)),
                                       radius: layer.shadowRadius, x: layer.shadowOffset.width, y: layer.shadowOffset.height)
        let hidden = view.isHidden || layer.isHidden
        let noted = (layer.sublayers ?? []).isEmpty ? AnyView(shadowed)
            : AnyView(shadowed._renderNote("CALayer sublayers are not drawn (\((layer.sublayers ?? []).map { "\(type(of: $0))" }.joined(separator: ", ")))",
                                           drawn: "the view without its added layers"))
        let faded = noted.opacity(hidden ? 0 : Double(view.alpha) * Double(layer.opacity))
        guard !CATransform3DIsIdentity(layer.transform) else { return AnyView(faded) }
        return AnyView(faded.modifier(LayerTransformEffect(transform: layer.transform, anchorPoint: layer.anchorPoint)))
    }

    /// The layer's rounded outline: `cornerRadius` on the `maskedCorners`, in its `cornerCurve`.
    static func cornerShape(of layer: CALayer) -> UnevenRoundedRectangle {
        func radius(_ corner: CACornerMask) -> CGFloat { layer.maskedCorners.contains(corner) ? layer.cornerRadius : 0 }
        return UnevenRoundedRectangle(topLeadingRadius: radius(.layerMinXMinYCorner),
                                      bottomLeadingRadius: radius(.layerMinXMaxYCorner),
                                      bottomTrailingRadius: radius(.layerMaxXMaxYCorner),
                                      topTrailingRadius: radius(.layerMaxXMinYCorner),
                                      style: layer.cornerCurve == .continuous ? .continuous : .circular)
    }
}

extension NSTextAlignment {
    /// The SwiftUI alignment of lines of text (natural and justified align to the leading edge).
    var textAlignment: TextAlignment {
        switch self {
        case .center: return .center
        case .right: return .trailing
        case .left, .natural, .justified: return .leading
        }
    }

    /// Where a line sits across a frame wider than it.
    var horizontalAlignment: HorizontalAlignment {
        switch textAlignment {
        case .center: return .center
        case .trailing: return .trailing
        case .leading: return .leading
        }
    }
}

extension Text {
    /// UIKit text as SwiftUI draws it: `font` (else the system font at `defaultSize`, the UIKit
    /// class's default) in `color` (else `.label`), under the attributes of `attributed` when set.
    fileprivate init(uiKitText text: String?, attributed: NSAttributedString? = nil, font: UIFont?, defaultSize: CGFloat, color: UIColor?) {
        self = (attributed.map { Text(AttributedString($0)) } ?? Text(verbatim: text ?? ""))
            .font(Font(font ?? UIFont.systemFont(ofSize: defaultSize)))
            .foregroundColor(Color(color ?? UIColor.label))
    }
}

extension UILabel {
    /// The label's text: one line unless `numberOfLines` allows more, vertically centred as UIKit
    /// centres a label's text in its bounds.
    fileprivate var drawing: some View {
        Text(uiKitText: text, attributed: storedAttributedText, font: font, defaultSize: 17, color: textColor)
            .shadow(color: shadowColor.map(Color.init(uiColor:)) ?? .clear, radius: 0, x: shadowOffset.width, y: shadowOffset.height)
            .multilineTextAlignment(textAlignment.textAlignment)
            .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
            .truncationMode(lineBreakMode.truncation)
            .minimumScaleFactor(adjustsFontSizeToFitWidth ? max(minimumScaleFactor, 0.01) : 1)
            .frame(maxWidth: .infinity, maxHeight: .infinity,
                   alignment: Alignment(horizontal: textAlignment.horizontalAlignment, vertical: .center))
    }
}

extension NSLineBreakMode {
    /// Where SwiftUI truncates a line cut this way.
    var truncation: Text.TruncationMode {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        default: return .tail
        }
    }
}

extension UIImageView {
    /// The image scaled as `contentMode` says; template symbols take the view's tint (also how
    /// image views of the package's other modules draw, Lottie's animation view).
    @ViewBuilder package var drawing: some View {
        if let shown = isHighlighted ? highlightedImage ?? image : image {
            let base = Image(uiImage: shown)
            Group {
                switch contentMode {
                case .scaleAspectFit: base.resizable().aspectRatio(contentMode: .fit)
                case .scaleAspectFill: base.resizable().aspectRatio(contentMode: .fill)
                case .scaleToFill: base.resizable()
                default: base
                }
            }
            .foregroundColor(tintColor.map(Color.init(uiColor:)))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: contentMode.frameAlignment)
        } else {
            Color.clear
        }
    }
}

extension UIView.ContentMode {
    /// Where an unscaled image sits in its view.
    var frameAlignment: Alignment {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .leading
        case .right: return .trailing
        case .topLeft: return .topLeading
        case .topRight: return .topTrailing
        case .bottomLeft: return .bottomLeading
        case .bottomRight: return .bottomTrailing
        default: return .center
        }
    }
}

extension UITextView {
    /// The text from the top-leading corner inside `textContainerInset` and the text container's
    /// line fragment padding on each side, within its line limit.
    fileprivate var drawing: some View {
        let padding = textContainer.lineFragmentPadding
        return Text(uiKitText: text, attributed: storedAttributedText, font: font, defaultSize: 12, color: textColor)
            .multilineTextAlignment(textAlignment.textAlignment)
            .lineLimit(textContainer.maximumNumberOfLines == 0 ? nil : textContainer.maximumNumberOfLines)
            .truncationMode(textContainer.lineBreakMode.truncation)
            .padding(EdgeInsets(top: textContainerInset.top, leading: textContainerInset.left + padding,
                                bottom: textContainerInset.bottom, trailing: textContainerInset.right + padding))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension UITextField {
    /// The SwiftUI text field iOS draws with this UIKit view: `.roundedBorder` for a rounded-rect
    /// border, `.plain` otherwise, vertically centred; the placeholder shows while the text is empty.
    @ViewBuilder fileprivate var drawing: some View {
        let field = Group {
            if isSecureTextEntry {
                SecureField(placeholder ?? "", text: .constant(text ?? ""))
            } else {
                TextField(placeholder ?? "", text: .constant(text ?? ""))
            }
        }
        .font(Font(font ?? UIFont.preferredFont(forTextStyle: .body)))
        .foregroundColor(Color(textColor ?? UIColor.label))
        .multilineTextAlignment(textAlignment.textAlignment)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(horizontal: textAlignment.horizontalAlignment, vertical: .center))
        if borderStyle == .roundedRect {
            field.textFieldStyle(.roundedBorder)
        } else {
            field.textFieldStyle(.plain)
        }
    }
}

extension UIVisualEffectView {
    /// A blur draws as its SwiftUI material, in the style's fixed scheme if it has one; a blur without
    /// a style, or a vibrancy effect alone, draws nothing.
    @ViewBuilder fileprivate var drawing: some View {
        if let blur = effect as? UIBlurEffect, let material = blur.material {
            if let scheme = blur.fixedScheme {
                Rectangle().fill(material).environment(\.colorScheme, scheme)
            } else {
                Rectangle().fill(material)
            }
        } else {
            Color.clear
        }
    }
}
