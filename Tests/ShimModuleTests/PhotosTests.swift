import Foundation
import MockupText
@testable import Photos
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

    /// QuickBlox's media picker: `import Photos` alone names AVFoundation's types (Photos' headers
    /// import it), an asset is read by key, and a video request answers at once with nothing.
    @Test func videoRequestsAnswerAtOnceAndAssetsAreReadByKey() {
        let permission: AVMediaType = .video
        #expect(permission.rawValue == "vide")
        let asset = PHAsset(localIdentifier: "A1/L0/001", mediaType: .video, pixelWidth: 1920, pixelHeight: 1080)
        #expect(asset.value(forKey: "localIdentifier") as? String == "A1/L0/001" && asset.value(forKey: "filename") == nil)
        #expect(asset == asset && asset != PHAsset(localIdentifier: "A1/L0/001", mediaType: .video, pixelWidth: 1, pixelHeight: 1))
        var answers: [String] = []
        let manager = PHImageManager.default()
        let first = manager.requestAVAsset(forVideo: asset, options: PHVideoRequestOptions()) { avAsset, mix, info in
            answers.append("asset \(avAsset == nil && mix == nil) \((info?[PHImageErrorKey] as? PHPhotosError)?.code == .identifierNotFound)")
        }
        let second = manager.requestPlayerItem(forVideo: asset, options: nil) { item, _ in answers.append("item \(item == nil)") }
        manager.requestExportSession(forVideo: asset, options: nil, exportPreset: AVAssetExportPresetHighestQuality) { session, _ in
            answers.append("export \(session == nil)")
        }
        #expect(answers == ["asset true true", "item true", "export true"] && second == first + 1)
        let volume = AVMutableAudioMixInputParameters(track: nil)
        volume.setVolumeRamp(fromStartVolume: 1, toEndVolume: 0, timeRange: CMTimeRange(start: .zero, duration: CMTime(seconds: 2, preferredTimescale: 600)))
        var start: Float = 0, end: Float = 0
        #expect(volume.getVolumeRamp(for: CMTime(seconds: 1, preferredTimescale: 600), startVolume: &start, endVolume: &end, timeRange: nil))
        #expect(start == 1 && end == 0 && volume.trackID == kCMPersistentTrackID_Invalid)
        #expect(!volume.getVolumeRamp(for: CMTime(seconds: 3, preferredTimescale: 600), startVolume: nil, endVolume: nil, timeRange: nil))
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
