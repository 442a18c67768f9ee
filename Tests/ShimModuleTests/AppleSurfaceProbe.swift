import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

// Call sites of API families found missing by comparing Apple's iOS 17.4 SwiftUI interface with
// ours, written as pasted code writes them, through `import SwiftUI`. Compiling this file is half
// the test; the suite below checks what each draws.

private struct TodoItem: Identifiable { var id: Int; var title: String; var done: Bool }

private struct ProbeKey: TransactionKey { static let defaultValue = 0 }

/// Apple's custom-animation example shape: linear over `duration`, counting frames in its state.
private struct LinearRamp: CustomAnimation {
    var duration: TimeInterval
    struct Frames: AnimationStateKey { static let defaultValue = 0 }
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Frames.self] += 1
        guard time < duration else { return nil }
        return value.scaled(by: time / duration)
    }
}

private struct ProbeError: LocalizedError { var errorDescription: String? { "Failed" } }

/// A custom scroll behaviour: always settles at the start.
private struct SnapToStart: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin = .zero }
}

/// Reports the environment it is resolved in.
private struct EnvironmentReader: View {
    let report: (EnvironmentValues) -> Void
    @Environment(\.self) private var environment
    var body: some View {
        report(environment)
        return Color.clear
    }
}

private struct Badge: View, Equatable {
    let count: Int
    var body: some View { Text("\(count)") }
}

private struct SurfaceProbe: View {
    @State var tasks = [TodoItem(id: 1, title: "One", done: false), TodoItem(id: 2, title: "Two", done: true)]
    @State var on = false
    @State var level = 0.5
    @State var count = 3
    @State var name = ""
    @State var pick: Int? = 1

    var body: some View {
        VStack {
            // Shape styles named by a leading dot, and layered shape views (iOS 17).
            Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Circle().fill(.radialGradient(stops: [.init(color: .red, location: 0)], center: .center, startRadius: 0, endRadius: 9))
            Circle().fill(.ellipticalGradient(Gradient(colors: [.red, .blue])))
            Circle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
            Circle().fill(.conicGradient(Color.red.gradient))
            Circle().fill(.linearGradient(Color.blue.gradient, startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(Material.thin)
            Rectangle().fill(.fill.tertiary)
            Rectangle().fill(.placeholder)
            Rectangle().fill(.link)
            Rectangle().fill(.selection)
            Rectangle().fill(.windowBackground)
            Capsule().fill(.red).stroke(.blue, lineWidth: 2).strokeBorder(.green)
            RoundedRectangle(cornerRadius: 4).stroke(.blue, style: StrokeStyle(lineWidth: 2), antialiased: true).fill(.red)
            // Bindings as collections, with transactions.
            List($tasks) { $task in Toggle(task.title, isOn: $task.done) }
            ForEach($tasks) { $task in TextField("Title", text: $task.title) }
            Toggle("Animated", isOn: $on.animation(.spring(duration: 0.3, bounce: 0.2)))
            Toggle("Transacted", isOn: $on.transaction(Transaction(animation: .interpolatingSpring)))
            // iOS 13-16 forms still in use.
            Text("a").edgesIgnoringSafeArea(.top).colorScheme(.dark).disableAutocorrection(true)
            Text("b").background().background(in: Capsule()).overlay(alignment: .top, content: { Text("c") })
            Slider(value: $level, in: 0...1, onEditingChanged: { _ in }) { Text("Level") }
            Slider(value: $level, in: 0...1, step: 0.1, onEditingChanged: { _ in },
                   minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") }
            Stepper(value: $count, in: 0...9, onEditingChanged: { _ in }) { Text("Count") }
            NavigationLink("Detail", destination: Text("d"), isActive: $on)
            NavigationLink(destination: Text("d"), tag: 1, selection: $pick) { Text("Tagged") }.isDetailLink(false)
            GroupBox(label: Text("Box")) { Text("Content") }
            Gauge(value: 0.4) { Text("G") } currentValueLabel: { Text("40") } markedValueLabels: { Text("50") }
            Menu("More", systemImage: "ellipsis") { Button("A") {} } primaryAction: {}
            Text(NSNumber(value: 12.5), formatter: NumberFormatter())
            Text("key", tableName: "Localizable", comment: "A key")
            Badge(count: 2).equatable()
            Text("f").contextMenu(ContextMenu { Button("Copy") {} })
            Text("g").actionSheet(isPresented: $on) { ActionSheet(title: Text("Sheet"), buttons: [.destructive(Text("Delete")), .cancel()]) }
            TextEditor(text: $name).textEditorStyle(.plain)
            Text("h").listItemTint(.fixed(.orange)).buttonStyle(DefaultButtonStyle())
            Text("i").toolbar(removing: .sidebarToggle)
                .toolbar { ToolbarItem(id: "share", placement: .topBarTrailing, showsByDefault: false) { Text("S") } }
            Text("j").animation(.interactiveSpring(duration: 0.2, extraBounce: 0.1), value: on)
            Text("k").animation(.linear.logicallyComplete(after: 0.1), value: on)
            Text("k2").animation(Animation(LinearRamp(duration: 0.3)), value: on)
            // Editable bound collections, share links, shapes at a fixed size.
            List($tasks, editActions: .all) { $task in Text(task.title) }
            ForEach($tasks, editActions: .delete) { $task in Text(task.title) }
            ShareLink(items: ["a", "b"])
            ShareLink("Share", item: "a", subject: Text("s"), message: Text("m"), preview: SharePreview("p"))
            Circle().size(width: 10, height: 20).fill(.red)
            Text("l").scrollDismissesKeyboard(.interactively).menuOrder(.fixed).scrollIndicators(.hidden)
            // iOS 17 transitions and scoped animations.
            Text("m").transition(MoveTransition(edge: .top).combined(with: ScaleTransition(0.5)))
            Text("n").transition(AsymmetricTransition(insertion: .slide, removal: OffsetTransition(CGSize(width: 5, height: 0))))
            Text("o").animation(.easeIn) { $0.opacity(0.5) }
            Text("p").transaction({ $0.animation = nil }) { $0.blur(radius: 1) }
            Text(Date(), formatter: DateFormatter())
            // Presentations, search and hints.
            Text("q").alert(isPresented: $on, error: Optional(ProbeError())) { _ in Button("OK") {} } message: { Text($0.errorDescription ?? "") }
            Text("r").confirmationDialog(Text("Delete?"), isPresented: $on, titleVisibility: .visible, presenting: 3) { n in
                Button("Delete \(n)", role: .destructive) {}
            } message: { n in Text("\(n) items") }
            Text("s").searchable(text: $name, prompt: "Find") { Text("Suggestion") }
            ScrollView(.horizontal) { Text("t") }.scrollTargetBehavior(SnapToStart())
            Text("u").modifier(EmptyModifier.identity).scenePadding().flipsForRightToLeftLayoutDirection(true)
                .defersSystemGestures(on: .bottom).typeSelectEquivalent("u").layoutDirectionBehavior(.mirrors)
                .searchDictationBehavior(.inline(activation: .onLook)).allowedDynamicRange(.high)
        }
    }
}

@MainActor @Suite struct AppleSurfaceProbeTests {
    @Test func probeLaysOut() throws {
        let tree = try layout(resolveView(SurfaceProbe()), width: 390)
        #expect(tree.size.width == 390)
    }

    @Test func aStrokeAfterAFillDrawsOverIt() throws {
        let view = Circle().fill(Color(red: 1, green: 0, blue: 0)).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
            .frame(width: 40, height: 40)
        let (_, image) = try R.render(view: resolveView(view), width: 40, scale: 1)
        let centre = image.image[20, 20], rim = image.image[20, 1]
        #expect(centre == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(rim.blue == 255 && rim.red == 0)
    }

    @Test func conicGradientsSweepClockwiseAndSplitTheirGap() throws {
        // Red at the trailing side sweeping clockwise (down first, y grows down) to blue at 180°;
        // the gap (the top half) is blue for its first half and red for its second.
        let view = Rectangle()
            .fill(AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                  center: .center, startAngle: .zero, endAngle: .degrees(180)))
            .frame(width: 100, height: 100)
        let (_, image) = try R.render(view: resolveView(view), width: 100, scale: 1)
        let justBelowTrailing = image.image[95, 51], bottom = image.image[50, 95]
        let upperLeft = image.image[20, 20], upperRight = image.image[80, 20]
        #expect(justBelowTrailing.red > 240 && justBelowTrailing.blue < 40)   // 2° into a 180° sweep
        #expect(bottom.red > 60 && bottom.blue > 60)   // halfway through the sweep
        #expect(upperLeft == PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(upperRight == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func equalAnglesSweepAFullTurn() throws {
        let view = Rectangle()
            .fill(AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], center: .center))
            .frame(width: 100, height: 100)
        let (_, image) = try R.render(view: resolveView(view), width: 100, scale: 1)
        let justBelowTrailing = image.image[95, 51], justAboveTrailing = image.image[95, 48]
        #expect(justBelowTrailing.red > 245)
        #expect(justAboveTrailing.blue > 245)
    }

    @Test func ellipticalGradientsFillTheFrame() throws {
        let view = Rectangle()
            .fill(EllipticalGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
            .frame(width: 200, height: 100)
        let (_, image) = try R.render(view: resolveView(view), width: 200, scale: 1)
        let centre = image.image[100, 50], trailingEdge = image.image[199, 50], bottomEdge = image.image[100, 99]
        let corner = image.image[2, 2]
        #expect(centre.red > 245)
        // Both edges are at radius fraction ≈ 0.5: the same colour, nearly the last stop.
        #expect(trailingEdge.blue > 240 && bottomEdge.blue > 240)
        #expect(abs(Int(trailingEdge.blue) - Int(bottomEdge.blue)) <= 2)
        #expect(corner == PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func systemShapeStylesResolveToUIKitColours() {
        #expect(nodeTree(resolveView(Rectangle().fill(.fill))) == "shape rectangle fill #787880@0.20")
        #expect(nodeTree(resolveView(Rectangle().fill(.fill.quaternary))) == "shape rectangle fill #747480@0.08")
        #expect(nodeTree(resolveView(Rectangle().fill(.link))) == "shape rectangle fill #007AFF")
        #expect(nodeTree(resolveView(Rectangle().fill(.link), environment: .darkScheme)) == "shape rectangle fill #0984FF")
        #expect(nodeTree(resolveView(Rectangle().fill(.placeholder))) == "shape rectangle fill #3C3C43@0.30")
        #expect(nodeTree(resolveView(Rectangle().fill(.windowBackground), environment: .darkScheme)) == "shape rectangle fill #000000")
        #expect(Material.regular == .regularMaterial && Material.ultraThin == .ultraThinMaterial)
    }

    @Test func aBoundCollectionIsACollectionOfBindings() {
        var storage = [TodoItem(id: 1, title: "One", done: false), TodoItem(id: 2, title: "Two", done: false)]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        #expect(binding.count == 2)
        binding[binding.index(after: binding.startIndex)].done.wrappedValue = true
        #expect(storage[1].done && !storage[0].done)
        #expect(binding.map(\.id) == [1, 2])
        let animated = binding.animation(.easeIn)
        #expect(animated.transaction.animation == .easeIn)
        animated.wrappedValue = []
        #expect(storage.isEmpty)
    }

    @Test func optionalAndErasedBindingsConvert() {
        var value = 3
        let base = Binding(get: { value }, set: { value = $0 })
        let optional = Binding<Int?>(base)
        optional.wrappedValue = nil
        #expect(value == 3)
        optional.wrappedValue = 4
        #expect(value == 4)
        var maybe: Int? = nil
        #expect(Binding<Int>(Binding(get: { maybe }, set: { maybe = $0 })) == nil)
        let erased = Binding<AnyHashable>(base)
        erased.wrappedValue = AnyHashable(7)
        erased.wrappedValue = AnyHashable("not an Int")
        #expect(value == 7)
    }

    @Test func behaviourModifiersWriteTheirEnvironmentValues() {
        var seen = EnvironmentValues()
        _ = resolveView(Color.red.background(EnvironmentReader { seen = $0 })
            .headerProminence(.increased).menuOrder(.fixed).scrollIndicators(.hidden, axes: .vertical)
            .autocorrectionDisabled().contentTransition(.opacity))
        #expect(seen.headerProminence == .increased && seen.menuOrder == .fixed && seen.autocorrectionDisabled)
        #expect(seen.verticalScrollIndicatorVisibility == .hidden && seen.horizontalScrollIndicatorVisibility == .automatic)
        #expect(seen.contentTransition == .opacity)
        _ = resolveView(Color.red.background(EnvironmentReader { seen = $0 }).environment(\.isLuminanceReduced, true))
        #expect(seen.isLuminanceReduced && !seen.isSceneCaptured)
        #expect(seen.disableAutocorrection == nil && !seen.accessibilityEnabled)
        // The deprecated name reads back as set, and sets the current one; a preview may turn assistive technology on.
        _ = resolveView(Color.red.background(EnvironmentReader { seen = $0 }).disableAutocorrection(true)
            .environment(\.accessibilityEnabled, true))
        #expect(seen.disableAutocorrection == true && seen.autocorrectionDisabled && seen.accessibilityEnabled)
    }

    @Test func transactionsCarryTheirValues() {
        var transaction = Transaction(animation: .smooth)
        transaction[ProbeKey.self] = 3
        transaction.isContinuous = true
        transaction.addAnimationCompletion { Issue.record("a still never completes an animation") }
        #expect(transaction[ProbeKey.self] == 3 && Transaction()[ProbeKey.self] == 0 && transaction.isContinuous)
    }

    @Test func aSizedShapeBuildsItsPathAtItsOwnSize() {
        let path = Rectangle().size(width: 10, height: 20).path(in: CGRect(x: 5, y: 5, width: 100, height: 100))
        #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 20))
    }

    @Test func transitionsDrawTheirViewOnScreenAndScopedAnimationsApplyTheirModifiers() throws {
        let plain = nodeTree(resolveView(Color.red.frame(width: 10, height: 10)))
        let moved = resolveView(Color.red.frame(width: 10, height: 10)
            .transition(AsymmetricTransition(insertion: MoveTransition(edge: .top).combined(with: ScaleTransition(0.5)),
                                             removal: .slide)))
        #expect(try layout(moved, width: 100).size == layout(resolveView(Color.red.frame(width: 10, height: 10)), width: 100).size)
        #expect(nodeTree(resolveView(Color.red.frame(width: 10, height: 10).animation(.easeIn) { $0.opacity(0.5) })) != plain)
        #expect(nodeTree(resolveView(Color.red.frame(width: 10, height: 10).animation(.easeIn) { $0.opacity(0.5) }))
                == nodeTree(resolveView(Color.red.frame(width: 10, height: 10).opacity(0.5))))
    }

    @Test func formatterTextUsesTheRenderLocaleAndUTCUnlessTheFormatterChoseItsOwn() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        let text = nodeTree(resolveView(Text(Date(timeIntervalSince1970: 0), formatter: formatter)))
        #expect(text.contains("Jan 1, 1970"), "\(text)")
        formatter.locale = Locale(identifier: "fr_FR")
        let french = nodeTree(resolveView(Text(Date(timeIntervalSince1970: 0), formatter: formatter)))
        #expect(french.contains("1 janv. 1970"), "\(french)")
    }

    @Test func customAnimationsKeepTheirState() {
        var context = AnimationContext<Double>()
        let ramp = LinearRamp(duration: 2)
        #expect(ramp.animate(value: 10.0, time: 0.5, context: &context) == 2.5)
        #expect(ramp.animate(value: 10.0, time: 3, context: &context) == nil)
        #expect(context.state[LinearRamp.Frames.self] == 2)
        #expect(ramp.velocity(value: 10.0, time: 0.5, context: context) == nil)
    }

    @Test func pagingSettlesOnTheNearestPage() {
        var target = ScrollTarget(rect: CGRect(x: 530, y: 40, width: 390, height: 600))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: CGVector(dx: 10, dy: 0),
                                                  contentSize: CGSize(width: 1560, height: 600),
                                                  containerSize: CGSize(width: 390, height: 600), axes: .horizontal)
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.origin == CGPoint(x: 390, y: 40))
    }

    @Test func scenePaddingIsTheStandardPadding() throws {
        let scene = try layout(resolveView(Color.red.frame(height: 10).scenePadding()), width: 390)
        let padded = try layout(resolveView(Color.red.frame(height: 10).padding()), width: 390)
        #expect(scene.size == padded.size)
    }

    @Test func aCustomizableItemHiddenByDefaultIsNotInTheBar() throws {
        let shown = NavigationStack { Text("x").toolbar { ToolbarItem(id: "a", placement: .topBarTrailing, showsByDefault: true) { Text("Shown") } } }
        let hidden = NavigationStack { Text("x").toolbar { ToolbarItem(id: "a", placement: .topBarTrailing, showsByDefault: false) { Text("Shown") } } }
        #expect(nodeTree(resolveView(shown)).contains("Shown"))
        #expect(!nodeTree(resolveView(hidden)).contains("Shown"))
    }
}
