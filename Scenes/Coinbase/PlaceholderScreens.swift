import SwiftUI

// The tab screens `CoinbaseRootTabView` shows. Home is the real home screen; the others are the
// brand canvas with the screen's large title.

/// The Home tab as the guide's DESIGN notes describe it: the portfolio hero ("Portfolio balance
/// $12,847, up $847 today, up 6.59 percent"), the Buy/Sell/Send/Receive quad and the asset list.
struct CoinbaseHomeScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            PortfolioHero(value: 12_846.59, dayChange: 847.12, dayChangePct: 0.0659)
            AssetActionRow(onBuy: {}, onSell: {}, onSend: {}, onReceive: {})
                .padding(.top, 24)
            Text("Your assets")
                .font(.cbSectionHeader)
                .foregroundStyle(Color.cbTextPrimary)
                .padding(.horizontal, 16)
                .padding(.top, 28)
                .padding(.bottom, 4)
            CoinbaseAssetList()
            Spacer(minLength: 0)
        }
        .background(Color.cbCanvas)
    }
}

/// A tab screen: the Coinbase canvas of the colour scheme with the screen's large title.
struct CoinbasePlaceholderScreen: View {
    let title: String
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.cbScreenTitle)
                .foregroundStyle(scheme == .dark ? Color.cbDarkTextPri : Color.cbTextPrimary)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .padding(.top, 12)
        .background(scheme == .dark ? Color.cbDarkCanvas : Color.cbCanvas)
    }
}

struct HomeView: View { var body: some View { CoinbaseHomeScreen() } }
struct TradeView: View { var body: some View { CoinbasePlaceholderScreen(title: "Trade") } }
struct CardsView: View { var body: some View { CoinbasePlaceholderScreen(title: "Cards") } }
struct EarnView: View { var body: some View { CoinbasePlaceholderScreen(title: "Earn") } }
struct WalletView: View { var body: some View { CoinbasePlaceholderScreen(title: "Wallet") } }
