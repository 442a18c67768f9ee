/// A guide's render warnings, each printed once, naming the first component that has it and the
/// others that share it (a font the whole guide names warns once, not once per component and variant).
struct GuideWarnings {
    private var order: [String] = []
    private var components: [String: [String]] = [:]

    mutating func add(_ warning: String, component: String) {
        if components[warning] == nil { order.append(warning) }
        if components[warning, default: []].contains(component) { return }
        components[warning, default: []].append(component)
    }

    /// `acme/Headline: Unknown font … (also Caption, Footer and 2 more)`.
    func lines(slug: String) -> [String] {
        order.map { warning in
            let named = components[warning] ?? []
            let others = named.dropFirst()
            let listed = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
            return "\(slug)/\(named.first ?? ""): \(warning)" + (others.isEmpty ? "" : " (also \(listed))")
        }
    }
}
