import Foundation
import Testing
@testable import MockupUI
import SwiftUI

/// A progress ring whose sweep animates (a common design-system component).
nonisolated struct AnimatedArc: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: .degrees(0), endAngle: .degrees(360 * progress), clockwise: false)
        return path
    }
}

struct AnimatedCounter: View, @preconcurrency Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value))") }
}

struct FadeModifier: @preconcurrency AnimatableModifier {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.opacity(amount) }
}

/// A render is one frame: animatable shapes, views and modifiers draw at the values they hold, and
/// the animation data family has SwiftUI's arithmetic.
@MainActor
@Suite struct AnimatableTests {
    @Test func animatableTypesDrawAtTheValuesTheyHold() throws {
        var arc = AnimatedArc(progress: 0.25)
        #expect(arc.animatableData == 0.25)
        arc.animatableData = 0.5
        let half = arc.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(abs(half.minY - 50) < 1e-6 && abs(half.maxY - 100) < 1e-6, "half a turn from 3 o'clock sweeps the bottom half")
        #expect(nodeTree(resolveView(AnimatedCounter(value: 42))) == "text \"42\" system(default) 17 regular #000000")
        #expect(nodeTree(resolveView(Text("A").modifier(FadeModifier(amount: 0.5)))).hasPrefix("effect opacity(0.5)"))
        // Built-in shapes have nothing to animate.
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    @Test func animationDataHasVectorArithmetic() {
        var pair = AnimatablePair(CGFloat(3), AnimatablePair(4.0, Float(2)))
        #expect(pair.magnitudeSquared == 29)
        pair.scale(by: 2)
        #expect(pair.first == 6 && pair.second.first == 8 && pair.second.second == 4)
        #expect((pair - pair).magnitudeSquared == 0 && (pair + .zero) == pair)
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData.scale(by: 2)
        #expect(insets.animatableData.first == 2 && insets.animatableData.second.second.second == 8)
        #expect(Angle.degrees(180).animatableData == .pi)
        #expect(UnitPoint.bottomTrailing.animatableData == AnimatablePair(1, 1))
    }

    @Test func anglesAndInsetsHaveSwiftUIsVectorMath() {
        #expect(-Angle.degrees(30) == .degrees(-30))
        #expect((Angle.radians(1) + .radians(2)).radians == 3)
        #expect((Angle.radians(3) - .radians(1)) * 2 == .radians(4))
        #expect((Angle.radians(3) / 2).radians == 1.5)
        #expect(Angle.radians(-2).magnitude == 2)
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) + EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        #expect(insets == EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5))
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        var value = 0.0
        value.interpolate(towards: 8, amount: 0.5)
        #expect(value == 4)
        #expect(nodeTree(resolveView(AnyView(erasing: Text("Hi")))).hasPrefix("text \"Hi\""))
    }
}
