import Foundation

/// The initializers a stubbed screen needs so that the guide's calls of it compile
/// (`ProfileView(user: user)`, `CaptureScreen(onCapture: { … })`, `DetailView(item: $0) { … }`):
/// one generic `init` per distinct list of argument labels, each argument of its own inferred type
/// and a trailing closure a view builder.
/// An argument whose type cannot be inferred alone (an implicit member such as `.red`) still fails,
/// and its block is left out as before.
enum StubInitializers {
    /// The `init` declarations for each of `names` the code of `source` calls with arguments.
    static func declarations(for names: Set<String>, in source: String) -> [String: [String]] {
        var signatures: [String: [Signature]] = [:]
        for call in GuideCalls(scanner: SwiftSourceScanner(source), names: names).calls {
            let signature = Signature(labels: call.arguments.map { $0.label ?? "_" }, trailingClosure: call.hasTrailingClosure)
            guard !signature.labels.isEmpty || signature.trailingClosure, !(signatures[call.name] ?? []).contains(signature) else { continue }
            signatures[call.name, default: []].append(signature)
        }
        return signatures.mapValues { $0.map(\.declaration) }
    }

    /// The labels of a call's arguments, and whether a trailing closure follows them.
    private struct Signature: Equatable {
        let labels: [String]
        let trailingClosure: Bool

        /// `init<A0, A1>(_ a0: A0, user a1: A1) {}`; a trailing closure is a view builder
        /// (`@ViewBuilder _ a2: () -> A2`), which also makes the call prefer this initializer to
        /// one whose last labelled parameter could take the closure.
        var declaration: String {
            var generics = labels.indices.map { "A\($0)" }
            var parameters = labels.enumerated().map { "\($1) a\($0): A\($0)" }
            if trailingClosure {
                generics.append("A\(labels.count): View")
                parameters.append("@ViewBuilder _ a\(labels.count): () -> A\(labels.count)")
            }
            return "init<\(generics.joined(separator: ", "))>(\(parameters.joined(separator: ", "))) {}"
        }
    }
}
