import Foundation
import MockupUI

/// A UIKit gesture recognizer used as a SwiftUI gesture (iOS 18's `UIGestureRecognizerRepresentable`,
/// attached with `.gesture(_:)`). The recognizer is made when the view is, as SwiftUI makes it;
/// a render delivers no touches, so its action is never handled.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

/// What a `UIGestureRecognizerRepresentable`'s methods are given.
@preconcurrency @MainActor
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    public var environment: EnvironmentValues
    public var transaction: Transaction
}

/// Converts a recognizer's locations into SwiftUI coordinate spaces. A render has no touches: the
/// location is the origin, and there is no translation or velocity.
@preconcurrency @MainActor
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    public func location(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint { .zero }
    public func location(ofTouch touchIndex: Int, in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint { .zero }
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint? { nil }
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint? { nil }
}

extension View {
    /// Attaches a UIKit gesture recognizer: it is made and updated with the view, and never fires.
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        modifier(GestureRecognizerAttachment(representable: representable))
    }
}

/// Makes and updates the representable's recognizer in the view's environment, as SwiftUI does
/// when the view appears, then shows the view unchanged.
private struct GestureRecognizerAttachment<Representable: UIGestureRecognizerRepresentable>: ViewModifier {
    let representable: Representable
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter()
        let context = UIGestureRecognizerRepresentableContext<Representable>(
            coordinator: representable.makeCoordinator(converter: converter), converter: converter,
            environment: environment, transaction: Transaction())
        let recognizer = representable.makeUIGestureRecognizer(context: context)
        representable.updateUIGestureRecognizer(recognizer, context: context)
        return content
    }
}
