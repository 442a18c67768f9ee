extension GraphicsContext {
    /// How a drawing operation combines with what the canvas already has, as SwiftUI's
    /// `GraphicsContext.BlendMode` (Core Graphics' blend modes, raw values in `CGBlendMode` order).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        private static let names = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge",
                                    "colorBurn", "softLight", "hardLight", "difference", "exclusion", "hue",
                                    "saturation", "color", "luminosity", "clear", "copy", "sourceIn", "sourceOut",
                                    "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
                                    "destinationAtop", "xor", "plusDarker", "plusLighter"]

        /// The mode's name (`rawValue` for one Core Graphics does not have).
        var name: String { Self.names.indices.contains(Int(rawValue)) ? Self.names[Int(rawValue)] : "\(rawValue)" }

        /// The view blend mode the compositor draws this with; nil for the Porter-Duff modes it has
        /// no blend for (`clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`,
        /// `destinationAtop`, `xor`).
        var viewBlendMode: MockupUI.BlendMode? { MockupUI.BlendMode(rawValue: name) }
    }
}
