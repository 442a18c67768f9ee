import Foundation
import SwiftUI

// Kingfisher's UIKit extensions: `imageView.kf.setImage(with:)`, `button.kf.setImage(with:for:)`.
// A render never touches the network: the view shows the placeholder (unless
// `.keepCurrentImageWhileLoading` keeps its image) with the indicator spinning over it, and the
// completion handler is not called, as the download is still under way. An image the render's
// code stored in the cache under the source's key is shown at once, as Kingfisher shows a memory
// hit. A nil source shows the placeholder and fails with `.emptySource`, as Kingfisher's.

/// What an image view shows while its image loads: an image (`UIImage`) or a view laid over it.
public protocol Placeholder {
    @MainActor func add(to imageView: KFCrossPlatformImageView)
    @MainActor func remove(from imageView: KFCrossPlatformImageView)
}

extension KFCrossPlatformImage: Placeholder {
    @MainActor public func add(to imageView: KFCrossPlatformImageView) { imageView.image = self }
    @MainActor public func remove(from imageView: KFCrossPlatformImageView) { imageView.image = nil }
}

@MainActor
extension Placeholder where Self: KFCrossPlatformView {
    /// Lays the view over the image view, filling it.
    public func add(to imageView: KFCrossPlatformImageView) {
        imageView.addSubview(self)
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: imageView.centerXAnchor), centerYAnchor.constraint(equalTo: imageView.centerYAnchor),
            widthAnchor.constraint(equalTo: imageView.widthAnchor), heightAnchor.constraint(equalTo: imageView.heightAnchor),
        ])
    }
    public func remove(from imageView: KFCrossPlatformImageView) { removeFromSuperview() }
}

/// The view an indicator shows.
public typealias IndicatorView = UIView

/// Which indicator an image view shows while it loads.
public enum IndicatorType {
    case none
    /// UIKit's medium spinner.
    case activity
    /// An image (an animated GIF's first frame in a still).
    case image(imageData: Data)
    case custom(indicator: any Indicator)
}

/// An indicator shown over an image view while it loads, centred (moved by `centerOffset`).
@MainActor
public protocol Indicator {
    func startAnimatingView()
    func stopAnimatingView()
    var centerOffset: CGPoint { get }
    var view: IndicatorView { get }
    func sizeStrategy(in imageView: KFCrossPlatformImageView) -> IndicatorSizeStrategy
}

extension Indicator {
    public var centerOffset: CGPoint { .zero }
    public func sizeStrategy(in imageView: KFCrossPlatformImageView) -> IndicatorSizeStrategy { .full }
}

/// How an indicator's view is sized in the image view.
public enum IndicatorSizeStrategy {
    case intrinsicSize
    case full
    case size(CGSize)
}

/// `.activity`: a medium `UIActivityIndicatorView`, as Kingfisher makes on iOS 13 and later.
@MainActor
private final class ActivityIndicator: Indicator {
    let spinner = UIActivityIndicatorView(style: .medium)
    var view: IndicatorView { spinner }
    func startAnimatingView() {
        spinner.startAnimating()
        spinner.isHidden = false
    }
    func stopAnimatingView() {
        spinner.stopAnimating()
        spinner.isHidden = true
    }
    func sizeStrategy(in imageView: KFCrossPlatformImageView) -> IndicatorSizeStrategy { .intrinsicSize }
}

/// `.image(imageData:)`: the image, centred at its own size.
@MainActor
private final class ImageIndicator: Indicator {
    let imageView: UIImageView
    init(imageData: Data) {
        imageView = UIImageView(image: UIImage(data: imageData))
        imageView.contentMode = .center
    }
    var view: IndicatorView { imageView }
    func startAnimatingView() { imageView.isHidden = false }
    func stopAnimatingView() { imageView.isHidden = true }
    func sizeStrategy(in imageView: KFCrossPlatformImageView) -> IndicatorSizeStrategy { .intrinsicSize }
}

/// What Kingfisher keeps on an image view.
@MainActor
private final class ImageViewLoading {
    var indicatorType = IndicatorType.none
    var indicator: (any Indicator)?
    var placeholder: (any Placeholder)?
}

@MainActor private var loadings: [ObjectIdentifier: ImageViewLoading] = [:]

@MainActor
extension KingfisherWrapper where Base: KFCrossPlatformImageView {
    private var loading: ImageViewLoading {
        if let loading = loadings[ObjectIdentifier(base)] { return loading }
        let loading = ImageViewLoading()
        loadings[ObjectIdentifier(base)] = loading
        return loading
    }

    /// The indicator shown while the view loads.
    public var indicatorType: IndicatorType {
        get { loading.indicatorType }
        nonmutating set {
            switch newValue {
            case .none: indicator = nil
            case .activity: indicator = ActivityIndicator()
            case .image(let data): indicator = ImageIndicator(imageData: data)
            case .custom(let custom): indicator = custom
            }
            loading.indicatorType = newValue
        }
    }

    /// The indicator's view, laid over the image view, hidden until a load starts.
    public private(set) var indicator: (any Indicator)? {
        get { loading.indicator }
        nonmutating set {
            loading.indicator?.view.removeFromSuperview()
            loading.indicator = newValue
            guard let newValue else { return }
            let view = newValue.view
            base.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            var constraints = [view.centerXAnchor.constraint(equalTo: base.centerXAnchor, constant: newValue.centerOffset.x),
                               view.centerYAnchor.constraint(equalTo: base.centerYAnchor, constant: newValue.centerOffset.y)]
            switch newValue.sizeStrategy(in: base) {
            case .intrinsicSize: break
            case .full:
                constraints += [view.widthAnchor.constraint(equalTo: base.widthAnchor), view.heightAnchor.constraint(equalTo: base.heightAnchor)]
            case .size(let size):
                constraints += [view.widthAnchor.constraint(equalToConstant: size.width), view.heightAnchor.constraint(equalToConstant: size.height)]
            }
            NSLayoutConstraint.activate(constraints)
            view.isHidden = true
        }
    }

    /// What the view shows while it loads.
    public private(set) var placeholder: (any Placeholder)? {
        get { loading.placeholder }
        nonmutating set {
            loading.placeholder?.remove(from: base)
            loading.placeholder = newValue
            newValue?.add(to: base)
        }
    }

    @discardableResult
    public func setImage(with source: Source?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         progressBlock: DownloadProgressBlock? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        guard let source else {
            self.placeholder = placeholder
            completionHandler?(.failure(.imageSettingError(reason: .emptySource)))
            return nil
        }
        let options = KingfisherManager.shared.defaultOptions + (options ?? [])
        if !KingfisherParsedOptionsInfo(options).keepCurrentImageWhileLoading || base.image == nil {
            self.placeholder = placeholder
        }
        if case .success(let cached) = KingfisherManager.shared.retrieved(source, options: options) {
            self.placeholder = nil
            base.image = cached.image
            completionHandler?(.success(cached))
        } else {
            indicator?.startAnimatingView()
        }
        return nil
    }

    @discardableResult
    public func setImage(with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         progressBlock: DownloadProgressBlock? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: resource?.convertToSource(), placeholder: placeholder, options: options, progressBlock: progressBlock,
                 completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(with provider: (any ImageDataProvider)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         progressBlock: DownloadProgressBlock? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: provider?.convertToSource(), placeholder: placeholder, options: options, progressBlock: progressBlock,
                 completionHandler: completionHandler)
    }

    // The same without a progress block, so that a trailing closure is the completion handler.

    @discardableResult
    public func setImage(with source: Source?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: source, placeholder: placeholder, options: options, progressBlock: nil, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: resource?.convertToSource(), placeholder: placeholder, options: options, progressBlock: nil,
                 completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(with provider: (any ImageDataProvider)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: provider?.convertToSource(), placeholder: placeholder, options: options, progressBlock: nil,
                 completionHandler: completionHandler)
    }

    /// Stops the view's download (none reaches the network in a render).
    public func cancelDownloadTask() {}
}

@MainActor
extension KingfisherWrapper where Base: UIButton {
    /// Shows `placeholder` for `state` while the image loads.
    @discardableResult
    public func setImage(with source: Source?, for state: UIControl.State, placeholder: UIImage? = nil, options: KingfisherOptionsInfo? = nil,
                         progressBlock: DownloadProgressBlock? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        base.setImage(placeholder, for: state)
        if source == nil { completionHandler?(.failure(.imageSettingError(reason: .emptySource))) }
        return nil
    }

    @discardableResult
    public func setImage(with resource: (any Resource)?, for state: UIControl.State, placeholder: UIImage? = nil,
                         options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
                         completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setImage(with: resource?.convertToSource(), for: state, placeholder: placeholder, options: options, completionHandler: completionHandler)
    }

    /// Shows `placeholder` as the background for `state` while the image loads.
    @discardableResult
    public func setBackgroundImage(with source: Source?, for state: UIControl.State, placeholder: UIImage? = nil,
                                   options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
                                   completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        base.setBackgroundImage(placeholder, for: state)
        if source == nil { completionHandler?(.failure(.imageSettingError(reason: .emptySource))) }
        return nil
    }

    @discardableResult
    public func setBackgroundImage(with resource: (any Resource)?, for state: UIControl.State, placeholder: UIImage? = nil,
                                   options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
                                   completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil) -> DownloadTask? {
        setBackgroundImage(with: resource?.convertToSource(), for: state, placeholder: placeholder, options: options,
                           completionHandler: completionHandler)
    }

    public func cancelImageDownloadTask() {}
    public func cancelBackgroundImageDownloadTask() {}
}
