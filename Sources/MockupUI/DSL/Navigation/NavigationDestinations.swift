/// The destinations a screen of a navigation stack declares, gathered while the screen is resolved
/// as SwiftUI passes them up to the nearest stack: what a value on the stack's path shows
/// (`navigationDestination(for:)`) and what is pushed now (`navigationDestination(isPresented:)`
/// true, `navigationDestination(item:)` non-nil, an active `NavigationLink`).
struct NavigationDestinations: GatheredPreferences {
    /// Each gives the destination of a path value of its type, nil for a value of another type.
    var forValues: [@MainActor (AnyHashable) -> AnyView?] = []
    /// Destinations pushed over the screen now, in the order the screen declares them.
    var pushed: [AnyView] = []

    /// The destinations being gathered by the innermost navigation stack being resolved.
    @MainActor static var collecting: NavigationDestinations?

    /// The destination the first registration for `value`'s type gives it.
    func destination(for value: AnyHashable) -> AnyView? {
        forValues.lazy.compactMap { $0(value) }.first
    }
}

/// A modifier that pushes `destination` (when there is one) onto the enclosing navigation stack;
/// outside a stack nothing is pushed, as in SwiftUI, and the render says so.
struct PushedDestinationWriter: NodeModifier {
    let destination: AnyView?
    /// The API that pushes, for the render note.
    let feature: String

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        guard let destination else { return content(environment) }
        guard NavigationDestinations.collecting != nil else {
            return content(environment).map {
                .unsupported(feature: "\(feature) outside a navigation stack", drawn: "nothing is pushed", child: $0)
            }
        }
        NavigationDestinations.record { $0.pushed.append(destination) }
        return content(environment)
    }
}

extension View {
    /// What a value of type `data` on the enclosing stack's path shows when pushed.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(GatheredPreferenceWriter<NavigationDestinations> { destinations in
            destinations.forValues.append { value in
                (value.base as? D ?? value as? D).map { AnyView(destination($0)) }
            }
        })
    }

    /// A destination pushed while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        modifier(PushedDestinationWriter(destination: isPresented.wrappedValue ? AnyView(destination()) : nil,
                                         feature: "navigationDestination(isPresented:)"))
    }

    /// A destination pushed for a non-nil item.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(PushedDestinationWriter(destination: item.wrappedValue.map { AnyView(destination($0)) },
                                         feature: "navigationDestination(item:)"))
    }
}
