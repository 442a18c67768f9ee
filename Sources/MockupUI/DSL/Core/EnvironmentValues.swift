import Foundation
import MockupAssets
import MockupText

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The values a view hierarchy passes down: colour scheme, locale, font, colours and text styling.
///
/// Modifiers such as `.font`, `.foregroundStyle` and `.tint` write them; leaf views (Text, Image,
/// shapes) read them when they are resolved.
public struct EnvironmentValues {
    public var colorScheme: ColorScheme = .light
    /// Locale for formatted text. en_US unless set (never the machine's locale).
    public var locale: Locale = Locale(identifier: "en_US")
    /// nil = the body font (system, 17 pt). Setting `Font.default` keeps the font already set.
    public var font: Font? {
        get { explicitFont }
        set { if newValue != .default { explicitFont = newValue } }
    }
    private var explicitFont: Font?
    /// `.fontWeight` / `.bold()`: overrides the font's own weight.
    public var fontWeight: Font.Weight?
    /// `.fontWidth`: overrides the font's own width.
    var fontWidth: Font.Width?
    /// nil = the primary label colour of the colour scheme. Reads the style `.foregroundStyle` set,
    /// else the container's `defaultForegroundStyle`; setting it (nil too) replaces both.
    public var foregroundStyle: AnyShapeStyle? {
        get { explicitForegroundStyle ?? defaultForegroundStyle }
        set { explicitForegroundStyle = newValue; defaultForegroundStyle = nil }
    }
    /// The style `.foregroundStyle` (or a control) set, nil when only a container's default applies:
    /// buttons draw their label in the tint unless it is set.
    private(set) var explicitForegroundStyle: AnyShapeStyle?
    /// The colour a container gives its text without setting a foreground style, as UIKit's list
    /// header configuration sets its label's text colour: text draws in it, buttons keep their tint.
    var defaultForegroundStyle: AnyShapeStyle?
    /// nil = the system accent (iOS blue).
    public var tint: Color?
    /// A tint that is a style other than a colour (`.tint(Color.red.gradient)`); `tint` is then nil.
    public var tintStyle: AnyShapeStyle?
    /// Values of custom `EnvironmentKey`s, environment objects and observable objects, by key type.
    var customValues: [ObjectIdentifier: Any] = [:]
    public var tracking: CGFloat = 0
    public var kerning: CGFloat = 0
    public var monospacedDigit = false
    public var italic = false
    public var lineLimit: Int?
    /// Lines of height a `Text` below takes however few it has (`lineLimit(_:reservesSpace:)`, a
    /// range's lower bound).
    public var reservedLines = 0
    public var multilineTextAlignment: TextAlignment = .leading
    /// `.lineSpacing`: points between the lines of Texts below.
    public var lineSpacing: CGFloat = 0
    /// `.textCase`: nil = as written.
    public var textCase: TextCase?
    /// The app's asset catalogs: where `Image("name")`, `Color("name")` and the asset symbols
    /// (`Image(.hero)`) find their files and colours.
    public var assetCatalog = AssetCatalog()
    /// A single folder of assets (a scene's) as the catalog: its loose `name@3x.png` files and its
    /// image and colour sets. Reads the first folder of the catalog.
    public var assetDirectory: String? {
        get { assetCatalog.folders.first }
        set { assetCatalog = AssetCatalog(folders: newValue.map { [$0] } ?? []) }
    }
    /// The style `Button`s use; nil = the automatic (borderless) style.
    var buttonStyle: (any ButtonStyle)?
    /// Controls, containers and bars (DSL/Controls/ControlEnvironment.swift).
    var controls = ControlEnvironment()
    /// Device, scene and user settings (DSL/Core/SystemEnvironment.swift), shared until written: the
    /// environment is copied for every view, and these values rarely change below the root.
    var system: SystemEnvironment {
        _read { yield systemStorage.values }
        _modify {
            if !isKnownUniquelyReferenced(&systemStorage) { systemStorage = SystemEnvironment.Storage(systemStorage.values) }
            yield &systemStorage.values
        }
    }
    private var systemStorage = SystemEnvironment.Storage(SystemEnvironment())

    public init() {}

    /// The resolved foreground paint: the explicit style, else the label colour of the scheme.
    /// A style that refers to the foreground itself resolves to the label colour.
    func resolvedForeground() -> ResolvedPaint {
        var outer = self
        outer.foregroundStyle = nil
        return foregroundStyle?.resolvePaint(in: outer) ?? .color(Color.primary.rgba(in: self))
    }

    /// The resolved tint: the explicit tint, else the system accent colour.
    func resolvedTint() -> RGBA {
        (tint ?? Color.accentColor).rgba(in: self)
    }

    /// The colour of the tint as controls that draw in one colour use it: the tint colour, or the
    /// colour halfway along a gradient tint; nil when no tint is set. Resolved without the tint, as
    /// the tint may itself refer to the accent colour.
    func explicitTintColor() -> RGBA? {
        var outer = self
        outer.tint = nil
        outer.tintStyle = nil
        if let tint { return tint.rgba(in: outer) }
        return tintStyle.map { $0.resolvePaint(in: outer).middleColor }
    }

    /// The tint as one colour (a style tint's middle colour); nil when no tint is set.
    var tintColor: Color? { tint ?? explicitTintColor().map { Color(provider: .fixed($0)) } }

    /// The font descriptor Text and symbol images use, at the Dynamic Type size (a text style's size
    /// there, a scaled font's grown as its style; docs/TEXT.md §2.2), with weight and italic overrides applied.
    func resolvedFont() -> FontDescriptor {
        let font = font ?? .body
        var descriptor = font.descriptor
        if let style = font.scalingStyle, dynamicTypeSize != .large { descriptor = descriptor.scaled(by: style.scale(at: dynamicTypeSize)) }
        if let fontWeight { descriptor.weight = fontWeight }
        if let fontWidth { descriptor.width = Double(fontWidth.value) }
        if italic { descriptor.italic = true }
        return descriptor
    }
}

/// Reads a value of the view's environment, e.g. `@Environment(\.colorScheme) var scheme`. The
/// environment is installed into the property as a value before the view's `body` is evaluated
/// (`installEnvironment`); read before that (in `init`) it gives the default, as in SwiftUI.
@preconcurrency @MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty, EnvironmentReading {
    let read: @MainActor (EnvironmentValues) -> Value
    let storage = EnvironmentStorage()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    /// Reads with any function of the environment (`@Environment(Model.self)`).
    init(reading read: @escaping @MainActor (EnvironmentValues) -> Value) { self.read = read }
    public var wrappedValue: Value { read(storage.values ?? EnvironmentValues()) }

    func install(_ environment: EnvironmentValues) { storage.values = environment }
}

/// Sets an environment value for a subtree.
struct EnvironmentWriter: NodeModifier {
    let transform: (inout EnvironmentValues) -> Void

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        var modified = environment
        transform(&modified)
        let nodes = content(modified)
        // A change of direction is the one environment value layout reads (LAYOUT-SPEC §6.8).
        guard modified.layoutDirection != environment.layoutDirection else { return nodes }
        return nodes.map { .layoutDirection(modified.layoutDirection, child: $0) }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
    }

    /// Sets the colour scheme of this view and its descendants (the iOS 13 form).
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

extension EnvironmentValues: CustomStringConvertible {
    /// The values as `[name = value, …]` in declaration order (custom keys' values left out, as they
    /// are kept by type and have no order), so two environments that differ describe differently.
    public var description: String {
        let values = Mirror(reflecting: self).children.compactMap { child -> String? in
            guard let label = child.label, label != "customValues" else { return nil }
            return "\(label) = \(child.value)"
        }
        return "[" + values.joined(separator: ", ") + "]"
    }
}
