import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit's block and property animations show where they end; Core Animation's 3-D transforms
/// have Core Animation's exact values; a representable's view is drawn through its transform.
@MainActor @Suite struct UIKitAnimationTests {
    @Test func blockAnimationsApplyTheirChangesAtOnceAndNeverComplete() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var completed = false
        UIView.animate(withDuration: 0.4) { view.alpha = 0.5 }
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction]) {
            view.backgroundColor = .red
        } completion: { _ in completed = true }
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: .curveEaseInOut) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        UIView.animate(springDuration: 0.5, bounce: 0.3) { view.center = CGPoint(x: 200, y: 200) }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.tag = 1 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.tag = 2 }
        }
        #expect(view.alpha == 0.5 && view.backgroundColor === UIColor.red)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.center == CGPoint(x: 200, y: 200))
        #expect(view.tag == 2, "the last keyframe's value is the end state")
        #expect(!completed, "time does not pass in a render")
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16 && UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    }

    @Test func aTransitionBetweenViewsSwapsThemInTheirSuperview() {
        let container = UIView(), old = UIView(), new = UIView()
        container.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft)
        #expect(container.subviews.count == 1 && container.subviews[0] === new && old.superview == nil)
        UIView.transition(from: new, to: old, duration: 0.3, options: [.showHideTransitionViews])
        #expect(new.isHidden && !old.isHidden)
    }

    @Test func aPropertyAnimatorRunsItsAnimationsWhenItStartsAndCompletesOnlyWhenFinished() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 1 && animator.state == .inactive, "nothing runs before the animator starts")
        animator.startAnimation()
        #expect(view.alpha == 0 && animator.state == .active && animator.isRunning)
        animator.addAnimations { view.tag = 7 }
        #expect(view.tag == 7, "added to an active animator: runs at once")
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && positions.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(positions == [.end] && animator.state == .inactive)

        let scrubbed = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0.25 }
        scrubbed.fractionComplete = 0.5
        #expect(view.alpha == 0.25 && scrubbed.state == .active && !scrubbed.isRunning)
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: []) { view.tag = 9 }
        #expect(view.tag == 9 && running.isRunning && running.delay == 0.1)
        let cubic = UICubicTimingParameters(animationCurve: .easeInOut)
        #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0) && cubic.controlPoint2 == CGPoint(x: 0.58, y: 1))
    }

    @Test func transform3DFunctionsHaveCoreAnimationsValues() {
        let identity = CATransform3DIdentity
        #expect(CATransform3DIsIdentity(identity) && identity.m11 == 1 && identity.m44 == 1 && identity.m34 == 0)
        let moved = CATransform3DMakeTranslation(10, 20, 30)
        #expect(moved.m41 == 10 && moved.m42 == 20 && moved.m43 == 30)
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(quarter.m11) < 1e-12 && quarter.m12 == 1 && quarter.m21 == -1 && abs(quarter.m22) < 1e-12,
                "a z rotation is CGAffineTransform's rotation")
        let yTurn = CATransform3DMakeRotation(.pi / 3, 0, 2, 0)
        #expect(abs(yTurn.m11 - 0.5) < 1e-12 && abs(yTurn.m13 + 0.75.squareRoot()) < 1e-12 && abs(yTurn.m31 - 0.75.squareRoot()) < 1e-12,
                "the axis is normalised")
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == identity)
        // Translate then scale: t' = scale · (translate · I); a point (1, 1, 0) maps to ((1·2)+10, (1·3)+20).
        let combined = CATransform3DScale(CATransform3DTranslate(identity, 10, 20, 0), 2, 3, 1)
        #expect(combined.m11 == 2 && combined.m22 == 3 && combined.m41 == 10 && combined.m42 == 20)
        var perspective = identity
        perspective.m34 = -1 / 500
        let inverse = CATransform3DInvert(CATransform3DConcat(perspective, CATransform3DMakeScale(2, 4, 1)))
        let roundTrip = CATransform3DConcat(CATransform3DConcat(perspective, CATransform3DMakeScale(2, 4, 1)), inverse)
        #expect(zip(elements(roundTrip), elements(identity)).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1), "singular: unchanged")
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)) && !CATransform3DIsAffine(perspective))
        let projected = ProjectionTransform(perspective)
        #expect(projected.m13 == 0 && projected.m23 == 0 && projected.m33 == 1, "z's perspective term drops out of the plane")
        let view = UIView()
        view.transform3D = moved
        #expect(view.transform == CGAffineTransform(translationX: 10, y: 20) && view.layer.transform == moved)
    }

    @Test func rotation3DEffectsProjectionIsCoreAnimationsChain() {
        // SwiftUI's rotation3DEffect: translate(anchor) · m34 = −1 / distance · rotate · translate(−anchor),
        // in CATransform3D's "first" order, then ProjectionTransform(_:) drops z.
        let anchor = (x: 30.0, y: 20.0, z: 7.0), distance = 80.0, angle = 0.7, axis = (x: 1.0, y: 2.0, z: 0.5)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / distance
        let moved = CATransform3DTranslate(CATransform3DIdentity, anchor.x, anchor.y, anchor.z)
        let turned = CATransform3DRotate(CATransform3DConcat(perspective, moved), angle, axis.x, axis.y, axis.z)
        let expected = ProjectionTransform(CATransform3DTranslate(turned, -anchor.x, -anchor.y, -anchor.z))
        let m = Rotation3D(radians: angle, axis: Vector3(x: axis.x, y: axis.y, z: axis.z), anchor: Point(anchor.x, anchor.y),
                           anchorZ: anchor.z, distance: distance).projection
        let pairs = [(m.m11, expected.m11), (m.m12, expected.m12), (m.m13, expected.m13), (m.m21, expected.m21),
                     (m.m22, expected.m22), (m.m23, expected.m23), (m.m31, expected.m31), (m.m32, expected.m32),
                     (m.m33, expected.m33)]
        #expect(pairs.allSatisfy { abs($0 - Double($1)) < 1e-12 }, "\(pairs)")
    }

    private func elements(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    struct Turned: UIViewRepresentable {
        let transform: CGAffineTransform
        func makeUIView(context: Context) -> UIView {
            let bar = UIView()
            bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return bar
        }
        func updateUIView(_ uiView: UIView, context: Context) {
            UIView.animate(withDuration: 0.3) { uiView.transform = transform }
        }
    }

    @Test func aRepresentablesViewIsDrawnThroughItsTransformAboutItsCentre() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 100, height: 100, scale: 1), fonts: FontLibrary.shared()) {
            Turned(transform: CGAffineTransform(scaleX: 0.5, y: 0.5)).frame(width: 100, height: 100)
        }
        try rendered.image.writeForInspection("uikit-transform")
        #expect(rendered.image.rgba(50, 50) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(27, 27) == (255, 0, 0, 255) && rendered.image.rgba(72, 72) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(22, 22) == (255, 255, 255, 255) && rendered.image.rgba(77, 77) == (255, 255, 255, 255),
                "halved about the centre: 25…75")
    }

    final class CameraInteraction: UIInteraction {
        private(set) weak var view: UIView?
        var moves: [Bool] = []
        func willMove(to view: UIView?) {}
        func didMove(to view: UIView?) { self.view = view; moves.append(view != nil) }
    }

    @Test func interactionsAreKeptByTheirView() {
        let view = UIView(), other = UIView(), interaction = CameraInteraction()
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        other.addInteraction(interaction)
        #expect(view.interactions.isEmpty && other.interactions.count == 1 && interaction.view === other)
        other.removeInteraction(interaction)
        #expect(interaction.view == nil && interaction.moves == [true, false, true, false])
    }
}
