import Foundation
import MockupUI

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`: its view is made and updated once
/// and drawn when UIKit provides its class (`UIKitViewDrawing`), sized by `sizeThatFits` when the
/// representable answers, else by the view's intrinsic size and priorities (`RepresentableSizing`); otherwise a neutral placeholder box named after its type
/// (`PlatformViewPlaceholder`) with a render warning.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`; nil (the default) = the size the view's drawing takes for it.
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
        let made = madeView()
        // A view's delegate is often the coordinator, held weakly: it lives while the view is drawn.
        let drawing = withExtendedLifetime(made.context) { UIKitViewDrawing.drawing(of: made.view) }
        if let drawing {
            let sizing = RepresentableSizing(fitting: { representable.sizeThatFits($0, uiView: made.view, context: made.context) },
                                             intrinsic: (IntrinsicAxis(of: made.view, .horizontal), IntrinsicAxis(of: made.view, .vertical)))
            sizing { drawing }
        } else {
            PlatformViewPlaceholder(typeName: "\(Representable.self)", kind: "UIViewRepresentable")
        }
    }

    /// The representable's view, made and updated as SwiftUI does before showing it, and the
    /// context holding its coordinator.
    private func madeView() -> (view: Representable.UIViewType, context: UIViewRepresentableContext<Representable>) {
        let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(),
                                                                transaction: Transaction(), environment: environment)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        return (view, context)
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

/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`. A framework
/// controller that draws at rest (AVKit's player controller), a plain `UIViewController` or a
/// controller class of the code (their views: nothing at all for the bare controller a
/// navigation-bar configurator makes) is made and drawn; any other is drawn as a placeholder box
/// named after the representable, with a render warning, and never made.
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

    /// The view controller's drawing at rest, or a placeholder.
    public var body: UIKitRepresentedViewController<Self> { UIKitRepresentedViewController(representable: self) }
}

/// What a `UIViewControllerRepresentable` draws: a controller whose class draws at rest
/// (`_UIKitDrawnAtRest`), a plain `UIViewController` or one of the code, made and updated once in the render's
/// environment, as SwiftUI does before showing it (`drawingAsChild`); else a placeholder named after
/// the representable, without making the controller.
public struct UIKitRepresentedViewController<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    @Environment(\.self) private var environment

    public var body: some View {
        if let made = drawingAtRest() {
            let sizing = RepresentableSizing {
                representable.sizeThatFits($0, uiViewController: made.controller, context: made.context)
            }
            sizing { made.drawing }
        } else {
            PlatformViewPlaceholder(typeName: "\(Representable.self)", kind: "UIViewControllerRepresentable")
        }
    }

    /// The made controller, its context and its drawing, when its declared class is one that draws at
    /// rest, UIKit's own `UIViewController` or a class of the code inheriting from it.
    private func drawingAtRest() -> (drawing: AnyView, controller: Representable.UIViewControllerType,
                                     context: UIViewControllerRepresentableContext<Representable>)? {
        guard Representable.UIViewControllerType.self is _UIKitDrawnAtRest.Type
                || _RenderedCodeClasses.isDrawn(Representable.UIViewControllerType.self, as: UIViewController.self) else { return nil }
        let context = UIViewControllerRepresentableContext<Representable>(coordinator: representable.makeCoordinator(),
                                                                          transaction: Transaction(), environment: environment)
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        guard let drawing = controller.drawingAsChild else { return nil }
        return (drawing, controller, context)
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
