import MockupRaster

/// The size `containerRelativeFrame` measures against: that of the nearest container (the
/// screen's safe area, a navigation stack's content, a tab, a scroll view's visible region less
/// its content margins), per axis; nil on an axis whose length is unknown (a component render
/// proposed its ideal size). A layout pass has one cell per container; the container sets it
/// each time it is sized or placed, before its children are, so views inside read the size the
/// container has in that measurement. Boxes whose size depends on a cell key their cached sizes
/// by its value too (`LayoutBox.containerDependencies`).
final class ContainerSize {
    /// The container's lengths, as a proposal: per axis a length or nil.
    var lengths: LayoutProposal

    init(_ lengths: LayoutProposal) { self.lengths = lengths }
}

extension Array where Element == ContainerSize {
    /// The cells of `self` and `others` together, each once, without `excluded`.
    func adding(_ others: [ContainerSize], excluding excluded: ContainerSize?) -> [ContainerSize] {
        var result = self.filter { $0 !== excluded }
        for cell in others where cell !== excluded && !result.contains(where: { $0 === cell }) { result.append(cell) }
        return result
    }
}
