import SwiftUI

/// The Monzo scenes: one per signature component and variant, plus the home screen.
///
/// Schemes follow the guide: components drawn with `monzoDark*` colours (rows, Pots) are
/// dark-surface components; the Hot Coral card and buttons are "unchanged" in dark mode, so they
/// are shown once, on the light canvas; the tab bar (system material) and the themed screens adapt.
public enum MonzoCatalog {
    public static let scenes: [MockupScene] = [
        // Shadow radius 30, y 14: 3r + y = 104 pt below the card (the card's own 20 pt side inset
        // covers part of the 90 pt it needs at the sides).
        MockupScene("monzo/card-hero", summary: "Hot Coral card hero with the balance and masked card number",
                    component: "MonzoCardHero", margin: 104, schemes: [.light], canvas: monzoCanvas) {
            MonzoCardHero(balance: MonzoSamples.balance, maskedNumber: MonzoSamples.maskedNumber)
        },
        transactionRow("expense", summary: "a card payment") { MonzoSamples.coffee },
        transactionRow("income", summary: "income, amount in green") { MonzoSamples.salary },
        transactionRow("pending", summary: "a pending payment at 60% opacity") { MonzoSamples.travel },
        // Shadow radius 16, y 8 around the 92 pt tile: 56 pt.
        MockupScene("monzo/pot-coin", summary: "Pot coin: gradient tile, name and amount",
                    component: "PotCoin", width: 92, margin: 56, schemes: [.dark], canvas: monzoCanvas) {
            MonzoSamples.holiday
        },
        MockupScene("monzo/pot-card", summary: "Pot card with the saved amount, goal and progress bar",
                    component: "PotCard", width: 353, margin: 20, schemes: [.dark], canvas: monzoCanvas) {
            PotCard(emoji: MonzoSamples.holiday.emoji, name: MonzoSamples.holiday.name, saved: "£640",
                    goal: "£1,000", progress: 0.64)
        },
        MockupScene("monzo/primary-button", summary: "Full-width Hot Coral primary button",
                    component: "MonzoPrimaryButton", width: 353, margin: 20, schemes: [.light],
                    canvas: monzoCanvas) {
            MonzoPrimaryButton(title: "Add money") {}
        },
        MockupScene("monzo/pill-button", summary: "Outlined Hot Coral pill button",
                    component: "MonzoPillButton", width: 200, margin: 20, schemes: [.light],
                    canvas: monzoCanvas) {
            MonzoPillButton(title: "Move money") {}
        },
        MockupScene("monzo/tab-bar", summary: "The five-tab bar, Hot Coral active tab, bottom of the screen",
                    component: "MonzoTabView", device: .iPhone16, schemes: [.light, .dark],
                    visibleBottom: TabBarScene.visibleBottom, canvas: monzoCanvas) {
            MonzoTabView()
        },
        MockupScene("monzo/home", summary: "Home screen: card hero, Pots strip, today's feed and the tab bar",
                    component: "MonzoTabView", device: .iPhone16, schemes: [.dark], canvas: monzoCanvas) {
            MonzoTabView()
        },
    ]

    /// `monzo/transaction-row-<variant>`: one row on the dark canvas (the row's text is
    /// `monzoDarkTextPrimary`).
    private static func transactionRow(_ variant: String, summary: String,
                                       _ row: @escaping @MainActor @Sendable () -> TransactionRow) -> MockupScene {
        MockupScene("monzo/transaction-row-\(variant)", summary: "Transaction row: \(summary)",
                    component: "TransactionRow", schemes: [.dark], canvas: monzoCanvas, view: row)
    }

    /// `monzoCanvas` (#F6F7F9) in light, `monzoDarkCanvas` (#0E1620) in dark: `MonzoTheme`'s background.
    private static let monzoCanvas: @Sendable (ColorScheme) -> RGBA = { scheme in
        (scheme == .dark ? Color.monzoDarkCanvas : Color.monzoCanvas).rgba(in: EnvironmentValues())
    }
}
