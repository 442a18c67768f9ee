/// Which SF Symbols iOS draws mirrored in a right-to-left layout. Apple's guidance is to flip icons
/// that show forward or backward motion or that represent text or reading direction (Human Interface
/// Guidelines, Right to left: Interface icons); SF Symbols names such symbols by their reading
/// direction — `chevron.forward`, `arrow.backward.circle`, `text.justify.leading` — and ships their
/// right-to-left versions, while `chevron.right` and `arrow.left` point where they say in every
/// language (docs/SYMBOLS.md, Right to left).
public enum SymbolReadingDirection {
    /// Whether the symbol `name` is drawn mirrored when the layout direction is right to left: a name
    /// with a `forward`, `backward`, `leading` or `trailing` part, or a bulleted or numbered list or an
    /// indent, but not the media transport symbols (`forward.fill`, `backward.end`), which keep the
    /// direction of time as iOS's playback controls do.
    public static func mirrorsInRightToLeft(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let first = parts.first, first != "forward", first != "backward" else { return false }
        if first == "list" || first == "increase" || first == "decrease" { return true }
        return parts.contains { $0 == "forward" || $0 == "backward" || $0 == "leading" || $0 == "trailing" }
    }
}
