import Foundation
import SwiftUI

/// Which touches draw on a canvas.
public enum PKCanvasViewDrawingPolicy: UInt, Sendable { case `default`, anyInput, pencilOnly }

/// What a canvas tells its delegate (never, in a render: nothing is drawn by hand).
@preconcurrency @MainActor
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// PencilKit's drawing canvas, a scroll view. It holds its drawing, tool and policy; in a
/// representable it draws at rest as its background colour (opaque `.systemBackground` unless the
/// code sets another: Mockup's choice, as apps set `.clear` and `isOpaque = false` to see through
/// it), with a render note when its drawing has strokes, which a render does not rasterize.
@preconcurrency @MainActor
open class PKCanvasView: UIScrollView, PKToolPickerObserver, _UIKitDrawnAtRest {
    open var drawing = PKDrawing()
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// Whether a finger draws (iOS 13, replaced by `drawingPolicy`).
    open var allowsFingerDrawing = true
    open var isRulerActive = false
    open var isDrawingEnabled = true
    /// The recognizer that draws (never recognises in a render).
    public let drawingGestureRecognizer: UIGestureRecognizer = UIPanGestureRecognizer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    public required init?(coder: NSCoder) { return nil }

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == PKCanvasView.self else { return nil }
        guard !drawing.strokes.isEmpty else { return AnyView(Color.clear) }
        return AnyView(Color.clear._renderNote("PKCanvasView: strokes are not drawn in a render",
                                               drawn: "the canvas's background without its strokes"))
    }
}

/// What a tool picker tells its observers (never, in a render).
@preconcurrency @MainActor
public protocol PKToolPickerObserver: AnyObject {
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}

/// The floating tool palette. It shows for a first responder, and a render has none, so it is
/// never visible and never drawn: it holds its tool and settings.
@preconcurrency @MainActor
open class PKToolPicker {
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black)
    open var isRulerActive = false
    open var showsDrawingPolicyControls = true
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Whether the picker shows: never, in a render.
    open var isVisible: Bool { false }
    private var observers: [ObjectIdentifier: any PKToolPickerObserver] = [:]

    public init() {}

    /// The picker of `window` (iOS 13, deprecated for `init()`).
    open class func shared(for window: UIWindow) -> PKToolPicker? { PKToolPicker() }

    /// Shows the picker while `responder` is first responder; a render has none.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}
    open func addObserver(_ observer: any PKToolPickerObserver) { observers[ObjectIdentifier(observer)] = observer }
    open func removeObserver(_ observer: any PKToolPickerObserver) { observers[ObjectIdentifier(observer)] = nil }
    /// The part of `view` the picker covers: none, as it never shows.
    open func frameObscured(in view: UIView) -> CGRect { .null }
}
