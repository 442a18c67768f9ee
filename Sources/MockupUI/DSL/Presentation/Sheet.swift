import Foundation

extension View {
    /// A sheet shown while `isPresented` is true. A still shows the presenting view (with a render
    /// note when the sheet would be up).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        renderNote(when: isPresented.wrappedValue, "sheet(isPresented:) presented")
    }

    /// A sheet for a non-nil `item`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        renderNote(when: item.wrappedValue != nil, "sheet(item:) presented")
    }

    /// A full-screen cover shown while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        renderNote(when: isPresented.wrappedValue, "fullScreenCover(isPresented:) presented")
    }

    /// A full-screen cover for a non-nil `item`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        renderNote(when: item.wrappedValue != nil, "fullScreenCover(item:) presented")
    }

    /// A popover shown while `isPresented` is true (a sheet on iPhone).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        renderNote(when: isPresented.wrappedValue, "popover(isPresented:) presented")
    }

    /// A popover for a non-nil `item`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        renderNote(when: item.wrappedValue != nil, "popover(item:) presented")
    }

    /// An inspector (a sheet on iPhone) shown while `isPresented` is true.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        renderNote(when: isPresented.wrappedValue, "inspector(isPresented:) presented")
    }

    /// The width of an inspector column (no columns on iPhone).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    /// An anchor rectangle.
    public enum Anchor: Sendable { case bounds }
    case rect(Anchor)
    case point(UnitPoint)
}
