import Foundation

/// The generated files that, compiled with a guide's `Guide.swift`, make its runner: stubs for
/// screens the guide names but never defines, the `#Preview` value type, and one render call per
/// component variant (each on its own line, so a call that does not compile can be dropped).
struct RunnerSource {
    let program: GuideProgram
    let plan: ComponentPlan
    let stubs: Set<String>
    /// Components whose generated call did not compile, with the compiler's error.
    let dropped: [String: String]

    /// The view that stands in for a view body left out because it does not compile (`LeftOutDeclaration`).
    static let leftOutViewName = "LeftOutViewPlaceholder"

    /// `Support.swift`: stubs and preview types.
    var support: String {
        var text = "import SwiftUI\n\n"
        let initializers = StubInitializers.declarations(for: stubs, in: program.source)
        for name in stubs.sorted() {
            let inits = initializers[name].map { ["init() {}"] + $0 }?.map { "    \($0)\n" }.joined() ?? ""
            text += "/// A view the guide uses but does not define.\nstruct \(name): View {\n\(inits)"
                + "    var body: some View { UndefinedViewPlaceholder(typeName: \"\(name)\") }\n}\n"
        }
        text += """

        /// What a `#Preview` block became: its body (a SwiftUI view, or UIKit's forms: a `UIView` or a
        /// `UIViewController`) and the preview options its traits set.
        struct __MockupPreview {
            let body: @MainActor () -> AnyView
            var options = CanvasPreviewOptions()
            init(_ name: String? = nil, traits: __MockupPreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View) {
                self.init(traits: traits) { AnyView(body()) }
            }
            init(_ name: String? = nil, traits: __MockupPreviewTrait...,
                 @__MockupPreviewBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) {
                self.init(traits: traits) { AnyView(_UIKitPreviewContent(body())) }
            }
            init(_ name: String? = nil, traits: __MockupPreviewTrait...,
                 @__MockupPreviewBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController) {
                self.init(traits: traits) { AnyView(_UIKitPreviewContent(body())) }
            }
            private init(traits: [__MockupPreviewTrait], shown: @escaping @MainActor () -> AnyView) {
                body = shown
                options = traits.reduce(options) { $1.options.filling(from: $0) }
            }
        }

        /// The body of a UIKit `#Preview` (UIKit's `PreviewMacroBodyBuilder`): statements that set the
        /// view up, ending with the view or controller shown.
        @resultBuilder enum __MockupPreviewBodyBuilder<Shown> {
            static func buildExpression(_ shown: Shown) -> Shown? { shown }
            static func buildExpression(_ statement: Void) -> Shown? { nil }
            static func buildBlock(_ parts: Shown?...) -> Shown {
                guard let shown = parts.last ?? nil else { fatalError("a UIKit #Preview must end with the view or controller it shows") }
                return shown
            }
        }

        /// `#Preview` traits: its layout and orientation.
        struct __MockupPreviewTrait {
            let options: CanvasPreviewOptions
            static let sizeThatFitsLayout = __MockupPreviewTrait(options: CanvasPreviewOptions(layout: .sizeThatFits))
            static let defaultLayout = __MockupPreviewTrait(options: CanvasPreviewOptions(layout: .device))
            static let portrait = __MockupPreviewTrait(options: CanvasPreviewOptions(orientation: .portrait))
            static let portraitUpsideDown = __MockupPreviewTrait(options: CanvasPreviewOptions(orientation: .portraitUpsideDown))
            static let landscapeLeft = __MockupPreviewTrait(options: CanvasPreviewOptions(orientation: .landscapeLeft))
            static let landscapeRight = __MockupPreviewTrait(options: CanvasPreviewOptions(orientation: .landscapeRight))
            static func fixedLayout(width: CGFloat, height: CGFloat) -> __MockupPreviewTrait {
                __MockupPreviewTrait(options: CanvasPreviewOptions(layout: .fixed(width: width, height: height)))
            }
        }

        """
        if RunnerSource.importsWidgetKit(program.source) { text += RunnerSource.widgetPreviews }
        if !RunnerSource.declaresModuleBundle(program.source) { text += RunnerSource.moduleBundle }
        return text + DeviceDefaultsPrelude.source(for: program.source)
    }

    /// Whether the code declares a static `module` itself (so it keeps its own `Bundle.module`).
    static func declaresModuleBundle(_ source: String) -> Bool {
        source.contains(#/static\s+(var|let)\s+module\b/#)
    }

    /// The resource bundle SwiftPM generates for a package target with resources (`Bundle.module`, as
    /// `Image("logo", bundle: .module)` names it), so a package's sources render as they build: assets
    /// are found in the asset catalogs beside the code whatever bundle is named, so it is the main one.
    static let moduleBundle = """

        extension Foundation.Bundle {
            static var module: Bundle { Bundle.main }
        }

        """

    /// Whether the guide's code imports WidgetKit (so its `#Preview`s may preview widgets).
    static func importsWidgetKit(_ source: String) -> Bool {
        source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import WidgetKit") }
    }

    /// The widget and Live Activity forms of `#Preview` (Apple's `Preview` initializers of WidgetKit),
    /// each the WidgetKit preview view of the same arguments. Names are qualified with their module:
    /// the code may declare its own (a catalog's `struct WidgetFamily: View` showing the environment value).
    static let widgetPreviews = """
        import WidgetKit
        import ActivityKit

        extension __MockupPreview {
            init<W: WidgetKit.Widget>(_ name: String? = nil, as family: WidgetKit.WidgetFamily, widget: @escaping () -> W,
                                      @WidgetKit.PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any WidgetKit.TimelineEntry]) {
                body = { AnyView(WidgetKit.WidgetPreview(name, as: family, widget: widget, timeline: timeline)) }
            }
            init<W: WidgetKit.Widget, P: WidgetKit.TimelineProvider>(_ name: String? = nil, as family: WidgetKit.WidgetFamily,
                                                                     widget: @escaping () -> W, timelineProvider: @escaping () -> P) {
                body = { AnyView(WidgetKit.WidgetPreview(name, as: family, widget: widget, timelineProvider: timelineProvider)) }
            }
            init<W: WidgetKit.Widget, P: WidgetKit.IntentTimelineProvider>(_ name: String? = nil, as family: WidgetKit.WidgetFamily,
                                                                           using intent: P.Intent, widget: @escaping () -> W,
                                                                           timelineProvider: @escaping () -> P) {
                body = { AnyView(WidgetKit.WidgetPreview(name, as: family, using: intent, widget: widget, timelineProvider: timelineProvider)) }
            }
            init<W: WidgetKit.Widget, P: WidgetKit.AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetKit.WidgetFamily,
                                                                              using intent: P.Intent, widget: @escaping () -> W,
                                                                              timelineProvider: @escaping () -> P) {
                body = { AnyView(WidgetKit.WidgetPreview(name, as: family, using: intent, widget: widget, timelineProvider: timelineProvider)) }
            }
            init<W: WidgetKit.Widget, A: ActivityKit.ActivityAttributes>(
                _ name: String? = nil, as viewKind: WidgetKit.ActivityPreviewViewKind, using attributes: A, widget: @escaping () -> W,
                @WidgetKit.PreviewActivityBuilder<A> contentStates: @escaping @MainActor () -> [A.ContentState]
            ) {
                body = { AnyView(WidgetKit.ActivityPreview(name, as: viewKind, using: attributes, widget: widget, contentStates: contentStates)) }
            }
        }

        """

    /// The owner of the line registering a stand-in `type` object (`EnvironmentObjectDefaults`): a type
    /// that cannot be made that way just has none.
    static func environmentObjectOwner(_ type: String) -> String { environmentObjectPrefix + type }

    /// Whether the line `owner` owns registers an environment object rather than rendering a component.
    static func registersEnvironmentObject(_ owner: String) -> Bool { owner.hasPrefix(environmentObjectPrefix) }

    private static let environmentObjectPrefix = "\u{0}environment object "

    /// `Components.swift`: the render calls, and the component each line belongs to (or the
    /// environment object it registers).
    var components: (text: String, lineOwners: [Int: String]) {
        // The program's modules too (those a render has: the others are blanked in its source), so
        // that samples can name their types (`ModelContext` of SwiftData, `CLLocationCoordinate2D`).
        let modules = ModuleImports.modules(in: program.source).filter { !["SwiftUI", "MockupGuideRuntime"].contains($0) }
        var lines = ["import SwiftUI", "import MockupGuideRuntime"] + modules.map { "import \($0)" }
            + ["", "@MainActor func __mockupRenderComponents(_ r: GuideRendering) {"]
            + plan.widgetTypes.map { "    WidgetPreviewRegistry.register(\($0)())" }
            + (program.source.contains("func \(DataModelCode.registrationFunction)()") ? ["    \(DataModelCode.registrationFunction)()"] : [])
        var owners: [Int: String] = [:]
        if let light = plan.canvas.light, let dark = plan.canvas.dark {
            lines.append(light == dark ? "    r.setCanvas(\(light))" : "    r.setCanvas(light: \(light), dark: \(dark))")
        }
        if let scheme = plan.forcedScheme { lines.append("    r.forceScheme(.\(scheme))") }
        for (type, instance) in plan.environmentObjects where dropped[Self.environmentObjectOwner(type)] == nil {
            lines.append("    EnvironmentObjectDefaults.register(\(type).self) { \(instance) }")
            owners[lines.count] = Self.environmentObjectOwner(type)
        }
        for component in plan.components where dropped[component.name] == nil {
            let line = program.location(ofProgramLine: component.programLine)?.guideLine ?? component.programLine
            let name = RunnerSource.literal(component.name)
            func add(_ call: String) {
                lines.append("    " + call)
                owners[lines.count] = component.name
            }
            switch component.source {
            case .preview(let identifier):
                add("r.render(\(name), line: \(line), preview: \(identifier).options) { \(identifier).body() }")
            case .previewProvider:
                add("r.renderPreviews(\(name), line: \(line)) { \(component.type ?? component.name).previews }")
            case .app:
                add("r.render(\(name), line: \(line), screen: true) { AppWindow(\(component.type ?? component.name)()) }")
            case .widget:
                // A Live Activity has no gallery view: it needs its #Preview's attributes and content states.
                add("if let widget = WidgetGalleryPreview(\(component.type ?? component.name)()) { r.render(\(name), line: \(line)) { widget } } "
                    + "else { r.needsArguments(\(name), line: \(line), [\"ActivityAttributes\", \"ContentState\"]) }")
            case .view(let variants):
                for variant in variants {
                    let call = (component.type ?? component.name) + "(" + variant.arguments.map { argument in
                        argument.label == "_" ? argument.value : "\(argument.label): \(argument.value)"
                    }.joined(separator: ", ") + ")"
                    let arguments = "[" + variant.reportedArguments.map { "\(RunnerSource.literal($0.key)): \(RunnerSource.literal($0.value))" }
                        .joined(separator: ", ") + "]"
                    let variantName = variant.name.map(RunnerSource.literal) ?? "nil"
                    let dark = component.darkToken.map { ", darkToken: \(RunnerSource.literal($0))" } ?? ""
                    let frame = [("usedWidth", component.usedFrame?.width), ("usedHeight", component.usedFrame?.height)]
                        .compactMap { label, value in value.map { ", \(label): \($0)" } }.joined()
                    add("r.render(\(name), line: \(line), variant: \(variantName), arguments: \(variant.arguments.isEmpty ? "[:]" : arguments)\(dark)\(frame)) { \(call) }")
                }
            case .needsArguments(let parameters):
                add("r.needsArguments(\(name), line: \(line), [\(parameters.map(RunnerSource.literal).joined(separator: ", "))])")
            }
        }
        for (name, error) in dropped.sorted(by: { $0.key < $1.key }) where !Self.registersEnvironmentObject(name) {
            let line = plan.components.first { $0.name == name }
                .flatMap { program.location(ofProgramLine: $0.programLine)?.guideLine } ?? 0
            if let parameters = Self.missingParameters(in: error) {
                // The call had no sample for a required parameter: the component needs arguments, it did not fail.
                lines.append("    r.needsArguments(\(RunnerSource.literal(name)), line: \(line), [\(parameters.map(RunnerSource.literal).joined(separator: ", "))])")
                continue
            }
            // A view compiled out for the iPhone (`#if os(macOS)`, `#if canImport(AppKit)`) is not the app's:
            // it has nothing to render, as Xcode shows no iOS preview of it.
            let typeName = (plan.components.first { $0.name == name }?.type ?? name).prefix { $0 != "<" }
            if error == "cannot find '\(typeName)' in scope" { continue }
            let isPreview = plan.components.contains { if $0.name == name, case .preview = $0.source { true } else { false } }
            let message = RunnerSource.literal(isPreview ? "its #Preview does not compile here (see the errors left out)"
                                                         : "its sample arguments do not compile: \(error)")
            lines.append("    r.failed(\(RunnerSource.literal(name)), line: \(line), \(message))")
        }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", owners)
    }

    /// The parameters of `missing arguments for parameters 'title', #1 in call` (the compiler's
    /// message for a call without a required argument), or nil for any other error.
    static func missingParameters(in error: String) -> [String]? {
        let prefixes = ["missing arguments for parameters ", "missing argument for parameter "]
        guard let prefix = prefixes.first(where: error.hasPrefix), error.hasSuffix(" in call") else { return nil }
        let list = error.dropFirst(prefix.count).dropLast(" in call".count)
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '")) }
        return names.isEmpty || names.contains(where: \.isEmpty) ? nil : names
    }

    /// `main.swift`.
    static let main = """
        import Foundation
        import MockupGuideRuntime
        import SwiftUI

        MainActor.assumeIsolated {
            _RenderedCodeClasses.modules = ["\(GuideProgram.moduleName)"]
            let renderer = GuideRendering()
            __mockupRenderComponents(renderer)
            exit(renderer.finish())
        }

        """

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
