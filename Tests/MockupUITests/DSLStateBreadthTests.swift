import Foundation
import Observation
import Testing
@testable import MockupUI
import SwiftUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.orange
}

extension EnvironmentValues {
    fileprivate var brandAccent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

final class Basket: ObservableObject {
    @Published var count = 3
    nonisolated(unsafe) static var made = 0
    init() { Basket.made += 1 }
}

@Observable final class Profile {
    var name = "Ada"
}

private struct TitleWidthKey: PreferenceKey {
    static let defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
}

/// State and environment beyond @State: custom keys, observed objects, preferences, focus, storage.
@MainActor @Suite struct DSLStateBreadthTests {
    struct Swatch: View {
        @Environment(\.brandAccent) var accent
        var body: some View { Rectangle().fill(accent) }
    }

    @Test func customEnvironmentKeyHasItsDefaultUntilAnAncestorSetsIt() {
        #expect(nodeTree(resolveView(Swatch())) == "shape rectangle fill #FF9500")
        #expect(nodeTree(resolveView(Swatch().environment(\.brandAccent, .green))) == "shape rectangle fill #34C759")
    }

    struct BasketBadge: View {
        @EnvironmentObject var basket: Basket
        var body: some View { Text("\(basket.count) items") }
    }

    struct BasketOwner: View {
        @StateObject var basket = Basket()
        var body: some View {
            VStack {
                BasketBadge()
                Text("again \(basket.count)")
            }
            .environmentObject(basket)
        }
    }

    @Test func environmentObjectReachesDescendantsAndStateObjectIsBuiltOnce() {
        Basket.made = 0
        let tree = nodeTree(resolveView(BasketOwner()))
        #expect(tree.contains("text \"3 items\""))
        #expect(tree.contains("text \"again 3\""))
        #expect(Basket.made == 1)
    }

    @Test func observedObjectProjectsBindingsToProperties() {
        let basket = Basket()
        let observed = ObservedObject(wrappedValue: basket)
        observed.projectedValue.count.wrappedValue = 9
        #expect(basket.count == 9)
    }

    struct Greeting: View {
        @Environment(Profile.self) var profile
        var body: some View { Text("Hi \(profile.name)") }
    }

    @Test func observableObjectsFlowThroughTheEnvironment() {
        let profile = Profile()
        profile.name = "Grace"
        #expect(nodeTree(resolveView(Greeting().environment(profile))).contains("text \"Hi Grace\""))
        @Bindable var bindable = profile
        $bindable.name.wrappedValue = "Linus"
        #expect(profile.name == "Linus")
    }

    @Test func preferencesFlowUpToOnPreferenceChangeReduced() {
        var seen: [Double] = []
        let view = VStack {
            Text("a").preference(key: TitleWidthKey.self, value: 40)
            HStack { Text("b").preference(key: TitleWidthKey.self, value: 2) }
        }
        .onPreferenceChange(TitleWidthKey.self) { seen.append($0) }
        _ = resolveView(view)
        #expect(seen == [42])
    }

    @Test func overlayPreferenceValueDrawsFromTheReducedValue() {
        let view = Text("x").preference(key: TitleWidthKey.self, value: 7)
            .overlayPreferenceValue(TitleWidthKey.self) { value in Text("w=\(Int(value))") }
        #expect(nodeTree(resolveView(view)) == """
        overlay(center)
          text "x" system(default) 17 regular #000000
          text "w=7" system(default) 17 regular #000000
        """)
    }

    struct Login: View {
        enum Field: Hashable { case email, password }
        @FocusState private var focused: Field?
        @FocusState private var searching: Bool
        @AppStorage("onboarded") private var onboarded = false
        @SceneStorage("tab") private var tab = "home"
        @GestureState private var pressed = false
        @Namespace private var namespace
        var body: some View {
            Text("\(focused == nil ? "none" : "some") \(searching) \(onboarded) \(tab) \(pressed)")
                .focused($focused, equals: .email)
                .focused($searching)
                .matchedGeometryEffect(id: "title", in: namespace)
                .gesture(LongPressGesture(minimumDuration: 0.3).updating($pressed) { value, state, _ in state = value })
        }
    }

    @Test func stillStateWrappersHoldTheirInitialValues() {
        #expect(nodeTree(resolveView(Login())) == "text \"none false false home false\" system(default) 17 regular #000000")
    }

    @Test func phaseAnimatorShowsItsFirstPhaseAndKeyframesTheirInitialValue() {
        struct Values { var scale = 1.5 }
        let phased = Text("p").phaseAnimator([0.5, 1.0]) { content, phase in content.opacity(phase) }
        #expect(nodeTree(resolveView(phased)) == """
        effect opacity(0.5)
          text "p" system(default) 17 regular #000000
        """)
        let keyed = Text("k").keyframeAnimator(initialValue: Values()) { content, value in
            content.scaleEffect(value.scale)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.2)
                SpringKeyframe(1.0, duration: 0.3)
            }
        }
        #expect(nodeTree(resolveView(keyed)).hasPrefix("effect scale(1.5, 1.5"))
    }

    @Test func onChangeWithInitialRunsBeforeTheFirstFrameAndGesturesCompose() {
        var ran = 0
        _ = resolveView(Text("c").onChange(of: 1, initial: true) { ran += 1 }.onChange(of: 2) { ran += 10 })
        #expect(ran == 1)
        let combined = DragGesture().simultaneously(with: MagnifyGesture()).sequenced(before: TapGesture())
        let view = Text("g").gesture(combined).highPriorityGesture(RotateGesture().exclusively(before: SpatialTapGesture()))
            .onLongPressGesture(minimumDuration: 1) {} onPressingChanged: { _ in }
            .sensoryFeedback(trigger: ran) { _, _ in .success }
            .allowsHitTesting(false).id(3).contentShape(.interaction, Circle())
        // Only `.id(3)` leaves a trace: the name tests find the view by (IdentifierTests).
        #expect(nodeTree(resolveView(view)) == "identified(3)\n  text \"g\" system(default) 17 regular #000000")
        // A gesture switched off by a condition is an optional gesture, as in SwiftUI.
        let isDraggable = false
        let drag = DragGesture().onChanged { _ in }
        let optional = Text("d").gesture(isDraggable ? drag : nil).gesture(ran > 0 ? nil : DragGesture())
        #expect(nodeTree(resolveView(optional)) == "text \"d\" system(default) 17 regular #000000")
    }
}
