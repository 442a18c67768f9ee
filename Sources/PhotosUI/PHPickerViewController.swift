import Foundation
import Photos
import SwiftUI

/// How the photo picker presents itself (iOS 17).
public struct PHPickerMode: Hashable, Sendable {
    let name: String
    public static let `default` = PHPickerMode(name: "default")
    public static let compact = PHPickerMode(name: "compact")
}

/// Picker features an app can turn off (iOS 17).
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 1)
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 2)
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

/// What a `PHPickerViewController` offers and how many items it picks, as PhotosUI's
/// `PHPickerConfiguration`.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Which representation of an asset the picker hands over.
    public enum AssetRepresentationMode: Hashable, Sendable { case automatic, current, compatible }
    /// How the picker orders and updates its selection.
    public enum Selection: Hashable, Sendable { case `default`, ordered, continuous, continuousAndOrdered }

    /// What `PHPickerViewController.updatePicker(using:)` changes.
    public struct Update: Hashable, Sendable {
        public var selectionLimit: Int?
        public var edgesWithoutContentMargins: NSDirectionalRectEdge?
        public init() {}
    }

    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    /// How many items the user may pick; 0 = no limit. 1 by default.
    public var selectionLimit = 1
    /// Which assets are shown; nil = all.
    public var filter: PHPickerFilter?
    public var preselectedAssetIdentifiers: [String] = []
    public var mode = PHPickerMode.default
    public var edgesWithoutContentMargins: NSDirectionalRectEdge = []
    public var disabledCapabilities: PHPickerCapabilities = []

    public init() {}
    /// A configuration whose results carry asset identifiers of `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// An asset the user picked: never made in a render.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}

/// What a photo picker tells its delegate (never, in a render).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// PhotosUI's photo picker controller. A render shows no presented picker: it is made and holds
/// its configuration, and the delegate is never told of a pick. In a representable it draws as a
/// placeholder, as other controllers.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    public private(set) var configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Changes the selection limit and margins of the running picker.
    open func updatePicker(using configuration: PHPickerConfiguration.Update) {
        if let limit = configuration.selectionLimit { self.configuration.selectionLimit = limit }
        if let edges = configuration.edgesWithoutContentMargins { self.configuration.edgesWithoutContentMargins = edges }
    }

    /// Deselects the assets with these identifiers (nothing is selected in a render).
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    /// Moves a selected asset (nothing is selected in a render).
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
    /// Scrolls the picker's content (nothing is shown in a render).
    open func scrollToInitialPosition() {}
    open func zoomIn() {}
    open func zoomOut() {}
}
