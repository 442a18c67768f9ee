import MockupText
import MockupRaster

/// Builds a `TabView`'s bar for a static render (LAYOUT-SPEC §10.3) as ordinary views: a UIKit-like
/// tab bar of 49 pt whose background reaches down through the bottom safe-area inset
/// (`TabViewLayout` decides the bar's height).
enum TabBarComposer {
    static let barHeight = 49.0
    /// The symbol: 20 pt medium, centred in a 25×25 box `iconTop` below the bar's top.
    static let iconBox = 25.0
    static let iconPointSize = 20.0
    static let iconTop = 6.0
    /// The title: 10 pt medium, its baseline `titleBaseline` below the bar's top (docs/DEVICES.md).
    static let titleFont = FontDescriptor(source: .system(.default), size: 10, weight: .medium)
    static let titleBaseline = 45.0
    /// Badges: 13 pt text in an 18 pt capsule whose leading edge is 4 pt right of the symbol's
    /// centre, 4 pt above its box (approximate; docs/DEVICES.md).
    static let badgeFont = FontDescriptor(source: .system(.default), size: 13, weight: .regular)
    static let badgeHeight = 18.0
    static let badgeOffset = Point(4, -4)
    /// The unselected item grey: #999999 light, #757575 dark (docs/DEVICES.md, "Bars").
    static let unselectedColor = RGBA(red: 0x99 / 255.0, green: 0x99 / 255.0, blue: 0x99 / 255.0)
    static let darkUnselectedColor = RGBA(red: 0x75 / 255.0, green: 0x75 / 255.0, blue: 0x75 / 255.0)

    /// The bar: items in the top `barHeight` points over the bar background and its top hairline.
    static func bar(_ tab: TabBarContent) -> ViewNode {
        let grey = tab.colorSchemeIsDark ? darkUnselectedColor : unselectedColor
        let items = tab.items.enumerated().map { index, item in
            let selected = index == tab.selectedIndex
            let colors = selected ? tab.selectedItemColors : tab.unselectedItemColors
            let state = selected ? tab.tint : grey
            return self.item(item, selected: selected, icon: .color(colors.icon ?? state),
                             title: .color(colors.title ?? state), dark: tab.colorSchemeIsDark)
        }
        let row = ViewNode.frame(width: nil, height: barHeight, alignment: .center,
                                 child: .stack(axis: .horizontal, alignment: .top, spacing: 0, children: items))
        let background = tab.barFill ?? BarChrome.background(tab.barBackground, blursBackdrop: tab.barBlursBackdrop, dark: tab.colorSchemeIsDark)
        let backdrop = tab.barUnderlay.map { underlay in
            ViewNode.secondary(SecondaryLayer(placement: .background, alignment: .center,
                                              content: BarChrome.background(underlay, blursBackdrop: false, dark: tab.colorSchemeIsDark)),
                               primary: background)
        } ?? background
        let hairline = BarChrome.hairline(tab.barShadow, dark: tab.colorSchemeIsDark)
        let padded = ViewNode.flexFrame(FlexFrame(maxHeight: .infinity, alignment: .top), child: row)
        let filled = ViewNode.secondary(SecondaryLayer(placement: .background, alignment: .center, content: backdrop),
                                        primary: padded)
        return .secondary(SecondaryLayer(placement: .overlay, alignment: .top, content: hairline), primary: filled)
    }

    /// One item: the symbol in a 25×25 box above a 10 pt medium title (on the system font's
    /// ascent, SF Pro's), sharing the width equally; its badge over the symbol's top trailing
    /// corner, named as the item resolved it (SwiftUI's in their `.fill` variant unless the code
    /// cleared it, UIKit's as given); a bitmap icon at its own size, centred
    /// in the box, as a template in the state colour unless the code asked for its original colours.
    /// An empty symbol name (`Label("", systemImage: "")`,
    /// a slot kept free for a floating button) draws no icon, as on iOS.
    private static func item(_ item: TabBarContent.Item, selected: Bool, icon iconPaint: ResolvedPaint,
                             title titlePaint: ResolvedPaint, dark: Bool) -> ViewNode {
        let symbolName = (selected ? item.selectedSystemImage ?? item.systemImage : item.systemImage).flatMap { $0.isEmpty ? nil : $0 }
        let icon: ViewNode
        if let symbolName {
            icon = .image(.symbol(name: symbolName,
                                  font: FontDescriptor(source: .system(.default), size: iconPointSize, weight: .medium), paint: iconPaint))
        } else if var bitmap = item.bitmap {
            if bitmap.style.tint != nil { bitmap.style.tint = iconPaint }
            icon = .image(.bitmap(bitmap.asset, resizable: false, style: bitmap.style))
        } else {
            icon = .empty
        }
        let box = ViewNode.frame(width: iconBox, height: iconBox, alignment: .center, child: icon)
        let symbol = item.badge.map {
            ViewNode.secondary(SecondaryLayer(placement: .overlay, alignment: .topLeading,
                                              content: .offset(x: iconBox / 2 + badgeOffset.x, y: badgeOffset.y, child: badge($0, dark: dark))),
                               primary: box)
        } ?? box
        let title = ViewNode.text(ResolvedText(string: item.title, font: titleFont, paint: titlePaint, lineLimit: 1))
        let titleAscent = titleFont.size * SFProMetrics.ascender / SFProMetrics.unitsPerEm
        let column = ViewNode.stack(axis: .vertical, alignment: .center, spacing: titleBaseline - titleAscent - iconTop - iconBox,
                                    children: [symbol, title])
        return .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
                          child: .padding(EdgeInsets(top: iconTop), child: column))
    }

    /// A badge: white text on a system-red capsule at least `badgeHeight` round.
    private static func badge(_ text: String, dark: Bool) -> ViewNode {
        let red = dark ? RGBA(red: 1, green: 0.271, blue: 0.227) : RGBA(red: 1, green: 0.231, blue: 0.188)
        let label = ViewNode.text(ResolvedText(string: text, font: badgeFont, paint: .color(.white), lineLimit: 1))
        let sized = ViewNode.flexFrame(FlexFrame(minWidth: badgeHeight, minHeight: badgeHeight),
                                       child: .padding(EdgeInsets(leading: 5, trailing: 5), child: label))
        // At its ideal width: a long badge is not squeezed into the symbol's box.
        return .fixedSize(horizontal: true, vertical: true, child: .secondary(
            SecondaryLayer(placement: .background, alignment: .center,
                           content: .shape(ResolvedShape(kind: .capsule(continuous: false), drawing: .fill(.color(red), evenOdd: false)))),
            primary: .frame(width: nil, height: badgeHeight, alignment: .center, child: sized)))
    }
}
