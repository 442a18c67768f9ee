import Foundation

/// How a presentation (a sheet) is sized around its content, as SwiftUI's `PresentationSizing`
/// (iOS 18): `.automatic`, `.form`, `.page`, `.fitted`, or the user's own. Sizing shapes sheets on
/// iPad and Mac; a render draws no sheet (a presented one is a render note), so no sizing is ever
/// asked for a size. The system sizings' proposals depend on the screen on iOS; here `.automatic`,
/// `.form` and `.page` propose nothing in particular (`.unspecified`, Mockup's choice) and
/// `.fitted` proposes nil on both axes, as Apple documents.
public protocol PresentationSizing {
    /// The size proposed to the presentation's content.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The presentation's content, as a sizing sees it (`PresentationSizingRoot`).
public struct PresentationSizingRoot {
    let measure: (ProposedViewSize) -> CGSize

    /// The content's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// What a sizing knows of the presentation's surroundings (`PresentationSizingContext`).
public struct PresentationSizingContext {}

/// The platform's default sizing.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A sizing for forms: larger than the content's ideal size on large screens.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A sizing roughly the size of a page of paper.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// The content's ideal size: `nil` proposed on both axes (Apple's `FittedPresentationSizing`).
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(width: nil, height: nil)
    }
}

/// A sizing changed by `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)`.
struct ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    /// Axes proposed `nil` (sized to the content).
    var fittedHorizontally = false, fittedVertically = false

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposal = base.proposedSize(for: root, context: context)
        return ProposedViewSize(width: fittedHorizontally ? nil : proposal.width,
                                height: fittedVertically ? nil : proposal.height)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// This sizing, sized to the content's ideal size on the given axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        ModifiedPresentationSizing(base: self, fittedHorizontally: horizontal, fittedVertically: vertical)
    }

    /// This sizing, growing but never shrinking with its content on the given axes (a presentation
    /// in a still never resizes).
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        ModifiedPresentationSizing(base: self)
    }
}

extension View {
    /// Sets the sizing of the presentation this view is the content of (iOS 18); no sheet is drawn
    /// in a render, so nothing changes.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
