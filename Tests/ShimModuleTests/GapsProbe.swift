import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

// Call sites of API families confirmed missing against Apple's iOS 17.4 SwiftUI interface, written
// as user code writes them; the suite checks what each shows or computes.

/// The string a Text (or anything resolving to one text node) shows.
@MainActor private func shown<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> String? {
    resolveView(view, environment: environment).resolvedText?.string
}

/// A custom layout that reads its subviews through slices, index sequences and `dropFirst()`.
private struct FirstThenRest: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let first = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        let rest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified) }
        precondition(subviews.indices == 0..<subviews.count && rest.count == subviews[1...].count)
        return CGSize(width: first.width + rest.map(\.width).reduce(0, +), height: first.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews[[0]] + Array(subviews[1...]) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Reports the environment it is resolved in.
private struct EnvironmentSpy: View {
    let report: (EnvironmentValues) -> Void
    @Environment(\.self) private var environment
    var body: some View {
        report(environment)
        return Color.clear
    }
}

@MainActor @Suite struct GapsProbeTests {
    // MARK: 1. LocalizedStringKey interpolations

    @Test func dateInterpolationsShowWhatTheirTextInitializersShow() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        for style in [Text.DateStyle.time, .date, .relative, .offset, .timer] {
            let alone = shown(Text(date, style: style))!
            #expect(shown(Text("Updated \(date, style: style)")) == "Updated " + alone)
        }
        #expect(shown(Text("At \(date, style: .time)"))!.hasPrefix("At 10:13"))
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        #expect(shown(Text("On \(date as NSDate, formatter: formatter)")) == "On " + shown(Text(date, formatter: formatter))!)
        #expect(shown(Text("On \(date, formatter: formatter)")) == "On " + shown(Text(date, formatter: formatter))!,
                "a Date itself, which is reference convertible only on Apple platforms")
        let number = NSNumber(value: 0.25)
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        #expect(shown(Text("Share \(number, formatter: percent)")) == "Share 25%")
        let end = date.addingTimeInterval(3_725)
        #expect(shown(Text("Left \(timerInterval: date...end)")) == "Left " + shown(Text(timerInterval: date...end))!)
        // An interval over before the render's moment: counting up, it reads its whole length.
        #expect(shown(Text("Left \(timerInterval: date...end, countsDown: false, showsHours: false)")) == "Left 62:05")
        #expect(shown(Text("\(date...end)")) == shown(Text(date...end)))
        #expect(shown(Text("\(DateInterval(start: date, end: end))")) == shown(Text(date...end)))
        #expect(shown(Text(date...end))!.contains("10:13"))
    }

    @Test func theRestOfTheInterpolationFamilyIsPresent() {
        let price = 4.5
        #expect(shown(Text("Total \(price, format: .number.precision(.fractionLength(2)))")) == "Total 4.50")
        #expect(shown(Text("Pi \(3.14159, specifier: "%.2f")")) == "Pi 3.14")
        #expect(shown(Text("A \(AttributedString("b")) c")) == "A b c")
        #expect(shown(Text("A \(Text("b")) c")) == "A b c")
        #expect(shown(Text("\(Image(systemName: "star")) 4")) == "\u{FFFC} 4")
    }

    @Test func localizedStringKeysCompareTheirTextAndValues() {
        let count = 3
        #expect(LocalizedStringKey("Hello") == "Hello")
        #expect(LocalizedStringKey("\(count) items") == LocalizedStringKey("\(3) items"))
        #expect(LocalizedStringKey("\(count) items") != LocalizedStringKey("\(4) items"))
        #expect(LocalizedStringKey("\(count) items") != LocalizedStringKey("3 items"))
    }

    // MARK: 2. Named colours and images with bundles

    @Test func namedColoursReadTheirColourSetNextToTheAssets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gaps-colorset-\(getpid())")
        let set = folder.appendingPathComponent("Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x30","green":"0x3B","red":"0xFF"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}],
        "info":{"author":"xcode","version":1}}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        var environment = EnvironmentValues()
        environment.assetDirectory = folder.path
        #expect(Color("Brand", bundle: .main).resolve(in: environment).description == "#FF3B30FF")
        #expect(Color("Brand").resolve(in: environment) == Color("Brand", bundle: nil).resolve(in: environment))
        environment.colorScheme = .dark
        #expect(Color("Brand", bundle: .main).resolve(in: environment).description == "#FF000080")
        #expect(Color("Missing").resolve(in: environment).opacity == 0)
        #expect(UIColor(named: "Brand", in: .main, compatibleWith: nil)?.color == Color("Brand"))
        #expect(UIImage(named: "Logo", in: nil, compatibleWith: nil) != nil)
        _ = Image("Logo", variableValue: 0.5, bundle: nil, label: Text("Logo"))
        #expect(Image(decorative: "Logo", variableValue: 0.5, bundle: .main) == Image("Logo"))
    }

    // MARK: 3. Conformances

    @Test func conformancesAppleDeclares() throws {
        #expect(Font.TextStyle.allCases.count == 13, "iOS 17: the HIG's eleven and the two extra large titles")
        #expect(Axis.allCases == [.horizontal, .vertical] && Axis.vertical.description == "vertical")
        #expect(TextAlignment.allCases.count == 3 && ContentMode.allCases == [.fit, .fill])
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(Image(systemName: "star") == Image(systemName: "star") && Image("a") != Image(systemName: "a"))
        #expect(Image("a").resizable() != Image("a"))
        var path = NavigationPath()
        path.append(1)
        #expect(path == NavigationPath([1]) && path != NavigationPath())
        let json = try JSONEncoder().encode([HorizontalEdge.leading, .trailing])
        #expect(try JSONDecoder().decode([HorizontalEdge].self, from: json) == [.leading, .trailing])
        #expect(try JSONDecoder().decode(VerticalEdge.self, from: JSONEncoder().encode(VerticalEdge.bottom)) == .bottom)
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 1)
        stroke.animatableData = AnimatablePair(3, AnimatablePair(5, 6))
        #expect(stroke.lineWidth == 3 && stroke.miterLimit == 5 && stroke.dashPhase == 6)
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(radii.animatableData == AnimatablePair(AnimatablePair(1, 4), AnimatablePair(3, 2)))
        radii.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(radii == RectangleCornerRadii(topLeading: 5, bottomLeading: 8, bottomTrailing: 7, topTrailing: 6))
        func isDynamic<T>(_ value: T) -> Bool { value is any DynamicProperty }
        #expect(isDynamic(State(initialValue: 1)) && isDynamic(Binding.constant(1)) && isDynamic(FocusState<Bool>()))
    }

    @Test func resolvedColoursPrintAnimateAndEncode() throws {
        let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 1)
        #expect(resolved.description == "#FF8000FF")
        var animated = resolved
        animated.animatableData = resolved.animatableData
        #expect(animated == resolved)
        #expect(abs(resolved.animatableData.second.first - 0.21404) < 1e-4)   // ((0.5 + 0.055) / 1.055)^2.4
        let decoded = try JSONDecoder().decode(Color.Resolved.self, from: JSONEncoder().encode(resolved))
        #expect(abs(decoded.green - resolved.green) < 1e-5 && decoded.red == 1 && decoded.opacity == 1)
    }

    @Test func coloursPrintAsSwiftUIPrintsThem() {
        #expect(Color.red.description == "red" && Color.primary.description == "primary")
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        #expect(Color.red.opacity(0.5).description == "50% red")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
    }

    @Test func viewDimensionsCompareSizesAndGuides() {
        let a = ViewDimensions(size: Size(10, 20), explicitGuide: { _, _ in nil })
        let b = ViewDimensions(size: Size(10, 20), explicitGuide: { _, _ in nil })
        let baseline = ViewDimensions(size: Size(10, 20), explicitGuide: { key, _ in key == .firstTextBaseline ? 15 : nil })
        #expect(a == b && a != baseline)
    }

    @Test func aGradientAsAShapeStyleRunsTopToBottom() throws {
        let view = Rectangle().fill(Gradient(colors: [.red, .blue])).frame(width: 20, height: 100)
        let (_, image) = try R.render(view: resolveView(view), width: 20, scale: 1)
        let top = image.image.rgba(10, 0), bottom = image.image.rgba(10, 99)
        let left = image.image.rgba(0, 50), right = image.image.rgba(19, 50)
        #expect(top.r > 240 && top.b < 60 && bottom.b > 240 && bottom.r < 20)   // systemRed (FF3B30) to systemBlue
        #expect(left == right)
        let explicit = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 20, height: 100)
        let (_, reference) = try R.render(view: resolveView(explicit), width: 20, scale: 1)
        #expect(image.image.pixels == reference.image.pixels)
    }

    @Test func buttonBorderShapesAreTheShapesBorderedButtonsDraw() throws {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle(radius: 5).path(in: rect) == RoundedRectangle(cornerRadius: 5).path(in: rect))
        #expect(ButtonBorderShape.automatic.path(in: rect) == RoundedRectangle(cornerRadius: 8).path(in: rect))
        // A clip to `.buttonBorder` follows `buttonBorderShape(_:)` and the control size.
        #expect(nodeTree(resolveView(Color.red.clipShape(.buttonBorder).buttonBorderShape(.capsule)))
                == nodeTree(resolveView(Color.red.clipShape(Capsule()))))
        #expect(nodeTree(resolveView(Color.red.clipShape(.buttonBorder).controlSize(.large)))
                == nodeTree(resolveView(Color.red.clipShape(RoundedRectangle(cornerRadius: 12)).controlSize(.large))))
        #expect(nodeTree(resolveView(ButtonBorderShape.roundedRectangle.inset(by: 2).fill(.red)))
                == nodeTree(resolveView(RoundedRectangle(cornerRadius: 8).inset(by: 2).fill(.red))))
        // The button draws the same shape.
        let button = Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
        #expect(nodeTree(resolveView(button)).contains("capsule"))
    }

    // MARK: 4. Path elements

    @Test func pathElementsComeInTheOrderThePathWasBuilt() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
                             .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
                             .curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14)),
                             .closeSubpath])
        #expect(path.description == "1 2 m 3 4 l 7 8 5 6 q 11 12 13 14 9 10 c h")
        #expect(Path(path.description) == path)
        #expect(Path("1 2 x") == nil && Path("1 m") == nil)
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).description == "0 0 m 10 0 l 10 5 l 0 5 l h")
        var ellipse: [Path.Element] = []
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).forEach { ellipse.append($0) }
        #expect(ellipse.count == 6 && ellipse.first == .move(to: CGPoint(x: 20, y: 5)) && ellipse.last == .closeSubpath)
        if case .curve(let to, _, _) = ellipse[1] { #expect(to == CGPoint(x: 10, y: 10)) } else { Issue.record("not a curve") }
    }

    // MARK: 5. LayoutSubviews as a random-access collection

    @Test func layoutSubviewsSliceLikeApples() throws {
        let view = FirstThenRest {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        let tree = try layout(resolveView(view), width: 200)
        #expect(tree.all(.shape).map(\.frame.minX) == [0, 10, 30])
        #expect(tree.size.width == 60)
    }

    // MARK: 6. NavigationSplitView's preferred compact column

    @Test func aCollapsedSplitViewShowsItsPreferredCompactColumn() throws {
        @State var column = NavigationSplitViewColumn.detail
        @State var visibility = NavigationSplitViewVisibility.all
        let detail = try layout(resolveView(NavigationSplitView(preferredCompactColumn: $column) {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }), width: 390, height: 844)
        let stack = try layout(resolveView(NavigationStack { Text("Detail") }), width: 390, height: 844)
        // The detail is pushed over the (untitled) sidebar: a "Back" button, the content where a stack puts it.
        #expect(detail.all(.text).map(\.detail) == ["Back", "Detail"])
        #expect(detail.all(.text).last?.frame == stack.all(.text).first?.frame)
        #expect(detail.warnings.isEmpty)
        let threeColumns = resolveView(NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: .constant(.content)) {
            Text("Sidebar")
        } content: {
            Text("Content")
        } detail: {
            Text("Detail")
        })
        #expect(nodeTree(threeColumns).contains("Content") && !nodeTree(threeColumns).contains("Sidebar"))
        let twoColumns = resolveView(NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: .constant(.content)) {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        })
        #expect(nodeTree(twoColumns).contains("Sidebar"))
        let plain = resolveView(NavigationSplitView { Text("Sidebar") } content: { Text("Content") } detail: { Text("Detail") })
        #expect(nodeTree(plain).contains("Sidebar") && !nodeTree(plain).contains("Detail"))
        #expect(NavigationSplitViewColumn.sidebar != .detail)
    }

    // MARK: 7. Small iOS 17 types

    @Test func presentationAndSymbolTypesCompileAndLeaveTheStillAsIs() {
        struct Tall: CustomPresentationDetent {
            static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.9 }
        }
        var seen = EnvironmentValues()
        _ = resolveView(Color.red.background(EnvironmentSpy { seen = $0 }).environment(\.backgroundProminence, .increased))
        #expect(seen.backgroundProminence == .increased && EnvironmentValues().backgroundProminence == .standard)
        let sheet = Text("Sheet").presentationDetents([.custom(Tall.self), .medium])
        #expect(nodeTree(resolveView(sheet)) == nodeTree(resolveView(Text("Sheet"))))
        #expect(PresentationDetent.custom(Tall.self) == .custom(Tall.self) && PresentationDetent.custom(Tall.self) != .large)
        let context = PresentationDetent.Context(maxDetentValue: 800, environment: EnvironmentValues())
        #expect(Tall.height(in: context) == 720 && context.colorScheme == .light)
        let symbol = Image(systemName: "star").transition(.symbolEffect).transition(.symbolEffect(.appear, options: .speed(2)))
        #expect(nodeTree(resolveView(symbol)) == nodeTree(resolveView(Image(systemName: "star"))))
        #expect(DialogSeverity.critical != .automatic)
        let group = ControlGroup { Button("A") {}; Button("B") {} }
        let automatic = nodeTree(resolveView(group.controlGroupStyle(.automatic)))
        #expect(nodeTree(resolveView(group.controlGroupStyle(.menu))) == automatic)
        #expect(nodeTree(resolveView(group.controlGroupStyle(.compactMenu))) == automatic)
        #expect(nodeTree(resolveView(group.controlGroupStyle(.palette))) == automatic)
        // Unlabelled menu groups show their controls, the palette is segmented outside a menu, and
        // `.navigation` draws borderless buttons without the box (CONTROLS.md, "Control groups").
        #expect(nodeTree(resolveView(group.controlGroupStyle(.navigation))) != automatic)
    }

    // MARK: 8. UnitCurve and Spring maths

    @Test func unitCurvesAreTheirBezierAndCircularFunctions() {
        /// x(t), y(t) of a unit cubic Bézier, and t for x by bisection (independent of the engine).
        func bezier(_ p1: CGPoint, _ p2: CGPoint, at x: Double) -> Double {
            func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
                3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
            }
            var low = 0.0, high = 1.0
            for _ in 0..<80 {
                let mid = (low + high) / 2
                if coordinate(p1.x, p2.x, mid) < x { low = mid } else { high = mid }
            }
            return coordinate(p1.y, p2.y, (low + high) / 2)
        }
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(UnitCurve.easeIn.value(at: x) - bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1), at: x)) < 1e-9)
            #expect(abs(UnitCurve.easeInOut.value(at: x) - bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: x)) < 1e-9)
            #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-9)
            for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                          .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6, "\(curve) at \(x)")
                if x > 0.02 && x < 0.98 && abs(x - 0.5) > 0.02 {
                    let slope = (curve.value(at: x + 1e-6) - curve.value(at: x - 1e-6)) / 2e-6
                    #expect(abs(curve.velocity(at: x) - slope) < 1e-4 * max(1, abs(slope)), "\(curve) at \(x)")
                }
            }
        }
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-12)   // 1 − √(1 − 0.36)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)   // 0.6 / 0.8
        #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5 && UnitCurve.circularEaseInOut.value(at: 0.5) == 0.5)
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
    }

    @Test func springsMoveAsDampedOscillators() {
        // Underdamped: ζ = 0.7, ω₀ = 2π / 0.5.
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5, zeta = 0.7, omegaD = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.0, 0.05, 0.2, 0.4, 1.0] {
            let expected = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            #expect(abs(bouncy.value(target: 1.0, time: t) - expected) < 1e-12)
            let slope = (bouncy.value(target: 1.0, time: t + 1e-6) - bouncy.value(target: 1.0, time: max(t - 1e-6, 0))) / (t == 0 ? 1e-6 : 2e-6)
            #expect(abs(bouncy.velocity(target: 1.0, time: t) - slope) < 1e-3 * max(1, abs(slope)))
        }
        // A kick from rest: x(t) = v₀ e^(−ζω₀t) sin(ω_d t) / ω_d.
        #expect(abs(bouncy.value(target: 0.0, initialVelocity: 3.0, time: 0.1)
                    - 3 * exp(-zeta * omega * 0.1) * sin(omegaD * 0.1) / omegaD) < 1e-12)
        // Critically damped: 1 − e^(−ω₀t)(1 + ω₀t).
        let critical = Spring(response: 1, dampingRatio: 1)
        let w = 2 * Double.pi
        #expect(abs(critical.value(target: 2.0, time: 0.3) - 2 * (1 - exp(-w * 0.3) * (1 + w * 0.3))) < 1e-12)
        // Overdamped (ζ = 1.5, ω₀ = 10): two decaying exponentials.
        let heavy = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(abs(heavy.dampingRatio - 1.5) < 1e-12 && abs(heavy.stiffness - 100) < 1e-9 && abs(heavy.damping - 30) < 1e-9)
        let r1 = -15 + 125.0.squareRoot(), r2 = -15 - 125.0.squareRoot()
        #expect(abs(heavy.value(target: 1.0, time: 0.2) - (1 - (r2 * exp(r1 * 0.2) - r1 * exp(r2 * 0.2)) / (r2 - r1))) < 1e-12)
        #expect(Spring(mass: 1, stiffness: 100, damping: 30).dampingRatio == 1)   // clamped without allowOverDamping
        // Stepping with update(…) follows the closed form.
        var value = 0.0, velocity = 0.0
        for _ in 0..<100 { bouncy.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.01) }
        #expect(abs(value - bouncy.value(target: 1.0, time: 1)) < 1e-9 && abs(velocity - bouncy.velocity(target: 1.0, time: 1)) < 1e-9)
        // Hooke's law with damping.
        #expect(abs(bouncy.force(target: 1.0, position: 0.25, velocity: 2.0) - (bouncy.stiffness * 0.75 - bouncy.damping * 2)) < 1e-9)
        // Settling: within 0.001 (and still) from then on, not 2 ms before.
        let settle = critical.settlingDuration
        #expect(abs(critical.value(target: 1.0, time: settle) - 1) <= 0.001 && abs(critical.velocity(target: 1.0, time: settle)) <= 0.001)
        #expect(abs(critical.value(target: 1.0, time: settle - 0.002) - 1) > 0.001 || abs(critical.velocity(target: 1.0, time: settle - 0.002)) > 0.001)
        // Animatable values move on their animatable data.
        let point = bouncy.value(fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 20, y: 30), initialVelocity: .zero, time: 0.2)
        let fraction = bouncy.value(target: 1.0, time: 0.2)
        #expect(abs(point.x - (10 + 10 * fraction)) < 1e-9 && abs(point.y - (10 + 20 * fraction)) < 1e-9)
    }

    // MARK: 9. ImageRenderer

    @Test func imageRenderersRenderTheirContent() throws {
        let renderer = ImageRenderer(content: HStack(spacing: 0) { Color.red.frame(width: 10, height: 5); Circle().fill(.blue).frame(width: 5, height: 5) })
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 15, height: 5) && image.scale == 2)
        let png = try #require(image.pngData())
        let pixels = try PNGDecoder.decode([UInt8](png))
        #expect(pixels.width == 30 && pixels.height == 10)
        #expect(pixels.rgba(4, 4) == (255, 59, 48, 255))   // systemRed
        #expect(pixels.rgba(20, 0).a == 0)   // outside the circle: clear
        #expect(pixels.rgba(25, 5).b > 240)   // inside it: systemBlue
        renderer.isOpaque = true
        let opaque = try PNGDecoder.decode([UInt8](try #require(renderer.uiImage?.pngData())))
        #expect(opaque.rgba(20, 0) == (255, 255, 255, 255))
        let flexible = ImageRenderer(content: Color.green)
        flexible.proposedSize = ProposedViewSize(width: 40, height: 10)
        #expect(flexible.uiImage?.size == CGSize(width: 40, height: 10) && flexible.uiImage?.scale == 1)
        // Shown again, it is the content at its rendered size.
        let shownAgain = try layout(resolveView(Image(uiImage: image)), width: 100)
        expectSize(shownAgain.size, 15, 5)
    }
}
