import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// A custom transition: faded out except on screen.
private struct FadeOutside: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 0.5 : 0)
    }
}

/// Half opacity, as a modifier.
private struct FadeHalf: ViewModifier {
    func body(content: Content) -> some View { content.opacity(0.5) }
}

private struct AnimationValues { var scale = 1.0; var angle = 0.0 }

/// `Transition` types and `AnyTransition.blurReplace`/`.push(from:)` draw the view in the identity
/// phase; keyframes listed without a track compile and the still shows the initial value.
@MainActor @Suite struct TransitionAndKeyframeTests {
    private func centre<V: View>(_ view: V) throws -> (r: Int, g: Int, b: Int, a: Int) {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: 20, height: 20)), width: 20, scale: 1)
        return rendered.image.rgba(10, 10)
    }

    @Test func builtInTransitionsShowTheViewOnScreen() throws {
        let blue = (r: 0, g: 122, b: 255, a: 255)
        #expect(try centre(Color.blue.transition(.blurReplace)) == blue)
        #expect(try centre(Color.blue.transition(.blurReplace(.upUp))) == blue)
        #expect(try centre(Color.blue.transition(.push(from: .leading))) == blue)
        #expect(try centre(Color.blue.transition(PushTransition(edge: .bottom))) == blue)
        #expect(try centre(Color.blue.transition(AnyTransition.blurReplace)) == blue)
        #expect(try centre(Color.blue.transition(AnyTransition(OpacityTransition()))) == blue)
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    }

    @Test func twoModifiersInARowAreOneModifier() throws {
        // Half-opaque black twice over white: 25 % black, whether applied one by one or concatenated.
        let half = FadeHalf()
        let oneByOne = try centre(Color.black.modifier(half).modifier(half))
        #expect(oneByOne == (191, 191, 191, 255))
        #expect(try centre(Color.black.modifier(half.concat(half))) == oneByOne)
        #expect(try centre(Color.black.modifier(ModifiedContent(content: half, modifier: half).animation(.smooth))) == oneByOne)
    }

    @Test func customTransitionDrawsItsIdentityPhase() throws {
        // Half-opaque black over white.
        #expect(try centre(Color.black.transition(FadeOutside())) == (127, 127, 127, 255))
    }

    @Test func keyframesCompileAndShowTheInitialValue() throws {
        let bare = Color.blue.keyframeAnimator(initialValue: 1.0, trigger: true) { content, value in
            content.opacity(value)
        } keyframes: { _ in
            LinearKeyframe(2.0, duration: 1)
        }
        #expect(try centre(bare) == (0, 122, 255, 255))
        let tracks = Color.blue.keyframeAnimator(initialValue: AnimationValues(scale: 0.5), repeating: true) { content, value in
            content.opacity(value.scale)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.2, duration: 0.3)
                CubicKeyframe(1.0, duration: 0.2)
                MoveKeyframe(1.0)
            }
            KeyframeTrack(\.angle) { LinearKeyframe(30, duration: 1) }
        }
        #expect(try centre(tracks) == (127, 188, 255, 255))
    }
}
