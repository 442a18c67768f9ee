/// The view a content closure of `.phaseAnimator` / `.keyframeAnimator` receives: the modified view.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let resolver: @MainActor (EnvironmentValues) -> [ViewNode]
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { resolver(environment) }
}

extension View {
    /// The view as a placeholder for an animator's content closure.
    func placeholder() -> PlaceholderContentView<Self> {
        let view = self
        return PlaceholderContentView { MockupUI.resolveNodes(view, in: $0) }
    }
}

/// Cycles through `phases`, animating between them (iOS 17). A still shows the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Runs through the phases each time `trigger` changes.
    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger,
                                                      @ViewBuilder content: @escaping (Phase) -> Content,
                                                      animation: @escaping (Phase) -> Animation? = { _ in .default })
        where Phases.Element == Phase {
        firstPhase = phases.first { _ in true }; self.content = content
    }

    /// Cycles through the phases continuously.
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default })
        where Phases.Element == Phase {
        firstPhase = phases.first { _ in true }; self.content = content
    }

    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

extension View {
    /// Animates this view through `phases` each time `trigger` changes; a still shows the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Content: View>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phases.Element == Phase {
        let placeholder = self.placeholder()
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` continuously; a still shows the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Content: View>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phases.Element == Phase {
        let placeholder = self.placeholder()
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
