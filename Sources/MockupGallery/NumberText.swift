/// Numbers as the pages write them.
enum NumberText {
    /// `32`, `402.5`: a point size without a needless `.0`.
    static func points(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
