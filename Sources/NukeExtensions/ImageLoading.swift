import Foundation
import Nuke
import SwiftUI

/// How `loadImage(with:options:into:)` shows a load in an image view.
public struct ImageLoadingOptions: @unchecked Sendable {
    /// A transition between the placeholder and the loaded image.
    public struct Transition: Sendable {
        public static func fadeIn(duration: TimeInterval, options: UIView.AnimationOptions = .allowUserInteraction) -> Transition { Transition() }
    }
    /// Content modes for each state of the load.
    public struct ContentModes: Sendable {
        public var success: UIView.ContentMode
        public var failure: UIView.ContentMode
        public var placeholder: UIView.ContentMode
        public init(success: UIView.ContentMode, failure: UIView.ContentMode, placeholder: UIView.ContentMode) {
            (self.success, self.failure, self.placeholder) = (success, failure, placeholder)
        }
    }

    nonisolated(unsafe) public static var shared = ImageLoadingOptions()
    public var placeholder: PlatformImage?
    public var failureImage: PlatformImage?
    public var transition: Transition?
    public var failureImageTransition: Transition?
    public var contentModes: ContentModes?
    public var pipeline: ImagePipeline?
    public var isPrepareForReuseEnabled = true
    public var alwaysTransition = false

    public init(placeholder: PlatformImage? = nil, transition: Transition? = nil, failureImage: PlatformImage? = nil,
                failureImageTransition: Transition? = nil, contentModes: ContentModes? = nil) {
        self.placeholder = placeholder
        self.transition = transition
        self.failureImage = failureImage
        self.failureImageTransition = failureImageTransition
        self.contentModes = contentModes
    }
}

/// Loads `request` into `view`: it shows the placeholder (with its content mode) while the load is
/// under way — a render's is, unless the memory cache has the image, which shows at once.
@MainActor @discardableResult
public func loadImage(with request: ImageRequest?, options: ImageLoadingOptions = .shared, into view: UIImageView,
                      completion: ((Result<ImageResponse, ImagePipeline.Error>) -> Void)? = nil) -> ImageTask? {
    guard let request else {
        view.image = options.placeholder
        completion?(.failure(.imageRequestMissing))
        return nil
    }
    let pipeline = options.pipeline ?? ImagePipeline.shared
    if case .success(let response) = pipeline.response(for: request) {
        view.image = response.image
        if let mode = options.contentModes?.success { view.contentMode = mode }
        completion?(.success(response))
    } else {
        view.image = options.placeholder
        if let mode = options.contentModes?.placeholder { view.contentMode = mode }
    }
    return pipeline.imageTask(with: request)
}

@MainActor @discardableResult
public func loadImage(with url: URL?, options: ImageLoadingOptions = .shared, into view: UIImageView,
                      completion: ((Result<ImageResponse, ImagePipeline.Error>) -> Void)? = nil) -> ImageTask? {
    loadImage(with: url.map { ImageRequest(url: $0) }, options: options, into: view, completion: completion)
}

/// Stops the load into `view` (none reaches the network in a render).
@MainActor public func cancelRequest(for view: UIImageView) {}
