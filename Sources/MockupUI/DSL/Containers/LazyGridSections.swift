import Foundation

/// A lazy grid's content as SwiftUI lays it out when it holds `Section`s: each section is its header,
/// its own cells starting a new line, then its footer, one after another along the grid (a header
/// spans the grid: it is not a cell); views outside sections fill lines of their own between them.
/// Pinned headers (`pinnedViews`) sit where they are at rest, above their section.
enum LazyGridSections {
    /// One part along the grid: a header or footer, or cells that fill lines.
    enum Part {
        case view(AnyView)
        case cells([AnyView])
    }

    /// The parts of `content`, nil when it has no section (the grid is one run of cells).
    @MainActor
    static func parts<Content: View>(of content: Content) -> [Part]? {
        let views = flattenedViews(content)
        guard views.contains(where: { untagged($0) is any ListSectionSource }) else { return nil }
        var parts: [Part] = [], loose: [AnyView] = []
        func flushLoose() {
            if !loose.isEmpty { parts.append(.cells(loose)) }
            loose = []
        }
        for view in views {
            guard let section = untagged(view) as? any ListSectionSource else {
                loose.append(AnyView(view))
                continue
            }
            flushLoose()
            section.headerView.map { parts.append(.view($0)) }
            let rows = section.rowViews(in: .outsideResolution).map { AnyView($0) }
            if !rows.isEmpty { parts.append(.cells(rows)) }
            section.footerView.map { parts.append(.view($0)) }
        }
        flushLoose()
        return parts
    }
}

/// The parts of a sectioned lazy grid, each run of cells laid out by `grid`.
struct LazyGridSectionParts: View {
    let parts: [LazyGridSections.Part]
    let grid: LazyGridLayout

    var body: some View {
        ForEach(Array(parts.indices), id: \.self) { (index: Int) -> AnyView in
            switch parts[index] {
            case .view(let view): return view
            case .cells(let cells): return AnyView(grid { ForEach(Array(cells.indices), id: \.self) { cells[$0] } })
            }
        }
    }
}
