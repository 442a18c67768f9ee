import Foundation
import Testing
@testable import SwiftUI

// UIKit's modern collection-view API as a design system's calendar uses it: a compositional layout
// with a pinned month header and a background decoration, a diffable data source with typed cell
// and header registrations, snapshots of months and days. Compiling the controller is half the
// test; the suite checks the values UIKit would give back.

private struct Day: Hashable, Sendable, CustomStringConvertible {
    let month: Int
    let day: Int
    var description: String { "\(month)/\(day)" }
}

private final class CalendarViewController: UIViewController {
    static let headerKind = "month-header"
    static let backgroundKind = "month-background"

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Day>!
    private(set) var weekGroup: NSCollectionLayoutGroup!
    private(set) var configuredDays: [Day] = []
    private(set) var configuredHeaders: [IndexPath] = []

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let dayItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 7),
                                                                                heightDimension: .fractionalHeight(1)))
        dayItem.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let week = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)),
            subitems: [dayItem])
        week.interItemSpacing = .fixed(4)
        weekGroup = week

        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: Self.headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2

        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let section = NSCollectionLayoutSection(group: week)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [background]

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.backgroundKind)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)

        let dayRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Day> { [weak self] cell, _, day in
            var content = cell.defaultContentConfiguration()
            content.text = "\(day.day)"
            cell.contentConfiguration = content
            self?.configuredDays.append(day)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: Self.headerKind) { [weak self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = "Month \(indexPath.section + 1)"
            header.contentConfiguration = content
            self?.configuredHeaders.append(indexPath)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Day>(collectionView: collectionView) { collectionView, indexPath, day in
            collectionView.dequeueConfiguredReusableCell(using: dayRegistration, for: indexPath, item: day)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// January (31 days) and February (28), as the app shows them.
    @discardableResult
    func showMonths(completion: @escaping () -> Void = {}) -> NSDiffableDataSourceSnapshot<Int, Day> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Day>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems((1...31).map { Day(month: 1, day: $0) }, toSection: 1)
        snapshot.appendItems((1...28).map { Day(month: 2, day: $0) })
        dataSource.apply(snapshot, animatingDifferences: false, completion: completion)
        return snapshot
    }
}

@MainActor @Suite struct ModernCollectionViewTests {
    private func loadedCalendar() -> CalendarViewController {
        let controller = CalendarViewController()
        controller.viewDidLoad()
        return controller
    }

    @Test func calendarLayoutReadsBack() throws {
        let controller = loadedCalendar()
        let layout = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        #expect(layout.collectionView === controller.collectionView)
        #expect(layout.configuration.interSectionSpacing == 24)
        #expect(layout.configuration.scrollDirection == .vertical)

        let week = try #require(controller.weekGroup)
        #expect(week.subitems.count == 1)
        #expect(week.interItemSpacing?.isFixedSpacing == true)
        #expect(week.interItemSpacing?.spacing == 4)
        #expect(week.layoutSize.widthDimension.isFractionalWidth)
        #expect(week.layoutSize.heightDimension.isAbsolute)
        #expect(week.layoutSize.heightDimension.dimension == 48)
        let day = week.subitems[0]
        #expect(day.layoutSize.widthDimension.dimension == 1.0 / 7)
        #expect(day.layoutSize.heightDimension.isFractionalHeight)
        #expect(!day.layoutSize.heightDimension.isFractionalWidth)
        #expect(day.contentInsets.leading == 2)

        // The one section, as the layout gives it for every section.
        let section = try #require(layout.section(at: 5))
        #expect(section.interGroupSpacing == 6)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.supplementariesFollowContentInsets)
        let header = try #require(section.boundarySupplementaryItems.first)
        #expect(header.elementKind == CalendarViewController.headerKind)
        #expect(header.alignment == .top)
        #expect(header.pinToVisibleBounds)
        #expect(header.extendsBoundary)
        #expect(header.zIndex == 2)
        #expect(header.offset == .zero)
        #expect(header.containerAnchor.edges == .top)
        #expect(header.layoutSize.heightDimension.isEstimated)
        let background = try #require(section.decorationItems.first)
        #expect(background.elementKind == CalendarViewController.backgroundKind)
        #expect(background.zIndex == 0)
        #expect(background.contentInsets.top == 8)
    }

    @Test func dataSourceAnswersFromTheSnapshot() throws {
        let controller = loadedCalendar()
        let collectionView = try #require(controller.collectionView)
        let dataSource = try #require(controller.dataSource)
        #expect(collectionView.dataSource === dataSource)
        #expect(collectionView.numberOfSections == 0)

        var completed = false
        controller.showMonths { completed = true }
        #expect(completed)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 31)
        #expect(collectionView.numberOfItems(inSection: 1) == 28)
        #expect(collectionView.numberOfItems(inSection: 2) == 0)
        #expect(dataSource.snapshot().numberOfItems(inSection: 2) == 28)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == Day(month: 2, day: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 28, section: 1)) == nil)
        #expect(dataSource.indexPath(for: Day(month: 2, day: 28)) == IndexPath(item: 27, section: 1))
        #expect(dataSource.indexPath(for: Day(month: 3, day: 1)) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == 2)
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: 2) == 1)

        // The collection view asks its data source for a cell; the provider dequeues and configures it.
        let cell = collectionView.dataSource?.collectionView(collectionView, cellForItemAt: IndexPath(item: 4, section: 0))
        let listCell = try #require(cell as? UICollectionViewListCell)
        #expect((listCell.contentConfiguration as? UIListContentConfiguration)?.text == "5")
        #expect(controller.configuredDays == [Day(month: 1, day: 5)])

        let header = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: CalendarViewController.headerKind,
                                               at: IndexPath(item: 0, section: 1))
        #expect(((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Month 2")
        #expect(controller.configuredHeaders == [IndexPath(item: 0, section: 1)])
    }

    @Test func dataSourceIsHeldWeakly() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>? = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            _, _, _ in UICollectionViewCell(frame: .zero)
        }
        #expect(collectionView.dataSource === dataSource)
        dataSource = nil
        #expect(collectionView.dataSource == nil)
    }

    @Test func applyingConsumesReloadMarks() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2, 3])
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["a"])
        await dataSource.apply(snapshot, animatingDifferences: true)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(dataSource.snapshot().reloadedSectionIdentifiers.isEmpty)

        var replaced = NSDiffableDataSourceSnapshot<String, Int>()
        replaced.appendSections(["b", "c"])
        replaced.appendItems([9], toSection: "b")
        var completed = false
        dataSource.applySnapshotUsingReloadData(replaced) { completed = true }
        #expect(completed)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
    }

    @Test func snapshotItemEdits() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "cherry"], toSection: "fruit")
        snapshot.appendItems(["kale"])
        snapshot.insertItems(["banana"], beforeItem: "cherry")
        snapshot.insertItems(["date", "fig"], afterItem: "cherry")
        snapshot.insertItems(["carrot"], beforeItem: "kale")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "banana", "cherry", "date", "fig"])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["carrot", "kale"])
        #expect(snapshot.numberOfItems == 7)
        #expect(snapshot.numberOfItems(inSection: "veg") == 2)
        #expect(snapshot.indexOfItem("carrot") == 5)
        #expect(snapshot.indexOfItem("plum") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.sectionIdentifier(containingItem: "plum") == nil)

        snapshot.moveItem("apple", afterItem: "fig")
        snapshot.moveItem("date", beforeItem: "kale")   // into the other section
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["banana", "cherry", "fig", "apple"])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["carrot", "date", "kale"])
        #expect(snapshot.sectionIdentifier(containingItem: "date") == "veg")
        snapshot.moveItem("banana", afterItem: "banana")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["banana", "cherry", "fig", "apple"])

        snapshot.reloadItems(["fig", "kale"])
        snapshot.reloadItems(["fig"])
        snapshot.reconfigureItems(["cherry"])
        #expect(snapshot.reloadedItemIdentifiers == ["fig", "kale"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["cherry"])

        snapshot.deleteItems(["kale", "banana", "plum"])
        #expect(snapshot.itemIdentifiers == ["cherry", "fig", "apple", "carrot", "date"])
        #expect(snapshot.reloadedItemIdentifiers == ["fig"])
        #expect(snapshot.indexOfItem("kale") == nil)

        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func snapshotSectionEdits() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 4])
        snapshot.insertSections([0], beforeSection: 1)
        snapshot.insertSections([2, 3], afterSection: 1)
        #expect(snapshot.sectionIdentifiers == [0, 1, 2, 3, 4])
        #expect(snapshot.indexOfSection(3) == 3)
        #expect(snapshot.indexOfSection(9) == nil)
        snapshot.appendItems(["a", "b"], toSection: 2)
        snapshot.appendItems(["z"])
        #expect(snapshot.itemIdentifiers(inSection: 4) == ["z"])

        snapshot.moveSection(0, afterSection: 4)
        snapshot.moveSection(2, beforeSection: 1)
        #expect(snapshot.sectionIdentifiers == [2, 1, 3, 4, 0])
        #expect(snapshot.itemIdentifiers == ["a", "b", "z"])
        #expect(snapshot.indexOfItem("z") == 2)

        snapshot.reloadSections([3, 2, 3])
        #expect(snapshot.reloadedSectionIdentifiers == [3, 2])
        snapshot.reloadItems(["a"])
        snapshot.deleteSections([2, 0])
        #expect(snapshot.sectionIdentifiers == [1, 3, 4])
        #expect(snapshot.numberOfItems == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
        #expect(snapshot.reloadedSectionIdentifiers == [3])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func reorderingUpdatesTheSnapshotAndTellsTheHandlers() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["todo", "done"])
        snapshot.appendItems(["wash", "cook", "shop"], toSection: "todo")
        snapshot.appendItems(["read"], toSection: "done")
        dataSource.apply(snapshot)

        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { $0 != "read" }
        #expect(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 1)))

        var before: [String] = []
        var after: NSDiffableDataSourceTransaction<String, String>?
        dataSource.reorderingHandlers.willReorder = { before = $0.initialSnapshot.itemIdentifiers }
        dataSource.reorderingHandlers.didReorder = { after = $0 }
        dataSource.collectionView(collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(before == ["wash", "cook", "shop", "read"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "todo") == ["cook", "shop"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "done") == ["read", "wash"])
        #expect(after?.finalSnapshot.itemIdentifiers == ["cook", "shop", "read", "wash"])
        #expect(after?.sectionTransactions.map(\.sectionIdentifier) == ["todo", "done"])
        #expect(after?.sectionTransactions.last?.finalSnapshot.items == ["read", "wash"])
        #expect(after?.difference.count == 2)
    }

    /// UIKit's programming errors stop the app, as there.
    @Test func programmingErrorsTrap() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["orphan"])
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "a"])
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["a"], toSection: 0)
            snapshot.appendItems(["a"], toSection: 1)
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 0])
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.insertItems(["a"], afterItem: "missing")
        }
        await #expect(processExitsWith: .failure) {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["root"])
            outline.append(["root"], to: "root")
        }
    }

    /// An outline: folders with files, as a sidebar shows them.
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Documents", "Photos"])
        outline.append(["Taxes", "Letters"], to: "Documents")
        outline.append(["2024.pdf"], to: "Taxes")
        outline.append(["Beach.jpg"], to: "Photos")
        return outline
    }

    @Test func sectionSnapshotHierarchy() {
        var outline = outline()
        #expect(outline.items == ["Documents", "Taxes", "2024.pdf", "Letters", "Photos", "Beach.jpg"])
        #expect(outline.rootItems == ["Documents", "Photos"])
        #expect(outline.visibleItems == ["Documents", "Photos"])
        #expect(outline.level(of: "2024.pdf") == 2)
        #expect(outline.level(of: "Photos") == 0)
        #expect(outline.parent(of: "Taxes") == "Documents")
        #expect(outline.parent(of: "Documents") == nil)
        #expect(outline.index(of: "Letters") == 3)
        #expect(outline.index(of: "Music") == nil)
        #expect(outline.contains("Beach.jpg"))
        #expect(!outline.contains("Music"))

        outline.expand(["Documents"])
        #expect(outline.isExpanded("Documents"))
        #expect(outline.visibleItems == ["Documents", "Taxes", "Letters", "Photos"])
        #expect(!outline.isVisible("2024.pdf"))
        outline.expand(["Taxes"])
        #expect(outline.visibleItems == ["Documents", "Taxes", "2024.pdf", "Letters", "Photos"])
        outline.collapse(["Documents"])
        #expect(outline.visibleItems == ["Documents", "Photos"])
        #expect(outline.isExpanded("Taxes"))

        outline.insert(["Music"], after: "Documents")
        outline.insert(["Drafts"], before: "Letters")
        #expect(outline.rootItems == ["Documents", "Music", "Photos"])
        #expect(outline.items == ["Documents", "Taxes", "2024.pdf", "Drafts", "Letters", "Music", "Photos", "Beach.jpg"])

        let documents = outline.snapshot(of: "Documents")
        #expect(documents.rootItems == ["Taxes", "Drafts", "Letters"])
        #expect(documents.items == ["Taxes", "2024.pdf", "Drafts", "Letters"])
        #expect(documents.isExpanded("Taxes"))
        #expect(outline.snapshot(of: "Photos", includingParent: true).items == ["Photos", "Beach.jpg"])

        outline.delete(["Taxes"])
        #expect(!outline.contains("2024.pdf"))
        #expect(outline.items == ["Documents", "Drafts", "Letters", "Music", "Photos", "Beach.jpg"])

        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Album"])
        replacement.append(["Sunset.jpg"], to: "Album")
        outline.replace(childrenOf: "Photos", using: replacement)
        #expect(outline.items == ["Documents", "Drafts", "Letters", "Music", "Photos", "Album", "Sunset.jpg"])
        #expect(outline.level(of: "Sunset.jpg") == 2)
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test func sectionSnapshotsThroughTheDataSource() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, _ in
            UICollectionViewListCell(frame: .zero)
        }
        var recents = NSDiffableDataSourceSnapshot<String, String>()
        recents.appendSections(["recents"])
        recents.appendItems(["Today"])
        dataSource.apply(recents)

        var outline = outline()
        dataSource.apply(outline, to: "library", animatingDifferences: false)
        #expect(dataSource.snapshot().sectionIdentifiers == ["recents", "library"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "library") == ["Documents", "Photos"])
        #expect(collectionView.numberOfItems(inSection: 1) == 2)

        outline.expand(["Documents"])
        dataSource.apply(outline, to: "library")
        #expect(collectionView.numberOfItems(inSection: 1) == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == "Letters")
        #expect(dataSource.snapshot(for: "library").visibleItems == ["Documents", "Taxes", "Letters", "Photos"])
        #expect(dataSource.snapshot(for: "library").level(of: "2024.pdf") == 2)
        // A section given through a whole snapshot is flat.
        #expect(dataSource.snapshot(for: "recents").rootItems == ["Today"])
        #expect(dataSource.snapshot(for: "missing").items.isEmpty)
    }

    private final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.uppercased()
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    @Test func tableDiffableDataSource() throws {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, number in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            cell.contentConfiguration = content
            return cell
        }
        #expect(dataSource.defaultRowAnimation == .automatic)
        dataSource.defaultRowAnimation = .fade
        #expect(tableView.dataSource === dataSource)

        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["odd", "even"])
        snapshot.appendItems([1, 3, 5], toSection: "odd")
        snapshot.appendItems([2, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.numberOfRows(inSection: 1) == 2)
        #expect(dataSource.indexPath(for: 4) == IndexPath(row: 1, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == 5)
        let cell = try #require(tableView.dataSource?.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 1)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row 4")
        #expect(tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 1) == "EVEN")
        #expect(tableView.dataSource?.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)) == true)
    }

    /// The environment a test gives a section provider, as a unit test of a layout would.
    private final class CompactEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        var container: any NSCollectionLayoutContainer { self }
        var traitCollection: UITraitCollection { .current }
        var contentSize: CGSize { CGSize(width: 320, height: 480) }
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    }

    @Test func listAndProvidedLayouts() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.showsSeparators)
        #expect(configuration.headerMode == .none)
        #expect(configuration.footerMode == .none)
        #expect(configuration.separatorConfiguration.bottomSeparatorVisibility == .automatic)
        configuration.headerMode = .supplementary
        configuration.backgroundColor = .systemGroupedBackground
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, done in done(true) }])
        }
        let swipe = configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 3, section: 0))
        #expect(swipe?.actions.first?.title == "Delete 3")

        let listSection = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: CompactEnvironment())
        #expect(listSection.contentInsets.leading == 16)
        #expect(listSection.boundarySupplementaryItems.map(\.elementKind) == [UICollectionView.elementKindSectionHeader])

        let listLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout)
        #expect(listLayout.collectionView === collectionView)
        #expect(try #require(listLayout.section(at: 0)).boundarySupplementaryItems.count == 1)

        // A provider sees the collection view's size, or the render's screen while it has none.
        var seenSizes: [CGSize] = []
        let provided = UICollectionViewCompositionalLayout { index, environment in
            seenSizes.append(environment.container.effectiveContentSize)
            guard index < 2 else { return nil }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120),
                                                                                 heightDimension: .uniformAcrossSiblings(estimate: 80)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(120), heightDimension: .estimated(80)),
                repeatingSubitem: item, count: 3)
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = index == 0 ? .groupPagingCentered : .continuousGroupLeadingBoundary
            return section
        }
        #expect(provided.section(at: 0)?.orthogonalScrollingBehavior == .groupPagingCentered)
        let sideways = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: provided)
        #expect(provided.section(at: 1)?.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary)
        #expect(provided.section(at: 2) == nil)
        #expect(seenSizes == [UIScreen.main.bounds.size, sideways.bounds.size, sideways.bounds.size])

        let flexible = NSCollectionLayoutSpacing.flexible(8)
        #expect(flexible.isFlexibleSpacing && !flexible.isFixedSpacing && flexible.spacing == 8)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: flexible, bottom: nil)
        #expect(edges.leading?.spacing == 1 && edges.top == nil && edges.trailing?.isFlexibleSpacing == true)
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 80)
        #expect(uniform.isUniformAcrossSiblings && !uniform.isEstimated && uniform.dimension == 80)

        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        #expect(badge.zIndex == 1)
        #expect(badge.containerAnchor.isFractionalOffset && !badge.containerAnchor.isAbsoluteOffset)
        #expect(badge.containerAnchor.offset == CGPoint(x: 0.3, y: -0.3))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "footer", alignment: .bottomTrailing, absoluteOffset: CGPoint(x: 0, y: 10))
        #expect(footer.offset == CGPoint(x: 0, y: 10))
        #expect(footer.containerAnchor.edges == [.bottom, .trailing])
        #expect(!footer.pinToVisibleBounds)

        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { environment in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: environment.container.contentSize.width / 2, height: 100))]
        }
        #expect(custom.subitems.isEmpty)
        custom.supplementaryItems = [badge]
        #expect(custom.supplementaryItems.count == 1)
    }
}
