import SwiftUI

/// The Coinbase scenes: one per signature component and variant, plus the home screen.
///
/// Coinbase is light-first: every component hard-codes the light palette (`cbCanvas` row
/// backgrounds, `cbTextPrimary` text, the opaque white tab bar), so every scene is light only.
public enum CoinbaseCatalog {
    public static let scenes: [MockupScene] = [
        MockupScene("coinbase/portfolio-hero-up", summary: "Portfolio balance $12,846.59, up $847.12 today (+6.59%)",
                    component: "PortfolioHero", canvas: canvas) {
            PortfolioHero(value: 12_846.59, dayChange: 847.12, dayChangePct: 0.0659)
        },
        MockupScene("coinbase/portfolio-hero-down", summary: "Portfolio balance $12,846.59, down $312.40 today (−2.37%)",
                    component: "PortfolioHero", canvas: canvas) {
            PortfolioHero(value: 12_846.59, dayChange: -312.40, dayChangePct: -0.0237)
        },
        MockupScene("coinbase/asset-row", summary: "Bitcoin, Ethereum, USD Coin and Solana rows with their day's sparklines",
                    component: "AssetRow", canvas: canvas) {
            CoinbaseAssetList()
        },
        MockupScene("coinbase/action-row", summary: "The Buy / Sell / Send / Receive quad",
                    component: "AssetActionRow", canvas: canvas) {
            AssetActionRow(onBuy: {}, onSell: {}, onSend: {}, onReceive: {})
        },
        MockupScene("coinbase/primary-button", summary: "The blue Buy CTA inside the screen's 16 pt margins",
                    component: "CBPrimaryButton", width: 361, margin: 16, canvas: canvas) {
            CBPrimaryButton(label: "Buy Bitcoin", action: {})
        },
        MockupScene("coinbase/secondary-button", summary: "The gray secondary button inside the screen's 16 pt margins",
                    component: "CBSecondaryButton", width: 361, margin: 16, canvas: canvas) {
            CBSecondaryButton(label: "Sell Bitcoin", action: {})
        },
        MockupScene("coinbase/c-mark", summary: "The C-mark logomark at its default 28 pt",
                    component: "CoinbaseCMark", width: 28, margin: 12, canvas: canvas) {
            CoinbaseCMark()
        },
        MockupScene("coinbase/wallet-address", summary: "A truncated Ethereum address in Mono with the copy symbol",
                    component: "WalletAddressView", width: 361, margin: 16, canvas: canvas) {
            WalletAddressView(address: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F")
        },
        MockupScene("coinbase/tab-bar", summary: "The root TabView's bar: five tabs, Home selected, opaque white with its #E1E4E8 hairline",
                    component: "CoinbaseRootTabView", device: .iPhone16, visibleBottom: TabBarScene.visibleBottom, canvas: canvas) {
            CoinbaseRootTabView()
        },
        MockupScene("coinbase/home", summary: "Home: portfolio hero, action quad and asset list above the tab bar",
                    component: "CoinbaseHomeScreen", device: .iPhone16, canvas: canvas) {
            CoinbaseRootTabView()
        },
    ]

    /// The canvas of a scheme: white, or the near-black `cbDarkCanvas`.
    private static let canvas: @Sendable (ColorScheme) -> RGBA = { scheme in
        (scheme == .dark ? Color.cbDarkCanvas : Color.cbCanvas).rgba(in: EnvironmentValues())
    }
}
