import Foundation
import MockupText
import Photos
import PhotosUI
import SwiftUI
import Testing
@testable import MockupUI

/// Photos and the UIKit pickers as apps write them: a fresh, unauthorised photo library (fetches
/// find nothing, requests are denied), pickers that are made and hold their settings, and image
/// requests that answer at once with no image.
@MainActor @Suite struct PhotosTests {
    final class GalleryModel: PHPhotoLibraryChangeObserver {
        var assets = PHFetchResult<PHAsset>()
        var status = PHAuthorizationStatus.authorized
        var images: [UIImage?] = []
        let manager = PHCachingImageManager()

        func load() {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { [weak self] status in self?.status = status }
            let options = PHFetchOptions()
            options.includeHiddenAssets = false
            options.fetchLimit = 30
            assets = PHAsset.fetchAssets(with: .image, options: options)
            assets.enumerateObjects { asset, _, _ in
                self.manager.requestImage(for: asset, targetSize: CGSize(width: 200, height: 200), contentMode: .aspectFill,
                                          options: nil) { image, _ in self.images.append(image) }
            }
            PHPhotoLibrary.shared().register(self)
        }

        func photoLibraryDidChange(_ changeInstance: PHChange) {
            if let details = changeInstance.changeDetails(for: assets) { assets = details.fetchResultAfterChanges }
        }
    }

    @Test func aFreshLibraryIsEmptyAndTheAppIsNotAuthorised() async throws {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        let model = GalleryModel()
        model.load()
        #expect(model.status == .denied && model.assets.count == 0 && model.assets.firstObject == nil && model.images.isEmpty)
        #expect(PHAsset.fetchAssets(with: nil).countOfAssets(with: .image) == 0)
        #expect(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil).count == 0)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined, "a render's status never changes")
        var changeRan = false
        do {
            try await PHPhotoLibrary.shared().performChanges { changeRan = true }
            Issue.record("a change succeeded without access")
        } catch PHPhotosError.accessUserDenied {
            #expect(!changeRan)
        }
        var answered: (Bool, Error?)?
        PHPhotoLibrary.shared().performChanges({}) { success, error in answered = (success, error) }
        #expect(answered?.0 == false && (answered?.1 as? PHPhotosError)?.code == .accessUserDenied)
        #expect(PHImageManagerMaximumSize == CGSize(width: -1, height: -1) && PHImageContentMode.default == .aspectFit)
    }

    final class PickerCoordinator: NSObject, PHPickerViewControllerDelegate, UIImagePickerControllerDelegate,
                                   UINavigationControllerDelegate {
        var picked: [PHPickerResult] = []
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { picked = results }
        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            _ = info[.originalImage] as? UIImage
        }
    }

    struct PhotoPicker: UIViewControllerRepresentable {
        let coordinator = PickerCoordinator()
        func makeUIViewController(context: Context) -> PHPickerViewController {
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.filter = .any(of: [.images, .livePhotos])
            configuration.selectionLimit = 0
            configuration.selection = .ordered
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = coordinator
            return picker
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
    }

    @Test func pickersHoldTheirConfigurationAndDrawAsPlaceholders() throws {
        var configuration = PHPickerConfiguration()
        #expect(configuration.selectionLimit == 1 && configuration.filter == nil && configuration.mode == .default)
        configuration.filter = .not(.videos)
        #expect(configuration.filter != .not(.images) && configuration.filter == .not(.videos))
        #expect(PHPickerFilter.any(of: [.images, .videos]) != PHPickerFilter.all(of: [.images, .videos]))
        let picker = PHPickerViewController(configuration: configuration)
        var update = PHPickerConfiguration.Update()
        update.selectionLimit = 5
        picker.updatePicker(using: update)
        #expect(picker.configuration.selectionLimit == 5)

        let camera = UIImagePickerController()
        let coordinator = PickerCoordinator()
        camera.delegate = coordinator
        camera.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        camera.mediaTypes = UIImagePickerController.availableMediaTypes(for: .photoLibrary) ?? []
        #expect(camera.sourceType == .photoLibrary, "a render has no camera")
        #expect(camera.mediaTypes == ["public.image", "public.movie"] && !camera.startVideoCapture())
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")

        let rendered = try ViewRenderer.layout(RenderRequest(width: 200, height: 200, scale: 1), fonts: FontLibrary.shared()) {
            PhotoPicker()
        }
        #expect(rendered.tree.all(.platformView).map(\.detail) == ["PhotoPicker"])
    }
}
