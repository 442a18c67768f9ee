/// One section of a view, as SwiftUI's `SectionConfiguration` (iOS 18): an explicit `Section`
/// (its header, content and footer as subviews, and the container values set on the section) or a
/// run of sibling views outside any section (content only, no container values).
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its position among the view's sections.
    public struct ID: Hashable, Sendable {
        let position: Int
    }

    public let id: ID
    /// The values set on an explicit section (`Section { … }.containerValue(…)`); empty for an
    /// implicit one.
    public let containerValues: ContainerValues
    /// The section header's subviews.
    public let header: SubviewsCollection
    /// The section's content subviews.
    public let content: SubviewsCollection
    /// The section footer's subviews.
    public let footer: SubviewsCollection
}

/// The sections of a view, as SwiftUI's `SectionCollection` (iOS 18): each `Section` among its
/// flattened children, and each run of views between them as an implicit section, so there is at
/// least one.
public struct SectionCollection {
    let elements: [SectionConfiguration]
}

extension SectionCollection {
    /// The sections `view` resolves into in `environment`.
    @MainActor
    init<V: View>(resolving view: V, in environment: EnvironmentValues) {
        let collecting = environment.with { $0.recordsTagsAsContainerValues = true }
        var parts: [(section: (any ListSectionSource)?, values: ContainerValues, views: [any View])] = []
        for child in flattenedViews(view, in: environment) {
            if let (section, values) = explicitSection(child) {
                parts.append((section, values, []))
            } else if let last = parts.last, last.section == nil {
                parts[parts.count - 1].views.append(child)
            } else {
                parts.append((nil, ContainerValues(), [child]))
            }
        }
        if parts.isEmpty { parts.append((nil, ContainerValues(), [])) }
        func subviews(_ views: [any View]) -> SubviewsCollection {
            SubviewsCollection(nodes: views.flatMap { resolveNodes($0, in: collecting) })
        }
        elements = parts.enumerated().map { position, part in
            SectionConfiguration(id: .init(position: position), containerValues: part.values,
                                 header: subviews(part.section?.headerView.map { [$0] } ?? []),
                                 content: subviews(part.section.map { $0.rowViews(in: environment) } ?? part.views),
                                 footer: subviews(part.section?.footerView.map { [$0] } ?? []))
        }
    }
}

/// `view` as an explicit section with the container values written on it (`.containerValue`,
/// `.tag`), or nil when it is not a `Section`.
@MainActor
private func explicitSection(_ view: any View) -> (any ListSectionSource, ContainerValues)? {
    var view = view
    var values = ContainerValues()
    while let written = view as? any ContainerValueWritingView {
        values = written.writtenValues.merging(values)
        view = written.writtenContent
    }
    guard let section = view as? any ListSectionSource else { return nil }
    return (section, values)
}

extension SectionCollection: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> SectionConfiguration { elements[index] }
}

/// The view `Group(sections:transform:)` builds, as SwiftUI's `GroupSectionsOfContent` (iOS 18).
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let sections: Sections
    let transform: (SectionCollection) -> Content

    func content(in environment: EnvironmentValues) -> Content {
        transform(SectionCollection(resolving: sections, in: environment))
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        MockupUI.resolveNodes(content(in: environment), in: environment)
    }
}

extension GroupSectionsOfContent: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] {
        flattenedViews(content(in: environment), in: environment)
    }
}

extension Group {
    /// A group built from the sections of `view` (iOS 18).
    public init<Base: View, Result: View>(sections view: Base,
                                          @ViewBuilder transform: @escaping (SectionCollection) -> Result)
        where Content == GroupSectionsOfContent<Base, Result> {
        content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

/// The sections of a view as `ForEach(sections:content:)`'s data, as SwiftUI's
/// `ForEachSectionCollection` (iOS 18); resolved in the `ForEach`'s environment.
public struct ForEachSectionCollection<Content: View> {
    let source: @MainActor (EnvironmentValues) -> SectionCollection
    let sections: SectionCollection
}

extension ForEachSectionCollection: RandomAccessCollection {
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension ForEachSectionCollection: ContainerResolvedData {
    func resolved(in environment: EnvironmentValues) -> Self {
        ForEachSectionCollection(source: source, sections: source(environment))
    }
}

extension ForEach {
    /// One view per section of `view` (iOS 18), made by `content`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
        where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        data = ForEachSectionCollection(source: { SectionCollection(resolving: view, in: $0) },
                                        sections: SectionCollection(elements: []))
        self.content = content
        elementID = { AnyHashable($0.id) }
    }
}
