import Foundation
import Testing
@testable import MockupUI

/// View builders: ForEach (tuples destructured, ranges, slices), conditionals, optionals, groups.
@MainActor @Suite struct DSLViewBuilderTests {
    struct Conditional: View {
        let flag: Bool
        let optional: String?
        var body: some View {
            HStack {
                if flag { Text("yes") } else { Color.red }
                if !flag { Text("only when false") }
                ForEach(0..<2) { Text("row \($0)") }
                ForEach(["a", "b", "c"].dropFirst(), id: \.self) { Text($0) }
                Group { Text("g1"); Text("g2") }.padding(1)
                optional.map { Text($0) }
                EmptyView()
            }
        }
    }

    /// SwiftUI-Kit's title: a gradient (a View and a ShapeStyle) modified in a builder takes the View
    /// modifier, as each statement is built as a view (`buildExpression`); this compiles at all only so.
    @Test func aStatementThatIsAlsoAShapeStyleTakesTheViewModifier() {
        let gradient = LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
        let tree = nodeTree(resolveView(VStack { gradient.opacity(0.3); gradient.blendMode(.overlay) }))
        #expect(tree.contains("opacity(0.3)") && tree.contains("blend(overlay)"), "\(tree)")
    }

    @Test func builderFlattensChildrenIntoTheStack() {
        #expect(nodeTree(resolveView(Conditional(flag: true, optional: nil))) == """
        hstack(center, spacing: nil)
          text "yes" system(default) 17 regular #000000
          text "row 0" system(default) 17 regular #000000
          text "row 1" system(default) 17 regular #000000
          text "b" system(default) 17 regular #000000
          text "c" system(default) 17 regular #000000
          padding(1, 1, 1, 1)
            text "g1" system(default) 17 regular #000000
          padding(1, 1, 1, 1)
            text "g2" system(default) 17 regular #000000
        """)
        let other = nodeTree(resolveView(Conditional(flag: false, optional: "opt")))
        #expect(other.contains("shape rectangle fill #FF3B30"))
        #expect(other.contains("\"only when false\""))
        #expect(other.contains("\"opt\""))
    }

    /// A container taking exactly two views, typed as SwiftUI types a builder's result.
    struct Pair<A: View, B: View>: View {
        let content: TupleView<(A, B)>
        init(@ViewBuilder content: () -> TupleView<(A, B)>) { self.content = content() }
        var body: some View { HStack { content.value.1; content.value.0 } }
    }

    @Test func tupleViewsAreTypedByTheTupleOfTheirViews() {
        let swapped = nodeTree(resolveView(Pair { Text("first"); Color.red }))
        #expect(swapped == """
        hstack(center, spacing: nil)
          shape rectangle fill #FF3B30
          text "first" system(default) 17 regular #000000
        """)
        // Built from a tuple directly, each element is a child; a lone view is one child.
        let direct = nodeTree(resolveView(VStack { TupleView((Text("a"), Text("b"), Color.blue)) }))
        #expect(direct.components(separatedBy: "\n").count == 4, "\(direct)")
        #expect(TupleView(Text("one"))._children.count == 1)
        var mutable = TupleView((Text("x"), Text("y")))
        mutable.value.1 = Text("z")
        #expect(nodeTree(resolveView(VStack { mutable })).contains("\"z\""), "children follow the value")
    }

    @Test func moreThanTenChildrenAndAnyView() {
        let view = VStack(spacing: 0) {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); AnyView(Text("12"))
        }
        let root = resolveView(view)
        guard root.stackAxis != nil else {
            Issue.record("expected a stack")
            return
        }
        #expect(root.children.count == 12)
    }

    @Test func multipleRootViewsStackVertically() {
        struct Two: View {
            var body: some View { Text("a"); Text("b") }
        }
        let root = resolveView(Two())
        guard root.stackAxis == .vertical else {
            Issue.record("expected an implicit vertical stack")
            return
        }
        #expect(root.children.count == 2)
    }
}
