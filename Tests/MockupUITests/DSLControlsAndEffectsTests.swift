import Foundation
import MockupRaster
import SwiftUI
import Testing

/// Buttons, shapes, effects, static motion, and APIs the engine cannot draw yet.
@MainActor @Suite struct DSLControlsAndEffectsTests {
    @Test func automaticButtonsTintTheirLabel() {
        let view = Button("Buy") {}.tint(Color(red: 0, green: 0.322, blue: 1))
        #expect(nodeTree(resolveView(view)) == "text \"Buy\" system(default) 17 regular #0052FF")
        #expect(nodeTree(resolveView(Button("Buy") {})) == "text \"Buy\" system(default) 17 regular #007AFF")
        #expect(nodeTree(resolveView(Button("Buy") {}.foregroundStyle(.red))) == "text \"Buy\" system(default) 17 regular #FF3B30")
    }

    @Test func effectsAndStaticMotion() {
        let view = Rectangle()
            .opacity(0.5).blur(radius: 7).scaleEffect(1.2).rotationEffect(.degrees(90))
            .clipped().offset(x: 1, y: 2).fixedSize().layoutPriority(1).ignoresSafeArea()
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: 1)
            .contentTransition(.numericText()).transition(.move(edge: .top).combined(with: .opacity))
            .sensoryFeedback(.impact(weight: .light), trigger: 0).onTapGesture {}
            .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in })
            .contentShape(Rectangle())
        #expect(nodeTree(resolveView(view)) == """
        ignoresSafeArea(15)
          layoutPriority(1)
            fixedSize(true, true)
              offset(1, 2)
                effect clip(rectangle)
                  effect rotation(90°)
                    effect scale(1.2, 1.2)
                      effect blur(7)
                        effect opacity(0.5)
                          shape rectangle fill #000000
        """)
    }

    @Test func unsupportedApisAreMarkedNotDropped() {
        #expect(nodeTree(resolveView(Circle().fill(.red).sheet(isPresented: .constant(true)) { Text("Sheet") })) == """
        unsupported(sheet(isPresented:) presented)
          shape circle fill #FF3B30
        """)
        #expect(nodeTree(resolveView(Image(systemName: "star").resizable())) == """
        symbol star system(default) 17 regular #000000 resizable
        """)
    }

    @Test func blendModesWrapTheirViewExceptNormal() {
        #expect(nodeTree(resolveView(Circle().fill(.red).blendMode(.multiply))) == """
        effect blend(multiply)
          shape circle fill #FF3B30
        """)
        #expect(nodeTree(resolveView(Circle().blendMode(.normal))) == "shape circle fill #000000")
    }

    @Test func uiKitServicesWork() {
        UIPasteboard.general.string = "0x1234"
        #expect(UIPasteboard.general.string == "0x1234")
        UIImpactFeedbackGenerator(style: .soft).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(Color(uiColor: UIColor(white: 0.078, alpha: 0.94)).rgba(in: EnvironmentValues()).alpha == 0.94)
    }

    @Test func customShapesBuildTheirPathAtLayoutSize() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        guard let content = resolveView(Triangle().fill(.red)).geometryContent,
              let shape = content.make(Size(10, 4)).resolvedShape, case .path(let path) = shape.kind else {
            Issue.record("expected a path shape built at layout time")
            return
        }
        #expect(path.elements == [.move(Point(5, 0)), .line(Point(10, 4)), .line(Point(0, 4)), .close])
    }
}

extension DSLControlsAndEffectsTests {
    @Test func convenienceModifiersMapToPrimitives() {
        #expect(nodeTree(resolveView(Color.red.cornerRadius(8).border(Color.blue, width: 2).hidden())) == """
        effect opacity(0)
          overlay(center)
            effect clip(roundedRectangle(8 circular))
              shape rectangle fill #FF3B30
            shape rectangle strokeBorder #007AFF w2 butt miter
        """)
    }
}
