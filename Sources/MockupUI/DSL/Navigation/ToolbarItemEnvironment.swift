import Foundation

/// A toolbar item drawn in the environment of the view its `.toolbar` is declared on, as SwiftUI
/// passes it: the styles, tint, font, foreground style, control size, environment objects and
/// `dismiss` set on that view or around it (inside the stack or outside it) reach the item, so
/// `NavigationStack { … }.toggleStyle(.button)` draws its bottom bar's toggles as buttons. The bar
/// keeps its own colour scheme and container context (`EnvironmentValues.placingToolbarItem`).
struct ToolbarItemInDeclaredEnvironment: View, PrimitiveView {
    typealias Body = Never
    let item: AnyView
    let declared: EnvironmentValues

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        MockupUI.resolveNodes(item, in: environment.placingToolbarItem(declaredIn: declared))
    }
}

extension EnvironmentValues {
    /// The environment of a toolbar item declared in `declared`, drawn in this bar's environment:
    /// the declared values, with the bar's colour scheme (`toolbarColorScheme`) and the bar's
    /// container context (in a bar, not a list row; the bar's stack axis), keeping the declared
    /// controls' styles and sizes.
    func placingToolbarItem(declaredIn declared: EnvironmentValues) -> EnvironmentValues {
        var item = declared
        item.colorScheme = colorScheme
        item.controls = controls
        let styles = declared.controls
        item.controls.isEnabled = styles.isEnabled
        item.controls.controlSize = styles.controlSize
        item.controls.textFieldStyle = styles.textFieldStyle
        item.controls.labelStyle = styles.labelStyle
        item.controls.toggleStyle = styles.toggleStyle
        item.controls.progressViewStyle = styles.progressViewStyle
        item.controls.pickerStyle = styles.pickerStyle
        item.controls.buttonBorderShape = styles.buttonBorderShape
        item.controls.datePickerStyle = styles.datePickerStyle
        item.controls.labelsHidden = styles.labelsHidden
        item.controls.labelIconToTitleSpacing = styles.labelIconToTitleSpacing
        return item
    }
}
