import Foundation

/// iOS 17/18 sizes and colours of system controls, lists and bars at the default Dynamic Type size
/// (iPhone, compact width). Every value's source is listed in docs/CONTROLS.md; nothing else in the
/// DSL hard-codes an iOS control metric. The few UIKit's shims compute geometry with are public.
public enum SystemMetrics {
    // MARK: Lines and rows
    /// A hairline: one device pixel at @3x (`1 / displayScale`).
    static let hairline: CGFloat = 1.0 / 3
    /// The minimum height of a list row and of a tappable control (HIG: 44 × 44 pt).
    static let minimumRowHeight: CGFloat = 44
    /// Insets of a list row's content (leading/trailing layout margins, vertical padding).
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The screen margin of `.insetGrouped` sections.
    static let insetGroupedMargin: CGFloat = 16
    /// The corner radius of an `.insetGrouped` section.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// Space above a grouped section without a header, and between sections.
    static let sectionSpacing: CGFloat = 35
    /// Space between sections with `.listSectionSpacing(.compact)`.
    static let compactSectionSpacing: CGFloat = 20
    /// Padding between a section header/footer and its rows.
    static let sectionHeaderGap: CGFloat = 7


    /// The width of the slot a list row's `Label` icon is centred in: UIKit's reserved layout width for
    /// a list cell's symbol image, 24 pt scaled with Dynamic Type as `UIFontMetrics.default` scales
    /// (UITableConstants_IOS `defaultImageViewSymbolImageAndAccessoryLayoutWidthForSidebar:`, docs/CONTROLS.md);
    /// none at accessibility sizes, where "content views ignore the reserved layout width" (Apple).
    static func listLabelIconSlot(dynamicTypeSize: DynamicTypeSize) -> CGFloat? {
        dynamicTypeSize.isAccessibilitySize ? nil : 24 * Font.TextStyle.body.scale(at: dynamicTypeSize)
    }

    /// Space between a control row's title and its subtitle: UIKit's text-to-secondary-text padding of
    /// list cells (UITableConstants_IOS `defaultTextToSubtitlePaddingForCellStyle:`, docs/CONTROLS.md).
    static let rowTitleToSubtitleSpacing: CGFloat = 3

    /// The disclosure chevron of a navigation row (`chevron.forward`, 14 pt semibold, tertiary label).
    static let disclosureChevronFont = Font.system(size: 14, weight: .semibold)
    /// Gap above the first section of a grouped list, and above a header after another section.
    static let firstSectionSpacing: CGFloat = 20
    static let headerTopSpacing: CGFloat = 17

    /// A `.sidebar` list's section header: UIKit's sidebar header font, `UIFontTextStyleEmphasizedTitle3`
    /// (20 pt semibold), in the label colour, not uppercased.
    static let sidebarHeaderFont = Font.title3.weight(.semibold)
    /// A prominent section header (`headerProminence(.increased)` in an `.insetGrouped` list, UIKit's
    /// `prominentInsetGroupedHeader`): `UIFontTextStyleEmphasizedTitle3` (20 pt semibold) in the label
    /// colour, not uppercased, its text 3 pt in from the section's card edge, with 8 pt above and 11 pt
    /// below where the grouped header has 17 and 6 (UITableConstants_IOS, docs/CONTROLS.md).
    static let prominentHeaderFont = Font.title3.weight(.semibold)
    static let prominentHeaderInsets = EdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3)

    /// A list row's `.increased` badge: its label padded 2 × 8 pt on a red capsule at least 28 pt wide
    /// (Mockup's choice: no iOS 17/18 render of the platter was found).
    static let prominentBadgeInsets = EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
    static let prominentBadgeMinimumWidth: CGFloat = 28

    /// The outline disclosure chevron trailing a sidebar header (`chevron.forward` at the emphasized
    /// body size, small scale, in the tint; turned down while the section is expanded).
    static let sidebarHeaderChevronFont = Font.body.weight(.semibold)

    /// Edit mode: a row's editing control (the body-size `circle`, `checkmark.circle.fill` or
    /// `minus.circle.fill` symbol) and the padding between it and the row's content.
    static let editControlFont = Font.body
    static let editControlContentPadding: CGFloat = 16
    /// Edit mode: the reorder control (`line.horizontal.3` at the body size, large scale, tertiary label).
    static let reorderControlFont = Font.body

    /// Space between a disclosure group's label and its expanded content.
    static let disclosureContentSpacing: CGFloat = 8

    /// `GroupBox`: 16-pt padding, corner radius 8.
    static let groupBoxPadding: CGFloat = 16
    static let groupBoxCornerRadius: CGFloat = 8

    // MARK: Controls
    /// `UISwitch`: 51 × 31 pt, a 27-pt knob inset by 2 pt.
    static let switchSize = CGSize(width: 51, height: 31)
    static let switchKnobInset: CGFloat = 2
    /// `UISlider`: a 4-pt track and a 27-pt thumb.
    public static let sliderTrackHeight: CGFloat = 4
    public static let sliderThumbDiameter: CGFloat = 27
    /// `UIStepper`: 94 × 32 pt, corner radius 8.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperCornerRadius: CGFloat = 8
    static let stepperGlyphFont = Font.system(size: 17, weight: .medium)
    /// `UISegmentedControl`: 32 pt tall, corner radius 8 (selected segment 7, inset 2).
    static let segmentedHeight: CGFloat = 32
    static let segmentedCornerRadius: CGFloat = 8
    static let segmentedInset: CGFloat = 2
    /// Segment titles: 13 pt medium, the selected one semibold.
    static let segmentFont = Font.system(size: 13, weight: .medium)
    static let segmentSelectedFont = Font.system(size: 13, weight: .semibold)
    /// The pop-up chevrons of a menu picker (two stacked chevrons, overlapping by half a glyph).
    static let popUpChevronFont = Font.system(size: 10, weight: .bold)
    static let popUpChevronOverlap: CGFloat = 6
    /// UIDatePicker's inline calendar (`.graphical`), measured on an iOS 18 render ([S9]): a 70-pt
    /// header (month and year 17 pt semibold 13 pt from the leading edge, a 7 × 12 tint chevron
    /// 7.7 pt after it; previous/next chevrons, 10.7 × 18, centred 60 and 14.7 pt from the trailing
    /// edge), a 16-pt row of 13-pt semibold weekday abbreviations, six 38-pt weeks of 20-pt day
    /// numbers in columns of a seventh of the width, 10 pt below; a selected day semibold in the tint
    /// on a circle as tall as a week of the tint at 12 %. The time row adds 42 pt, its label 17 pt
    /// semibold 8 pt from the leading edge, its pill 8 pt from the trailing edge ([S9], iOS 26).
    static let calendarHeaderHeight: CGFloat = 70
    static let calendarHeaderLeadingInset: CGFloat = 13
    static let calendarHeaderTrailingInset: CGFloat = 9.35
    static let calendarTitleFont = Font.system(size: 17, weight: .semibold)
    static let calendarTitleChevronFont = Font.system(size: 13, weight: .semibold)
    static let calendarTitleChevronGap: CGFloat = 7.7
    static let calendarMonthChevronFont = Font.system(size: 21, weight: .medium)
    static let calendarMonthChevronSpacing: CGFloat = 34.6
    static let calendarWeekdayFont = Font.system(size: 13, weight: .semibold)
    static let calendarWeekdayRowHeight: CGFloat = 16
    static let calendarRowHeight: CGFloat = 38
    static let calendarBottomPadding: CGFloat = 10
    static let calendarDayFont = Font.system(size: 20)
    static let calendarSelectedDayFont = Font.system(size: 20, weight: .semibold)
    static let calendarSelectionDiameter: CGFloat = 38
    static let calendarSelectionOpacity = 0.12
    static let calendarTimeRowHeight: CGFloat = 42
    static let calendarTimeRowInset: CGFloat = 8
    static let calendarTimeLabelFont = Font.system(size: 17, weight: .semibold)
    /// `UIPickerView` and UIDatePicker's wheels: 216 pt tall, a cylinder 1.07 × that across seen
    /// in perspective 0.003, 32-pt rows squeezed 1.25 × (a row is (32 / 216) · 2 · asin(1 / 1.07) / 1.25
    /// = 0.286 rad round it, so the next row's centre is 32.2 pt from the middle), titles 21 pt
    /// regular at 44.7 % opacity off the centre, the selected row magnified 1.119 ×; the band
    /// behind it 35.8 pt tall (32 × 1.119), radius 8, 9 pt from the picker's sides; 12 pt beside
    /// each column's titles (Flutter's `ListWheelViewport` and Cupertino pickers, CONTROLS.md [S8]).
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 32
    static let wheelRadius: CGFloat = 1.07 * 216 / 2
    static let wheelRowAngle = Double(wheelRowHeight / wheelHeight) * 2 * asin(1 / 1.07) / 1.25
    static let wheelPerspective: CGFloat = 0.003
    /// Rows drawn on each side of the selected one (the fourth is the last whose centre is on the face).
    static let wheelVisibleRows = 4
    static let wheelFont = Font.system(size: 21)
    static let wheelSelectedMagnification: CGFloat = 1.119
    static let wheelUnselectedOpacity = 0.447
    static let wheelBandHeight: CGFloat = 32 * 1.119
    static let wheelBandCornerRadius: CGFloat = 8
    static let wheelBandInset: CGFloat = 9
    static let wheelColumnPadding: CGFloat = 12
    /// `UIProgressView` (`.default`): a 4-pt track with round caps.
    static let progressTrackHeight: CGFloat = 4
    /// A circular accessory gauge (`.accessoryCircular`, `.accessoryCircularCapacity`): the HIG's
    /// accessory circular widget on 390–393-pt iPhones, which the style is drawn for (72 pt); its
    /// ring 6 pt wide, the open ring's gap 90° at the bottom (Mockup's choice: Apple publishes
    /// neither).
    static let circularGaugeDiameter: CGFloat = 72
    static let circularGaugeLineWidth: CGFloat = 6
    static let circularGaugeGapDegrees: Double = 90
    /// The clear gap around an accessory gauge's marker dot (Mockup's choice: Apple publishes no size).
    static let gaugeMarkerGap: CGFloat = 1.5
    /// `UIActivityIndicatorView.Style.medium`: 20 pt.
    static let spinnerDiameter: CGFloat = 20
    /// `UIActivityIndicatorView.Style.large` (the old `.whiteLarge`): 37 pt.
    static let largeSpinnerDiameter: CGFloat = 37
    /// `UITextField.BorderStyle.roundedRect`: corner radius 5, text insets 7 × 6 pt (34 pt tall at 17 pt).
    static let roundedFieldCornerRadius: CGFloat = 5
    static let roundedFieldInsets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    /// `UISearchBar` (iOS 13+): a 36-pt field, corner radius 10, 8-pt symbol-to-text gap.
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCornerRadius: CGFloat = 10
    /// Presented search (UISearchBar hosted by the navigation bar, active): 8 pt above and below the
    /// field, the Cancel button 11 pt after it, a 44-pt scope bar container (docs/CONTROLS.md).
    static let presentedSearchFieldInset: CGFloat = 8
    static let searchCancelButtonSpacing: CGFloat = 11
    static let scopeBarHeight: CGFloat = 44
    /// A search token chip inside the field: 26 pt tall, corner radius 6 (approximate).
    static let searchTokenHeight: CGFloat = 26
    static let searchTokenCornerRadius: CGFloat = 6
    /// Compact date / colour pickers: a 34-pt pill (corner radius 6, 11 × 6 pt text insets).
    static let compactPickerInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let compactPickerCornerRadius: CGFloat = 6
    static let colorWellDiameter: CGFloat = 28
    /// The colour well's ring, clockwise from its trailing point: full-saturation hues from red down
    /// through magenta, blue, cyan, green and yellow back to red.
    static let colorWellHues = stride(from: 12, through: 0, by: -1).map { Color(hue: Double($0) / 12, saturation: 1, brightness: 1) }

    /// `.bordered` / `.borderedProminent` buttons per control size (`UIButton.Configuration` sizes):
    /// label font, content insets and corner radius.
    struct BorderedButtonMetrics {
        let font: Font
        let insets: EdgeInsets
        let cornerRadius: CGFloat
    }

    static func borderedButton(_ size: ControlSize) -> BorderedButtonMetrics {
        switch size {
        case .mini:
            return BorderedButtonMetrics(font: .footnote, insets: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), cornerRadius: 4)
        case .small:
            return BorderedButtonMetrics(font: .subheadline, insets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), cornerRadius: 6)
        case .regular:
            return BorderedButtonMetrics(font: .body, insets: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), cornerRadius: 8)
        case .large, .extraLarge:
            return BorderedButtonMetrics(font: .body, insets: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), cornerRadius: 12)
        }
    }

    /// The opacity of the tint in a `.bordered` button's fill.
    static let borderedFillOpacity = 0.15

    /// The opacity of a disabled control (UIKit dims disabled controls to about half).
    static let disabledControlOpacity = 0.5

    /// `UIPageControl`: 8-pt dots 8 pt apart, about 10 pt above the bottom edge.
    static let pageDotDiameter: CGFloat = 8
    static let pageDotSpacing: CGFloat = 8
    static let pageControlBottomPadding: CGFloat = 10

    // MARK: Navigation bar
    /// `UINavigationBar`: 44 pt; with a large title 96 pt (44 + 52).
    static let navigationBarHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// The title menu's indicator (`toolbarTitleMenu`): `chevron.down.circle.fill` at the headline
    /// text style, 6 pt after the inline title (UIKit's `_UINavigationBarTitleControl`, CONTROLS.md [NB1]).
    static let titleMenuIndicatorSpacing: CGFloat = 6
    /// Large title: 34 pt bold (`.largeTitle` emphasized); inline title 17 pt semibold (`.headline`).
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    static let inlineTitleFont = Font.system(size: 17, weight: .semibold)
    /// The bar's leading and trailing layout margins on iPhone.
    static let barMargin: CGFloat = 16
    /// `UIToolbar` (bottom bar) height.
    static let bottomBarHeight: CGFloat = 49
    /// Space between adjacent bar button items.
    static let barItemSpacing: CGFloat = 16
    /// The gap a fixed `ToolbarSpacer` (iOS 26) leaves between bottom bar items.
    static let toolbarFixedSpacerWidth: CGFloat = 32

    // MARK: Redaction
    /// `redacted(reason: .placeholder)`: a text's lines and an image's frame become rounded bars in the
    /// content's own paint at this opacity, with this corner radius.
    static let placeholderOpacity = 0.16
    static let placeholderCornerRadius: CGFloat = 4

    // MARK: Colours (light, dark: UIKit's, in `UIKitSystemColor`)
    static let separator = UIKitSystemColor.separator.color
    static let opaqueSeparator = UIKitSystemColor.opaqueSeparator.color
    /// `UIColor.placeholderText` (= `tertiaryLabel`).
    static let placeholder = UIKitSystemColor.placeholderText.color
    static let tertiaryLabel = UIKitSystemColor.tertiaryLabel.color
    static let systemFill = UIKitSystemColor.systemFill.color
    static let secondaryFill = UIKitSystemColor.secondarySystemFill.color
    static let tertiaryFill = UIKitSystemColor.tertiarySystemFill.color
    static let quaternaryFill = UIKitSystemColor.quaternarySystemFill.color
    static let link = UIKitSystemColor.link.color
    static let background = UIKitSystemColor.systemBackground.color
    /// Grouped lists: the background and the rows'.
    static let groupedBackground = UIKitSystemColor.systemGroupedBackground.color
    static let groupedRowBackground = UIKitSystemColor.secondarySystemGroupedBackground.color
    /// The selected segment of a segmented control.
    static let selectedSegment = Color(light: rgba(255, 255, 255, 1), dark: rgba(99, 99, 102, 1))
    /// GroupBox's background.
    static let secondaryBackground = UIKitSystemColor.secondarySystemBackground.color
    static let tertiaryBackground = UIKitSystemColor.tertiarySystemBackground.color
    /// A named placeholder's fill: a missing image's light grey, and `UIColor.systemGray5`'s dark value
    /// (#2C2C2E) in the dark scheme.
    static let placeholderFill = Color(light: Color(provider: .fixed(ImageDrawing.placeholderFill)), dark: rgba(44, 44, 46, 1))
    /// The system green (`UISwitch.onTintColor` default).
    static let switchOn = Color.green
    /// The system red of destructive roles and badges.
    static let destructive = Color.red

    private static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Color {
        Color(.sRGB, red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha)
    }
}
