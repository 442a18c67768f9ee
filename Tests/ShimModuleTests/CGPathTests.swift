import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// Core Graphics' paths as UIKit code builds them: a `CGMutablePath` added to in place, converted
/// to and from SwiftUI's `Path`, measured, walked and combined.
@Suite struct CGPathTests {
    @Test func aMutablePathIsAddedToInPlaceThroughALetBinding() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 30, y: 10))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            points += (0..<count).map { element.pointee.points[$0] }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        // A quad curve hands over its control point, then its end point.
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 10, y: 20)])
        // The bounding box includes control points; the path's own box only the curve (which reaches x = 20).
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(abs(path.boundingBoxOfPath.maxX - 20) < 1e-9)
        #expect(path.currentPoint == CGPoint(x: 0, y: 0), "after closing, the current point is the subpath's start")
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull && CGMutablePath().currentPoint == .zero)
    }

    @Test func transformsApplyToWhatIsAdded() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        path.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.boundingBox == CGRect(x: 2, y: 0, width: 13, height: 10))
        var transform = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: &transform)
        #expect(scaled.boundingBox == CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil).boundingBox == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func aRectangleIsKnownAsOne() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)])
        triangle.closeSubpath()
        #expect(!triangle.isRect(nil))
    }

    @Test func roundedRectanglesHaveQuarterEllipseCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 20, cornerHeight: 10, transform: nil)
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 40))
        // The top edge is straight from x 20 to 80; the corner curves inside the 20 × 10 box.
        #expect(path.contains(CGPoint(x: 50, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the corner is cut away")
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        // Radii larger than half a side are clamped to it: a capsule.
        let capsule = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 80, cornerHeight: 80, transform: nil)
        #expect(!capsule.contains(CGPoint(x: 3, y: 3)) && capsule.contains(CGPoint(x: 50, y: 20)))
    }

    @Test func arcsUseCoreGraphicsAnglesInRadians() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Counter-clockwise in Core Graphics' sense from 0 to π/2 is the short quarter towards +y.
        #expect(abs(path.boundingBoxOfPath.width - 10) < 1e-6 && abs(path.boundingBoxOfPath.height - 10) < 1e-6)
        #expect(abs(path.currentPoint.x - 50) < 1e-9 && abs(path.currentPoint.y - 60) < 1e-9)
        // The same arc through SwiftUI's Path gives the same geometry.
        var swiftUI = Path()
        swiftUI.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(Path(path) == swiftUI)
    }

    @Test func pathsConvertBothWaysAndCombine() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path(square.cgPath) == square)
        #expect(square.cgPath == square.cgPath && square.cgPath.hashValue == square.cgPath.hashValue)
        let other = CGPath(rect: CGRect(x: 5, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.cgPath.union(other).boundingBoxOfPath == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(square.cgPath.intersection(other, using: .evenOdd).boundingBoxOfPath == CGRect(x: 5, y: 0, width: 5, height: 10))
        let outline = square.cgPath.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBoxOfPath == CGRect(x: -1, y: -1, width: 12, height: 12))
        let copy = square.cgPath.mutableCopy()
        copy?.addEllipse(in: CGRect(x: 20, y: 20, width: 4, height: 4))
        #expect(copy?.boundingBoxOfPath.maxX == 24 && square.cgPath.boundingBoxOfPath.maxX == 10, "a mutable copy does not change the original")
    }

    @MainActor @Test func aBezierPathHandsOutAndTakesACoreGraphicsPath() {
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(bezier.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
        bezier.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(UIBezierPath(cgPath: bezier.cgPath).bounds == bezier.bounds)
    }

    @Test func colorSpacesAndColoursInThem() {
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceNotAThing") == nil)
        let red = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0, 0.5])
        #expect(red?.components == [1, 0, 0, 0.5])
        let grey = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1])
        #expect(grey?.numberOfComponents == 4 && grey?.alpha == 1)
    }

    @Test func geometryStringsRoundTrip() {
        let rect = CGRect(x: 1.5, y: -2, width: 10, height: 20)
        #expect(NSCoder.string(for: rect) == "{{1.5, -2}, {10, 20}}")
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 4)) == "{3, 4}")
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
    }
}
