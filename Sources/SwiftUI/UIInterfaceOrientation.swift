import Foundation
import MockupUI

/// How the app's interface is turned (UIKit's `UIInterfaceOrientation`); a render is portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2
    /// The home button (or indicator) on the left: the device turned right.
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller or the app supports (UIKit's `UIInterfaceOrientationMask`;
/// each bit is `1 << UIInterfaceOrientation.rawValue`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

extension UIWindowScene {
    /// What a window scene is asked to change to (UIKit's `UIWindowScene.GeometryPreferences`).
    @preconcurrency @MainActor
    open class GeometryPreferences {
        init() {}

        /// An iPhone or iPad scene's preferences: the orientations to turn to.
        @preconcurrency @MainActor
        open class iOS: GeometryPreferences {
            open var interfaceOrientations: UIInterfaceOrientationMask

            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }

            /// Every orientation, as UIKit's plain initializer asks for.
            public override init() {
                interfaceOrientations = .all
                super.init()
            }
        }
    }

    /// Asks the scene to turn or resize: a render stays the portrait iPhone it was asked for
    /// (`mockup render --device`), so nothing changes and `errorHandler` is not called — as on a
    /// device asked for an orientation it can take.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {}
}
