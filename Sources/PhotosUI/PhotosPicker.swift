import Foundation
import Photos
import SwiftUI

/// A photo or video the user picked, as PhotosUI's `PhotosPickerItem`. A render has no photo
/// library: nothing is ever picked and nothing loads.
public struct PhotosPickerItem: Hashable, Identifiable, Sendable {
    /// How an item's data is encoded when loaded.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }

    /// The item's identifier in the photo library.
    public let itemIdentifier: String?
    public var id: String { itemIdentifier ?? "" }

    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// The item's content as `type`; nil in a render (no photo library).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Tells `completionHandler` the item's content as `type`: nil in a render (no photo library).
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 1)
    }
}

/// Which kinds of assets a picker offers, as PhotoKit's `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    public static let bursts = PHPickerFilter(name: "bursts")
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos")
    /// The assets of a playback style (iOS 17).
    public static func playbackStyle(_ playbackStyle: PHAsset.PlaybackStyle) -> PHPickerFilter {
        PHPickerFilter(name: "playbackStyle(\(playbackStyle))")
    }
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any(\(filters.map(\.name)))") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all(\(filters.map(\.name)))") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// How a multiple-selection picker orders and updates its selection.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A button that opens the photo picker, as PhotosUI's `PhotosPicker`: drawn at rest as a button
/// with its label (in the environment's button style); the picker opens only when tapped.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary? = nil,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary? = nil,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary? = nil) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary? = nil) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary? = nil) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary? = nil) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents the photo picker while `isPresented` is true: a sheet, which a render does not draw
    /// (recorded as a render note, as `sheet(isPresented:)` is).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary? = nil) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }

    /// Presents the multiple-selection photo picker while `isPresented` is true (not drawn).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                             maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary? = nil) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }
}
