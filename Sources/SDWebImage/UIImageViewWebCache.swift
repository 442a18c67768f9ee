import Foundation
import SwiftUI

// SDWebImage's UIKit category (`UIImageView+WebCache.h`): setting a remote image on an image view.
// A render loads nothing, so the view shows the placeholder image, and the completion hears that
// nothing was loaded.

extension UIImageView {
    /// Shows `placeholder` (a render loads no remote image) and tells `completed` nothing was loaded.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage? = nil, options: SDWebImageOptions = [],
                            context: [SDWebImageContextOption: Any]? = nil,
                            completed: ((UIImage?, Error?, SDImageCacheType, URL?) -> Void)? = nil) {
        image = placeholder
        completed?(nil, SDWebImageManager.notLoaded, .none, url)
    }

    /// The same, with a progress callback (never called).
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
                            context: [SDWebImageContextOption: Any]? = nil, progress: ((Int, Int, URL?) -> Void)?,
                            completed: ((UIImage?, Error?, SDImageCacheType, URL?) -> Void)?) {
        sd_setImage(with: url, placeholderImage: placeholder, options: options, context: context, completed: completed)
    }

    /// Stops a load the view started (none in a render).
    public func sd_cancelCurrentImageLoad() {}
}

extension UIButton {
    /// Shows `placeholder` for `state` (a render loads no remote image) and tells `completed` nothing was loaded.
    public func sd_setImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage? = nil,
                            options: SDWebImageOptions = [], completed: ((UIImage?, Error?, SDImageCacheType, URL?) -> Void)? = nil) {
        setImage(placeholder, for: state)
        completed?(nil, SDWebImageManager.notLoaded, .none, url)
    }
}

/// The indicator a view shows while its image loads (`SDWebImageIndicator`).
public protocol SDWebImageIndicator: AnyObject {}

/// SDWebImage's spinning indicator (`SDWebImageActivityIndicator`), held on the view that shows it.
@preconcurrency @MainActor
public final class SDWebImageActivityIndicator: SDWebImageIndicator {
    public static let gray = SDWebImageActivityIndicator(), white = SDWebImageActivityIndicator()
    public static let medium = SDWebImageActivityIndicator(), large = SDWebImageActivityIndicator()
    public static let grayLarge = SDWebImageActivityIndicator(), whiteLarge = SDWebImageActivityIndicator()
}

/// SDWebImage's progress bar indicator (`SDWebImageProgressIndicator`).
@preconcurrency @MainActor
public final class SDWebImageProgressIndicator: SDWebImageIndicator {
    public static let `default` = SDWebImageProgressIndicator(), bar = SDWebImageProgressIndicator()
}

@MainActor private var indicators: [ObjectIdentifier: SDWebImageIndicator] = [:]

extension UIView {
    /// The indicator shown while the view's image loads (held).
    public var sd_imageIndicator: SDWebImageIndicator? {
        get { indicators[ObjectIdentifier(self)] }
        set { indicators[ObjectIdentifier(self)] = newValue }
    }
}
