import Foundation
import MockupUI

// UIKit's table and collection views, as SwiftUI-era code reaches them: through appearance
// proxies (`UITableView.appearance().separatorStyle = .none`, the iOS 13–15 way to restyle a
// `List`), and as the views of representables. Since iOS 16 a `List` is a collection view, so a
// table view's proxy changes nothing SwiftUI draws, as on a device; `UICollectionView`'s proxy
// background is the list's background (`ControlAppearanceStore.listBackground`). In a representable they draw as any view
// of the code's own does (a placeholder): their rows come from data sources a render never asks.

/// UIKit's table view: held settings, drawn as a placeholder in a representable.
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

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
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

    open var collectionViewLayout: UICollectionViewLayout
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
}

/// How a collection view places its items; subclass it for a layout of your own.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    public init() {}
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
