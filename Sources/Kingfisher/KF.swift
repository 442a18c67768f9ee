import Foundation
import SwiftUI

/// Kingfisher's chained builder for UIKit views: `KF.url(url).placeholder(image).set(to: imageView)`.
public enum KF {
    public static func source(_ source: Source?) -> KF.Builder { Builder(source: source) }
    public static func resource(_ resource: (any Resource)?) -> KF.Builder { source(resource?.convertToSource()) }
    public static func url(_ url: URL?, cacheKey: String? = nil) -> KF.Builder {
        source(url?.convertToSource(overrideCacheKey: cacheKey))
    }
    public static func dataProvider(_ provider: (any ImageDataProvider)?) -> KF.Builder { source(provider?.convertToSource()) }
    public static func data(_ data: Data?, cacheKey: String) -> KF.Builder {
        source(data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey).convertToSource() })
    }
}

extension KF {
    /// A load being described: its source, placeholder and options, then set on a view.
    public final class Builder: KFOptionSetter, @unchecked Sendable {
        public let source: Source?
        private var placeholderImage: (any Placeholder)?
        private var options: KingfisherOptionsInfo = []

        init(source: Source?) { self.source = source }

        /// Shows `placeholder` while the image loads.
        public func placeholder(_ placeholder: (any Placeholder)?) -> Self {
            placeholderImage = placeholder
            return self
        }
        /// Shows `image` while the image loads.
        public func placeholder(_ image: KFCrossPlatformImage?) -> Self {
            placeholderImage = image
            return self
        }
        /// Keeps the view's current image while the new one loads.
        public func keepCurrentImageWhileLoading(_ enabled: Bool = true) -> Self {
            if enabled { options.append(.keepCurrentImageWhileLoading) }
            return self
        }
        public func transition(_ transition: ImageTransition) -> Self { self }
        public func onlyLoadFirstFrame(_ enabled: Bool = true) -> Self { self }

        /// Loads into `imageView`.
        @discardableResult @MainActor
        public func set(to imageView: KFCrossPlatformImageView) -> DownloadTask? {
            imageView.kf.setImage(with: source, placeholder: placeholderImage, options: options)
        }
        /// Loads into `button`'s image for `state`.
        @discardableResult @MainActor
        public func set(to button: UIButton, for state: UIControl.State) -> DownloadTask? {
            button.kf.setImage(with: source, for: state, placeholder: placeholderImage as? UIImage, options: options)
        }
        /// Loads into `button`'s background image for `state`.
        @discardableResult @MainActor
        public func setBackground(to button: UIButton, for state: UIControl.State) -> DownloadTask? {
            button.kf.setBackgroundImage(with: source, for: state, placeholder: placeholderImage as? UIImage, options: options)
        }
    }
}
