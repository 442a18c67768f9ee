import Foundation
import SwiftUI

/// A tip drawn inline (iOS 17), as TipKit's `TipView`: the tip's image in the tint beside its
/// title (headline) and message (subheadline, secondary), a close button at the top-trailing
/// corner, the actions under a divider, all on the tip background in a rounded rectangle
/// (`TipViewMetrics`). A render shows the tip as the first time it appears.
public struct TipView<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge?

    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
    }

    public var body: some View {
        TipContentView(configuration: TipViewStyleConfiguration(tip: tip), arrowEdge: arrowEdge)
    }
}

/// A tip's parts as a `TipViewStyle` receives them.
@MainActor @preconcurrency
public struct TipViewStyleConfiguration {
    public let tip: any Tip
    public var title: Text? { tip.title }
    public var message: Text? { tip.message }
    public var image: Image? { tip.image }
    public var actions: [Tips.Action] { tip.actions }
    init(tip: any Tip) { self.tip = tip }
}

/// How tip views draw, as TipKit's `TipViewStyle`.
@MainActor @preconcurrency
public protocol TipViewStyle {
    associatedtype Body: View
    typealias Configuration = TipViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's tip view.
public struct MiniTipViewStyle: TipViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TipStandardLayout(configuration: configuration) }
}

extension TipViewStyle where Self == MiniTipViewStyle {
    public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}

/// The tip view style, the tip background and corner radius, and the image size set above a tip view.
private struct TipEnvironment {
    var style: ((TipViewStyleConfiguration) -> AnyView)?
    var background: AnyShapeStyle?
    var cornerRadius: CGFloat?
    var imageSize: CGSize?
}

private struct TipEnvironmentKey: EnvironmentKey {
    static var defaultValue: TipEnvironment { TipEnvironment() }
}

extension EnvironmentValues {
    fileprivate var tips: TipEnvironment {
        get { self[TipEnvironmentKey.self] }
        set { self[TipEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// The style of the tip views in this view.
    public func tipViewStyle<S: TipViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.tips) { $0.style = { AnyView(style.makeBody(configuration: $0)) } }
    }
    /// The background of the tip views in this view.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.tips) { $0.background = AnyShapeStyle(style) }
    }
    /// The corner radius of the tip views in this view.
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
        transformEnvironment(\.tips) { $0.cornerRadius = cornerRadius }
    }
    /// The size of the tip views' images in this view.
    public func tipImageSize(_ size: CGSize) -> some View {
        transformEnvironment(\.tips) { $0.imageSize = size }
    }

    /// Shows `tip` in a popover pointing at this view (iOS 17). The popover is a presentation, which a
    /// still does not draw: the view is drawn, with a render note.
    public func popoverTip<Content: Tip>(_ tip: Content, arrowEdge: Edge = .top,
                                         action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        _renderNote("popoverTip \(tip.id)", drawn: "the view the tip points at, without the tip's popover")
    }
}

/// A tip view in the environment's style.
private struct TipContentView: View {
    let configuration: TipViewStyleConfiguration
    let arrowEdge: Edge?
    @Environment(\.tips) private var tips

    var body: some View {
        if let style = tips.style {
            style(configuration)
        } else {
            TipStandardLayout(configuration: configuration, arrowEdge: arrowEdge)
        }
    }
}

/// iOS 17's tip view (metrics: `TipViewMetrics`).
private struct TipStandardLayout: View {
    let configuration: TipViewStyleConfiguration
    var arrowEdge: Edge? = nil
    @Environment(\.tips) private var tips

    var body: some View {
        let hasActions = !configuration.actions.isEmpty
        let shape = RoundedRectangle(cornerRadius: tips.cornerRadius ?? TipViewMetrics.cornerRadius, style: .continuous)
        let background = tips.background ?? AnyShapeStyle(TipViewMetrics.background)
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: TipViewMetrics.imageSpacing) {
                if let image = configuration.image {
                    image
                        .font(TipViewMetrics.imageFont)
                        .foregroundStyle(.tint)
                        .frame(width: tips.imageSize?.width ?? TipViewMetrics.imageWidth, height: tips.imageSize?.height)
                }
                VStack(alignment: .leading, spacing: TipViewMetrics.titleMessageSpacing) {
                    configuration.title?.font(TipViewMetrics.titleFont).foregroundStyle(.primary)
                    configuration.message?.font(TipViewMetrics.messageFont).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "xmark")
                    .font(TipViewMetrics.closeFont)
                    .foregroundStyle(.tertiary)
            }
            .padding(EdgeInsets(top: TipViewMetrics.topInset, leading: TipViewMetrics.leadingInset,
                                bottom: hasActions ? TipViewMetrics.insetAboveActions : TipViewMetrics.bottomInset,
                                trailing: TipViewMetrics.trailingInset))
            ForEach(configuration.actions) { action in
                VStack(spacing: 0) {
                    Divider().padding(.leading, TipViewMetrics.leadingInset)
                    action.label()
                        .foregroundStyle(.tint)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                        .padding(.horizontal, TipViewMetrics.leadingInset)
                }
                .frame(height: TipViewMetrics.actionHeight)
            }
            if hasActions { Color.clear.frame(height: TipViewMetrics.insetBelowActions) }
        }
        .background(background, in: shape)
        .overlay { arrow(fill: background) }
        .padding(arrowEdge.map { Edge.Set($0) } ?? [], TipViewMetrics.arrowDepth)
    }

    /// The arrow pointing out of `arrowEdge`, centred on it, in the tip's background.
    @ViewBuilder private func arrow(fill: AnyShapeStyle) -> some View {
        if let arrowEdge {
            let across = arrowEdge == .top || arrowEdge == .bottom
            TipArrow(edge: arrowEdge)
                .fill(fill)
                .frame(width: across ? TipViewMetrics.arrowBase : TipViewMetrics.arrowDepth,
                       height: across ? TipViewMetrics.arrowDepth : TipViewMetrics.arrowBase)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(arrowEdge))
                .offset(x: arrowEdge == .leading ? -TipViewMetrics.arrowDepth : arrowEdge == .trailing ? TipViewMetrics.arrowDepth : 0,
                        y: arrowEdge == .top ? -TipViewMetrics.arrowDepth : arrowEdge == .bottom ? TipViewMetrics.arrowDepth : 0)
        }
    }
}

/// A triangle pointing out of `edge`: its base on the opposite side of its frame.
private struct TipArrow: Shape {
    let edge: Edge

    func path(in rect: CGRect) -> Path {
        let (tip, base1, base2): (CGPoint, CGPoint, CGPoint)
        switch edge {
        case .top: (tip, base1, base2) = (CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY))
        case .bottom: (tip, base1, base2) = (CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY))
        case .leading: (tip, base1, base2) = (CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY))
        case .trailing: (tip, base1, base2) = (CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY))
        }
        var path = Path()
        path.move(to: base1)
        path.addLine(to: tip)
        path.addLine(to: base2)
        path.closeSubpath()
        return path
    }
}

extension Alignment {
    /// The alignment that puts a view against `edge`.
    fileprivate init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}
