extension ToolbarContent {
    /// Whether these items share a glass background with the items of their group (iOS 26); the
    /// iOS 17/18 bars Mockup draws give items no background, so nothing changes.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}

extension CustomizableToolbarContent {
    /// Whether these items share a glass background with the items of their group (iOS 26); the
    /// iOS 17/18 bars Mockup draws give items no background, so nothing changes.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent { self }
}
