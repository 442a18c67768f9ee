import Foundation

/// UIKit's camera and photo-library picker. A render has no camera and shows no presented
/// controllers: it holds its settings, the camera is unavailable (as in the iOS Simulator), and its
/// delegate is never told of a pick. In a representable it draws as a placeholder.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Photo or video capture.
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// The front or rear camera.
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// The flash setting.
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// The quality of recorded or transcoded video.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }
    /// Whether picked images are converted to a compatible format.
    public enum ImageURLExportPreset: Int, Sendable { case compatible = 0, current }

    /// A key of the info dictionary handed to the delegate.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether `sourceType` can be used: the photo library and saved photos can, the camera cannot.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types `sourceType` offers (image and movie type identifiers); nil for the camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    open var sourceType = SourceType.photoLibrary
    /// The uniform type identifiers offered: images only by default.
    open var mediaTypes = ["public.image"]
    open var allowsEditing = false
    open var imageExportPreset = ImageURLExportPreset.compatible
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality = QualityType.typeMedium
    open var videoExportPreset = ""
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform = CGAffineTransform.identity
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var cameraDevice = CameraDevice.rear
    open var cameraFlashMode = CameraFlashMode.auto

    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }

    /// Takes a picture: nothing, without a camera.
    open func takePicture() {}
    /// Starts recording: refused, without a camera.
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

/// What an image picker tells its delegate (never, in a render).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// What a navigation controller tells its delegate about pushes and pops (never, in a render).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}
