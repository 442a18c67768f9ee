import Foundation
import MockupText
import PencilKit
import SwiftUI
import Testing
@testable import MockupUI

/// PencilKit as drawing apps write it: a canvas in a representable with a tool, a policy and a
/// tool picker. Nothing is drawn by hand in a render: the canvas draws its background.
@MainActor @Suite struct PencilKitTests {
    struct Sketchpad: UIViewRepresentable {
        @Binding var drawing: PKDrawing
        var background: UIColor?
        let toolPicker = PKToolPicker()

        func makeUIView(context: Context) -> PKCanvasView {
            let canvas = PKCanvasView()
            canvas.drawingPolicy = .anyInput
            canvas.tool = PKInkingTool(.marker, color: .systemBlue, width: 12)
            canvas.delegate = context.coordinator
            if let background {
                canvas.backgroundColor = background
                canvas.isOpaque = false
            }
            toolPicker.setVisible(true, forFirstResponder: canvas)
            toolPicker.addObserver(canvas)
            _ = canvas.becomeFirstResponder()
            return canvas
        }
        func updateUIView(_ uiView: PKCanvasView, context: Context) { uiView.drawing = drawing }
        func makeCoordinator() -> Coordinator { Coordinator(drawing: $drawing) }

        final class Coordinator: NSObject, PKCanvasViewDelegate {
            let drawing: Binding<PKDrawing>
            init(drawing: Binding<PKDrawing>) { self.drawing = drawing }
            func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { drawing.wrappedValue = canvasView.drawing }
        }
    }

    @Test func aCanvasDrawsItsBackgroundAtRest() throws {
        func render(_ background: UIColor?, scheme: ColorScheme = .light) throws -> RenderedView {
            try ViewRenderer.render(RenderRequest(width: 120, height: 80, scale: 1, colorScheme: scheme), fonts: FontLibrary.shared()) {
                Sketchpad(drawing: .constant(PKDrawing()), background: background).frame(width: 120, height: 80)
            }
        }
        let tinted = try render(UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
        try tinted.image.writeForInspection("pencilkit-canvas")
        #expect(tinted.image.rgba(60, 40) == (255, 204, 0, 255))
        #expect(tinted.layout.tree.all(.platformView).isEmpty && tinted.warnings.isEmpty)
        #expect(try render(nil, scheme: .dark).image.rgba(60, 40) == (0, 0, 0, 255), "an opaque system background")
    }

    @Test func toolsAndDrawingsHoldTheirValues() {
        let pen = PKInkingTool(.pen, color: .red, width: 4)
        #expect(pen.inkType == .pen && pen.width == 4 && pen.color === UIColor.red)
        #expect(PKInkingTool(.pencil).width == PKInkingTool.defaultWidth(forInkType: .pencil))
        #expect(PKEraserTool(.vector).eraserType == .vector && PKLassoTool() == PKLassoTool())
        let empty = PKDrawing()
        #expect(empty.strokes.isEmpty && empty.bounds.isNull)
        #expect((try? PKDrawing(data: empty.dataRepresentation())) == empty)
        #expect((try? PKDrawing(data: Data([1, 2, 3]))) == nil, "PencilKit's stroke format cannot be read")
        #expect(empty.image(from: empty.bounds, scale: 2).size == .zero)
        let image = empty.image(from: CGRect(x: 0, y: 0, width: 30, height: 20), scale: 2)
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        let point = PKStrokePoint(location: CGPoint(x: 10, y: 10), timeOffset: 0, size: CGSize(width: 4, height: 4),
                                  opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
        let stroke = PKStroke(ink: PKInk(.pen, color: .black), path: PKStrokePath(controlPoints: [point], creationDate: Date()))
        let drawing = PKDrawing(strokes: [stroke]).transformed(using: CGAffineTransform(translationX: 5, y: 0))
        #expect(drawing.bounds == CGRect(x: 13, y: 8, width: 4, height: 4))
        let picker = PKToolPicker()
        #expect(!picker.isVisible && picker.frameObscured(in: UIView()).isNull)
    }

    @Test func strokesTheCodeBuildsAreNotedNotDrawn() throws {
        let point = PKStrokePoint(location: CGPoint(x: 10, y: 10), timeOffset: 0, size: CGSize(width: 4, height: 4),
                                  opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
        let stroke = PKStroke(ink: PKInk(.pen), path: PKStrokePath(controlPoints: [point], creationDate: Date()))
        let rendered = try ViewRenderer.render(RenderRequest(width: 100, height: 100, scale: 1), fonts: FontLibrary.shared()) {
            Sketchpad(drawing: .constant(PKDrawing(strokes: [stroke])), background: nil)
        }
        #expect(rendered.warnings.contains { $0.contains("PKCanvasView") }, "\(rendered.warnings)")
    }
}

