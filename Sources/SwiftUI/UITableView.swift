import Foundation
import MockupUI

// UIKit's table and collection views, as SwiftUI-era code reaches them: through appearance
// proxies (`UITableView.appearance().separatorStyle = .none`, the iOS 13–15 way to restyle a
// `List`), and as the views of representables. Since iOS 16 a `List` is a collection view, so a
// table view's proxy changes nothing SwiftUI draws, as on a device; `UICollectionView`'s proxy
// background is the list's background (`ControlAppearanceStore.listBackground`). In a representable they draw as any view
// of the code's own does (a placeholder): their rows come from data sources a render never asks.

/// UIKit's table view: held settings, its data source and delegate, drawn as a placeholder in a representable.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// Lets a row or header take its height from its content (`rowHeight = UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    open override class func appearance() -> Self { appearanceProxy(UITableView(frame: .zero)) }

    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// Tables are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    open var sectionHeaderTopPadding: CGFloat = automaticDimension
    open var rowHeight: CGFloat = automaticDimension
    open var estimatedRowHeight: CGFloat = automaticDimension
    open var sectionHeaderHeight: CGFloat = automaticDimension
    open var sectionFooterHeight: CGFloat = automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var isEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?

    /// What a separator inset is measured from.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Asks the data source for its rows again; a render asks none.
    open func reloadData() {}

    /// What the table asks for its rows (never asked in a render); its `delegate` is a
    /// `UITableViewDelegate` set as the scroll view's.
    open weak var dataSource: (any UITableViewDataSource)?
    /// What the table asks to load rows ahead of display (never asked: nothing scrolls).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The cell classes registered per reuse identifier.
    private var registeredCells: [String: AnyClass] = [:]
    private var registeredHeaderFooters: [String: AnyClass] = [:]

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { registeredCells[identifier] = cellClass }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass
    }

    /// A cell for `identifier`: a plain cell, as a render cannot make an instance of a registered
    /// subclass (only code that calls this directly reaches it: a render asks no data source).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    /// A plain cell when a class is registered for `identifier`, else nil (no cell is ever queued for reuse).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registeredCells[identifier] == nil ? nil : UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    /// A plain header or footer when a class is registered for `identifier`, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        registeredHeaderFooters[identifier] == nil ? nil : UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    /// The data source's sections and rows.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    /// The visible cell at `indexPath`: none, as a render lays out no rows.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
    /// The selection: held as set by `selectRow` and `deselectRow`.
    open private(set) var indexPathForSelectedRow: IndexPath?
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { indexPathForSelectedRow = indexPath }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Where a row scrolled to sits.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// How inserted or deleted rows animate.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    // Row and section edits: the data source holds the data, and a render draws no rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Runs `updates` at once, then `completion` with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func beginUpdates() {}
    open func endUpdates() {}
}

/// UIKit's table cell, for its appearance proxy and the styles cells take.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// How the cell's separator draws.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// How a selected cell shows it.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The cell's built-in layout of labels and image.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The control at the cell's trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// What editing a row does.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    open override class func appearance() -> Self { appearanceProxy(UITableViewCell(style: .default, reuseIdentifier: nil)) }

    public let reuseIdentifier: String?
    /// The view the cell's content goes in.
    public let contentView = UIView(frame: .zero)
    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var separatorInset = UIEdgeInsets.zero
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    /// The cell's built-in labels and image (deprecated in UIKit for content configurations, still
    /// common): the detail label exists in the styles that show one.
    open private(set) lazy var textLabel: UILabel? = UILabel()
    open private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : UILabel()
    open private(set) lazy var imageView: UIImageView? = UIImageView()
    private let style: CellStyle

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Resets the cell before reuse; nothing is reused in a render.
    open func prepareForReuse() {}
    /// The cell's content as a configuration (a list configuration, a `UIHostingConfiguration`).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The list configuration of the cell's style: subtitle and value styles as UIKit's.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    /// Cells are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }
}

/// UIKit's table section header or footer view, for its appearance proxy.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    open override class func appearance() -> Self { appearanceProxy(UITableViewHeaderFooterView(reuseIdentifier: nil)) }

    public let reuseIdentifier: String?
    /// The view the header's content goes in.
    public let contentView = UIView(frame: .zero)
    open var backgroundView: UIView?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    /// Header views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }
}

/// UIKit's collection view. Its appearance proxy's `backgroundColor` is the background a `List`
/// draws behind its rows (iOS 16's `UICollectionView.appearance().backgroundColor = .clear`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a flow layout lays items out in.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    open override class func appearance() -> Self { appearanceProxy(UICollectionView(frame: .zero, isProxy: true)) }
    /// A restricted proxy is held, not honoured.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(UICollectionView(frame: .zero))
    }

    /// The layout; the layout's `collectionView` is this view.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// Replaces the layout (at once: nothing animates), then runs `completion` with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    private let isProxy: Bool

    open override var backgroundColor: UIColor? {
        didSet { if isProxy { ControlAppearanceStore.listBackground = backgroundColor?.color } }
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        isProxy = false
        super.init(frame: frame)
        layout.collectionView = self
    }
    private init(frame: CGRect, isProxy: Bool) {
        collectionViewLayout = UICollectionViewFlowLayout()
        self.isProxy = isProxy
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, isProxy: false) }
    /// Collection views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// Asks the data source for its items again; a render asks none.
    open func reloadData() {}

    /// What the collection asks for its items (never asked in a render); its `delegate` is a
    /// `UICollectionViewDelegate` set as the scroll view's.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// What the collection view asks to load items ahead of display (never asked: nothing scrolls).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    // Registration and dequeuing: a render cannot make an instance of a registered subclass, and
    // asks no data source, so only code that calls these directly gets the plain cell or view.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// The data source's sections and items.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
    /// The visible cell at `indexPath`: none, as a render lays out no items.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    open var visibleCells: [UICollectionViewCell] { [] }
    /// Headers, footers and other supplementary views on screen: none, as a render draws no items.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { [] }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { [] }
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    /// The selection: held as set by `selectItem` and `deselectItem`.
    open private(set) var indexPathsForSelectedItems: [IndexPath]? = []
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathsForSelectedItems = indexPath.map { (allowsMultipleSelection ? indexPathsForSelectedItems ?? [] : []) + [$0] } ?? []
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { indexPathsForSelectedItems?.removeAll { $0 == indexPath } }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Where an item scrolled to sits.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // Item and section edits: the data source holds the data, and a render draws no items.
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func insertSections(_ sections: IndexSet) {}
    open func deleteSections(_ sections: IndexSet) {}
    open func reloadSections(_ sections: IndexSet) {}
    /// Runs `updates` at once, then `completion` with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
}

/// How a collection view places its items; subclass it for a layout of your own.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    public init() {}
    /// The collection view the layout is set on, nil until then.
    open internal(set) weak var collectionView: UICollectionView?
    /// The decoration view classes registered per element kind (a render makes no decoration views).
    private var decorationViews: [String: AnyClass] = [:]
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { decorationViews[elementKind] = viewClass }
    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }
    open func invalidateLayout() {}
}

/// UIKit's line-by-line layout of items in rows (or columns, scrolling sideways).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Let cells size themselves (`estimatedItemSize = UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
}
