import Foundation
import SwiftUI

// Kingfisher (github.com/onevcat/Kingfisher, MIT), the image-loading package apps use beside
// SDWebImage, as a module of ours: its API re-declared, not its code. A render never touches the
// network, so every view shows what it shows before its image arrives (docs/API-SHIMS.md).

/// The platform types Kingfisher's API names (UIKit's on iOS).
public typealias KFCrossPlatformImage = UIImage
public typealias KFCrossPlatformColor = UIColor
public typealias KFCrossPlatformView = UIView
public typealias KFCrossPlatformImageView = UIImageView
public typealias KFCrossPlatformButton = UIButton

/// Kingfisher's namespace on a value: `imageView.kf.setImage(with:)`, `image.kf.size`.
public struct KingfisherWrapper<Base>: @unchecked Sendable {
    public let base: Base
    public init(_ base: Base) { self.base = base }
}

/// A class whose instances have the `kf` namespace.
public protocol KingfisherCompatible: AnyObject {}

/// A value type whose values have the `kf` namespace.
public protocol KingfisherCompatibleValue {}

extension KingfisherCompatible {
    /// Kingfisher's methods on this object.
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension KingfisherCompatibleValue {
    /// Kingfisher's methods on this value.
    public var kf: KingfisherWrapper<Self> { KingfisherWrapper(self) }
}

extension UIImage: KingfisherCompatible {}
extension UIImageView: KingfisherCompatible {}
extension UIButton: KingfisherCompatible {}
