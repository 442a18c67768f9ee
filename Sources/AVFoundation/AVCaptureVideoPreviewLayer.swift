import Foundation
import SwiftUI

/// The Core Animation layer a camera preview shows in. A render has no camera: the layer shows no
/// picture and has no connection.
open class AVCaptureVideoPreviewLayer: CALayer {
    open override class func makeLayerForView() -> CALayer { AVCaptureVideoPreviewLayer() }
    open var session: AVCaptureSession?
    /// How the picture fills the layer: `.resizeAspect` by default.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect

    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    public convenience init(sessionWithNoConnection session: AVCaptureSession) { self.init(session: session) }

    open var connection: AVCaptureConnection? { nil }
    open var isPreviewing: Bool { false }

    open func setSessionWithNoConnection(_ session: AVCaptureSession) { self.session = session }
}
