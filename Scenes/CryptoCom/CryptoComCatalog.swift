import SwiftUI

/// The Crypto.com scenes: one per signature component and variant, plus the home screen.
///
/// Crypto.com is dark-first and its components hard-code the dark palette (`ccTextPrimary` text,
/// `ccSurface1` circles, a `ccCanvas` tab bar); the Visa card "looks identical in both modes".
/// So every scene is dark only.
public enum CryptoComCatalog {
    public static let scenes: [MockupScene] = visaCards + [
        MockupScene("crypto-com/balance-hero-gain", summary: "Total balance $ 18,402.65, +$320.18 (+1.77%) today",
                    component: "BalanceHero", schemes: [.dark], canvas: canvas) {
            BalanceHero(value: CryptoComSample.balance, pnl: CryptoComSample.gain, gain: true)
                .frame(maxWidth: .infinity, alignment: .leading)
        },
        MockupScene("crypto-com/balance-hero-loss", summary: "Total balance $ 18,402.65, −$214.37 (−1.15%) today",
                    component: "BalanceHero", schemes: [.dark], canvas: canvas) {
            BalanceHero(value: CryptoComSample.balance, pnl: CryptoComSample.loss, gain: false)
                .frame(maxWidth: .infinity, alignment: .leading)
        },
        MockupScene("crypto-com/watch-row", summary: "Watchlist rows for BTC, ETH, CRO and SOL, up and down",
                    component: "WatchRow", schemes: [.dark], canvas: canvas) {
            CryptoComWatchlist()
        },
        MockupScene("crypto-com/primary-button", summary: "The accent pill button inside the screen's 20 pt margins",
                    component: "CryptoPrimaryButton", width: 353, margin: 20, schemes: [.dark], canvas: canvas) {
            CryptoPrimaryButton(title: "Buy Crypto", action: {})
        },
        MockupScene("crypto-com/quick-actions", summary: "Deposit / Send / Trade / Earn circles",
                    component: "QuickActions", schemes: [.dark], canvas: canvas) {
            QuickActions()
        },
        MockupScene("crypto-com/earn-row", summary: "Earn products with their APR, inside the screen's 20 pt margins",
                    component: "EarnRow", width: 353, margin: 20, schemes: [.dark], canvas: canvas) {
            CryptoComEarnList()
        },
        // Full width, with the 20 pt that the home-indicator inset adds below its own 14 pt bottom
        // padding on a device; the Trade circle rises 8 pt above the bar and its 16 pt accent glow
        // (y 6) needs about 3 × 16 above the bar.
        MockupScene("crypto-com/tab-bar", summary: "The five-tab bar with the floating accent Trade circle, Home selected",
                    component: "CryptoTabBar", schemes: [.dark], canvas: canvas) {
            CryptoTabBar(selected: .constant(0))
                .padding(.bottom, 20)
                .padding(.top, 48)
        },
        MockupScene("crypto-com/home", summary: "Home: balance hero, quick actions, watchlist and Earn rows above the tab bar",
                    component: "CryptoComHomeScreen", device: .iPhone16, schemes: [.dark], canvas: canvas) {
            CryptoComHomeScreen()
        },
    ]

    /// One scene per card metal. The card's shadow (radius 30, y 14) needs 3 × 30 + 14 pt below.
    private static let visaCards: [MockupScene] = [
        ("midnight", VisaCard.Tier.midnight), ("ruby", .ruby), ("jade", .jade), ("obsidian", .obsidian),
    ].map { name, tier in
        MockupScene("crypto-com/visa-card-\(name)", summary: "\(tier.name) Visa card ending 7310, ALEX RIVERA",
                    component: "VisaCard", width: 353, margin: 104, schemes: [.dark], canvas: canvas) {
            VisaCard(tier: tier, pan: CryptoComSample.pan, holder: CryptoComSample.holder)
        }
    }

    /// The canvas of a scheme: `ccCanvas` (#03060F) dark, white light.
    private static let canvas: @Sendable (ColorScheme) -> RGBA = { scheme in
        (scheme == .dark ? Color.ccCanvas : Color.ccCanvasLight).rgba(in: EnvironmentValues())
    }
}
