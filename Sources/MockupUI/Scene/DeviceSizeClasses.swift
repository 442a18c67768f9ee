/// The size classes of a device in portrait (Apple HIG, "Layout" → "Device size classes"): every
/// iPhone is compact wide and regular tall; an iPad in full screen is regular both ways. The
/// presets tell them apart by width: the narrowest iPad (iPad mini, 744 pt) is wider than the
/// widest iPhone (440 pt).
extension DeviceProfile {
    /// Compact on an iPhone, regular on an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass { width >= 744 ? .regular : .compact }
    /// Regular in portrait on every device.
    public var verticalSizeClass: UserInterfaceSizeClass { .regular }
}
