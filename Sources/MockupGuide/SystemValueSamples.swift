/// Samples for parameters of the frameworks' own value types, which a view may take from its
/// caller (`let axis: Axis`, `let sizeCategory: ContentSizeCategory`). An enumeration the caller
/// chooses from gets one render per case, as the program's own enums do; a setting of the device
/// (text size) or a value with a usual choice gets that one. The program's own type of the same
/// name wins.
enum SystemValueSamples {
    static let byType: [String: [String]] = [
        "Axis": [".horizontal", ".vertical"],
        "Axis.Set": [".horizontal", ".vertical"],
        "Edge": [".top", ".leading", ".bottom", ".trailing"],
        "HorizontalAlignment": [".leading", ".center", ".trailing"],
        "VerticalAlignment": [".top", ".center", ".bottom"],
        "TextAlignment": [".leading", ".center", ".trailing"],
        "Alignment": [".center"],
        "UnitPoint": [".center"],
        "ColorScheme": [".light", ".dark"],
        // The default text size (iOS ships with Large; renders draw at it).
        "ContentSizeCategory": [".large"],
        "DynamicTypeSize": [".large"],
        "ControlSize": [".regular", ".small", ".large"],
        "Font.Weight": [".regular", ".semibold", ".bold"],
        "Font.TextStyle": [".body", ".headline", ".caption"],
        "Visibility": [".automatic", ".visible", ".hidden"],
        "CoordinateSpace": [".global"],
        "Animation": [".default"],
        "EdgeInsets": ["EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)"],
        // A Core Data object's context: a main-queue context of the program's model, empty.
        "NSManagedObjectContext": ["NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)"],
    ]
}
