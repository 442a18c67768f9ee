import MockupRaster

/// iOS platform constants of the layout (LAYOUT-SPEC §10.4).
enum LayoutDefaults {
    /// Default spacing between stack children and `Spacer` minimum length.
    static let spacing = 8.0
    /// What shapes and colours answer for an unspecified proposal.
    static let unspecifiedShapeLength = 10.0
}

extension LayoutDefaults {
    /// The intrinsic size of a bitmap image that cannot be found (drawn as a placeholder).
    static let missingImageSize = Size(40, 40)
}
