import Foundation
import SwiftUI

/// What a `WebImage` or `AnimatedImage` shows over its placeholder while the image loads
/// (SDWebImageSwiftUI's `Indicator`): a view of whether it is loading and how far it got. A
/// render is always at the start of a load: loading, no progress.
public struct Indicator<T: View> {
    let content: (Binding<Bool>, Binding<Double>) -> T

    public init(@ViewBuilder content: @escaping (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T) {
        self.content = content
    }
}

extension Indicator where T == ActivityIndicator {
    /// The system's spinning activity indicator.
    public static var activity: Indicator<ActivityIndicator> { activity(style: .medium) }
    /// The activity indicator in `style`.
    public static func activity(style: UIActivityIndicatorView.Style) -> Indicator<ActivityIndicator> {
        Indicator { isAnimating, _ in ActivityIndicator(isAnimating, style: style) }
    }
}

extension Indicator where T == ProgressIndicator {
    /// The system's progress bar.
    public static var progress: Indicator<ProgressIndicator> { progress(style: .default) }
    /// The progress bar in `style`.
    public static func progress(style: UIProgressView.Style) -> Indicator<ProgressIndicator> {
        Indicator { isAnimating, progress in ProgressIndicator(isAnimating, progress: progress, style: style) }
    }
}

/// SDWebImageSwiftUI's activity indicator: the system spinner, larger in the `.large` styles.
public struct ActivityIndicator: View {
    let isAnimating: Bool
    let style: UIActivityIndicatorView.Style

    public init(_ isAnimating: Binding<Bool>, style: UIActivityIndicatorView.Style = .medium) {
        self.isAnimating = isAnimating.wrappedValue
        self.style = style
    }

    public var body: some View {
        if isAnimating {
            ProgressView().controlSize(style == .large ? .large : .regular)
        }
    }
}

/// SDWebImageSwiftUI's progress indicator: the system progress bar at the load's progress.
public struct ProgressIndicator: View {
    let isAnimating: Bool
    let progress: Double
    let style: UIProgressView.Style

    public init(_ isAnimating: Binding<Bool>, progress: Binding<Double>, style: UIProgressView.Style = .default) {
        self.isAnimating = isAnimating.wrappedValue
        self.progress = progress.wrappedValue
        self.style = style
    }

    public var body: some View {
        if isAnimating { ProgressView(value: progress) }
    }
}
