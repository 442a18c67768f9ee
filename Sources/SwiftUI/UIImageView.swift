import Foundation

/// UIKit's image view; a representable draws its image with its content mode and tint
/// (`UIKitViewDrawing`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    open override class func appearance() -> Self { appearanceProxy(UIImageView(frame: .zero)) }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }
}
