import Foundation
import MockupUI

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`. The engine cannot draw UIKit
/// views: a representable renders as a neutral placeholder box named after its type
/// (`PlatformViewPlaceholder`), with a render warning, and its `makeUIView` is never called.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`; nil = the view's intrinsic size, or the space offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The UIKit view the representable makes and updates, drawn when UIKit provides its class
    /// (`UIKitViewDrawing`), else a placeholder named after the representable.
    public var body: UIKitRepresentedView<Self> { UIKitRepresentedView(representable: self) }
}

/// What a `UIViewRepresentable` draws: its view made and updated once in the render's environment.
public struct UIKitRepresentedView<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @Environment(\.self) private var environment

    public var body: some View {
        if let drawing = UIKitViewDrawing.drawing(of: madeView()) {
            drawing
        } else {
            PlatformViewPlaceholder(typeName: "\(Representable.self)", kind: "UIViewRepresentable")
        }
    }

    /// The representable's view, made and updated as SwiftUI does before showing it.
    private func madeView() -> Representable.UIViewType {
        let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(),
                                                                transaction: Transaction(), environment: environment)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        return view
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods are given: its coordinator, the transaction and the
/// environment.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`: drawn as a
/// placeholder box named after its type, with a render warning, like `UIViewRepresentable`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`; nil = the space offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }

    /// The placeholder drawn for the view controller's view.
    public var body: PlatformViewPlaceholder {
        PlatformViewPlaceholder(typeName: "\(Self.self)", kind: "UIViewControllerRepresentable")
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable`'s methods are given.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}
