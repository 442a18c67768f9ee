import Foundation
import MockupUI

/// UIKit's search field: a text field with a magnifying glass (iOS 13).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// UIKit's search bar. It holds its text, placeholder, scopes and delegate; a representable draws
/// it as SwiftUI's search field (a `.searchable` field: the rounded fill, the magnifying glass and
/// the text or placeholder). Nothing is typed in a render, so the delegate is never called.
@preconcurrency @MainActor
open class UISearchBar: UIView, _TextInputTraitsHolder {
    open override class func appearance() -> Self { appearanceProxy(UISearchBar(frame: .zero)) }
    /// The bar's background style.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }
    /// The icons a search bar shows.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }

    open weak var delegate: (any UISearchBarDelegate)?
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    /// The bar's style, held as set (UIKit's `UIBarStyle`).
    open var barStyle = UIBarStyle.default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var isEnabled = true
    open var isLookToDictateEnabled = false
    open var backgroundImage: UIImage?
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The bar's text field (iOS 13), which holds the bar's text input traits.
    public let searchTextField = UISearchTextField()
    public var _inputTraits: _TextInputTraitValues {
        get { searchTextField._inputTraits }
        set { searchTextField._inputTraits = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
}

/// What a search bar tells its delegate (never, in a render: nothing is typed).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// UIKit's search controller: a search bar for a navigation item, and the results controller it
/// shows while searching (never, in a render: it is inactive).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    /// The suggestions shown under the field (iOS 16): held, never shown at rest.
    open var searchSuggestions: [any UISearchSuggestion]?

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init() { self.init(searchResultsController: nil) }
    public convenience override init(nibName: String?, bundle: Bundle?) { self.init(searchResultsController: nil) }
    public required init?(coder: NSCoder) { return nil }
}

/// A suggestion of a search controller (iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: AnyObject {
    var localizedSuggestion: String? { get }
}

/// Updates search results as the search bar's text changes (never, in a render).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate about presenting (never, in a render).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}
