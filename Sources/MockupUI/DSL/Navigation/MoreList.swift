/// iPhone's More screen (UIKit's `moreNavigationController` at its root): an inline "More" title,
/// an Edit button while tabs can be rearranged, and a plain list of the tabs behind More, each row
/// the tab's symbol in the tint, its title and a disclosure chevron (docs/CONTROLS.md, "Tabs").
struct MoreList: View {
    let rows: [TabBarContent.Item]
    let isEditable: Bool

    var body: some View {
        NavigationStack {
            List {
                ForEach(rows.indices, id: \.self) { index in
                    NavigationLink(destination: EmptyView()) { label(rows[index]) }
                }
            }
            .listStyle(.plain)
            .navigationTitle(Text(verbatim: TabBarOverflow.moreItem.title))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                if isEditable {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
            }
        }
    }

    /// The tab's item as a row label: its symbol (as the bar draws it) before its title.
    @ViewBuilder private func label(_ item: TabBarContent.Item) -> some View {
        if let symbol = item.systemImage {
            Label {
                Text(verbatim: item.title)
            } icon: {
                Image(systemName: symbol).foregroundStyle(.tint)
            }
        } else {
            Text(verbatim: item.title)
        }
    }
}
