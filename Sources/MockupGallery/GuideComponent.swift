/// A component of a guide rendered through `mockup render guide.md` (compiled on demand), as the
/// gallery shows it: its images per scheme, the sample arguments used, or why it did not render.
public struct GuideComponent: Sendable {
    /// One image of the component.
    public struct Image: Sendable {
        /// `light` or `dark`.
        public let scheme: String
        /// Site-relative path (`components/acme/badge.png`).
        public let path: String
        /// Size in points.
        public let width: Double, height: Double
        /// How it differs from the `--baseline` gallery; nil when unchanged or without a baseline.
        public let change: BaselineComparison.Change?
        public init(scheme: String, path: String, width: Double, height: Double, change: BaselineComparison.Change? = nil) {
            self.scheme = scheme; self.path = path; self.width = width; self.height = height; self.change = change
        }
    }

    /// The Swift type or preview name.
    public let name: String
    public let variant: String?
    /// Guide line of its declaration.
    public let line: Int
    public let arguments: [String: String]
    public let images: [Image]
    /// Why it has no image (`needs arguments: …`, a failure); nil when rendered.
    public let message: String?

    /// This component with each image's change from `comparison`.
    public func compared(with comparison: BaselineComparison) -> GuideComponent {
        GuideComponent(name: name, variant: variant, line: line, arguments: arguments, images: images.map {
            Image(scheme: $0.scheme, path: $0.path, width: $0.width, height: $0.height, change: comparison.changes[$0.path])
        }, message: message)
    }

    public init(name: String, variant: String?, line: Int, arguments: [String: String], images: [Image], message: String?) {
        self.name = name; self.variant = variant; self.line = line; self.arguments = arguments
        self.images = images; self.message = message
    }
}
